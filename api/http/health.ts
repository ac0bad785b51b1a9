import { Router } from 'express';
import type { ApiDeps } from './deps';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref()),
  ]);

/** `/healthz`: the process is up. `/readyz`: PostgreSQL and Temporal both answer (else 503 naming what is down). */
export function createHealthRouter(deps: ApiDeps): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const checks = await Promise.allSettled([
      withTimeout(deps.sequelize.query('SELECT 1'), 2000),
      withTimeout(deps.temporal.workflowService.getSystemInfo({}), 2000),
    ]);
    const [postgres, temporal] = checks.map((c) => (c.status === 'fulfilled' ? 'ok' : 'down'));
    const down = [postgres === 'down' ? 'postgresql' : null, temporal === 'down' ? 'temporal' : null].filter(Boolean);
    res.status(down.length ? 503 : 200).json({
      status: down.length ? 'unavailable' : 'ready',
      ...(down.length ? { message: `Not ready: ${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} down.` } : {}),
      checks: { postgresql: postgres, temporal },
    });
  });
  return router;
}
