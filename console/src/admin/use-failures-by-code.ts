import { useQuery } from '@tanstack/react-query';
import { useTrpc } from './admin-session';
import { call } from './trpc';

/** The week's failed messages by the provider's code (admin.failuresByCode). */
export function useFailuresByCode() {
  const trpc = useTrpc();
  return useQuery({
    queryKey: ['admin', 'failuresByCode'],
    queryFn: () => call(() => trpc.admin.failuresByCode.query({ days: 7 })),
  });
}
