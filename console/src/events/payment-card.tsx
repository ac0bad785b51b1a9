import { useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { formatDate, formatMoney, formatPhone } from '../format/format';
import { PaymentForm } from './payment-form';
import { useDeletePayment, type Payment } from './use-payments';

/** One payment as a card: who paid how much, how and when, its reference and who recorded it; edit and delete. */
export function PaymentCard({ eventId, payment, manage }: { eventId: number; payment: Payment; manage: boolean }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeletePayment(eventId, payment.id);
  const amount = formatMoney(payment.amount);

  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={`${payment.invitee.name} ${amount}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>{payment.invitee.name}</Text>
            <Text size="sm">{formatPhone(payment.invitee.phone)}</Text>
          </Stack>
          <Text fw={700} style={{ flexShrink: 0 }}>
            {amount}
          </Text>
        </Group>
        <Text size="sm">
          {t(`events.method_${payment.payment_method}`)} · {formatDate(payment.payment_date, i18n.language)}
          {payment.reference && ` · ${payment.reference}`}
        </Text>
        {payment.notes && (
          <Text size="sm" c="dimmed">
            {payment.notes}
          </Text>
        )}
        {payment.recorded_by && (
          <Text size="xs" c="dimmed">
            {t('events.recordedBy', { name: payment.recorded_by.name })}
          </Text>
        )}
        {manage && (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {t('events.edit')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setDeleting(true)}>
              {t('contacts.delete')}
            </Button>
          </Group>
        )}
      </Stack>
      {editing && <PaymentForm eventId={eventId} payment={payment} onClose={() => setEditing(false)} />}
      {deleting && (
        <ConfirmDelete
          title={t('events.deletePaymentTitle')}
          text={t('events.deletePaymentText', { amount, name: payment.invitee.name })}
          remove={remove}
          onClose={() => setDeleting(false)}
        />
      )}
    </Card>
  );
}
