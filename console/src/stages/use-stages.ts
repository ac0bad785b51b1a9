import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import type { StageBody, StagePreviewBody, StageUpdate } from './stage-draft';

/** While a stage is being sent its figures move: the list is asked again this often. */
const LIVE_REFETCH_MS = 2_000;
/** Typing pauses this long before the preview is asked again (one request per pause, not per key). */
const DEBOUNCE_MS = 400;

const stagesKey = (eventId: number) => ['stages', eventId] as const;

/** GET /events/{id}/sms-stages with each stage's figures; refetched while a run is sending. */
export function useStages(eventId: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: stagesKey(eventId),
    queryFn: async () =>
      unwrap(await api.GET('/events/{event_id}/sms-stages', { params: { path: { event_id: eventId } } })).data,
    refetchInterval: (query) =>
      query.state.data?.some((stage) => stage.status === 'sending') ? LIVE_REFETCH_MS : false,
  });
}

/** GET /events/{id}: the stages screen's title. */
export function useEventName(eventId: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['events', 'one', eventId],
    queryFn: async () => unwrap(await api.GET('/events/{event_id}', { params: { path: { event_id: eventId } } })).data,
  });
}

/** POST …/sms-stages/preview for the draft as it stands: who it reaches, the rendered text, the cost. */
export function useStagePreview(eventId: number, body: StagePreviewBody | null) {
  const { api } = useSession();
  const [settled] = useDebouncedValue(body, DEBOUNCE_MS);
  return useQuery({
    queryKey: ['stage-preview', eventId, settled],
    queryFn: async () =>
      unwrap(
        await api.POST('/events/{event_id}/sms-stages/preview', {
          params: { path: { event_id: eventId } },
          body: settled!,
        }),
      ).data,
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** After a stage changes: the list, the event's figures and the balance (a send debits it). */
function useInvalidateStages(eventId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: stagesKey(eventId) });
    await queryClient.invalidateQueries({ queryKey: ['events'] });
    await queryClient.invalidateQueries({ queryKey: ['balance'] });
  };
}

/** POST …/sms-stages: a draft or a scheduled stage (nothing is sent). */
export function useCreateStage(eventId: number) {
  const { api } = useSession();
  const onSuccess = useInvalidateStages(eventId);
  return useMutation({
    mutationFn: async (body: StageBody) =>
      unwrap(await api.POST('/events/{event_id}/sms-stages', { params: { path: { event_id: eventId } }, body })).data,
    onSuccess,
  });
}

/** PUT …/sms-stages/{id}: edit it, (re)schedule it, or cancel it (status cancelled stops its runs). */
export function useUpdateStage(eventId: number) {
  const { api } = useSession();
  const onSuccess = useInvalidateStages(eventId);
  return useMutation({
    mutationFn: async ({ stageId, body }: { stageId: number; body: StageUpdate }) =>
      unwrap(
        await api.PUT('/events/{event_id}/sms-stages/{stage_id}', {
          params: { path: { event_id: eventId, stage_id: stageId } },
          body,
        }),
      ).data,
    onSuccess,
  });
}

/** POST …/sms-stages/{id}/send: a run now to its eligible invitees, billed now. */
export function useSendStage(eventId: number) {
  const { api } = useSession();
  const onSuccess = useInvalidateStages(eventId);
  return useMutation({
    mutationFn: async (stageId: number) =>
      unwrap(
        await api.POST('/events/{event_id}/sms-stages/{stage_id}/send', {
          params: { path: { event_id: eventId, stage_id: stageId } },
        }),
      ),
    onSuccess,
  });
}

/** DELETE …/sms-stages/{id}: its future runs stop, what a run has not submitted is refunded. */
export function useDeleteStage(eventId: number, stageId: number) {
  const { api } = useSession();
  const onSuccess = useInvalidateStages(eventId);
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.DELETE('/events/{event_id}/sms-stages/{stage_id}', {
          params: { path: { event_id: eventId, stage_id: stageId } },
        }),
      ),
    onSuccess,
  });
}

/** GET /chat/templates (messages.send): the approved templates a chat stage may use. */
export function useChatTemplates(enabled: boolean) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['chat-templates'],
    queryFn: async () => unwrap(await api.GET('/chat/templates')).data,
    enabled,
  });
}
