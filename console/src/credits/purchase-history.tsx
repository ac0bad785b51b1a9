import { useState } from 'react';
import { Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../ui/query-state';
import { PurchaseCard } from './purchase-card';
import { usePurchases } from './use-credits';
import { CardList } from '../ui/card-list';

/** The organisation's purchases (SMS and chat), newest first, with their status and receipts. */
export function PurchaseHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const purchases = usePurchases(page);
  return (
    <Stack gap="sm" component="section" aria-labelledby="purchase-history">
      <Title order={3} size="h4" id="purchase-history">
        {t('credits.historyTitle')}
      </Title>
      <QueryState query={purchases}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text>{t('credits.noPurchases')}</Text>
          ) : (
            <>
              <CardList>
                {data.map((purchase) => (
                  <PurchaseCard key={purchase.id} purchase={purchase} />
                ))}
              </CardList>
              {meta.last_page > 1 && (
                <Pagination
                  total={meta.last_page}
                  value={meta.current_page}
                  onChange={setPage}
                  siblings={0}
                  getControlProps={(control) => ({ 'aria-label': t(`contacts.page_${control}`) })}
                />
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
