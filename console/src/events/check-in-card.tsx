import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canOnEvent } from '../accounts/event-access';
import { can, type Caller } from '../accounts/use-me';
import { ConfirmDelete } from '../contacts/confirm-delete';
import { ApiError } from '../data/errors';
import { UNDO_MINUTES, type UndoRefusal } from '../door/door-answer';
import { formatClock, formatCount, formatDateTime } from '../format/format';
import { useUndoCheckIn, type CheckInEntry } from './use-check-ins';

/**
 * Whether the API would let the caller undo it (api/events/routes/check-ins.ts): events.edit holders any time, the
 * usher who made it within the minutes allowed; a check-in an earlier scan displaced no longer counts (409).
 */
export function mayUndo(caller: Caller | undefined, eventId: number, checkIn: CheckInEntry, now = Date.now()): boolean {
  if (checkIn.superseded_at !== null || !caller) return false;
  if (can(caller, 'events.edit')) return true;
  return (
    canOnEvent(caller, eventId, 'events.check_in') &&
    checkIn.usher?.id === caller.user.id &&
    Date.parse(checkIn.checked_in_at) + UNDO_MINUTES * 60_000 > now
  );
}

/** Why the API refused an undo, in the door page's words; null for an error it does not explain (shown as is). */
function refusalOf(error: unknown): UndoRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'check_in_superseded') return 'superseded';
  if (error.status === 403 || error.status === 422) return 'refused';
  return error.status === 404 ? 'gone' : null;
}

/** Asks before undoing; the API's refusal is said calmly in a line, not as an alarm. */
function UndoDialog({ eventId, checkIn, onClose }: { eventId: number; checkIn: CheckInEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const undo = useUndoCheckIn(eventId, checkIn.id);
  return (
    <ConfirmDelete
      title={t('attendance.undoTitle')}
      text={t('attendance.undoText', { name: checkIn.invitee.name, count: checkIn.guests, guests: checkIn.guests })}
      remove={undo}
      confirm={t('attendance.undo')}
      refusal={(error) => {
        const refusal = refusalOf(error);
        return refusal && t(`door.undo_${refusal}`, { minutes: UNDO_MINUTES });
      }}
      onClose={onClose}
    />
  );
}

/** The line that says an earlier scan displaced this check-in (it no longer counts), and at which door. */
function SupersededLine({ checkIn }: { checkIn: CheckInEntry }) {
  const { t } = useTranslation();
  const door = checkIn.superseded_by?.door;
  return (
    <Text size="sm" fw={600}>
      {door ? t('attendance.supersededAt', { door }) : t('attendance.supersededElsewhere')}
    </Text>
  );
}

/** One check-in as a card: the guest and how many came in, the door, the usher, when; offline and superseded marks. */
export function CheckInCard({
  eventId,
  checkIn,
  caller,
}: {
  eventId: number;
  checkIn: CheckInEntry;
  caller: Caller | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [undoing, setUndoing] = useState(false);
  const superseded = checkIn.superseded_at !== null;
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component="li"
      aria-label={checkIn.invitee.name}
      data-testid="check-in"
      bg={superseded ? 'gray.0' : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} td={superseded ? 'line-through' : undefined}>
            {checkIn.invitee.name}
          </Text>
          <Badge variant="filled" radius="sm" color={superseded ? 'gray.7' : 'teal.9'} style={{ flexShrink: 0 }}>
            {t('attendance.guests', { count: checkIn.guests, total: formatCount(checkIn.guests) })}
          </Badge>
        </Group>
        <Text size="sm">
          {formatDateTime(checkIn.checked_in_at, i18n.language)} · {checkIn.door ?? t('attendance.noDoor')}
        </Text>
        <Text size="sm" c="dimmed">
          {checkIn.usher ? t('attendance.usher', { name: checkIn.usher.name }) : t('attendance.usherGone')}
        </Text>
        {checkIn.scanned_at && (
          <Text size="sm">{t('attendance.scannedOffline', { time: formatClock(checkIn.scanned_at) })}</Text>
        )}
        {superseded && <SupersededLine checkIn={checkIn} />}
        {mayUndo(caller, eventId, checkIn) && (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="light" color="red" onClick={() => setUndoing(true)}>
              {t('attendance.undo')}
            </Button>
          </Group>
        )}
      </Stack>
      {undoing && <UndoDialog eventId={eventId} checkIn={checkIn} onClose={() => setUndoing(false)} />}
    </Card>
  );
}
