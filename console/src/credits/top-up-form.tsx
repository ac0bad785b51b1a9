import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../format/format';
import { newIdempotencyKey } from '../messaging/idempotency-key';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { OrderFields, type Order } from './order-fields';
import { useRequestTopUp } from './use-credits';

/** A manual top-up: the M-Pesa payment's reference and phone, credited when a platform admin approves it. */
export function TopUpForm() {
  const { t } = useTranslation();
  const [order, setOrder] = useState<Order>({ channel: 'sms', quantity: 1000 });
  const [reference, setReference] = useState('');
  const [payerPhone, setPayerPhone] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const request = useRequestTopUp();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      channel: order.channel,
      sms_quantity: Number(order.quantity),
      transaction_reference: reference.trim(),
      payer_phone: payerPhone,
    };
    request.mutate(
      { request: body, key },
      {
        onSuccess: () => {
          setReference('');
          setKey(newIdempotencyKey());
        },
      },
    );
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="top-up">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="top-up">
            {t('credits.topUpTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('credits.topUpIntro')}
          </Text>
          <OrderFields order={order} onChange={setOrder} quantityError={fieldError(request.error, 'sms_quantity')} />
          <TextInput
            label={t('credits.reference')}
            autoComplete="off"
            autoCapitalize="characters"
            required
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={fieldError(request.error, 'transaction_reference')}
          />
          <TextInput
            label={t('credits.payerPhone')}
            placeholder={t('fields.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            value={payerPhone}
            onChange={(e) => setPayerPhone(e.currentTarget.value)}
            error={fieldError(request.error, 'payer_phone')}
          />
          {request.isError && <ErrorAlert error={request.error} />}
          {request.isSuccess && (
            <Alert color="blue" role="status">
              {t('credits.requested', {
                quantity: formatCount(request.data.sms_quantity),
                amount: formatMoney(request.data.total_amount),
              })}
            </Alert>
          )}
          <Button type="submit" variant="light" loading={request.isPending}>
            {t('credits.sendRequest')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
