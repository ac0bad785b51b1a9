import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { LIVE_REFETCH_MS } from './use-messages';

/** GET /sms/inbox (messages.view), newest first; asked again while a reply is still being handled. */
export function useSmsInbox(page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['sms-inbox', page],
    queryFn: async () => unwrap(await api.GET('/sms/inbox', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((reply) => reply.handled_as === 'pending') ? LIVE_REFETCH_MS : false,
  });
}
