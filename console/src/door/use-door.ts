import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { storedList, storeList, type DoorList } from './door-store';

/** GET /door/events (events.check_in): the events whose door the usher may work. */
export function useDoorEvents() {
  const { api } = useSession();
  return useQuery({ queryKey: ['door', 'events'], queryFn: async () => unwrap(await api.GET('/door/events')).data });
}

export const doorListKey = (eventId: number) => ['door', 'list', eventId] as const;

/**
 * GET /events/{id}/door-list, kept on the device: without network the page still opens on the last list it read
 * (and keeps answering from it).
 */
export function useDoorList(eventId: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: doorListKey(eventId),
    queryFn: async () => {
      const list = unwrap(
        await api.GET('/events/{event_id}/door-list', { params: { path: { event_id: eventId } } }),
      ).data;
      storeList(eventId, list);
      return list;
    },
    initialData: () => storedList(eventId),
    initialDataUpdatedAt: 0,
    refetchInterval: 60_000,
  });
}

/** Writes `admitted_total` of one guest into the held list (and the device's copy) after an admission. */
export function useBumpAdmitted(eventId: number) {
  const queryClient = useQueryClient();
  return (inviteeId: number, admittedTotal: number) => {
    const list = queryClient.getQueryData<DoorList>(doorListKey(eventId));
    if (!list) return;
    const next = {
      ...list,
      guests: list.guests.map((guest) =>
        guest.id === inviteeId ? { ...guest, admitted_total: Math.max(guest.admitted_total, admittedTotal) } : guest,
      ),
    };
    queryClient.setQueryData(doorListKey(eventId), next);
    storeList(eventId, next);
  };
}
