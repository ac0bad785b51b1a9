import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../clients/typescript/src';
import { canOnEvent } from '../accounts/event-access';
import { useSession } from '../accounts/session';
import type { Caller } from '../accounts/use-me';
import { unwrap } from '../data/errors';
import { useEventsChanged } from './use-events';

export type EventMember = components['schemas']['EventMember'];
export type CommitteeRole = EventMember['role'];
export type PaymentAuditEntry = components['schemas']['PaymentAuditEntry'];

export const COMMITTEE_ROLES: CommitteeRole[] = ['treasurer', 'usher', 'viewer'];

/** Who may open the committee tab: whoever may read the members (GET /events/{id}/members' guard). */
export const mayReadCommittee = (caller: Caller | undefined, eventId: number): boolean =>
  canOnEvent(caller, eventId, 'events.edit') || canOnEvent(caller, eventId, 'events.view');

const MEMBERS_PER_PAGE = 50;
const AUDIT_PER_PAGE = 20;

/** GET /events/{id}/members (permission `events.edit` or `events.view`, a committee role's included). */
export function useEventMembers(eventId: number, page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['events', eventId, 'members', page],
    queryFn: async () =>
      unwrap(
        await api.GET('/events/{event_id}/members', {
          params: { path: { event_id: eventId }, query: { page, per_page: MEMBERS_PER_PAGE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The event's data, and the caller's own roles (GET /me), are read again after the committee changes. */
function useCommitteeChanged() {
  const queryClient = useQueryClient();
  const eventsChanged = useEventsChanged();
  return async () => {
    await eventsChanged();
    await queryClient.invalidateQueries({ queryKey: ['me'] });
  };
}

/** POST /events/{id}/members (permission `events.edit`): adds a member, or gives one already there this role. */
export function useSaveMember(eventId: number) {
  const { api } = useSession();
  const changed = useCommitteeChanged();
  return useMutation({
    mutationFn: async (body: { user_id: number; role: CommitteeRole }) =>
      unwrap(await api.POST('/events/{event_id}/members', { params: { path: { event_id: eventId } }, body })).data,
    onSuccess: changed,
  });
}

/** DELETE /events/{id}/members/{member_id} (permission `events.edit`): their role on this event ends at once. */
export function useRemoveMember(eventId: number, memberId: number) {
  const { api } = useSession();
  const changed = useCommitteeChanged();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.DELETE('/events/{event_id}/members/{member_id}', {
          params: { path: { event_id: eventId, member_id: memberId } },
        }),
      ),
    onSuccess: changed,
  });
}

/** GET /events/{id}/audit (permission `events.view`): every change to the event's payments, newest first. */
export function usePaymentAudit(eventId: number, page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['events', eventId, 'audit', page],
    queryFn: async () =>
      unwrap(
        await api.GET('/events/{event_id}/audit', {
          params: { path: { event_id: eventId }, query: { page, per_page: AUDIT_PER_PAGE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
