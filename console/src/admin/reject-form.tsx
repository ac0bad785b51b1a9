import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The reason a request is refused, asked before it is sent (the procedures require one). */
export function RejectForm({ pending, onReject }: { pending: boolean; onReject: (reason: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReject(reason.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label={t('admin.rejectReason')}
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Button type="submit" color="red.9" loading={pending} disabled={!reason.trim()}>
          {t('admin.confirmReject')}
        </Button>
      </Group>
    </form>
  );
}
