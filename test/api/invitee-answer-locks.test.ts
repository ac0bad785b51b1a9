import assert from 'node:assert/strict';
import axios from 'axios';
import { QueryTypes, Transaction } from 'sequelize';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent } from '../helpers/events';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { TEST_USSD_CALLBACK_TOKEN } from '../helpers/sandboxes';

/** One USSD step posted as the gateway posts it: `1*1` confirms a single card's invitee. */
const confirmByUssd = (phone: string) =>
  axios.post(
    `${testEnv().baseUrl}/api/webhooks/ussd/${TEST_USSD_CALLBACK_TOKEN}`,
    new URLSearchParams({
      sessionId: `locks-${phone}`,
      serviceCode: '*150*00#',
      phoneNumber: `+${phone}`,
      text: '1*1',
    }),
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, timeout: 5000 },
  );

const statusOf = async (inviteeId: number): Promise<string> => {
  const [row] = await testEnv().sequelize.query<{ status: string }>('SELECT status FROM event_invitees WHERE id = $1', {
    bind: [inviteeId],
    type: QueryTypes.SELECT,
  });
  return row!.status;
};

/** Whether a backend of this database waits for a lock (the RSVP queued behind the test's transaction). */
const someoneWaitsForALock = async (): Promise<boolean> => {
  const [row] = await testEnv().sequelize.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    { type: QueryTypes.SELECT },
  );
  return row!.waiting > 0;
};

describe("an invitee's answer and the event's lock (page, SMS keyword and USSD share it)", () => {
  let tenant: TenantSession;

  before(async () => {
    tenant = await createTenantSession();
  });

  it('an RSVP does not wait for another RSVP of the same event (they share the lock)', async () => {
    const event = await createEvent(tenant, { status: 'active' });
    const invitee = await addInvitee(tenant, event.id);
    const { sequelize } = testEnv();
    // Another RSVP of the event in progress: it holds the event as an RSVP does.
    await sequelize.transaction(async (transaction) => {
      await sequelize.query('SELECT 1 FROM events WHERE id = $1 FOR SHARE', { bind: [event.id], transaction });
      const res = await confirmByUssd(invitee.phone);
      assert.match(res.data, /^END Asante! Umethibitisha kuhudhuria/);
      assert.equal(await statusOf(invitee.id), 'confirmed');
    });
  });

  it('an RSVP still waits for a writer of the event, and once the event is cancelled it saves nothing', async () => {
    const event = await createEvent(tenant, { status: 'active' });
    const invitee = await addInvitee(tenant, event.id);
    const { sequelize } = testEnv();
    const transaction = await sequelize.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.READ_COMMITTED });
    let answer: Promise<{ data: string }> = Promise.resolve({ data: '' });
    try {
      // A cancellation in progress holds the event's write lock (db/events/event-lock.ts).
      await sequelize.query('SELECT 1 FROM events WHERE id = $1 FOR NO KEY UPDATE', { bind: [event.id], transaction });
      answer = confirmByUssd(invitee.phone);
      await waitFor(someoneWaitsForALock);
      await sequelize.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, { bind: [event.id], transaction });
      await transaction.commit();
    } catch (err) {
      await transaction.rollback();
      throw err;
    }
    assert.equal((await answer).data, 'END Samahani, tukio hili limesitishwa.');
    assert.equal(await statusOf(invitee.id), 'pending');
  });
});
