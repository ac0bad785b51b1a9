/**
 * `Idempotency-Key` (IETF draft "The Idempotency-Key HTTP Header Field") on the send and purchase POSTs.
 * A route takes it by wrapping its guards: `router.post(path, requirePermission(…), ...idempotent(deps, limit,
 * validateBody(schema)), handler)`, or with a typed handler: `...idempotentWithBody(deps, [limit], contract, handler)`.
 *
 * - Before the guards (so before the rate limit): a key whose request finished is replayed (its status and body,
 *   `Idempotent-Replayed: true`), one still running answers 409, one used for another request 422.
 * - After the guards, right before the handler: the key is claimed (one INSERT … ON CONFLICT, committed at once), so
 *   of two concurrent requests one runs and the other gets 409. Answers from the guards (429, 422 on the body) never
 *   touch the key.
 * - The handler's answer is stored before it is sent, except an answer saying nothing was done, which releases the
 *   key for a retry (RELEASING_STATUSES).
 *
 * The claim, the stored answer and the release are writes: they go through use-cases/idempotency.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { AnySchema } from 'yup';
import type { ApiDeps } from '../deps';
import { AppError } from '../errors/errors';
import { tenantAuth } from './authenticate';
import { readIdempotencyKey, requestFingerprint } from './idempotency-key';
import { guardedBody, type BodyContract } from './validate';
import { findIdempotencyRecord, type IdempotencyRecord } from '../../../db/idempotency-keys';
import { claimRequestKey, keepRequestAnswer, releaseRequestKey } from '../../../use-cases/idempotency/idempotency-keys';

interface KeyedRequest {
  key: string;
  fingerprint: string;
}

/** Headers of an answer worth replaying with it (the body and status are always kept). */
const REPLAYED_HEADERS = ['location', 'retry-after'];
/** An interrupted request's claim is reported as such after this long (its outcome is unknown). */
const INTERRUPTED_AFTER_MS = 5 * 60_000;

/**
 * Answers that say nothing was done and ask for a retry; they release the key, so the retry runs with it. Each is
 * given only after whatever the request had billed was refunded: 429 (the gateway's rate limit), 502 (a provider
 * refused or could not be reached), 503 (a batch whose workflow could not start). Every other answer is the
 * request's outcome and is replayed: 2xx, the 4xx refusals, a 504 (whether the gateway took an SMS is not known
 * yet) and an unexpected 500 (whatever it did may have been billed), since running those again could bill twice.
 */
const RELEASING_STATUSES = new Set([429, 502, 503]);

function answerFromRecord(res: Response, record: IdempotencyRecord, fingerprint: string): void {
  if (record.fingerprint !== fingerprint) {
    throw new AppError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
  }
  if (!record.answer) {
    if (Date.now() - record.createdAt.getTime() > INTERRUPTED_AFTER_MS) {
      throw new AppError(
        409,
        'idempotency_key_interrupted',
        'The request with this Idempotency-Key was interrupted and its outcome is unknown; the key stays ' +
          'reserved for 24 hours after its first use. Check your messages and batches before sending again with a new key.',
      );
    }
    throw new AppError(
      409,
      'idempotency_key_in_flight',
      'A request with this Idempotency-Key is still being processed. Retry shortly.',
      {},
      { 'Retry-After': '1' },
    );
  }
  res
    .status(record.answer.status)
    .set(record.answer.headers)
    .set('Idempotent-Replayed', 'true')
    .json(record.answer.body);
}

/** Stores the handler's answer (or releases the claim) before the answer leaves. */
function recordAnswer(deps: ApiDeps, res: Response, claimId: number): void {
  const send = res.json.bind(res);
  let answered = false;
  res.json = (body: unknown) => {
    answered = true;
    res.json = send;
    const status = res.statusCode;
    const headers = Object.fromEntries(
      REPLAYED_HEADERS.filter((h) => res.get(h) !== undefined).map((h) => [h, String(res.get(h))]),
    );
    const saved = RELEASING_STATUSES.has(status)
      ? releaseRequestKey(deps.sequelize, claimId)
      : keepRequestAnswer(deps.sequelize, claimId, { status, headers, body });
    // Sent either way: a lost write leaves the key `in_flight` (409) until it expires, never a second run.
    void saved
      .catch((err: unknown) => deps.logger.error({ err, claimId }, 'idempotency answer not saved'))
      .finally(() => send(body));
    return res;
  };
  // An answer that is not JSON (none of these routes gives one) is not replayable: release the key.
  res.on('finish', () => {
    if (!answered)
      void releaseRequestKey(deps.sequelize, claimId).catch((err: unknown) =>
        deps.logger.error({ err, claimId }, 'idempotency key not released'),
      );
  });
}

/** Replays, refuses or lets through a keyed request before the guards run. */
const answerKnownKey =
  (deps: ApiDeps): RequestHandler =>
  async (req, res, next) => {
    const key = readIdempotencyKey(req);
    if (key === undefined) return next();
    const auth = tenantAuth(req);
    const keyed: KeyedRequest = { key, fingerprint: requestFingerprint(req, auth.user.id) };
    res.locals.idempotency = keyed;
    const record = await findIdempotencyRecord(deps.sequelize, auth.tenantId, key);
    if (record) return answerFromRecord(res, record, keyed.fingerprint);
    next();
  };

/** Claims the key right before the handler; a request that lost the race is answered from the winner's record. */
const claimKey =
  (deps: ApiDeps): RequestHandler =>
  async (req, res, next) => {
    const keyed = res.locals.idempotency as KeyedRequest | undefined;
    if (!keyed) return next();
    const { tenantId } = tenantAuth(req);
    // A claim released between the INSERT and the read is simply claimed again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const claimId = await claimRequestKey(deps.sequelize, tenantId, keyed.key, keyed.fingerprint);
      if (claimId !== null) {
        recordAnswer(deps, res, claimId);
        return next();
      }
      const record = await findIdempotencyRecord(deps.sequelize, tenantId, keyed.key);
      if (record) return answerFromRecord(res, record, keyed.fingerprint);
    }
    throw new AppError(
      409,
      'idempotency_key_in_flight',
      'A request with this Idempotency-Key is still being processed. Retry shortly.',
      {},
      { 'Retry-After': '1' },
    );
  };

/** The route's guards wrapped with Idempotency-Key handling (a request without the header is not affected). */
export const idempotent = (deps: ApiDeps, ...guards: RequestHandler[]): RequestHandler[] => [
  answerKnownKey(deps),
  ...guards,
  claimKey(deps),
];

/**
 * A typed handler behind Idempotency-Key handling: the body is validated with the contract among the guards (so a 422
 * on the body never touches the key), and its mapped input is handed to `handler` once the key is claimed.
 */
export function idempotentWithBody<S extends AnySchema, T>(
  deps: ApiDeps,
  guards: RequestHandler[],
  contract: BodyContract<S, T>,
  handler: (req: Request, res: Response, input: T) => Promise<void> | void,
): RequestHandler[] {
  const body = guardedBody(contract);
  return [...idempotent(deps, ...guards, body.guard), body.handle(handler)];
}
