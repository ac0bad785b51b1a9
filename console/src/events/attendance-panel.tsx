import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOnEvent } from '../accounts/event-access';
import { useMe } from '../accounts/use-me';
import { formatCount } from '../format/format';
import { Pager } from '../messaging/pager';
import { QueryState } from '../ui/query-state';
import { CheckInCard } from './check-in-card';
import { useCheckIns } from './use-check-ins';
import { useEvent } from './use-events';
import { CardList } from '../ui/card-list';
import { Figure } from '../ui/figure';

/** Who came: invitees checked in of those invited, and the guests they brought in (GET /events/{id}). */
function AttendanceFigures({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const event = useEvent(eventId);
  return (
    <QueryState query={event}>
      {(data) => (
        <SimpleGrid cols={2} spacing="xs" role="group" aria-label={t('attendance.figures')}>
          <Figure
            size="lg"
            label={t('attendance.inviteesIn')}
            value={t('attendance.ofInvited', {
              in: formatCount(data.checked_in_count),
              invited: formatCount(data.invitees_count),
            })}
          />
          <Figure size="lg" label={t('attendance.guestsIn')} value={formatCount(data.guests_admitted)} />
        </SimpleGrid>
      )}
    </QueryState>
  );
}

/**
 * The event's attendance: the figures, then every check-in newest first (doors, ushers, offline scans, the ones an
 * earlier scan displaced), with an undo where the API allows it and the way to the door page for who may check in.
 */
export function AttendancePanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const me = useMe();
  const [page, setPage] = useState(1);
  const checkIns = useCheckIns(eventId, page);

  return (
    <Stack gap="sm">
      <AttendanceFigures eventId={eventId} />
      {canOnEvent(me.data, eventId, 'events.check_in') && (
        <Group>
          <Button component={Link} to={`/events/${eventId}/door`} variant="light">
            {t('attendance.openDoor')}
          </Button>
        </Group>
      )}
      <QueryState query={checkIns}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text size="sm">{t('attendance.none')}</Text>
          ) : (
            <>
              <CardList label={t('attendance.list')}>
                {data.map((checkIn) => (
                  <CheckInCard key={checkIn.id} eventId={eventId} checkIn={checkIn} caller={me.data} />
                ))}
              </CardList>
              <Pager meta={meta} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
