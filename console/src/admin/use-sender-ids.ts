import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTrpc } from './admin-session';
import { call, type AdminOutputs } from './trpc';

export type AdminSenderId = AdminOutputs['senderIds']['list']['data'][number];
export type SenderIdStatus = AdminSenderId['status'];

/** Sender id requests of every tenant in one status. */
export function useSenderIds(status: SenderIdStatus, page: number) {
  const trpc = useTrpc();
  return useQuery({
    queryKey: ['admin', 'senderIds', status, page],
    queryFn: () => call(() => trpc.admin.senderIds.list.query({ status, page })),
  });
}

/** Approve, or reject (withdraw, when approved) with a reason. */
export function useSenderIdReview() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['admin', 'senderIds'] });
  return {
    approve: useMutation({
      mutationFn: (senderIdId: number) => call(() => trpc.admin.senderIds.approve.mutate({ senderIdId })),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: (input: { senderIdId: number; reason: string }) =>
        call(() => trpc.admin.senderIds.reject.mutate(input)),
      onSuccess,
    }),
  };
}
