/** How a `fetch` that threw went wrong, which decides whether the provider may have acted on the request. */

const REFUSED_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export interface FetchFailure {
  /** `refused`: the request never left; `timeout`: no answer in time; `broken`: the connection failed mid-way. */
  kind: 'refused' | 'timeout' | 'broken';
  /** The system error code (ECONNREFUSED, ECONNRESET…) when there is one. */
  code: string | null;
}

export function describeFetchFailure(err: unknown): FetchFailure {
  const name = (err as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout', code: null };
  const cause = (err as { cause?: { code?: string } } | null)?.cause;
  const code = cause?.code ?? (err as { code?: string } | null)?.code ?? null;
  return { kind: code !== null && REFUSED_CODES.has(code) ? 'refused' : 'broken', code };
}
