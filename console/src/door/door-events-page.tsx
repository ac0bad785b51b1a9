import { Card, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../format/format';
import { QueryState } from '../ui/query-state';
import { useDoorEvents } from './use-door';

/** /door: the events whose door the usher may work; one tap opens the door page. */
export function DoorEventsPage() {
  const { t, i18n } = useTranslation();
  const events = useDoorEvents();
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>{t('door.chooseEvent')}</Title>
      <QueryState query={events}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{t('door.noEvents')}</Text>
          ) : (
            <Stack gap="xs">
              {rows.map((event) => (
                <UnstyledButton key={event.id} component={Link} to={`/events/${event.id}/door`}>
                  <Card withBorder padding="md">
                    <Text fw={700} size="lg">
                      {event.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(event.event_date, i18n.language)}
                      {event.venue ? ` · ${event.venue}` : ''}
                    </Text>
                  </Card>
                </UnstyledButton>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
