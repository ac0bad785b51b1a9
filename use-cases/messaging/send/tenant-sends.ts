/**
 * An organization's sends while it is inactive: its batches hold before their next round (the send
 * workflow checks the organization every round and while waiting). Reactivating it resumes them at once; a
 * platform admin may instead cancel everything it has not sent yet, refunded once.
 */
import type { BatchDeps } from '../deps';
import { cancelBatch, unfinishedBatchIds } from '../../../db/messaging/batch-cancel';
import { signalBatchChanged } from './batch-workflow';

/** Wakes every unfinished batch of the organization (after reactivation): held ones resume now. Returns how many. */
export async function resumeTenantSends(deps: BatchDeps, tenantId: number): Promise<number> {
  const ids = await unfinishedBatchIds(deps.sequelize, tenantId);
  for (const id of ids) await signalBatchChanged(deps, id);
  return ids.length;
}

/** Cancels every message of the organization not sent yet, batch by batch, each refunded once. */
export async function cancelTenantSends(
  deps: BatchDeps,
  tenantId: number,
): Promise<{ batches: number; messages: number }> {
  const ids = await unfinishedBatchIds(deps.sequelize, tenantId);
  let messages = 0;
  for (const id of ids) {
    messages += (await cancelBatch(deps.sequelize, tenantId, id))?.cancelled ?? 0;
    await signalBatchChanged(deps, id);
  }
  return { batches: ids.length, messages };
}
