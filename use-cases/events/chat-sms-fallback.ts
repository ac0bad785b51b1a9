/**
 * SMS fallback of a chat stage run. Once the run's window has passed (CHAT_SMS_FALLBACK_MINUTES
 * after its batch finished), the invitees whose chat message failed as not on WhatsApp (131026) or was never
 * delivered get the stage's SMS `body` in ONE SMS batch on the send pipeline, billed on the SMS wallet. Decided once
 * per chat batch (chat_sms_fallbacks), so retries and restarts never send or bill a second fallback.
 */
import type { Transaction } from 'sequelize';
import type { SendDeps } from '../messaging/deps';
import { senderOf } from '../messaging/send/compose';
import { EventStage, Tenant } from '../../db/models';
import { insertSnapshotBatch, type AcceptedBatch } from '../../db/messaging/batches';
import { fallbackInvitees, lockChatRun, recordFallback } from '../../db/events/chat-sms-fallbacks';
import { InsufficientCreditsError } from '../../domain/accounts/errors';
import { AllRecipientsOptedOutError, EmptyAudienceError } from '../../domain/messaging/errors';

/** The fallback's SMS batch, to be sent by its workflow; null when none goes out. */
export type FallbackBatch = { batchId: number; sendAt: number | null } | null;

/** Why a refused fallback batch sends nothing, from what refused it; other errors are no reason to skip. */
function skipReason(err: unknown): string | undefined {
  if (err instanceof InsufficientCreditsError)
    return `The SMS balance (${err.balance} credits) did not cover the fallback (${err.required} credits).`;
  if (err instanceof AllRecipientsOptedOutError) return 'Every invitee to fall back to has opted out of SMS.';
  if (err instanceof EmptyAudienceError) return 'Every chat message was delivered.';
  return undefined;
}

/** The SMS batch of the invitees who fall back, in a savepoint (a refusal rolls back only it), or why there is none. */
async function acceptFallback(
  deps: SendDeps,
  tx: Transaction,
  chatBatchId: number,
  stage: EventStage,
): Promise<AcceptedBatch | { reason: string }> {
  const { sequelize, config } = deps;
  if (!(await Tenant.findByPk(stage.tenantId, { attributes: ['isActive'], transaction: tx }))?.isActive)
    return { reason: 'The organization is inactive.' };
  try {
    return await sequelize.transaction({ transaction: tx }, async (savepoint) =>
      insertSnapshotBatch(
        sequelize,
        savepoint,
        {
          tenantId: stage.tenantId,
          userId: null,
          channel: 'sms',
          kind: 'stage',
          eventId: stage.eventId,
          stageId: stage.id,
          audience: {
            type: 'invitees',
            event_id: stage.eventId,
            stage_id: stage.id,
            stage_type: stage.stageType,
            run: 'fallback',
            fallback_for_batch_id: chatBatchId,
            public_base_url: config.publicBaseUrl,
          },
          fromSender: await senderOf(deps, stage.tenantId),
          scheduledAt: null,
          body: stage.body,
        },
        fallbackInvitees(stage.tenantId, chatBatchId, config.publicBaseUrl),
        config.publicBaseUrl,
      ),
    );
  } catch (err) {
    const reason = skipReason(err);
    if (reason === undefined) throw err;
    return { reason };
  }
}

/**
 * Decides the fallback of chat stage batch `chatBatchId` once, under its row lock: the SMS batch made (and billed)
 * now, the one made by an earlier attempt, or null (no fallback asked, already skipped, or skipped now with its
 * reason recorded and logged: SMS balance short, organization inactive, everyone reached, stage deleted or cancelled:
 * cancelling a stage stops what it would still send).
 */
export async function fallBackToSms(deps: SendDeps, chatBatchId: number): Promise<FallbackBatch> {
  return deps.sequelize.transaction(async (tx) => {
    const run = await lockChatRun(deps.sequelize, tx, chatBatchId);
    if (!run?.smsFallback) return null;
    if (run.decided) return run.decided.smsBatchId === null ? null : { batchId: run.decided.smsBatchId, sendAt: null };
    const stage =
      run.stageId === null
        ? null
        : await EventStage.findOne({ where: { id: run.stageId, tenantId: run.tenantId }, transaction: tx });
    const batch = !stage
      ? { reason: 'The stage was deleted.' }
      : stage.status === 'cancelled'
        ? { reason: 'The stage was cancelled.' }
        : await acceptFallback(deps, tx, chatBatchId, stage);
    const key = { chatBatchId, tenantId: run.tenantId };
    if ('reason' in batch) {
      await recordFallback(deps.sequelize, tx, key, { skipReason: batch.reason });
      deps.logger.warn(
        { tenantId: run.tenantId, stageId: run.stageId, chatBatchId, reason: batch.reason },
        'chat stage SMS fallback skipped',
      );
      return null;
    }
    await recordFallback(deps.sequelize, tx, key, { smsBatchId: batch.batchId });
    deps.logger.info(
      { tenantId: run.tenantId, stageId: run.stageId, chatBatchId, smsBatchId: batch.batchId, count: batch.count },
      'chat stage SMS fallback accepted',
    );
    return { batchId: batch.batchId, sendAt: batch.scheduledAt?.getTime() ?? null };
  });
}
