import { useState } from 'react';
import { Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { canOnEvent } from '../accounts/event-access';
import { useMe } from '../accounts/use-me';
import { formatEventDate } from './event-date';
import { QueryState } from '../ui/query-state';
import { EventStatusBadge } from './event-card';
import { EventDetails } from './event-details';
import { EventFigures } from './event-figures';
import { EventForm } from './event-form';
import { AttendancePanel } from './attendance-panel';
import { InviteesPanel } from './invitees-panel';
import { PaymentsPanel } from './payments-panel';
import { ReportsPanel } from './reports-panel';
import { useEvent } from './use-events';
import { CommitteePanel } from './committee-panel';
import { mayReadCommittee } from './use-committee';

const TABS = ['invitees', 'payments', 'reports', 'attendance', 'committee'] as const;
type Tab = (typeof TABS)[number];

/** One event: its header figures, then its invitees, payments, reports, attendance and committee (the tab is in the address). */
export function EventPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const eventId = Number(useParams().eventId);
  const event = useEvent(eventId);
  const [params, setParams] = useSearchParams();
  // The check-ins list's guard (GET /events/{id}/check-ins): who may view the event or check guests in.
  const attendance = canOnEvent(me.data, eventId, 'events.view') || canOnEvent(me.data, eventId, 'events.check_in');
  const shown: Record<Tab, boolean> = {
    invitees: true,
    payments: true,
    reports: true,
    attendance,
    committee: mayReadCommittee(me.data, eventId),
  };
  const tabs = TABS.filter((name) => shown[name]);
  const tab: Tab = tabs.find((name) => name === params.get('tab')) ?? 'invitees';
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/events" size="sm">
        {t('events.back')}
      </Anchor>
      <QueryState query={event}>
        {(data) => (
          <Stack gap="md">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Title order={2} size="h3">
                  {data.name}
                </Title>
                <EventStatusBadge status={data.status} />
              </Group>
              <Text size="sm">
                {t(`events.type_${data.type}`)} · {formatEventDate(data.event_date, i18n.language)}
                {data.venue && ` · ${data.venue}`}
              </Text>
            </Stack>
            <EventDetails event={data} />
            <EventFigures event={data} />
            <Group gap="xs">
              {canOnEvent(me.data, eventId, 'events.edit') && (
                <Button size="sm" variant="light" onClick={() => setEditing(true)}>
                  {t('events.edit')}
                </Button>
              )}
              <Button size="sm" variant="light" component={Link} to={`/events/${eventId}/stages`}>
                {t('events.stages')}
              </Button>
            </Group>
            {editing && <EventForm event={data} onClose={() => setEditing(false)} />}
          </Stack>
        )}
      </QueryState>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'invitees' ? { tab: next } : {}, { replace: true })}
      >
        <Tabs.List grow>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {name === 'committee' ? t('committee.tab') : t(`events.tab_${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="invitees" pt="md">
          {tab === 'invitees' && <InviteesPanel eventId={eventId} />}
        </Tabs.Panel>
        <Tabs.Panel value="payments" pt="md">
          {tab === 'payments' && <PaymentsPanel eventId={eventId} />}
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          {tab === 'reports' && <ReportsPanel eventId={eventId} />}
        </Tabs.Panel>
        <Tabs.Panel value="attendance" pt="md">
          {tab === 'attendance' && attendance && <AttendancePanel eventId={eventId} />}
        </Tabs.Panel>
        <Tabs.Panel value="committee" pt="md">
          {tab === 'committee' && <CommitteePanel eventId={eventId} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
