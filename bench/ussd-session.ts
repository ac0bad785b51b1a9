import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Sequelize } from 'sequelize';
import { loadFigures, loadPaths, percentOf, type LoadFigures } from './http-load';
import { withApiProcess } from './service-process';
import type { Benchmark } from './types';

const INVITEES = 5000;
const SESSIONS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 2;

/**
 * The screens of a session as the gateway posts them (`text` so far): the menu, a pledge typed and confirmed (a write
 * under the event's lock, with its webhook and figures), the statement, an RSVP with a count. Every one reads the
 * caller's invitations afresh, as each step does.
 */
const SCREENS = ['', '2', '2*50000', '2*50000*1', '3', '3*2', '1', '1*1', '1*1*3'];

/**
 * A harambee of 5,000 invitees (cards of 4), and for a fifth of them a second invitation from another organization,
 * so that those sessions start on the event list; seeded with SQL.
 */
async function seedEvents(sequelize: Sequelize, tenantIds: [number, number]): Promise<string[]> {
  const eventIds: number[] = [];
  for (const [i, tenantId] of tenantIds.entries()) {
    const [[event]] = (await sequelize.query(
      `INSERT INTO events (tenant_id, name, type, event_date, status, bank_name, bank_account_number, bank_account_name)
       VALUES ($1, $2, 'harambee', date '2026-12-12' + $3::int, 'active', 'CRDB Bank', '0150 2233 4455', 'Kamati')
       RETURNING id`,
      { bind: [tenantId, i === 0 ? 'Harambee ya Shule ya Msingi' : 'Harusi ya Asha na Juma', i] },
    )) as [{ id: number }[], unknown];
    eventIds.push(event!.id);
  }
  await sequelize.query(
    `INSERT INTO event_invitees (tenant_id, event_id, name, phone, card_type, admits, pledge_amount)
     SELECT $1, $2, 'Mgeni ' || i, '25573' || lpad(i::text, 7, '0'), 'family', 4, 10000 FROM generate_series(1, $3) AS i`,
    { bind: [tenantIds[0], eventIds[0], INVITEES] },
  );
  await sequelize.query(
    `INSERT INTO event_invitees (tenant_id, event_id, name, phone)
     SELECT $1, $2, 'Mgeni ' || i, '25573' || lpad(i::text, 7, '0') FROM generate_series(1, $3, 5) AS i`,
    { bind: [tenantIds[1], eventIds[1], INVITEES] },
  );
  await sequelize.query('VACUUM ANALYZE event_invitees');
  return Array.from({ length: INVITEES }, (_, i) => `+25573${String(i + 1).padStart(7, '0')}`);
}

/**
 * The request maker autocannon's worker thread loads: request n is screen n % SCREENS of session n / SCREENS, on the
 * next phone, so the 50 connections post steps of 50 sessions at once. A phone invited twice starts by choosing 1.
 */
async function writeStepRequestModule(phones: string[]): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'ussd-bench-'));
  await writeFile(join(dir, 'phones.json'), JSON.stringify(phones));
  const path = join(dir, 'step-request.cjs');
  await writeFile(
    path,
    `const phones = require(${JSON.stringify(join(dir, 'phones.json'))});
const screens = ${JSON.stringify(SCREENS)};
let next = 0;
module.exports = (req) => {
  const n = next++;
  const session = Math.floor(n / screens.length);
  const index = session % phones.length;
  const twice = index % 5 === 0;
  // Each session pledges another amount, so that every confirmation writes.
  const screen = screens[n % screens.length].replace('50000', String(50000 + (session % 1000) * 100));
  const text = twice ? (screen === '' ? '' : '1*' + screen) : screen;
  const body = new URLSearchParams({ sessionId: 'bench-' + session, serviceCode: '*150*00#', phoneNumber: phones[index], networkCode: '64002', text });
  return { ...req, body: body.toString() };
};
`,
  );
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function stepLoad(url: string, token: string, stepRequest: string, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: SESSIONS,
    duration: seconds,
    workers: 1,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    requests: [
      {
        method: 'POST',
        path: `/api/webhooks/ussd/${encodeURIComponent(token)}`,
        setupRequest: stepRequest as unknown as never,
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

/** `POST /api/webhooks/ussd/<token>`, 50 sessions at once over 5,000 invited phones, beside GET /healthz. */
export const run: Benchmark = async (ctx) => {
  const token = ctx.env.config.ussdCallbackToken;
  if (!token) throw new Error('USSD_CALLBACK_TOKEN is not set in the bench environment');
  const [a, b] = await Promise.all([ctx.createTenant(), ctx.createTenant()]);
  const phones = await seedEvents(ctx.env.sequelize, [a.tenant.id, b.tenant.id]);
  const stepRequest = await writeStepRequestModule(phones);
  const { healthz, steps } = await withApiProcess(async (url) => {
    const healthzLoad = await loadPaths(url, undefined, ['/healthz'], SESSIONS, SECONDS, {
      warmupSeconds: WARMUP_SECONDS,
    });
    await stepLoad(url, token, stepRequest.path, WARMUP_SECONDS);
    return { healthz: healthzLoad, steps: await stepLoad(url, token, stepRequest.path, SECONDS) };
  }).finally(stepRequest.remove);
  return {
    name: `POST /api/webhooks/ussd/{token}: ${SESSIONS} concurrent USSD sessions over ${INVITEES.toLocaleString('en')} invited phones`,
    figures: loadFigures(steps),
    baseline: { name: `GET /healthz at ${SESSIONS} connections`, figures: loadFigures(healthz) },
    ratio: `p99 ${steps.p99} ms vs ${healthz.p99} ms (${(steps.p99 / Math.max(1, healthz.p99)).toFixed(1)}×); ${percentOf(steps.rps, healthz.rps)} % of its requests/s`,
    target: 'p99 < 100 ms per screen at 50 concurrent sessions',
    pass: steps.p99 < 100 && steps.failures === 0,
  };
};
