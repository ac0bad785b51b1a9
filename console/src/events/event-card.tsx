import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { formatEventDate } from './event-date';
import { EventFigures } from './event-figures';
import { EventForm } from './event-form';
import { useDeleteEvent, type Event } from './use-events';

/** One event as a card: name (to its page), type, date, venue, status and figures; edit and delete as allowed. */
export function EventCard({ event, mayEdit, mayDelete }: { event: Event; mayEdit: boolean; mayDelete: boolean }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteEvent(event.id);

  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={event.name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={`/events/${event.id}`} fw={600} py={4}>
            {event.name}
          </Anchor>
          <EventStatusBadge status={event.status} />
        </Group>
        <Text size="sm">
          {t(`events.type_${event.type}`)} · {formatEventDate(event.event_date, i18n.language)}
          {event.venue && ` · ${event.venue}`}
        </Text>
        <EventFigures event={event} />
        {(mayEdit || mayDelete) && (
          <Group gap="xs">
            {mayEdit && (
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {t('events.edit')}
              </Button>
            )}
            {mayDelete && (
              <Button size="xs" variant="light" color="red" onClick={() => setDeleting(true)}>
                {t('contacts.delete')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {editing && <EventForm event={event} onClose={() => setEditing(false)} />}
      {deleting && (
        <ConfirmDelete
          title={t('events.deleteTitle')}
          text={t('events.deleteText', { name: event.name })}
          remove={remove}
          onClose={() => setDeleting(false)}
        />
      )}
    </Card>
  );
}

// The darkest shades: white text on them passes WCAG AA contrast at a badge's small size (axe checks it).
const STATUS_COLOURS: Record<Event['status'], string> = {
  draft: 'gray.7',
  active: 'teal.9',
  completed: 'blue.9',
  cancelled: 'red.9',
};

/** The event's status as a badge in its colour. */
export function EventStatusBadge({ status }: { status: Event['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant="filled" radius="sm" style={{ flexShrink: 0 }}>
      {t(`events.status_${status}`)}
    </Badge>
  );
}
