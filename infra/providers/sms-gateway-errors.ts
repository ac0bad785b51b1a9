import { describeFetchFailure } from './fetch-failure';
import { ProviderError } from './provider-errors';

/**
 * How a gateway call failed, which decides whether a retry is safe (docs/providers.md §1.6). Only a timeout after the
 * request was sent is ambiguous: the gateway may have accepted it, so a resend must first look in `/logs`.
 */
export abstract class GatewayError extends ProviderError {}

/** Connection refused or a 5xx answer: nothing was accepted, retry with backoff. */
export class GatewayUnavailable extends GatewayError {
  override readonly name = 'GatewayUnavailable';
  readonly kind = 'unavailable';
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

/** HTTP 429: nothing was accepted, retry after `retryAfterSeconds`. */
export class GatewayRateLimited extends GatewayError {
  override readonly name = 'GatewayRateLimited';
  readonly kind = 'rate_limited';
  constructor(override readonly retryAfterSeconds: number) {
    super(`The SMS gateway rate-limited the request (retry after ${retryAfterSeconds} s).`);
  }
}

/** No (complete) answer after the request left: the gateway may or may not have acted on it. */
export class GatewayTimeout extends GatewayError {
  override readonly name = 'GatewayTimeout';
  readonly kind = 'ambiguous';
}

/** 400 and other 4xx but 401/403/429: the request itself is wrong; retrying cannot help. */
export class GatewayRejected extends GatewayError {
  override readonly name = 'GatewayRejected';
  readonly kind = 'rejected';
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

/** Classifies a thrown fetch error: refused before sending, or ambiguous (timeout, reset mid-way). */
export function classifyFetchFailure(err: unknown, what: string): GatewayError {
  if (err instanceof GatewayError) return err;
  const failure = describeFetchFailure(err);
  if (failure.kind === 'timeout') return new GatewayTimeout(`${what}: no answer from the SMS gateway in time.`);
  if (failure.kind === 'refused')
    return new GatewayUnavailable(`${what}: the SMS gateway is unreachable (${failure.code}).`);
  return new GatewayTimeout(`${what}: the connection to the SMS gateway broke (${failure.code ?? String(err)}).`);
}

/** Classifies a non-2xx HTTP answer. */
export function classifyHttpFailure(
  status: number,
  retryAfterHeader: string | null,
  body: string,
  what: string,
): GatewayError {
  if (status === 429) {
    const seconds = Number(retryAfterHeader);
    return new GatewayRateLimited(Number.isFinite(seconds) && seconds >= 0 ? seconds : 1);
  }
  if (status >= 500) return new GatewayUnavailable(`${what}: the SMS gateway answered ${status}.`, status);
  // Our credentials refused: nothing was accepted, and it is the platform's configuration, not the message, that is
  // wrong. Sends wait until an operator fixes it instead of failing every message.
  if (status === 401 || status === 403)
    return new GatewayUnavailable(`${what}: the SMS gateway refused our credentials (${status}).`, status);
  return new GatewayRejected(`${what}: the SMS gateway refused the request (${status} ${body.slice(0, 200)}).`, status);
}
