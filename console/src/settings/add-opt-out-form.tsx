import { useState, type FormEvent } from 'react';
import { Button, Card, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { useAddOptOut, type OptOutChannel } from './use-settings';

/** Opts a number out of one channel or of every channel. */
export function AddOptOutForm() {
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
