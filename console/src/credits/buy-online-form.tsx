import { useState, type FormEvent } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../messaging/idempotency-key';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { OrderFields, type Order } from './order-fields';
import { useBuyOnline } from './use-credits';

/** Buys credits online: the browser goes to the payment provider's checkout and comes back to the purchase's page. */
export function BuyOnlineForm() {
  const { t } = useTranslation();
  const [order, setOrder] = useState<Order>({ channel: 'sms', quantity: 1000 });
  // One key per attempt: a second tap replays the first checkout instead of starting another.
  const [key] = useState(newIdempotencyKey);
  const buy = useBuyOnline();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    buy.mutate(
      { order: { channel: order.channel, sms_quantity: Number(order.quantity) }, key },
      { onSuccess: (checkout) => window.location.assign(checkout.redirect_url) },
    );
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="buy-online">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="buy-online">
            {t('credits.buyTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('credits.buyIntro')}
          </Text>
          <OrderFields order={order} onChange={setOrder} quantityError={fieldError(buy.error, 'sms_quantity')} />
          {buy.isError && <ErrorAlert error={buy.error} />}
          <Button type="submit" loading={buy.isPending || buy.isSuccess}>
            {t('credits.pay')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
