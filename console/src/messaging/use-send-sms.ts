import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { content, scheduledAt, type Draft } from './compose-draft';

/** What a send started: one message, or a batch working in the background. */
export type SendOutcome = { kind: 'message'; messageId: number } | { kind: 'batch'; batchId: number; count: number };

async function send(api: ApiClient, draft: Draft, idempotencyKey: string): Promise<SendOutcome> {
  const params = { header: { 'Idempotency-Key': idempotencyKey } };
  const common = { ...content(draft), scheduled_at: scheduledAt(draft.scheduleAt), normalize: draft.normalize };
  const { audience } = draft;
  if (audience.kind === 'number') {
    const sent = unwrap(await api.POST('/sms/send', { params, body: { ...common, to: audience.to } }));
    return { kind: 'message', messageId: sent.data.id };
  }
  if (audience.kind === 'list') {
    const { template_id, ...perMessage } = content(draft);
    const body = {
      messages: audience.numbers.map((to) => ({ to, ...perMessage })),
      template_id,
      scheduled_at: common.scheduled_at,
      normalize: draft.normalize,
    };
    const accepted = unwrap(await api.POST('/sms/send-bulk', { params, body }));
    return { kind: 'batch', batchId: accepted.batch_id, count: accepted.count };
  }
  const accepted = unwrap(
    await api.POST('/sms/send-group/{group_id}', {
      params: { ...params, path: { group_id: audience.groupId } },
      body: common,
    }),
  );
  return { kind: 'batch', batchId: accepted.batch_id, count: accepted.contacts };
}

/**
 * Sends the draft with `idempotencyKey`: the compose screen keeps one key per attempt, so a second tap (or a retry
 * after a lost answer) replays the first send's answer instead of sending again.
 */
export function useSendSms() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, idempotencyKey }: { draft: Draft; idempotencyKey: string }) =>
      send(api, draft, idempotencyKey),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['balance'] });
      await queryClient.invalidateQueries({ queryKey: ['messages'] });
      await queryClient.invalidateQueries({ queryKey: ['batches'] });
    },
  });
}
