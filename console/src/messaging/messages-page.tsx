import { useState } from 'react';
import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../ui/query-state';
import { MessageCard } from './message-card';
import { MessagingTabs } from './messaging-tabs';
import { Pager } from './pager';
import { useMessages, type MessageFilters } from './use-messages';

type Status = NonNullable<MessageFilters['status']>;

const STATUSES: Status[] = [
  'scheduled',
  'queued',
  'submitting',
  'PENDING_ACCEPTED',
  'PENDING_ENROUTE',
  'PENDING_WAITING_DELIVERY',
  'DELIVERED',
  'UNDELIVERABLE',
  'EXPIRED',
  'REJECTED',
  'failed',
  'cancelled',
];

/** The organisation's messages, newest first: search, status and date filters, statuses kept live. */
export function MessagesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 400);
  const [status, setStatus] = useState<Status | ''>('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [page, setPage] = useState(1);
  const filters: MessageFilters = {
    page,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(status ? { status } : {}),
    ...(dateFrom ? { date_from: dateFrom } : {}),
    ...(dateTo ? { date_to: dateTo } : {}),
  };
  const messages = useMessages(filters);
  const filter =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md" maw={720}>
      <MessagingTabs current="messages" />
      <TextInput
        type="search"
        label={t('messaging.search')}
        value={search}
        onChange={(event) => filter(setSearch)(event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <NativeSelect
          style={{ gridColumn: 'span 2' }}
          label={t('messaging.status')}
          value={status}
          onChange={(event) => filter(setStatus)(event.currentTarget.value as Status | '')}
          data={[
            { value: '', label: t('messaging.anyStatus') },
            ...STATUSES.map((value) => ({ value, label: t(`messaging.status_${value}`) })),
          ]}
        />
        <TextInput
          type="date"
          label={t('messaging.dateFrom')}
          value={dateFrom}
          onChange={(event) => filter(setDateFrom)(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('messaging.dateTo')}
          value={dateTo}
          onChange={(event) => filter(setDateTo)(event.currentTarget.value)}
        />
      </SimpleGrid>
      <QueryState query={messages}>
        {(result) =>
          result.data.length === 0 ? (
            <Text c="dimmed">{t('messaging.noMessages')}</Text>
          ) : (
            <Stack gap="xs">
              {result.data.map((message) => (
                <MessageCard key={message.id} message={message} />
              ))}
              <Pager meta={result.meta} onPage={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
