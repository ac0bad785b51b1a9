import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { QueryState } from '../ui/query-state';
import { SettingsForm } from './settings-form';
import { SettingsScreen } from './settings-screen';
import { useRequestSenderId, useSaveSettings, useSenderIds, useSettings, type SenderId } from './use-settings';

const STATUS_COLORS: Record<SenderId['status'], string> = {
  pending: 'yellow.4',
  approved: 'teal.9',
  rejected: 'red.9',
};

/** Sender ids: the requests and their state, a new request, and which approved one messages go out under. */
export function SenderIdsPage() {
  const { t } = useTranslation();
  const senderIds = useSenderIds();
  const settings = useSettings();
  return (
    <SettingsScreen title={t('settings.section_senderIds')}>
      <QueryState query={settings}>
        {(current) => (
          <QueryState query={senderIds}>
            {(list) => (
              <DefaultSenderForm
                current={current.sender_id}
                approved={list.filter((s) => s.status === 'approved').map((s) => s.sender_id)}
              />
            )}
          </QueryState>
        )}
      </QueryState>
      <RequestSenderIdForm />
      <Title order={3} size="h4">
        {t('settings.senderIdsList')}
      </Title>
      <QueryState query={senderIds}>
        {(list) =>
          list.length === 0 ? (
            <Text>{t('settings.noSenderIds')}</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((senderId) => (
                <SenderIdCard key={senderId.id} senderId={senderId} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </SettingsScreen>
  );
}

function SenderIdCard({ senderId }: { senderId: SenderId }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={senderId.sender_id}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={600}>{senderId.sender_id}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(senderId.created_at, i18n.language)}
          </Text>
        </Stack>
        <Badge color={STATUS_COLORS[senderId.status]} autoContrast style={{ flexShrink: 0 }}>
          {t(`settings.senderStatus_${senderId.status}`)}
        </Badge>
      </Group>
      {senderId.rejection_reason && (
        <Text size="sm" c="red.9">
          {t('credits.rejectedBecause', { reason: senderId.rejection_reason })}
        </Text>
      )}
    </Card>
  );
}

/** The sender messages go out under: one of the approved, or the platform's own. */
function DefaultSenderForm({ current, approved }: { current: string | null; approved: string[] }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(current ?? '');
  const save = useSaveSettings();
  return (
    <SettingsForm save={save} change={() => ({ sender_id: choice || null })}>
      <NativeSelect
        label={t('settings.defaultSender')}
        description={t('settings.defaultSenderHint')}
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
        data={[{ value: '', label: t('settings.platformSender') }, ...approved]}
        error={fieldError(save.error, 'sender_id')}
      />
    </SettingsForm>
  );
}

function RequestSenderIdForm() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const request = useRequestSenderId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('settings.newSender')}
            description={t('settings.newSenderHint')}
            autoComplete="off"
            maxLength={11}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(request.error, 'sender_id')}
          />
          {request.isError && !fieldError(request.error, 'sender_id') && <ErrorAlert error={request.error} />}
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={request.isPending}>
              {t('settings.requestSender')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
