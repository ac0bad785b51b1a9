import autocannon from 'autocannon';
import type { Figures } from './types';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

export interface LoadOptions {
  /** Bearer token; none: no Authorization header. */
  token?: string;
  /** An untimed run first, so every server measured has warmed up (JIT, pools, caches) alike. */
  warmupSeconds?: number;
}

async function load(baseUrl: string, paths: string[], connections: number, seconds: number, token: string | undefined) {
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    workers: 1, // the load generator gets its own thread, not the event loop of whatever runs in the bench process
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'application/json' },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
}

/** Loads GET paths (in rotation) with autocannon at a number of connections for `seconds`. */
export async function loadPaths(
  baseUrl: string,
  token: string | undefined,
  paths: string[],
  connections: number,
  seconds: number,
  options: Omit<LoadOptions, 'token'> = {},
): Promise<LoadFigures> {
  if (options.warmupSeconds) await load(baseUrl, paths, connections, options.warmupSeconds, token);
  const result = await load(baseUrl, paths, connections, seconds, token);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

/** The figures of a load run as a benchmark prints them. */
export const loadFigures = (load: LoadFigures): Figures => ({
  'requests/s': load.rps,
  'p50 ms': load.p50,
  'p99 ms': load.p99,
  failures: load.failures,
});

/** `part` as a whole percentage of `whole`. */
export const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);
