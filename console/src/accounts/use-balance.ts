import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../data/errors';
import { useSession } from './session';

/** GET /balance: SMS and chat credits (every signed-in user may read them). */
export function useBalance() {
  const { api } = useSession();
  return useQuery({ queryKey: ['balance'], queryFn: async () => unwrap(await api.GET('/balance')) });
}
