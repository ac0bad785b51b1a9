import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { useRequestSenderId } from './use-settings';

/** Requests a new sender id (pending until a platform admin approves it). */
export function RequestSenderIdForm() {
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
