/**
 * One JSON request to a provider, shared by the provider clients: the timeout, the headers and the reading of the
 * answer are the same everywhere; what a failure means is each provider's own (its classifiers).
 */
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

export function createJsonHttpCall(options: JsonHttpCallOptions): JsonHttpCall {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const what = `${method} ${path.split('?')[0]}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: { Authorization: options.authorization, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (err) {
      throw options.classifyFetchFailure(err, what);
    }
    if (!response.ok) throw options.classifyAnswer(response.status, response.headers.get('retry-after'), text, what);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw options.unreadableAnswer(response.status, what);
    }
  };
}
