import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Card, Group, NativeSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../accounts/use-me';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { formatDateTime, formatPhone } from '../format/format';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { QueryState } from '../ui/query-state';
import { SettingsScreen } from './settings-screen';
import { useAddOptOut, useOptOuts, useRemoveOptOut, type OptOut, type OptOutChannel } from './use-settings';

/** Opt-outs: numbers that receive nothing (or nothing on one channel); add one, or let one receive again. */
export function OptOutsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const optOuts = useOptOuts(debounced, page);
  return (
    <SettingsScreen title={t('settings.section_optOuts')}>
      {can(me.data, 'opt_outs.add') && <AddOptOutForm />}
      <TextInput
        label={t('settings.optOutSearch')}
        type="search"
        inputMode="tel"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <QueryState query={optOuts}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text>{t('settings.noOptOuts')}</Text>
          ) : (
            <Stack gap="sm">
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.map((optOut) => (
                  <OptOutCard key={optOut.id} optOut={optOut} mayRemove={can(me.data, 'opt_outs.delete')} />
                ))}
              </Stack>
              {meta.last_page > 1 && (
                <Pagination
                  total={meta.last_page}
                  value={meta.current_page}
                  onChange={setPage}
                  siblings={0}
                  getControlProps={(control) => ({ 'aria-label': t(`contacts.page_${control}`) })}
                />
              )}
            </Stack>
          )
        }
      </QueryState>
    </SettingsScreen>
  );
}

function OptOutCard({ optOut, mayRemove }: { optOut: OptOut; mayRemove: boolean }) {
  const { t, i18n } = useTranslation();
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveOptOut(optOut);
  const phone = formatPhone(optOut.phone);
  // The recipient's own opt-out (their link or reply) only they can take back: the API refuses it.
  const theirs = optOut.source !== 'api';
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={phone}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text fw={600}>{phone}</Text>
          {optOut.contact && <Text size="sm">{optOut.contact.name}</Text>}
          <Text size="sm">
            {t(`settings.optOutChannel_${optOut.channel ?? 'all'}`)} · {t(`settings.optOutSource_${optOut.source}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(optOut.created_at, i18n.language)}
          </Text>
        </Stack>
        {mayRemove && !theirs && (
          <ActionIcon
            variant="light"
            color="red"
            size="lg"
            aria-label={t('settings.optOutRemoveOne', { phone })}
            onClick={() => setRemoving(true)}
          >
            ✕
          </ActionIcon>
        )}
      </Group>
      {removing && (
        <ConfirmDelete
          title={t('settings.optOutRemoveTitle')}
          text={t('settings.optOutRemoveText', { phone })}
          remove={remove}
          onClose={() => setRemoving(false)}
        />
      )}
    </Card>
  );
}

function AddOptOutForm() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<OptOutChannel | 'all'>('all');
  const add = useAddOptOut();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ phone, channel: channel === 'all' ? null : channel }, { onSuccess: () => setPhone('') });
  };
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('settings.optOutPhone')}
            placeholder={t('fields.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            error={fieldError(add.error, 'phone')}
          />
          <NativeSelect
            label={t('settings.optOutChannel')}
            value={channel}
            onChange={(e) => setChannel(e.currentTarget.value as OptOutChannel | 'all')}
            data={(['all', 'sms', 'chat'] as const).map((value) => ({
              value,
              label: t(`settings.optOutChannel_${value}`),
            }))}
            error={fieldError(add.error, 'channel')}
          />
          {add.isError && !fieldError(add.error, 'phone') && <ErrorAlert error={add.error} />}
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('settings.optOutAdd')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
