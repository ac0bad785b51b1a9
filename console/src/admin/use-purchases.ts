import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTrpc } from './admin-session';
import { call, type AdminOutputs } from './trpc';

export type AdminPurchase = AdminOutputs['purchases']['list']['data'][number];
export type PurchaseStatus = AdminPurchase['status'];

/** Purchases of every tenant in one status, newest first. */
export function usePurchases(status: PurchaseStatus, page: number) {
  const trpc = useTrpc();
  return useQuery({
    queryKey: ['admin', 'purchases', status, page],
    queryFn: () => call(() => trpc.admin.purchases.list.query({ status, page })),
  });
}

/** Approve (credits the tenant once) or reject with a reason. */
export function usePurchaseReview() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  return {
    approve: useMutation({
      mutationFn: (purchaseId: number) => call(() => trpc.admin.purchases.approve.mutate({ purchaseId })),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: (input: { purchaseId: number; reason: string }) =>
        call(() => trpc.admin.purchases.reject.mutate(input)),
      onSuccess,
    }),
  };
}
