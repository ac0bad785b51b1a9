import autocannon from 'autocannon';
import type { Benchmark } from './types';

/** `GET /api/me` at 50 connections: the cost of authentication (JWT + one token/user/tenant query) per request. */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  const result = await autocannon({
    url: `${ctx.env.baseUrl}/api/me`,
    connections: 50,
    duration: 10,
    workers: 1, // the load generator gets its own thread, not the API's event loop
    headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' },
  });
  const p99 = result.latency.p99;
  return {
    name: 'GET /api/me at 50 connections',
    figures: {
      'requests/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': p99,
      non2xx: result.non2xx, errors: result.errors,
    },
    target: 'p99 < 20 ms',
    pass: p99 < 20 && result.non2xx === 0 && result.errors === 0,
  };
};
