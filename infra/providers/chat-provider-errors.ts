/**
 * How a chat provider call failed (docs/providers.md §3.2), in the ProviderError kinds the send machinery shares with the
 * SMS gateway. Meta's answers are classified on the Graph error `code`, never on the HTTP status or the message:
 * 130429, 131056, 4, 80007 (rate limits), 2 and 131000 (passing failures) are worth retrying with backoff, every
 * other code is final. The API has no idempotency key, so a send that may have reached Meta (a timeout or a
 * connection broken after the request left) is ambiguous: never resent blindly.
 */
import { describeFetchFailure } from './fetch-failure';
import { ProviderError, type ProviderFailureKind } from './provider-errors';

/** Throughput, pair rate limit, app and WABA API-call limits: nothing was sent; back off. */
const RATE_LIMIT_CODES: ReadonlySet<number> = new Set([130429, 131056, 4, 80007]);
/** Temporarily unavailable, something went wrong: nothing was sent; retry. */
const PASSING_FAILURE_CODES: ReadonlySet<number> = new Set([2, 131000]);

/** The codes a retry can cure; every other code is final. */
export const RETRYABLE_CHAT_ERROR_CODES: ReadonlySet<number> = new Set([...RATE_LIMIT_CODES, ...PASSING_FAILURE_CODES]);

export interface ChatErrorFields {
  /** Graph error `code`; null when the provider gave none (a network failure, a body that is no Graph error). */
  code: number | null;
  httpStatus: number | null;
  /** Meta's message without its `(#code)` prefix, or what went wrong. */
  title: string;
  /** `error_data.details`, Meta's precise reason (`body: number of localizable_params (1) …`). */
  details: string | null;
}

export abstract class ChatProviderError extends ProviderError {
  readonly code: number | null;
  readonly httpStatus: number | null;
  readonly title: string;
  readonly details: string | null;

  constructor(what: string, fields: ChatErrorFields) {
    super(
      `${what}: ${fields.code === null ? '' : `(#${fields.code}) `}${fields.title}${fields.details ? ` (${fields.details})` : ''}`,
    );
    this.code = fields.code;
    this.httpStatus = fields.httpStatus;
    this.title = fields.title;
    this.details = fields.details;
  }
}

/** A Graph error with a final code: the request is wrong (parameters, template, token) and retrying cannot help. */
export class ChatProviderRejected extends ChatProviderError {
  override readonly name = 'ChatProviderRejected';
  readonly kind = 'rejected';
}

/**
 * A Graph error with a retryable code: `rate_limited` for the rate limits (Meta sends no Retry-After, so the caller
 * backs off), `unavailable` for 2 and 131000. Nothing was sent.
 */
export class ChatProviderBusy extends ChatProviderError {
  override readonly name = 'ChatProviderBusy';
  readonly kind: ProviderFailureKind;

  constructor(what: string, fields: ChatErrorFields) {
    super(what, fields);
    this.kind = fields.code !== null && RATE_LIMIT_CODES.has(fields.code) ? 'rate_limited' : 'unavailable';
  }
}

/** The connection was refused before the request left: nothing was sent; safe to retry. */
export class ChatProviderUnavailable extends ChatProviderError {
  override readonly name = 'ChatProviderUnavailable';
  readonly kind = 'unavailable';
}

/**
 * No usable answer after the request left (timeout, broken connection, unreadable answer): Meta may have sent
 * the message, and resending could deliver it twice.
 */
export class ChatProviderAmbiguous extends ChatProviderError {
  override readonly name = 'ChatProviderAmbiguous';
  readonly kind = 'ambiguous';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The Graph error of an answer body, or null when the body is not one. */
function graphErrorOf(body: string): { code: number; title: string; details: string | null } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const error = isRecord(parsed) ? parsed.error : undefined;
  if (!isRecord(error) || typeof error.code !== 'number') return null;
  const message = typeof error.message === 'string' ? error.message : '';
  const details =
    isRecord(error.error_data) && typeof error.error_data.details === 'string' ? error.error_data.details : null;
  return { code: error.code, title: message.replace(/^\(#\d+\)\s*/, ''), details };
}

/** Classifies a non-2xx answer on its Graph `code`. Without one, a 5xx may have been acted on: ambiguous. */
export function classifyChatAnswer(httpStatus: number, body: string, what: string): ChatProviderError {
  const graph = graphErrorOf(body);
  if (graph) {
    const fields = { ...graph, httpStatus };
    return RETRYABLE_CHAT_ERROR_CODES.has(graph.code)
      ? new ChatProviderBusy(what, fields)
      : new ChatProviderRejected(what, fields);
  }
  const fields = {
    code: null,
    httpStatus,
    title: `HTTP ${httpStatus} without a Graph error: ${body.slice(0, 200)}`,
    details: null,
  };
  return httpStatus >= 500 ? new ChatProviderAmbiguous(what, fields) : new ChatProviderRejected(what, fields);
}

/** Classifies a thrown fetch error: refused before sending, or ambiguous (timeout, broken mid-way). */
export function classifyChatFetchFailure(err: unknown, what: string): ChatProviderError {
  if (err instanceof ChatProviderError) return err;
  const failure = describeFetchFailure(err);
  const base = { code: null, httpStatus: null, details: failure.code };
  if (failure.kind === 'refused')
    return new ChatProviderUnavailable(what, { ...base, title: 'the chat provider is unreachable' });
  if (failure.kind === 'timeout')
    return new ChatProviderAmbiguous(what, { ...base, title: 'no answer from the chat provider in time' });
  return new ChatProviderAmbiguous(what, { ...base, title: 'the connection to the chat provider broke' });
}
