import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { isBatchMoving } from './compose-draft';
import { LIVE_REFETCH_MS } from './use-messages';

/** GET /sms/batches, newest first; refetched while any batch on the page is still sending. */
export function useBatches(page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['batches', 'list', page],
    queryFn: async () => unwrap(await api.GET('/sms/batches', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isBatchMoving) ? LIVE_REFETCH_MS : false),
  });
}

/** The message statuses a resend goes to: failed before the provider took them, or not delivered after. */
export const RESEND_STATUSES = ['failed', 'UNDELIVERABLE', 'EXPIRED', 'REJECTED'] as const;

/**
 * GET /sms/batches/{id}: its messages counted by status (the list has only the pre-provider `failed` counter, so a
 * completed batch's undelivered messages are known from here); asked while its deliveries may still change.
 */
export function useBatchCounts(batchId: number, enabled: boolean) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['batches', 'one', batchId],
    queryFn: async () =>
      unwrap(await api.GET('/sms/batches/{batch_id}', { params: { path: { batch_id: batchId } } })).data.counts,
    enabled,
    refetchInterval: (query) =>
      Object.entries(query.state.data ?? {}).some(
        ([status, count]) => count > 0 && /^(queued|submitting|PENDING_)/.test(status),
      )
        ? LIVE_REFETCH_MS
        : false,
  });
}

/** After a batch changes: its list, its messages and the balance (a cancel refunds, a resend charges). */
function useInvalidateAfterBatchChange() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['batches'] });
    await queryClient.invalidateQueries({ queryKey: ['messages'] });
    await queryClient.invalidateQueries({ queryKey: ['balance'] });
  };
}

/** POST /sms/batches/{id}/cancel (messages.cancel_scheduled): what has not gone out is cancelled and refunded. */
export function useCancelBatch() {
  const { api } = useSession();
  const onSuccess = useInvalidateAfterBatchChange();
  return useMutation({
    mutationFn: async (batchId: number) =>
      unwrap(await api.POST('/sms/batches/{batch_id}/cancel', { params: { path: { batch_id: batchId } } })),
    onSuccess,
  });
}

/** POST /sms/batches/{id}/resend (bulk_sms.send): a new batch to those whose message failed or was not delivered. */
export function useResendBatch() {
  const { api } = useSession();
  const onSuccess = useInvalidateAfterBatchChange();
  return useMutation({
    mutationFn: async ({ batchId, idempotencyKey }: { batchId: number; idempotencyKey: string }) =>
      unwrap(
        await api.POST('/sms/batches/{batch_id}/resend', {
          params: { path: { batch_id: batchId }, header: { 'Idempotency-Key': idempotencyKey } },
          body: { statuses: [...RESEND_STATUSES] },
        }),
      ),
    onSuccess,
  });
}
