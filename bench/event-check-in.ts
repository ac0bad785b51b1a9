import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * The request maker autocannon's worker thread loads (a worker takes a module path, not a function): each request
 * checks one guest in on the next card, round the event's cards in a shuffled order.
 */
async function writeScanRequestModule(codes: string[]): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'check-in-bench-'));
  await writeFile(join(dir, 'codes.json'), JSON.stringify(codes));
  const path = join(dir, 'scan-request.cjs');
  await writeFile(
    path,
    `const codes = require(${JSON.stringify(join(dir, 'codes.json'))});
let next = 0;
module.exports = (req) => ({ ...req, body: JSON.stringify({ code: codes[next++ % codes.length], door: 'Door ' + (next % 4) }) });
`,
  );
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** 20 ushers scanning for `seconds`, the load generator in a worker thread of its own (as http-load.ts does). */
async function scanLoad(url: string, token: string, eventId: number, scanRequest: string, seconds: number) {
  const result = await autocannon({
    url,
    connections: USHERS,
    duration: seconds,
    workers: 1,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    requests: [
      { method: 'POST', path: `/api/events/${eventId}/check-ins`, setupRequest: scanRequest as unknown as never },
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
  const scanRequest = await writeScanRequestModule(codes);
  const { healthz, scans } = await withApiProcess(async (url) => {
    const healthzLoad = await loadPaths(url, undefined, ['/healthz'], USHERS, SECONDS, {
      warmupSeconds: WARMUP_SECONDS,
    });
    await scanLoad(url, usher.token, eventId, scanRequest.path, WARMUP_SECONDS);
    return { healthz: healthzLoad, scans: await scanLoad(url, usher.token, eventId, scanRequest.path, SECONDS) };
  }).finally(scanRequest.remove);
  return {
    name: `POST /api/events/{id}/check-ins at ${USHERS} concurrent ushers over ${INVITEES.toLocaleString('en')} invitees`,
    figures: loadFigures(scans),
    baseline: { name: `GET /healthz at ${USHERS} connections`, figures: loadFigures(healthz) },
    ratio: `p99 ${scans.p99} ms vs ${healthz.p99} ms (${(scans.p99 / Math.max(1, healthz.p99)).toFixed(1)}×); ${percentOf(scans.rps, healthz.rps)} % of its requests/s`,
    target: 'p99 < 50 ms at 20 concurrent ushers',
    pass: scans.p99 < 50 && scans.failures === 0,
  };
};
