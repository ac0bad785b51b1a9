import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { components } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { useEventsChanged } from './use-events';

export type CheckInEntry = components['schemas']['CheckInEntry'];

/** Check-ins shown a page at a time. */
export const CHECK_INS_PER_PAGE = 25;

/** GET /events/{id}/check-ins (events.view or events.check_in), newest first, superseded ones included. */
export function useCheckIns(eventId: number, page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['events', eventId, 'check-ins', page],
    queryFn: async () =>
      unwrap(
        await api.GET('/events/{event_id}/check-ins', {
          params: { path: { event_id: eventId }, query: { page, per_page: CHECK_INS_PER_PAGE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * DELETE a check-in (events.edit any time; the usher who made it within 10 minutes). Refused or not, the list and the
 * event's figures are read again: a refusal usually means someone else changed them (an earlier scan, another undo).
 */
export function useUndoCheckIn(eventId: number, checkInId: number) {
  const { api } = useSession();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.DELETE('/events/{event_id}/check-ins/{check_in_id}', {
          params: { path: { event_id: eventId, check_in_id: checkInId } },
        }),
      ),
    onSettled: changed,
  });
}
