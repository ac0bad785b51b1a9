import { QueryTypes } from 'sequelize';
import { loadPaths } from './http-load';
import { seedMessages } from './seed-messages';
import type { Benchmark } from './types';
import { messageListQueries, type MessageFilters } from '../db/messaging/message-queries';
import { addDays, darDate, darDayStart } from '../domain/calendar/dar-calendar';

const MESSAGES = 1_000_000;
const OTHER_TENANT_MESSAGES = 200_000;

/** What the list is asked most: everything, a status, a name, a number, a recent day, a day a month ago, a page deep down. */
function listPaths(): Array<{ path: string; filters: MessageFilters; offset: number }> {
  const today = darDate(new Date());
  const monthAgo = addDays(today, -25);
  const day = (d: string) => ({ sentFrom: darDayStart(d), sentBefore: darDayStart(addDays(d, 1)) });
  return [
    { path: '/api/messages', filters: {}, offset: 0 },
    { path: '/api/messages?status=UNDELIVERABLE', filters: { status: 'UNDELIVERABLE' }, offset: 0 },
    { path: '/api/messages?search=Rehema', filters: { search: 'Rehema' }, offset: 0 },
    { path: '/api/messages?search=Ref%20123456', filters: { search: 'Ref 123456' }, offset: 0 },
    { path: `/api/messages?date_from=${today}&date_to=${today}`, filters: day(today), offset: 0 },
    {
      path: `/api/messages?date_from=${monthAgo}&date_to=${monthAgo}&status=DELIVERED`,
      filters: { ...day(monthAgo), status: 'DELIVERED' },
      offset: 0,
    },
    { path: '/api/messages?page=500', filters: {}, offset: 499 * 20 },
  ];
}

/** `GET /api/messages` with its filters over a tenant holding 1,000,000 messages (another tenant beside it). */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  const other = await ctx.createTenant();
  const seedStart = Date.now();
  await seedMessages(ctx.env.sequelize, other.tenant.id, OTHER_TENANT_MESSAGES);
  await seedMessages(ctx.env.sequelize, session.tenant.id, MESSAGES);
  const seedSeconds = Math.round((Date.now() - seedStart) / 1000);
  const cases = listPaths();
  if (process.env.BENCH_EXPLAIN) await explainAll(ctx.env.sequelize, session.tenant.id, cases);
  const perPath: Record<string, number> = {};
  for (const c of cases)
    perPath[`${c.path.replace('/api/messages', '') || '(none)'} p50 ms`] = (
      await loadPaths(ctx.env.baseUrl, session.token, [c.path], 1, 2)
    ).p50;
  const loaded = await loadPaths(
    ctx.env.baseUrl,
    session.token,
    cases.map((c) => c.path),
    10,
    10,
    { warmupSeconds: 3 },
  );
  return {
    name: `GET /api/messages with filters over ${MESSAGES.toLocaleString('en')} messages of one tenant, 10 connections`,
    figures: {
      'seed s': seedSeconds,
      ...perPath,
      'requests/s': loaded.rps,
      'p50 ms': loaded.p50,
      'p99 ms': loaded.p99,
      failures: loaded.failures,
    },
    target: 'p99 < 300 ms at 10 connections, every filter answered from an index (BENCH_EXPLAIN=1 prints the plans)',
    pass: loaded.p99 < 300 && loaded.failures === 0,
  };
};

async function explainAll(
  sequelize: import('sequelize').Sequelize,
  tenantId: number,
  cases: ReturnType<typeof listPaths>,
): Promise<void> {
  for (const c of cases) {
    const q = messageListQueries(tenantId, c.filters, { limit: 20, offset: c.offset });
    for (const [what, stmt] of [
      ['page', q.page],
      ['count', q.count],
    ] as const) {
      const plan = await sequelize.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${stmt.sql}`, {
        bind: stmt.bind,
        type: QueryTypes.SELECT,
      });
      process.stdout.write(`\n--- ${c.path} (${what})\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n`);
    }
  }
}
