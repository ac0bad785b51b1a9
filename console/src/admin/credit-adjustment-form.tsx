import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ui/error-alert';
import { useTenantActions } from './use-tenants';

/** A signed credit correction with its reason (admin.credits.adjust): + adds, − takes away. */
export function CreditAdjustmentForm({ tenantId, onDone }: { tenantId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { adjustCredits } = useTenantActions();
  const [channel, setChannel] = useState<'sms' | 'chat'>('sms');
  const [amount, setAmount] = useState<string | number>('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    adjustCredits.mutate({ tenantId, channel, amount: Number(amount), reason }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <SegmentedControl
          aria-label={t('admin.channel')}
          value={channel}
          onChange={(value) => setChannel(value as 'sms' | 'chat')}
          data={[
            { value: 'sms', label: 'SMS' },
            { value: 'chat', label: 'Chat' },
          ]}
        />
        <NumberInput label={t('admin.amount')} required allowDecimal={false} value={amount} onChange={setAmount} />
        <TextInput
          label={t('admin.reason')}
          required
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {adjustCredits.isError && <ErrorAlert error={adjustCredits.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={adjustCredits.isPending} disabled={!Number(amount) || !reason.trim()}>
            {t('admin.adjustSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
