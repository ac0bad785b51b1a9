import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTrpc } from './admin-session';
import { call, type AdminOutputs } from './trpc';

export type AdminTenant = AdminOutputs['tenants']['list']['data'][number];

/** Tenants whose name or slug contains `search`, with their balances. */
export function useTenants(search: string, page: number) {
  const trpc = useTrpc();
  return useQuery({
    queryKey: ['admin', 'tenants', search, page],
    queryFn: () => call(() => trpc.admin.tenants.list.query({ search: search || undefined, page })),
    placeholderData: (previous) => previous,
  });
}

/** Tenant changes (activate, cancel sends, adjust credits), each refreshing the tenants and the figures. */
export function useTenantActions() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  return {
    setActive: useMutation({
      mutationFn: (input: { tenantId: number; active: boolean }) =>
        call(() => trpc.admin.tenants.setActive.mutate(input)),
      onSuccess,
    }),
    cancelPendingSends: useMutation({
      mutationFn: (tenantId: number) => call(() => trpc.admin.tenants.cancelPendingSends.mutate({ tenantId })),
      onSuccess,
    }),
    adjustCredits: useMutation({
      mutationFn: (input: { tenantId: number; channel: 'sms' | 'chat'; amount: number; reason: string }) =>
        call(() => trpc.admin.credits.adjust.mutate(input)),
      onSuccess,
    }),
  };
}
