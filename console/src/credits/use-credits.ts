import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';

export type SmsPackage = components['schemas']['SmsPackage'];
export type Purchase = components['schemas']['Purchase'];
export type PurchaseStatus = Purchase['status'];
export type CreditChannel = Purchase['channel'];
export type TopUpRequest = operations['postSmsPurchases']['requestBody']['content']['application/json'];

export const PURCHASES_PER_PAGE = 10;

/** GET /sms-packages: the SMS price tiers (any signed-in user). */
export function useSmsPackages() {
  const { api } = useSession();
  return useQuery({
    queryKey: ['sms-packages'],
    queryFn: async () => unwrap(await api.GET('/sms-packages')).data,
    staleTime: 5 * 60_000,
  });
}

/** GET /sms-purchases (permission `purchase_sms`): SMS and chat purchases, newest first, a page at a time. */
export function usePurchases(page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['purchases', { page }],
    queryFn: async () =>
      unwrap(await api.GET('/sms-purchases', { params: { query: { page, per_page: PURCHASES_PER_PAGE } } })),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /sms-purchases/online (permission `purchase_sms.online`): starts a checkout; the caller sends the browser to
 * its `redirect_url` (the payment provider), which brings the payer back to the purchase's page.
 */
export function useBuyOnline() {
  const { api } = useSession();
  return useMutation({
    mutationFn: async ({ order, key }: { order: { channel: CreditChannel; sms_quantity: number }; key: string }) =>
      unwrap(await api.POST('/sms-purchases/online', { params: { header: { 'Idempotency-Key': key } }, body: order }))
        .data,
  });
}

/** POST /sms-purchases (permission `purchase_sms.request`): a manual top-up, credited once a platform admin approves. */
export function useRequestTopUp() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, key }: { request: TopUpRequest; key: string }) =>
      unwrap(await api.POST('/sms-purchases', { params: { header: { 'Idempotency-Key': key } }, body: request })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['purchases'] }),
  });
}

/**
 * GET /sms-purchases/{id}/status (permission `purchase_sms`): asks the provider, so it is read again every few seconds
 * while the payment is pending; once it settles, the balance and the history are read again.
 */
export function usePurchaseStatus(id: number) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['purchase-status', id],
    queryFn: async () => {
      const { data } = unwrap(
        await api.GET('/sms-purchases/{purchase_id}/status', { params: { path: { purchase_id: id } } }),
      );
      if (data.status !== 'pending') {
        await queryClient.invalidateQueries({ queryKey: ['balance'] });
        await queryClient.invalidateQueries({ queryKey: ['purchases'] });
      }
      return data;
    },
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
  });
}

/** GET /sms-purchases/{id}/receipt (permission `purchase_sms`): the PDF, fetched with the session's token. */
export function useReceipt() {
  const { api } = useSession();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await api.GET('/sms-purchases/{purchase_id}/receipt', {
          params: { path: { purchase_id: id } },
          parseAs: 'blob',
        }),
      ),
  });
}
