import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../data/errors';
import { useSession } from '../accounts/session';

/** GET /dashboard (permission `dashboard`): today's messages, birthdays, the next holiday. */
export function useDashboard(enabled: boolean) {
  const { api } = useSession();
  return useQuery({ queryKey: ['dashboard'], queryFn: async () => unwrap(await api.GET('/dashboard')), enabled });
}
