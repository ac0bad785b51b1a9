/**
 * The activities of sendBatchWorkflow, each one call of use-cases/messaging/send/batch-rounds.ts. Database and
 * provider outages surface as retryable failures and are waited out by the workflow's retry policy.
 */
import { ApplicationFailure, heartbeat } from '@temporalio/activity';
import type { ActivityDeps } from '../deps';
import {
  materializeBatchPage,
  planBatchRound,
  submitBatchPage,
  type BatchRound,
  type MaterializedPage,
  type PageProgress,
} from '../../use-cases/messaging/send/batch-rounds';
import { ProviderError } from '../../infra/providers/provider-errors';

export type {
  BatchProgress,
  BatchRound,
  BatchRoundState,
  PageProgress,
} from '../../use-cases/messaging/send/batch-rounds';

/** A provider failure as a Temporal failure: a 429 retries after its Retry-After, every other retries with backoff. */
async function retryingProviderFailures<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ProviderError && err.kind === 'rate_limited') {
      throw ApplicationFailure.create({
        type: err.name,
        message: err.message,
        nextRetryDelay: `${Math.max(1, err.retryAfterSeconds ?? 1)}s`,
      });
    }
    if (err instanceof ProviderError) throw ApplicationFailure.retryable(err.message, err.name);
    throw err;
  }
}

export function createBatchActivities(deps: ActivityDeps) {
  return {
    /** Turns the next page of a snapshot batch's recipients into message rows (`scheduled` before the batch's time). */
    async materializeBatchPage(batchId: number): Promise<MaterializedPage> {
      return materializeBatchPage(deps, batchId);
    },

    /** Decides the next round of a batch (see planBatchRound in use-cases/messaging/send/batch-rounds.ts). */
    async planBatchRound(
      batchId: number,
      afterId: number,
      pageSize: number,
      maxPages: number,
      doneUpTo?: number,
    ): Promise<BatchRound> {
      return planBatchRound(deps, batchId, afterId, pageSize, maxPages, doneUpTo);
    },

    /** Submits a batch's unsent messages in (afterId, upToId] in one provider call, heartbeating the id it reached. Safe to retry. */
    async submitBatchPage(batchId: number, afterId: number, upToId: number): Promise<PageProgress> {
      return retryingProviderFailures(() =>
        submitBatchPage(deps, batchId, afterId, upToId, (reachedId) => heartbeat(reachedId)),
      );
    },
  };
}
