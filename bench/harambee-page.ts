import type { Sequelize } from 'sequelize';
import { loadFigures, loadPaths, percentOf } from './http-load';
import { withApiProcess } from './service-process';
import type { Benchmark } from './types';

const INVITEES = 5000;
const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 2;

/**
 * A harambee of 5,000 invitees with its page on, seeded with SQL (the figure triggers run): every second invitee
 * paid (a payment each, paid_amount set to it) and every tenth agreed to be listed, so the page counts 2,500
 * contributors and lists its 100 newest names.
 */
async function seedHarambee(sequelize: Sequelize, tenantId: number): Promise<string> {
  const [[event]] = (await sequelize.query(
    `INSERT INTO events (tenant_id, name, type, event_date, venue, target_amount, status, public_page)
     VALUES ($1, 'Harambee ya Shule ya Msingi Mwenge', 'harambee', date '2026-12-12', 'Shule ya Msingi Mwenge', 50000000, 'active', true)
     RETURNING id, public_code`,
    { bind: [tenantId] },
  )) as [{ id: number; public_code: string }[], unknown];
  await sequelize.query(
    `INSERT INTO event_invitees (tenant_id, event_id, name, phone, pledge_amount, public_listing, source)
     SELECT $1, $2, 'Mchangiaji ' || i, '25573' || lpad(i::text, 7, '0'), 20000, i % 10 = 0, 'public'
     FROM generate_series(1, $3) AS i`,
    { bind: [tenantId, event!.id, INVITEES] },
  );
  await sequelize.query(
    `INSERT INTO event_payments (tenant_id, event_id, event_invitee_id, amount, payment_date, payment_method)
     SELECT tenant_id, event_id, id, 10000, date '2026-11-01', 'mobile_money' FROM event_invitees WHERE event_id = $1 AND id % 2 = 0`,
    { bind: [event!.id] },
  );
  await sequelize.query(`UPDATE event_invitees i SET paid_amount = 10000 WHERE event_id = $1 AND id % 2 = 0`, {
    bind: [event!.id],
  });
  for (const table of ['events', 'event_invitees', 'event_payments']) await sequelize.query(`VACUUM ANALYZE ${table}`);
  return event!.public_code;
}

/** `GET /c/<code>`, a shared harambee page's burst at 50 connections, beside GET /healthz in the same run. */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  const code = await seedHarambee(ctx.env.sequelize, session.tenant.id);
  const { healthz, page } = await withApiProcess(async (url) => ({
    healthz: await loadPaths(url, undefined, ['/healthz'], CONNECTIONS, SECONDS, { warmupSeconds: WARMUP_SECONDS }),
    page: await loadPaths(url, undefined, [`/c/${code}`], CONNECTIONS, SECONDS, { warmupSeconds: WARMUP_SECONDS }),
  }));
  return {
    name: `GET /c/<code> (the harambee page) at ${CONNECTIONS} connections, an event of ${INVITEES.toLocaleString('en')} invitees`,
    figures: loadFigures(page),
    baseline: { name: `GET /healthz at ${CONNECTIONS} connections`, figures: loadFigures(healthz) },
    ratio: `p99 ${page.p99} ms vs ${healthz.p99} ms (${(page.p99 / Math.max(1, healthz.p99)).toFixed(1)}×); ${percentOf(page.rps, healthz.rps)} % of its requests/s`,
    target: '>= 1,000 requests/s with p99 < 100 ms at 50 connections',
    pass: page.rps >= 1000 && page.p99 < 100 && page.failures === 0,
  };
};
