import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';

export type Event = components['schemas']['Event'];
export type EventInput = operations['postEvents']['requestBody']['content']['application/json'];
export type EventType = Event['type'];
export type EventStatus = Event['status'];

export const EVENT_TYPES: EventType[] = ['wedding', 'harambee', 'fundraiser', 'other'];
export const EVENT_STATUSES: EventStatus[] = ['draft', 'active', 'completed', 'cancelled'];

export type MobileMoney = Event['mobile_money'][number];
export const MOBILE_MONEY_PROVIDERS: MobileMoney['provider'][] = ['mpesa', 'tigopesa', 'airtelmoney', 'halopesa'];
/** The till numbers an event takes (the API's limit). */
export const MAX_MOBILE_MONEY = 4;

/** Events shown a page at a time. */
export const EVENTS_PER_PAGE = 20;

/** GET /events (permission `events` or `events.view`): a page of events with their figures, newest first. */
export function useEvents(search: string, page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['events', 'list', { search, page }],
    queryFn: async () =>
      unwrap(
        await api.GET('/events', {
          params: { query: { page, per_page: EVENTS_PER_PAGE, ...(search ? { search } : {}) } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /events/{id}: one event with its figures (read again after an invitee or payment changes). */
export function useEvent(id: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['events', id],
    queryFn: async () => unwrap(await api.GET('/events/{event_id}', { params: { path: { event_id: id } } })).data,
  });
}

/** Whatever shows events (lists, one event, its invitees and payments) is read again after a change. */
export function useEventsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['events'] });
}

/** POST /events, or PUT /events/{id} when editing `id` (permissions `events.add` / `events.edit`). */
export function useSaveEvent(id: number | null) {
  const { api } = useSession();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: async (body: EventInput) =>
      id === null
        ? unwrap(await api.POST('/events', { body })).data
        : unwrap(await api.PUT('/events/{event_id}', { params: { path: { event_id: id } }, body })).data,
    onSuccess: changed,
  });
}

/** DELETE /events/{id} (permission `events.delete`): with its invitees, payments and stages. */
export function useDeleteEvent(id: number) {
  const { api } = useSession();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: async () => unwrap(await api.DELETE('/events/{event_id}', { params: { path: { event_id: id } } })),
    onSuccess: changed,
  });
}
