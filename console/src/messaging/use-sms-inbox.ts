import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { LIVE_REFETCH_MS } from './use-messages';

/** New replies arrive at any time: an open inbox looks for them this often. */
const NEW_REPLIES_MS = 30_000;

/** GET /sms/inbox (messages.view), newest first; asked again often while a reply is still being handled. */
export function useSmsInbox(page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['sms-inbox', page],
    queryFn: async () => unwrap(await api.GET('/sms/inbox', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((reply) => reply.handled_as === 'pending') ? LIVE_REFETCH_MS : NEW_REPLIES_MS,
  });
}
