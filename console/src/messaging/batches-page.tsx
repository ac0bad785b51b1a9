import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../ui/query-state';
import { BatchCard } from './batch-card';
import { MessagingTabs } from './messaging-tabs';
import { Pager } from './pager';
import { useBatches } from './use-batches';

/** The organisation's batches, newest first, with their progress kept live while any is sending. */
export function BatchesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const batches = useBatches(page);
  return (
    <Stack gap="md" maw={720}>
      <MessagingTabs current="batches" />
      <QueryState query={batches}>
        {(result) =>
          result.data.length === 0 ? (
            <Text c="dimmed">{t('messaging.noBatches')}</Text>
          ) : (
            <Stack gap="xs">
              {result.data.map((batch) => (
                <BatchCard key={batch.id} batch={batch} />
              ))}
              <Pager meta={result.meta} onPage={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
