import type { AcceptedBatch } from '../../../db/messaging/batches';
import { Id, Resource, Type, type Static } from '../../http/openapi/response-schema';

export const StageSendSchema = Resource(
  'StageSend',
  {
    message: Type.String({ examples: ['The stage is being sent to 42 invitees.'] }),
    batch_id: Id,
    count: Type.Integer({ minimum: 1, description: 'Messages in the batch: one per eligible invitee' }),
    credits: Type.Integer({ minimum: 0, description: "Debited from the stage channel's wallet" }),
  },
  'A stage run accepted now: its batch is billed and goes out in the background',
);
export type StageSend = Static<typeof StageSendSchema>;

/** `POST …/sms-stages/{stage_id}/send`: the run's batch, what it holds and what it cost. */
export const presentStageSend = (batch: AcceptedBatch): StageSend => ({
  message: `The stage is being sent to ${batch.count} invitee${batch.count === 1 ? '' : 's'}.`,
  batch_id: batch.batchId,
  count: batch.count,
  credits: batch.credits,
});
