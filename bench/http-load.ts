import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/** Loads GET paths (in rotation) with autocannon at a number of connections for `seconds`. */
export async function loadPaths(baseUrl: string, token: string, paths: string[], connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    workers: 1, // the load generator gets its own thread, not the API's event loop
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, failures: result.non2xx + result.errors };
}
