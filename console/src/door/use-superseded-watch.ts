import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { storedOwnCheckIns, storeOwnCheckIns, type DoorConflict } from './door-store';

/** How often an open door page asks whether an earlier scan at another door displaced one of its check-ins. */
const WATCH_MS = 20_000;

export const supersededKey = (eventId: number) => ['door', 'superseded', eventId] as const;

/**
 * The later usher is told (issue 34 §2): the page reads the event's superseded check-ins (GET …/check-ins with
 * superseded=true: newest first, rare, the first hundred are enough) and turns each of this device's own into a
 * conflict, once. TanStack Query holds the polls while the browser is offline.
 */
export function useSupersededWatch(eventId: number, onSuperseded: (conflicts: DoorConflict[]) => void) {
  const { api } = useSession();
  const { data } = useQuery({
    queryKey: supersededKey(eventId),
    queryFn: async () =>
      unwrap(
        await api.GET('/events/{event_id}/check-ins', {
          params: { path: { event_id: eventId }, query: { superseded: 'true', per_page: 100 } },
        }),
      ).data,
    refetchInterval: WATCH_MS,
  });
  useEffect(() => {
    if (!data) return;
    const superseded = new Map(data.map((entry) => [entry.id, entry]));
    const own = storedOwnCheckIns(eventId);
    const found = own.filter((checkIn) => superseded.has(checkIn.id));
    if (found.length === 0) return;
    storeOwnCheckIns(
      eventId,
      own.filter((checkIn) => !superseded.has(checkIn.id)),
    );
    onSuperseded(
      found.map((checkIn): DoorConflict => {
        const entry = superseded.get(checkIn.id)!;
        const winner = entry.superseded_by;
        return {
          key: checkIn.queueKey ?? `superseded-${checkIn.id}`,
          checkInId: checkIn.id,
          eventId,
          inviteeId: checkIn.inviteeId,
          name: checkIn.name,
          guests: checkIn.guests,
          door: checkIn.door,
          scannedAt: checkIn.checkedInAt,
          code: 'superseded',
          lastCheckedInAt: winner ? (winner.scanned_at ?? winner.checked_in_at) : entry.superseded_at,
          lastDoor: winner?.door ?? null,
        };
      }),
    );
  }, [data, eventId, onSuperseded]);
}
