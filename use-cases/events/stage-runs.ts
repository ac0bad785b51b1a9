/**
 * A stage's armed run at its time (called by the stage workflow's activity): taken from the stage row under the event
 * and stage locks, billed at run time like any send, or skipped with its reason kept on the stage and logged. The
 * stage then points at its next run in Dar es Salaam wall-clock time.
 */
import type { Transaction } from 'sequelize';
import type { SendDeps } from '../messaging/deps';
import { Tenant, type EventStage } from '../../db/models';
import { EmptyAudienceError, InvalidInputError } from '../../domain/messaging/errors';
import { lockEvent } from '../../db/events/event-lock';
import { lockStage, stageOwner } from '../../db/events/stage-runs';
import { hasPlannedRun, nextRunOf, stageOnRunStart, stageStatusAfterSkip } from '../../domain/events/stage-lifecycle';
import { acceptStageRun } from './stage-run-batch';
import { InsufficientCreditsError } from '../../domain/accounts/errors';

/**
 * `started`: the run's batch is billed and the stage `sending`. `skipped`: nothing billed (reason on the stage).
 * `busy`: a send-now run is going out, this one follows it. `unarmed`: the stage is no longer armed for this time
 * (re-armed, disarmed, cancelled, deleted).
 */
export type ScheduledRunResult =
  { outcome: 'started'; batchId: number } | { outcome: 'skipped' | 'busy' | 'unarmed'; batchId: null };

const unarmed: ScheduledRunResult = { outcome: 'unarmed', batchId: null };

/** Why the run cannot go out, from what refused its batch; other errors are no reason to skip. */
function skipReason(err: unknown): string | undefined {
  if (err instanceof InsufficientCreditsError)
    return `The balance (${err.balance} credits) did not cover this run (${err.required} credits).`;
  if (err instanceof EmptyAudienceError) return 'No invitee was eligible for this stage.';
  if (err instanceof InvalidInputError) return err.message;
  return undefined;
}

/** Bills the run's batch in a savepoint (a refusal rolls back only the batch), or says why it cannot go out. */
async function billRun(
  deps: SendDeps,
  tx: Transaction,
  stage: EventStage,
): Promise<{ batchId: number } | { reason: string }> {
  const tenant = await Tenant.findByPk(stage.tenantId, { attributes: ['isActive'], transaction: tx });
  if (!tenant?.isActive) return { reason: 'The organization is inactive.' };
  try {
    return await deps.sequelize.transaction({ transaction: tx }, async (savepoint) =>
      acceptStageRun(deps, savepoint, stage, 'scheduled', null),
    );
  } catch (err) {
    const reason = skipReason(err);
    if (reason === undefined) throw err;
    return { reason };
  }
}

/**
 * Runs the stage's run armed for `runAt`. Safe to retry: a retry after a lost answer finds the run it started (the
 * stage is `sending` it, `last_run_at` = runAt) or skipped (the stage points past it). A run taken late (the worker
 * was down) goes out once, and the stage moves to its first run after now, so missed runs never pile up.
 */
export async function runScheduledStage(deps: SendDeps, stageId: number, runAt: Date): Promise<ScheduledRunResult> {
  const owner = await stageOwner(deps.sequelize, stageId);
  if (!owner) return unarmed;
  return deps.sequelize.transaction(async (tx) => {
    if (!(await lockEvent(tx, owner.tenantId, owner.eventId))) return unarmed;
    const stage = await lockStage(tx, owner.tenantId, owner.eventId, stageId);
    if (!stage) return unarmed;
    if (stage.status === 'sending' && stage.lastRunAt?.getTime() === runAt.getTime())
      return { outcome: 'started', batchId: stage.currentBatchId! };
    if (stage.nextRunAt?.getTime() !== runAt.getTime() || !hasPlannedRun(stage.status)) return unarmed;
    if (stage.status === 'sending') return { outcome: 'busy', batchId: null };
    const next = nextRunOf(
      { sendAt: stage.sendAt!, frequency: stage.frequency, endAt: stage.endAt },
      new Date(),
      runAt,
    );
    const run = await billRun(deps, tx, stage);
    if ('batchId' in run) {
      const started = stageOnRunStart('scheduled', { frequency: stage.frequency, runAt, nextRunAt: next });
      await stage.update({ ...started, currentBatchId: run.batchId }, { transaction: tx });
      return { outcome: 'started', batchId: run.batchId };
    }
    const status = stageStatusAfterSkip(stage.frequency, next);
    await stage.update(
      { status, nextRunAt: next, lastSkippedAt: runAt, lastSkipReason: run.reason },
      { transaction: tx },
    );
    deps.logger.warn(
      { tenantId: stage.tenantId, eventId: stage.eventId, stageId, runAt, reason: run.reason, status },
      'stage run skipped',
    );
    return { outcome: 'skipped', batchId: null };
  });
}
