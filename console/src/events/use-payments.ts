import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { components, operations } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { useEventsChanged } from './use-events';

export type Payment = components['schemas']['EventPayment'];
export type PaymentInput = operations['postEventPayments']['requestBody']['content']['application/json'];
export type PaymentMethod = Payment['payment_method'];

export const PAYMENT_METHODS: PaymentMethod[] = ['cash', 'mobile_money', 'bank', 'other'];

/** Payments shown a page at a time (the API's largest page: per-invitee totals add up what is shown). */
export const PAYMENTS_PER_PAGE = 100;

/** GET /events/{id}/payments (permission `events.view`), newest first. */
export function usePayments(eventId: number, page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['events', eventId, 'payments', page],
    queryFn: async () =>
      unwrap(
        await api.GET('/events/{event_id}/payments', {
          params: { path: { event_id: eventId }, query: { page, per_page: PAYMENTS_PER_PAGE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST or PUT a payment (permission `events.manage_payments`); the invitee's paid amount follows. */
export function useSavePayment(eventId: number, id: number | null) {
  const { api } = useSession();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: async (body: PaymentInput) =>
      id === null
        ? unwrap(await api.POST('/events/{event_id}/payments', { params: { path: { event_id: eventId } }, body })).data
        : unwrap(
            await api.PUT('/events/{event_id}/payments/{payment_id}', {
              params: { path: { event_id: eventId, payment_id: id } },
              body,
            }),
          ).data,
    onSuccess: changed,
  });
}

/** DELETE a payment (permission `events.manage_payments`). */
export function useDeletePayment(eventId: number, id: number) {
  const { api } = useSession();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.DELETE('/events/{event_id}/payments/{payment_id}', {
          params: { path: { event_id: eventId, payment_id: id } },
        }),
      ),
    onSuccess: changed,
  });
}
