import { useQuery } from '@tanstack/react-query';
import { useTrpc } from './admin-session';
import { call } from './trpc';

/** The platform's figures (admin.stats). */
export function useAdminStats() {
  const trpc = useTrpc();
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: () => call(() => trpc.admin.stats.query({})) });
}
