import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { canOnEvent } from '../accounts/event-access';
import { can, useMe } from '../accounts/use-me';
import { Pager } from '../messaging/pager';
import { QueryState } from '../ui/query-state';
import { EventCard } from './event-card';
import { EventForm } from './event-form';
import { useEvents } from './use-events';
import { CardList } from '../ui/card-list';

/** The organisation's events with their figures; search, create, edit and delete as the caller may. */
export function EventsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const events = useEvents(debounced, page);
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t('events.title')}
        </Title>
        {can(me.data, 'events.add') && <Button onClick={() => setAdding(true)}>{t('events.add')}</Button>}
      </Group>
      <TextInput
        label={t('events.search')}
        type="search"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <QueryState query={events}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text>{t(debounced ? 'events.noMatch' : 'events.none')}</Text>
          ) : (
            <>
              <CardList>
                {data.map((event) => (
                  <EventCard
                    key={event.id}
                    event={event}
                    mayEdit={canOnEvent(me.data, event.id, 'events.edit')}
                    mayDelete={canOnEvent(me.data, event.id, 'events.delete')}
                  />
                ))}
              </CardList>
              <Pager meta={meta} onPage={setPage} />
            </>
          )
        }
      </QueryState>
      {adding && <EventForm event={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
