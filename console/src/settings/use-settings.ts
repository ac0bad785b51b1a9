import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../data/errors';
import { useSession } from '../accounts/session';

/** GET /settings: the organisation's settings (the low-balance thresholds among them); any user may read them. */
export function useSettings() {
  const { api } = useSession();
  return useQuery({ queryKey: ['settings'], queryFn: async () => unwrap(await api.GET('/settings')).data });
}
