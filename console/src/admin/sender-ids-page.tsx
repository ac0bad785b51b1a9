import { useState } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../ui/query-state';
import { Pager } from './pager';
import { SenderIdCard } from './sender-id-card';
import { StatusFilter } from './status-filter';
import { useSenderIds, type SenderIdStatus } from './use-sender-ids';

const STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly SenderIdStatus[];

/** Sender id requests of every organisation, the pending ones first to review. */
export function SenderIdsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const [page, setPage] = useState(1);
  const senderIds = useSenderIds(status, page);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('admin.navSenderIds')}
      </Title>
      <StatusFilter
        statuses={STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <QueryState query={senderIds}>
        {({ data, meta }) => (
          <Stack gap="sm">
            {data.length === 0 && <Text>{t('admin.noSenderIds')}</Text>}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {data.map((senderId) => (
                <SenderIdCard key={senderId.id} senderId={senderId} />
              ))}
            </SimpleGrid>
            <Pager page={page} perPage={meta.per_page} total={meta.total} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
