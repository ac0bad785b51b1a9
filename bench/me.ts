import { loadPaths } from './http-load';
import type { Benchmark } from './types';

/** `GET /api/me` at 50 connections: the cost of authentication (JWT + one token/user/tenant query) per request. */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  const load = await loadPaths(ctx.env.baseUrl, session.token, ['/api/me'], 50, 10);
  return {
    name: 'GET /api/me at 50 connections',
    figures: { 'requests/s': load.rps, 'p50 ms': load.p50, 'p99 ms': load.p99, failures: load.failures },
    target: 'p99 < 20 ms',
    pass: load.p99 < 20 && load.failures === 0,
  };
};
