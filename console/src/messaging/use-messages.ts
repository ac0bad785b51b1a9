import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { operations } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { isMessagePending } from './compose-draft';

export type MessageFilters = NonNullable<operations['getMessages']['parameters']['query']>;

/** Delivery reports arrive in seconds: a list or a message with a pending status is asked again this often. */
export const LIVE_REFETCH_MS = 3_000;

/** GET /messages with filters, newest first; refetched while any message on the page is still on its way. */
export function useMessages(filters: MessageFilters) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['messages', 'list', filters],
    queryFn: async () => unwrap(await api.GET('/messages', { params: { query: filters } })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isMessagePending) ? LIVE_REFETCH_MS : false),
  });
}

/** GET /messages/{id}: one message with its contact, group and sender; refetched while it is on its way. */
export function useMessage(messageId: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['messages', 'one', messageId],
    queryFn: async () =>
      unwrap(await api.GET('/messages/{message_id}', { params: { path: { message_id: messageId } } })).data,
    refetchInterval: (query) => (query.state.data && isMessagePending(query.state.data) ? LIVE_REFETCH_MS : false),
  });
}
