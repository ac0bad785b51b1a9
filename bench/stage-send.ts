import { performance } from 'node:perf_hooks';
import type { Sequelize } from 'sequelize';
import { unsentCount, waitForDeliveryCallbacks, waitUntilAllSubmitted } from './sms-progress';
import { withWorkerProcess } from './worker-process';
import type { Benchmark } from './types';

const INVITEES = 10_000;
const TARGET_PER_SECOND = 1_000;
const DEADLINE_S = 300;
const BODY = 'Habari {invitee_name}! Karibu {event_name} tarehe {event_date}, {venue}. Thibitisha: {event_link}';

/**
 * An event of 10,000 pending invitees and one invitation stage, seeded by SQL; returns their ids. Numbers start at
 * 1000 so no invitee gets one of the SMS sandbox's magic numbers (255710000004 answers 429 forever).
 */
async function seedEvent(sequelize: Sequelize, tenantId: number): Promise<{ eventId: number; stageId: number }> {
  const [[event]] = (await sequelize.query(
    `INSERT INTO events (tenant_id, name, type, event_date, venue, status)
     VALUES ($1, 'Harusi ya Neema na Juma', 'wedding', date '2027-06-12', 'Ukumbi wa Diamond Jubilee', 'active') RETURNING id`,
    { bind: [tenantId] },
  )) as unknown as [[{ id: number }]];
  await sequelize.query(
    `INSERT INTO event_invitees (tenant_id, event_id, name, phone, pledge_amount)
     SELECT $1, $2, 'Mgeni ' || i, '25571' || lpad((i + 1000)::text, 7, '0'), (i % 5) * 10000 FROM generate_series(1, $3) AS i`,
    { bind: [tenantId, event.id, INVITEES] },
  );
  const [[stage]] = (await sequelize.query(
    `INSERT INTO event_sms_stages (tenant_id, event_id, stage_type, name, body) VALUES ($1, $2, 'invitation', 'Mwaliko', $3) RETURNING id`,
    { bind: [tenantId, event.id, BODY] },
  )) as unknown as [[{ id: number }]];
  await sequelize.query('VACUUM ANALYZE event_invitees');
  return { eventId: event.id, stageId: stage.id };
}

/**
 * `POST /api/events/{id}/sms-stages/{id}/send` of an invitation to 10,000 invitees, timed from the request until
 * every message has left `queued`; the send runs on a worker in its own process.
 */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  const { env } = ctx;
  await ctx.creditTenant(session.tenant.id, 'sms', INVITEES * 2);
  const { eventId, stageId } = await seedEvent(env.sequelize, session.tenant.id);
  return withWorkerProcess(env, session.token, async (api) => {
    const posted = performance.now();
    const res = await api.post(`/events/${eventId}/sms-stages/${stageId}/send`);
    const acceptMs = performance.now() - posted;
    if (res.status !== 200)
      throw new Error(`stage send failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
    const waited = await waitUntilAllSubmitted(env.sequelize, res.data.batch_id, INVITEES, DEADLINE_S);
    const left = await unsentCount(env.sequelize, res.data.batch_id);
    const seconds = waited === null ? null : waited + acceptMs / 1000;
    await waitForDeliveryCallbacks(env.sandboxes.sms.sandbox.delivery);
    const perSecond = seconds === null ? 0 : Math.round(INVITEES / seconds);
    return {
      name: `Event stage send to ${INVITEES.toLocaleString('en')} invitees (worker in its own process)`,
      figures: {
        'request ms': Math.round(acceptMs),
        count: res.data.count,
        'all left queued s': seconds === null ? `> ${DEADLINE_S}` : seconds.toFixed(1),
        'messages/s': perSecond,
        'rows at the end': left.rows,
        'still queued': left.unsent,
      },
      target: `≥ ${TARGET_PER_SECOND.toLocaleString('en')} messages/s from the request until every message has left queued`,
      pass: perSecond >= TARGET_PER_SECOND && res.data.count === INVITEES,
    };
  });
};
