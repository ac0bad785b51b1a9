import type { Sequelize } from 'sequelize';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  type StoredAnswer,
} from '../../db/idempotency-keys';

/**
 * The writes of Idempotency-Key handling (api/http/middleware/idempotency.ts): what makes a keyed request run at most
 * once. Each commits on its own, apart from any transaction of the request, so a concurrent request sees it at once.
 */

/** Claims `key` for a request: the claim's id, or null when a live record holds the key (read it, then answer from it). */
export const claimRequestKey = (
  sequelize: Sequelize,
  tenantId: number,
  key: string,
  fingerprint: string,
): Promise<number | null> => claimIdempotencyKey(sequelize, tenantId, key, fingerprint);

/** Keeps the answer of a claimed request, to be replayed for 24 hours. */
export const keepRequestAnswer = (sequelize: Sequelize, claimId: number, answer: StoredAnswer): Promise<void> =>
  storeIdempotentAnswer(sequelize, claimId, answer);

/** Gives a claimed key back (its request did nothing), so a retry may use it. */
export const releaseRequestKey = (sequelize: Sequelize, claimId: number): Promise<void> =>
  releaseIdempotencyKey(sequelize, claimId);
