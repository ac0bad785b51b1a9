import { loadFigures, loadPaths, percentOf } from './http-load';
import { startApiProcesses, startBareExpressServer, startBareHttpServer } from './service-process';
import type { Benchmark, BenchResult } from './types';

const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP = { warmupSeconds: 2 };

/**
 * The HTTP stack, each line beside its baseline in the same run, at 50 connections: a bare `node:http` JSON hello
 * (the ceiling), a bare Express 5 hello (a default `app.listen`, the framework as shipped, shown beside it), our `GET /healthz` (every middleware, no database) and `GET /api/me` (authentication on top), all
 * served by processes of their own (`npm run api`, logging at info as in production); then `/api/me` with two.
 */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  const bare = await startBareHttpServer();
  const bareExpress = await startBareExpressServer();
  const api = await startApiProcesses(1);
  try {
    const ceiling = await loadPaths(bare.url, undefined, ['/'], CONNECTIONS, SECONDS, WARMUP);
    const framework = await loadPaths(bareExpress.url, undefined, ['/'], CONNECTIONS, SECONDS, WARMUP);
    const healthz = await loadPaths(api.url, undefined, ['/healthz'], CONNECTIONS, SECONDS, WARMUP);
    const me = await loadPaths(api.url, session.token, ['/api/me'], CONNECTIONS, SECONDS, WARMUP);
    const healthzShare = percentOf(healthz.rps, ceiling.rps);
    const meShare = percentOf(me.rps, healthz.rps);
    const results: BenchResult[] = [
      {
        name: `bare Express 5 hello at ${CONNECTIONS} connections (a default app.listen)`,
        figures: loadFigures(framework),
        baseline: { name: 'bare node:http JSON hello', figures: loadFigures(ceiling) },
        ratio: `${percentOf(framework.rps, ceiling.rps)} % of bare node:http`,
        target: 'shown (Express as shipped)',
        pass: framework.failures === 0,
      },
      {
        name: `GET /healthz at ${CONNECTIONS} connections (one API process)`,
        figures: loadFigures(healthz),
        baseline: { name: 'bare node:http JSON hello', figures: loadFigures(ceiling) },
        ratio: `${healthzShare} % of bare node:http (${percentOf(healthz.rps, framework.rps)} % of the bare Express hello)`,
        target: '≥ 30 % of bare node:http',
        pass: healthzShare >= 30 && healthz.failures === 0,
      },
      {
        name: `GET /api/me at ${CONNECTIONS} connections (one API process)`,
        figures: loadFigures(me),
        baseline: { name: 'GET /healthz', figures: loadFigures(healthz) },
        ratio: `${meShare} % of /healthz`,
        target: '≥ 50 % of /healthz, p99 < 20 ms',
        pass: meShare >= 50 && me.p99 < 20 && me.failures === 0,
      },
    ];
    return [...results, await scaleOut(session.token, me.rps)];
  } finally {
    await api.stop();
    await bareExpress.stop();
    await bare.stop();
  }
};

/** `GET /api/me` again with two API processes (`API_PROCESSES=2`, node:cluster on one port), beside one process. */
async function scaleOut(token: string, oneProcessRps: number): Promise<BenchResult> {
  const api = await startApiProcesses(2);
  try {
    const two = await loadPaths(api.url, token, ['/api/me'], CONNECTIONS, SECONDS, WARMUP);
    return {
      name: `GET /api/me at ${CONNECTIONS} connections, two API processes`,
      figures: loadFigures(two),
      baseline: { name: 'one API process', figures: { 'requests/s': oneProcessRps } },
      ratio: `${percentOf(two.rps, oneProcessRps)} % of one process`,
      // Shown, not targeted: on 2 cores the load generator, PostgreSQL and the processes share the machine.
      target: 'no failures (scale-out shown)',
      pass: two.failures === 0,
    };
  } finally {
    await api.stop();
  }
}
