import autocannon from 'autocannon';
import type { Sequelize } from 'sequelize';
import { createMemberSession } from '../test/helpers/tenant';
import { loadFigures, loadPaths, percentOf, type LoadFigures } from './http-load';
import { withApiProcess } from './service-process';
import type { Benchmark } from './types';

const INVITEES = 5000;
const USHERS = 20;
const SECONDS = 10;
const WARMUP_SECONDS = 2;

/**
 * An active event of 5,000 invitees, seeded with SQL; each card admits 20 (a family card as set), so that the run's
 * scans, going round the cards, are all admitted (a 409 would count as a failure) and each scan locks another card.
 */
async function seedEvent(sequelize: Sequelize, tenantId: number): Promise<{ eventId: number; codes: string[] }> {
  const [[event]] = (await sequelize.query(
    `INSERT INTO events (tenant_id, name, type, event_date, status) VALUES ($1, 'Harusi ya mlangoni', 'wedding', date '2026-12-12', 'active')
     RETURNING id`,
    { bind: [tenantId] },
  )) as [{ id: number }[], unknown];
  const eventId = event!.id;
  await sequelize.query(
    `INSERT INTO event_invitees (tenant_id, event_id, name, phone, card_type, admits, status)
     SELECT $1, $2, 'Mgeni ' || i, '25572' || lpad(i::text, 7, '0'), 'family', 20, 'confirmed' FROM generate_series(1, $3) AS i`,
    { bind: [tenantId, eventId, INVITEES] },
  );
  await sequelize.query('VACUUM ANALYZE event_invitees');
  const [rows] = (await sequelize.query('SELECT entry_code FROM event_invitees WHERE event_id = $1 ORDER BY random()', {
    bind: [eventId],
  })) as [{ entry_code: string }[], unknown];
  return { eventId, codes: rows.map((r) => r.entry_code) };
}

/**
 * 20 ushers scanning: each request checks one guest in on the next card (round the 5,000). In the bench process's
 * own thread (no autocannon worker), as the body of each request is made by a function, which a worker cannot take.
 */
async function scanLoad(url: string, token: string, eventId: number, codes: string[], seconds: number) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: USHERS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    requests: [
      {
        method: 'POST',
        path: `/api/events/${eventId}/check-ins`,
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ code: codes[next++ % codes.length], door: `Door ${next % 4}` }),
        }),
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  } satisfies LoadFigures;
}

/** `POST /api/events/{id}/check-ins` by an usher (events.check_in only), beside GET /healthz in the same run. */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  const usher = await createMemberSession(session, ['events.check_in']);
  const { eventId, codes } = await seedEvent(ctx.env.sequelize, session.tenant.id);
  const { healthz, scans } = await withApiProcess(async (url) => {
    const healthzLoad = await loadPaths(url, undefined, ['/healthz'], USHERS, SECONDS, {
      warmupSeconds: WARMUP_SECONDS,
    });
    await scanLoad(url, usher.token, eventId, codes, WARMUP_SECONDS);
    return { healthz: healthzLoad, scans: await scanLoad(url, usher.token, eventId, codes, SECONDS) };
  });
  return {
    name: `POST /api/events/{id}/check-ins at ${USHERS} concurrent ushers over ${INVITEES.toLocaleString('en')} invitees`,
    figures: loadFigures(scans),
    baseline: { name: `GET /healthz at ${USHERS} connections`, figures: loadFigures(healthz) },
    ratio: `p99 ${scans.p99} ms vs ${healthz.p99} ms (${(scans.p99 / Math.max(1, healthz.p99)).toFixed(1)}×); ${percentOf(scans.rps, healthz.rps)} % of its requests/s`,
    target: 'p99 < 50 ms at 20 concurrent ushers',
    pass: scans.p99 < 50 && scans.failures === 0,
  };
};
