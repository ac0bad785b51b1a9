import { useState } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../ui/query-state';
import { Pager } from './pager';
import { PurchaseCard } from './purchase-card';
import { StatusFilter } from './status-filter';
import { usePurchases, type PurchaseStatus } from './use-purchases';

const STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly PurchaseStatus[];

/** Purchases of every organisation, the pending ones first to review. */
export function PurchasesPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const [page, setPage] = useState(1);
  const purchases = usePurchases(status, page);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('admin.navPurchases')}
      </Title>
      <StatusFilter
        statuses={STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <QueryState query={purchases}>
        {({ data, meta }) => (
          <Stack gap="sm">
            {data.length === 0 && <Text>{t('admin.noPurchases')}</Text>}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {data.map((purchase) => (
                <PurchaseCard key={purchase.id} purchase={purchase} />
              ))}
            </SimpleGrid>
            <Pager page={page} perPage={meta.per_page} total={meta.total} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
