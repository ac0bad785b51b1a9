import autocannon from 'autocannon';
import type { Benchmark } from './types';
import { waitForDeliveryCallbacks } from './sms-progress';

const CONNECTIONS = 20;

/** `POST /api/sms/send` (immediate: answered after the gateway accepted) at 20 connections for 10 s. */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  await ctx.creditTenant(session.tenant.id, 'sms', 1_000_000);
  const result = await autocannon({
    url: `${ctx.env.baseUrl}/api/sms/send`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: 10,
    workers: 1, // the load generator gets its own thread, not the API's event loop
    headers: { authorization: `Bearer ${session.token}`, accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ to: '0754000111', text: 'Habari Juma, kikao ni kesho saa 4 asubuhi.' }),
  });
  await waitForDeliveryCallbacks(ctx.env.sandboxes.sms.sandbox.delivery);
  const p99 = result.latency.p99;
  return {
    name: `POST /api/sms/send at ${CONNECTIONS} connections`,
    figures: {
      'requests/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': p99,
      non2xx: result.non2xx, errors: result.errors,
    },
    target: 'p99 < 150 ms',
    pass: p99 < 150 && result.non2xx === 0 && result.errors === 0,
  };
};
