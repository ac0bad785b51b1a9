import type { Transaction } from 'sequelize';
import type { EventSmsStage } from '../../db/models';
import type { SendDeps } from '../messaging/deps';
import { senderOf } from '../messaging/compose';
import { insertSnapshotBatch, type AcceptedBatch } from '../../db/messaging/batches';
import { stageInvitees } from '../../db/events/stage-audience';
import { markInvitationsSent } from '../../db/events/stage-runs';

/** What started a run: its armed time came, or a user sent the stage now. */
export type StageRunTrigger = 'scheduled' | 'now';

/**
 * A stage run's batch, accepted in the caller's transaction (which holds the event and stage locks): the invitees the
 * stage's type selects now, each priced by the body rendered for them, one debit of the stage's channel, exactly like
 * a group send. An invitation moves its pending invitees to `invited` in the same transaction. Throws
 * InsufficientCreditsError or EmptyAudienceError, and then nothing is written.
 */
export async function acceptStageRun(
  deps: SendDeps, tx: Transaction, stage: EventSmsStage, trigger: StageRunTrigger, userId: number | null,
): Promise<AcceptedBatch> {
  const { sequelize, config } = deps;
  const batch = await insertSnapshotBatch(sequelize, tx, {
    tenantId: stage.tenantId, userId, channel: stage.channel, kind: 'stage', eventId: stage.eventId, stageId: stage.id,
    audience: {
      type: 'invitees', event_id: stage.eventId, stage_id: stage.id, stage_type: stage.stageType, run: trigger,
      public_base_url: config.publicBaseUrl,
    },
    fromSender: await senderOf(deps, stage.tenantId), scheduledAt: null, body: stage.body,
  }, stageInvitees(stage.tenantId, stage.eventId, stage.stageType, config.publicBaseUrl), config.publicBaseUrl);
  if (stage.stageType === 'invitation') await markInvitationsSent(sequelize, tx, batch.batchId);
  return batch;
}
