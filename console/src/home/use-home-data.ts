import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../data/errors';
import { useSession } from '../auth/session';

/** GET /balance: SMS and chat credits (every signed-in user may read them). */
export function useBalance() {
  const { api } = useSession();
  return useQuery({ queryKey: ['balance'], queryFn: async () => unwrap(await api.GET('/balance')) });
}

/** GET /dashboard (permission `dashboard`): today's messages, birthdays, the next holiday. */
export function useDashboard(enabled: boolean) {
  const { api } = useSession();
  return useQuery({ queryKey: ['dashboard'], queryFn: async () => unwrap(await api.GET('/dashboard')), enabled });
}

/** GET /settings: the organisation's low-balance thresholds (among its settings). */
export function useSettings() {
  const { api } = useSession();
  return useQuery({ queryKey: ['settings'], queryFn: async () => unwrap(await api.GET('/settings')).data });
}
