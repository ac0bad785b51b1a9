/**
 * One JSON request to a provider, shared by the provider clients: the timeout, the headers and the reading of the
 * answer are the same everywhere; what a failure means is each provider's own (its classifiers).
 *
 * Each client keeps its own undici Agent: connections to the provider stay open between calls (an immediate send
 * pays no TCP handshake), and undici's `request` skips the WHATWG fetch layer that dominated a send's client cost.
 */
import { Agent, request, type Dispatcher } from 'undici';

export interface JsonHttpCallOptions {
  baseUrl: string;
  authorization: string;
  timeoutMs: number;
  /** The request never got an answer (refused, reset, timed out). */
  classifyFetchFailure: (err: unknown, what: string) => Error;
  /** A non-2xx answer. */
  classifyAnswer: (status: number, retryAfter: string | null, text: string, what: string) => Error;
  /** A 2xx answer that is not JSON: it may have been acted on, so the provider's "ambiguous". */
  unreadableAnswer: (status: number, what: string) => Error;
}

export type JsonHttpCall = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/** Idle connections are kept below the usual 5 s server keep-alive, so we never write to one the server is closing. */
const KEEP_ALIVE_MS = 4_000;
/** Enough for every concurrent request of one process (a bulk activity's pages, 20+ API requests in flight). */
const CONNECTIONS_PER_ORIGIN = 64;

export function createKeepAliveAgent(): Dispatcher {
  return new Agent({
    keepAliveTimeout: KEEP_ALIVE_MS,
    keepAliveMaxTimeout: KEEP_ALIVE_MS,
    connections: CONNECTIONS_PER_ORIGIN,
  });
}

const headerValue = (value: string | string[] | undefined): string | null =>
  (Array.isArray(value) ? value[0] : value) ?? null;

export function createJsonHttpCall(
  options: JsonHttpCallOptions,
  dispatcher: Dispatcher = createKeepAliveAgent(),
): JsonHttpCall {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const what = `${method} ${path.split('?')[0]}`;
    let status: number;
    let retryAfter: string | null;
    let text: string;
    try {
      const response = await request(`${options.baseUrl}${path}`, {
        method,
        dispatcher,
        headers: {
          authorization: options.authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.statusCode;
      retryAfter = headerValue(response.headers['retry-after']);
      text = await response.body.text();
    } catch (err) {
      throw options.classifyFetchFailure(err, what);
    }
    if (status < 200 || status > 299) throw options.classifyAnswer(status, retryAfter, text, what);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw options.unreadableAnswer(status, what);
    }
  };
}
