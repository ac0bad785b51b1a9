import { NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format/format';
import { estimateSmsPrice } from './price-estimate';
import { useSmsPackages, type CreditChannel } from './use-credits';

export interface Order {
  channel: CreditChannel;
  quantity: number | string;
}

/** Which credits and how many, with what SMS credits would cost (chat credits have one price, the API's). */
export function OrderFields({
  order,
  onChange,
  quantityError,
}: {
  order: Order;
  onChange: (order: Order) => void;
  quantityError?: string;
}) {
  const { t } = useTranslation();
  const packages = useSmsPackages();
  const estimate =
    order.channel === 'sms' && packages.data ? estimateSmsPrice(Number(order.quantity), packages.data) : null;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('credits.channel')}
        value={order.channel}
        onChange={(channel) => onChange({ ...order, channel: channel as CreditChannel })}
        data={[
          { value: 'sms', label: t('credits.channel_sms') },
          { value: 'chat', label: t('credits.channel_chat') },
        ]}
      />
      <NumberInput
        label={t('credits.quantity')}
        min={1}
        step={100}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        inputMode="numeric"
        required
        value={order.quantity}
        onChange={(quantity) => onChange({ ...order, quantity })}
        error={quantityError}
      />
      {estimate !== null && (
        <Text size="sm" aria-live="polite">
          {t('credits.estimate', { amount: formatMoney(estimate) })}
        </Text>
      )}
    </Stack>
  );
}
