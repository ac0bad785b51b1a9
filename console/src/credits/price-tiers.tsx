import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../format/format';
import { QueryState } from '../ui/query-state';
import { useSmsPackages } from './use-credits';

/** The SMS price tiers: the more credits at once, the lower the price of each. */
export function PriceTiers() {
  const { t } = useTranslation();
  const packages = useSmsPackages();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="price-tiers">
      <Stack gap="xs">
        <Title order={3} size="h4" id="price-tiers">
          {t('credits.tiersTitle')}
        </Title>
        <QueryState query={packages}>
          {(tiers) =>
            tiers.length === 0 ? (
              <Text size="sm">{t('credits.noTiers')}</Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('credits.tier')}</Table.Th>
                    <Table.Th>{t('credits.tierQuantity')}</Table.Th>
                    <Table.Th ta="right">{t('credits.tierPrice')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {[...tiers]
                    .sort((a, b) => a.min_quantity - b.min_quantity)
                    .map((tier) => (
                      <Table.Tr key={tier.id}>
                        <Table.Td>{tier.name}</Table.Td>
                        <Table.Td>
                          {formatCount(tier.min_quantity)}–{formatCount(tier.max_quantity)}
                        </Table.Td>
                        <Table.Td ta="right">{formatMoney(tier.price_per_sms)}</Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
