import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { assertEventSmsFiguresExact, createEvent, insertEventMessages, showEvent } from '../helpers/events';
import { testEnv } from '../helpers/env';

const smsFigures = async (session: TenantSession, eventId: number) => {
  const { total_sms, sent_sms, sms_cost } = await showEvent(session, eventId);
  return { total_sms, sent_sms, sms_cost };
};

const run = (sql: string, bind: unknown[]) => testEnv().sequelize.query(sql, { bind, type: QueryTypes.UPDATE });

/**
 * An event's SMS figures are kept by statement-level triggers on messages (event_sms_figures). Each kind of write
 * the pipeline makes (insert, gateway id stored, refund, delete, several events in one statement) moves them exactly
 * as counting the messages afresh would, and writes to messages of no event leave them alone.
 */
describe('event SMS figures kept by the message triggers', () => {
  let tenant: TenantSession;
  before(async () => {
    tenant = await createTenantSession();
  });
  afterEach(assertEventSmsFiguresExact);

  it('follow inserts, gateway ids, refunds and deletes, across events in one statement, and ignore chat and other messages', async () => {
    const [a, b] = [await createEvent(tenant), await createEvent(tenant, { name: 'Harambee ya Shule' })];
    assert.deepEqual(await smsFigures(tenant, a.id), { total_sms: 0, sent_sms: 0, sms_cost: 0 });

    await insertEventMessages(tenant.tenant.id, a.id, [
      { credits: 2, accepted: true },
      { credits: 3, accepted: false },
      { credits: 5, accepted: false, refunded: true },
      { credits: 7, accepted: true, channel: 'chat' },
    ]);
    await insertEventMessages(tenant.tenant.id, b.id, [
      { credits: 1, accepted: false },
      { credits: 4, accepted: false },
    ]);
    assert.deepEqual(await smsFigures(tenant, a.id), { total_sms: 3, sent_sms: 1, sms_cost: 5 });
    assert.deepEqual(await smsFigures(tenant, b.id), { total_sms: 2, sent_sms: 0, sms_cost: 5 });

    // One statement accepts the queued messages of both events, as a results page of several sends would.
    await run(
      `UPDATE messages SET gateway_message_id = 'gw-' || id, status = 'PENDING_ACCEPTED'
               WHERE tenant_id = $1 AND event_id = ANY($2::int[]) AND gateway_message_id IS NULL AND refunded_at IS NULL AND channel = 'sms'`,
      [tenant.tenant.id, [a.id, b.id]],
    );
    assert.deepEqual(await smsFigures(tenant, a.id), { total_sms: 3, sent_sms: 2, sms_cost: 5 });
    assert.deepEqual(await smsFigures(tenant, b.id), { total_sms: 2, sent_sms: 2, sms_cost: 5 });

    // A refund takes the credits out of the cost; a status-only update (a delivery report) changes nothing.
    await run('UPDATE messages SET refunded_at = now() WHERE event_id = $1 AND credits = 4', [b.id]);
    await run(`UPDATE messages SET status = 'DELIVERED' WHERE event_id = ANY($1::int[])`, [[a.id, b.id]]);
    assert.deepEqual(await smsFigures(tenant, b.id), { total_sms: 2, sent_sms: 2, sms_cost: 1 });

    // Messages of no event, and a message naming an event of another tenant, are not the event's.
    const other = await createTenantSession();
    await run(
      `INSERT INTO messages (tenant_id, to_number, from_sender, body, credits, status) VALUES ($1, '255712000001', 'INFO', 'x', 9, 'queued')`,
      [tenant.tenant.id],
    );
    await insertEventMessages(other.tenant.id, a.id, [{ credits: 9, accepted: true }]);
    assert.deepEqual(await smsFigures(tenant, a.id), { total_sms: 3, sent_sms: 2, sms_cost: 5 });

    await run('DELETE FROM messages WHERE event_id = $1 AND credits = 3', [a.id]);
    assert.deepEqual(await smsFigures(tenant, a.id), { total_sms: 2, sent_sms: 1, sms_cost: 2 });

    // Writers on many connections at once (a batch's parallel pages) lose nothing.
    await Promise.all(
      Array.from({ length: 12 }, () =>
        insertEventMessages(tenant.tenant.id, a.id, [
          { credits: 1, accepted: true },
          { credits: 2, accepted: false },
        ]),
      ),
    );
    assert.deepEqual(await smsFigures(tenant, a.id), { total_sms: 26, sent_sms: 13, sms_cost: 38 });

    // A deleted event takes its figures with it; its messages stay, and writing them later is no error.
    const slotRows = async (eventId: number) =>
      (
        await testEnv().sequelize.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM event_sms_figures WHERE event_id = $1',
          { bind: [eventId], type: QueryTypes.SELECT },
        )
      )[0].n;
    assert.ok((await slotRows(b.id)) > 0);
    assert.equal((await tenant.api.delete(`/events/${b.id}`)).status, 200);
    assert.equal(await slotRows(b.id), 0);
    await run('UPDATE messages SET refunded_at = now() WHERE event_id = $1', [b.id]);
    assert.deepEqual(await smsFigures(tenant, a.id), { total_sms: 26, sent_sms: 13, sms_cost: 38 });
  });
});
