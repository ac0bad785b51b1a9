import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { isBatchMoving } from '../messaging/compose-draft';

/** While a batch is sending its progress moves: the list is asked again this often. */
const LIVE_REFETCH_MS = 2_000;

/** GET /chat/templates (messages.send): the approved templates with their text. */
export function useChatTemplateList() {
  const { api } = useSession();
  return useQuery({
    queryKey: ['chat-templates'],
    queryFn: async () => unwrap(await api.GET('/chat/templates')).data,
  });
}

/** A template send: one number (POST /chat/send) or a list (POST /chat/send-bulk), its variables in order. */
export interface ChatSend {
  templateId: number;
  variables: string[];
  numbers: string[];
  idempotencyKey: string;
}

/** Sends a template; one Idempotency-Key per attempt, so a second tap or a retry replays instead of sending again. */
export function useChatSend() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ templateId, variables, numbers, idempotencyKey }: ChatSend) => {
      const params = { header: { 'Idempotency-Key': idempotencyKey } };
      const content = { chat_template_id: templateId, variables };
      return numbers.length === 1
        ? unwrap(await api.POST('/chat/send', { params, body: { ...content, to: numbers[0]! } }))
        : unwrap(await api.POST('/chat/send-bulk', { params, body: { ...content, numbers } }));
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['chat-batches'] });
      await queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}

/** GET /chat/batches, newest first; refetched while any batch on the page is still sending. */
export function useChatBatches(page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['chat-batches', page],
    queryFn: async () => unwrap(await api.GET('/chat/batches', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isBatchMoving) ? LIVE_REFETCH_MS : false),
  });
}

/** GET /chat/inbox (messages): replies to the organisation, newest first. */
export function useChatInbox(page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['chat-inbox', page],
    queryFn: async () => unwrap(await api.GET('/chat/inbox', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
  });
}
