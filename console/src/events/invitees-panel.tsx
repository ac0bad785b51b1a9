import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { canOnEvent } from '../accounts/event-access';
import { useMe } from '../accounts/use-me';
import { Pager } from '../messaging/pager';
import { QueryState } from '../ui/query-state';
import { InviteeCard } from './invitee-card';
import { InviteeForm } from './invitee-form';
import { InviteeImportDialog } from './invitee-import';
import { INVITEE_STATUSES, useInvitees, type InviteeStatus } from './use-invitees';
import { CardList } from '../ui/card-list';

/** The event's invitees: search and filter by status; add, import, edit and delete as the caller may. */
export function InviteesPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const me = useMe();
  const manage = canOnEvent(me.data, eventId, 'events.manage_invitees');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<InviteeStatus | null>(null);
  const [page, setPage] = useState(1);
  const invitees = useInvitees(eventId, { search: debounced, status, page });
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);

  return (
    <Stack gap="sm">
      {manage && (
        <Group gap="xs">
          <Button onClick={() => setAdding(true)}>{t('events.addInvitee')}</Button>
          <Button variant="light" onClick={() => setImporting(true)}>
            {t('events.importInvitees')}
          </Button>
        </Group>
      )}
      <Group gap="xs" grow align="flex-end">
        <TextInput
          label={t('events.searchInvitees')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <NativeSelect
          label={t('events.inviteeStatus')}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.currentTarget.value || null) as InviteeStatus | null);
            setPage(1);
          }}
          data={[
            { value: '', label: t('events.allStatuses') },
            ...INVITEE_STATUSES.map((value) => ({ value, label: t(`events.invitee_${value}`) })),
          ]}
        />
      </Group>
      <QueryState query={invitees}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text size="sm">{t(debounced || status ? 'events.noInviteeMatch' : 'events.noInvitees')}</Text>
          ) : (
            <>
              <CardList>
                {data.map((invitee) => (
                  <InviteeCard key={invitee.id} eventId={eventId} invitee={invitee} manage={manage} />
                ))}
              </CardList>
              <Pager meta={meta} onPage={setPage} />
            </>
          )
        }
      </QueryState>
      {adding && <InviteeForm eventId={eventId} invitee={null} onClose={() => setAdding(false)} />}
      {importing && <InviteeImportDialog eventId={eventId} onClose={() => setImporting(false)} />}
    </Stack>
  );
}
