import { ApplicationFailure, heartbeat } from '@temporalio/activity';
import type { ActivityDeps } from '../deps';
import type { BulkSendProgress, SmsPagePlan } from '../../workflows/messaging/send-batch';
import { cancelScheduledMessage, failMessages } from '../../db/messaging/messages';
import { loadBatchPage, loadUnsentMessages, unsentIdsAfter } from '../../db/messaging/message-submission';
import { materializeNextRecipients, readBatchProgress, recordBatchProgress } from '../../db/messaging/batches';
import { failRemainingBatch } from '../../db/messaging/batch-failure';
import { submitMessages, type SubmitCounts } from '../../lib/messaging/submission';
import { GatewayRateLimited, GatewayTimeout, GatewayUnavailable } from '../../lib/infra/providers/sms-gateway';

/** Gateway failures as Temporal failures: retryable ones retry (a 429 after its Retry-After), the rest do not. */
async function asActivityFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof GatewayRateLimited) {
      throw ApplicationFailure.create({ type: err.name, message: err.message, nextRetryDelay: `${Math.max(1, err.retryAfterSeconds)}s` });
    }
    if (err instanceof GatewayUnavailable || err instanceof GatewayTimeout) throw ApplicationFailure.retryable(err.message, err.name);
    throw err;
  }
}

export function createSmsActivities(deps: ActivityDeps) {
  return {
    /**
     * Cuts the batch's next unsent messages after `afterId` into up to `maxPages` id ranges of `pageSize` (group and
     * birthday batches first turn their next recipients into rows). The ranges are disjoint, so their pages can be
     * submitted in parallel. No range left: the batch is completed.
     */
    async planSmsPages(batchId: number, afterId: number, pageSize: number, maxPages: number): Promise<SmsPagePlan> {
      const wanted = pageSize * maxPages;
      let ids = await unsentIdsAfter(deps.sequelize, batchId, afterId, wanted);
      while (ids.length < wanted) {
        const materialized = await materializeNextRecipients(deps.sequelize, batchId, wanted - ids.length);
        if (materialized.inserted > 0) ids = await unsentIdsAfter(deps.sequelize, batchId, afterId, wanted);
        if (materialized.remaining === 0) break;
      }
      const bounds = ids.filter((_, i) => (i + 1) % pageSize === 0 || i === ids.length - 1);
      return { bounds, progress: await recordBatchProgress(deps.sequelize, batchId, afterId, bounds.length === 0) };
    },

    /** Submits a batch's unsent messages in (afterId, upToId] in one gateway multi-send. Safe to retry: see sms-submission.ts. */
    async submitSmsPage(batchId: number, afterId: number, upToId: number): Promise<BulkSendProgress> {
      heartbeat(afterId);
      const rows = await loadBatchPage(deps.sequelize, batchId, afterId, upToId);
      if (rows.length > 0) await asActivityFailure(() => submitMessages(deps, rows));
      heartbeat(upToId);
      return readBatchProgress(deps.sequelize, batchId);
    },

    /** After the retries of one page ran out (while others of its round went through): that page is failed and refunded. */
    async failSmsPage(batchId: number, afterId: number, upToId: number): Promise<BulkSendProgress> {
      const rows = await loadBatchPage(deps.sequelize, batchId, afterId, upToId);
      await failMessages(deps.sequelize, rows.map((r) => r.id), 'The SMS gateway did not accept the message after retries.');
      return readBatchProgress(deps.sequelize, batchId);
    },

    /** After the retries of a page ran out: everything not sent yet is failed and refunded. */
    async failRemainingBatch(batchId: number): Promise<BulkSendProgress> {
      return failRemainingBatch(deps.sequelize, batchId, 'The SMS gateway could not be reached after retries.');
    },

    /** The scheduled single message, when its time has come (a no-op if it was cancelled or deleted). */
    async submitScheduledMessage(messageId: number): Promise<SubmitCounts> {
      const rows = await loadUnsentMessages(deps.sequelize, [messageId]);
      return asActivityFailure(() => submitMessages(deps, rows));
    },

    async cancelScheduledMessage(messageId: number): Promise<boolean> {
      return cancelScheduledMessage(deps.sequelize, messageId);
    },

    async failUnsentMessages(messageIds: number[], reason: string): Promise<number> {
      return failMessages(deps.sequelize, messageIds, reason);
    },
  };
}
