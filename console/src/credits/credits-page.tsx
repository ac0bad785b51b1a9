import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../accounts/use-me';
import { BalanceCard } from './balance-card';
import { BuyOnlineForm } from './buy-online-form';
import { PriceTiers } from './price-tiers';
import { PurchaseHistory } from './purchase-history';
import { TopUpForm } from './top-up-form';

/** Credits: the balance, the prices, buying online or asking for a manual top-up, and the history, as the caller may. */
export function CreditsPage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        {t('credits.title')}
      </Title>
      <BalanceCard />
      <PriceTiers />
      {can(me.data, 'purchase_sms.online') && <BuyOnlineForm />}
      {can(me.data, 'purchase_sms.request') && <TopUpForm />}
      {can(me.data, 'purchase_sms') && <PurchaseHistory />}
    </Stack>
  );
}
