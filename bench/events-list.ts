import type { Sequelize } from 'sequelize';
import { loadPaths } from './http-load';
import { withApiProcess } from './service-process';
import type { Benchmark } from './types';

const EVENTS = 200;
const INVITEES_PER_EVENT = 1000;
const MESSAGES_PER_EVENT = 100;
/** The list as an organiser uses it: first page, a later page, a name search, a status filter. */
const PATHS = ['/api/events', '/api/events?page=5', '/api/events?search=Harusi', '/api/events?status=active'];

/**
 * Seeds with SQL (the figure triggers run as they would for imports): events of every type and status, 1,000 invitees
 * each with pledges, a payment for every fourth invitee (paid_amount set to it), three stages and 100 SMS messages
 * per event.
 */
async function seedEvents(sequelize: Sequelize, tenantId: number): Promise<void> {
  await sequelize.query(
    `INSERT INTO events (tenant_id, name, type, event_date, venue, target_amount, status)
     SELECT $1, (ARRAY['Harusi', 'Harambee', 'Sherehe', 'Mchango'])[1 + e % 4] || ' ya familia ' || e,
            (ARRAY['wedding', 'harambee', 'other', 'fundraiser'])[1 + e % 4], date '2026-06-01' + e, 'Ukumbi ' || e, 10000000,
            (ARRAY['draft', 'active', 'completed', 'cancelled'])[1 + e % 4]
     FROM generate_series(1, $2) AS e`,
    { bind: [tenantId, EVENTS] },
  );
  await sequelize.query(
    `INSERT INTO event_invitees (tenant_id, event_id, name, phone, pledge_amount, status)
     SELECT $1, e.id, 'Mgeni ' || i, '25571' || lpad((e.n * 10000 + i)::text, 7, '0'), (i % 5) * 10000,
            (ARRAY['pending', 'invited', 'confirmed', 'declined'])[1 + i % 4]
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM events WHERE tenant_id = $1) e, generate_series(1, $2) AS i`,
    { bind: [tenantId, INVITEES_PER_EVENT] },
  );
  await sequelize.query(
    `INSERT INTO event_payments (tenant_id, event_id, event_invitee_id, amount, payment_date, payment_method)
     SELECT tenant_id, event_id, id, 5000, date '2026-05-01', 'cash' FROM event_invitees WHERE tenant_id = $1 AND id % 4 = 0`,
    { bind: [tenantId] },
  );
  await sequelize.query(
    `UPDATE event_invitees i SET paid_amount = p.total
     FROM (SELECT event_invitee_id, sum(amount) AS total FROM event_payments WHERE tenant_id = $1 GROUP BY event_invitee_id) p
     WHERE i.id = p.event_invitee_id`,
    { bind: [tenantId] },
  );
  await sequelize.query(
    `INSERT INTO event_sms_stages (tenant_id, event_id, stage_type, name, body)
     SELECT $1, e.id, t, 'Stage ' || t, 'Habari {invitee_name}, karibu {event_name}.'
     FROM events e, unnest(ARRAY['invitation', 'pledge_reminder', 'thank_you']) AS t WHERE e.tenant_id = $1`,
    { bind: [tenantId] },
  );
  await sequelize.query(
    `INSERT INTO messages (tenant_id, to_number, from_sender, body, credits, status, event_id, gateway_message_id)
     SELECT $1, '255710999999', 'INFO', 'Habari, karibu.', 1 + m % 2, 'DELIVERED', e.id, CASE WHEN m % 10 > 0 THEN 'gw-' || e.id || '-' || m END
     FROM events e, generate_series(1, $2) AS m WHERE e.tenant_id = $1`,
    { bind: [tenantId, MESSAGES_PER_EVENT] },
  );
  for (const table of ['events', 'event_invitees', 'event_payments', 'event_sms_stages', 'messages'])
    await sequelize.query(`VACUUM ANALYZE ${table}`);
}

/** `GET /api/events` (every figure of each listed event) for a tenant with 200 events of 1,000 invitees each. */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  await seedEvents(ctx.env.sequelize, session.tenant.id);
  const { single, loaded } = await withApiProcess(async (url) => ({
    single: await loadPaths(url, session.token, PATHS, 1, 3),
    loaded: await loadPaths(url, session.token, PATHS, 20, 10, { warmupSeconds: 3 }),
  }));
  return {
    name: `GET /api/events with ${EVENTS} events of ${INVITEES_PER_EVENT.toLocaleString('en')} invitees at 20 connections`,
    figures: {
      'requests/s': loaded.rps,
      'p50 ms': loaded.p50,
      'p99 ms': loaded.p99,
      failures: loaded.failures,
      '1-connection p50 ms': single.p50,
      '1-connection p99 ms': single.p99,
    },
    target: 'p99 < 50 ms at 20 connections',
    pass: loaded.p99 < 50 && loaded.failures === 0,
  };
};
