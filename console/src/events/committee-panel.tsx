import { useState } from 'react';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canOnEvent } from '../accounts/event-access';
import { useMe } from '../accounts/use-me';
import { Pager } from '../messaging/pager';
import { QueryState } from '../ui/query-state';
import { MemberCard } from './member-card';
import { MemberForm } from './member-form';
import { PaymentAuditList } from './payment-audit-list';
import { useEventMembers } from './use-committee';
import { CardList } from '../ui/card-list';

/**
 * The event's committee (its members and their roles, managed with `events.edit`), then the trail of its payment
 * changes (read with `events.view`, which a treasurer's and a viewer's role grant).
 */
export function CommitteePanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const me = useMe();
  const manage = canOnEvent(me.data, eventId, 'events.edit');
  const [page, setPage] = useState(1);
  const members = useEventMembers(eventId, page);
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {t('committee.membersTitle')}
          </Title>
          {manage && <Button onClick={() => setAdding(true)}>{t('committee.add')}</Button>}
        </Group>
        <QueryState query={members}>
          {({ data, meta }) =>
            data.length === 0 ? (
              <Text size="sm">{t('committee.noMembers')}</Text>
            ) : (
              <>
                <CardList label={t('committee.membersTitle')}>
                  {data.map((member) => (
                    <MemberCard key={member.id} eventId={eventId} member={member} manage={manage} />
                  ))}
                </CardList>
                <Pager meta={meta} onPage={setPage} />
              </>
            )
          }
        </QueryState>
      </Stack>
      {canOnEvent(me.data, eventId, 'events.view') && (
        <>
          <Divider />
          <PaymentAuditList eventId={eventId} />
        </>
      )}
      {adding && <MemberForm eventId={eventId} member={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
