import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { insertMessage } from '../helpers/messages';
import {
  creditedSession,
  isSubmitted,
  phoneNumbers,
  sandboxCountsByReference,
  tenantMessages,
  type MessageRow,
} from '../helpers/sms';
import { createMessageWithDebit } from '../../db/messaging/messages';
import { claimForSubmit } from '../../db/messaging/message-submission';
import { readBalance } from '../../db/accounts/ledger';
import { stuckSendsWorkflow, type StuckSendsTotals } from '../../workflows/messaging/stuck-sends';
import { STUCK_SENDS_SCHEDULE_ID } from '../../workflows/contracts';
import { ensureStuckSendsSchedule } from '../../worker/schedules/stuck-sends';

/** Far above any live request, and above the age of every other test's rows: only this file's backdated rows qualify. */
const THRESHOLD_MINUTES = 60;

/** An immediate single send accepted and debited as the API does, optionally claimed, then left `ageMinutes` old. */
async function orphanedSend(tenantId: number, opts: { claimed: boolean; ageMinutes: number }): Promise<number> {
  const { sequelize } = testEnv();
  const [toNumber] = phoneNumbers(1);
  const id = await createMessageWithDebit(sequelize, {
    tenantId,
    channel: 'sms',
    userId: null,
    contactId: null,
    toNumber,
    fromSender: 'INFO',
    body: 'Habari',
    credits: 1,
  });
  if (opts.claimed) await claimForSubmit(sequelize, [{ id, submitClaims: 0 }]);
  await backdate(id, opts.ageMinutes);
  return id;
}

async function backdate(id: number, minutes: number): Promise<void> {
  await testEnv().sequelize.query(
    `UPDATE messages SET updated_at = now() - make_interval(mins => $2),
       submit_attempted_at = CASE WHEN submit_attempted_at IS NULL THEN NULL ELSE now() - make_interval(mins => $2) END
     WHERE id = $1`,
    { bind: [id, minutes] },
  );
}

async function reconcile(): Promise<StuckSendsTotals> {
  const { temporal, config } = testEnv();
  return temporal.workflow.execute(stuckSendsWorkflow, {
    taskQueue: config.taskQueue,
    workflowId: `stuck-sends-test-${randomUUID()}`,
    args: [{ olderThanMinutes: THRESHOLD_MINUTES }],
  });
}

async function refundRows(tenantId: number): Promise<{ reference: string; amount: number }[]> {
  return testEnv().sequelize.query<{ reference: string; amount: number }>(
    `SELECT reference, amount FROM ledger_entries WHERE tenant_id = $1 AND reference LIKE 'sms:refund:%' ORDER BY id`,
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
}

const balance = (tenantId: number) => readBalance(testEnv().sequelize, null, tenantId, 'sms');
const rowOf = async (tenantId: number, id: number): Promise<MessageRow> =>
  (await tenantMessages(tenantId)).find((r) => r.id === id)!;

describe('stuck single sends reconciler', () => {
  it('adopts what the gateway logged, fails and refunds the rest once, and leaves young, batch and scheduled messages', async function () {
    this.timeout(60_000);
    const { sequelize, activityDeps } = testEnv();
    const [logged, lost, neverClaimed, young] = await Promise.all([1, 2, 3, 4].map(() => creditedSession(5)));

    // The API died after the gateway accepted: the sandbox has it under our reference.
    const loggedId = await orphanedSend(logged.tenant.id, { claimed: true, ageMinutes: 120 });
    const [loggedRow] = await tenantMessages(logged.tenant.id);
    const entry = await activityDeps.smsGateway.sendSingle({
      from: 'INFO',
      to: loggedRow.to_number,
      text: 'Habari',
      reference: String(loggedId),
    });
    // The API died before the gateway got it (claimed), or even before the claim.
    const lostId = await orphanedSend(lost.tenant.id, { claimed: true, ageMinutes: 120 });
    const neverClaimedId = await orphanedSend(neverClaimed.tenant.id, { claimed: false, ageMinutes: 120 });
    // A request that may still be running (younger than the threshold), and messages other workflows own.
    const youngId = await orphanedSend(young.tenant.id, { claimed: true, ageMinutes: 30 });
    const scheduledId = await insertMessage(young.tenant.id, {
      status: 'submitting',
      scheduledAt: new Date(Date.now() - 7_200_000),
    });
    const batchId = await insertMessage(young.tenant.id, { status: 'queued' });
    await sequelize.query('UPDATE messages SET batch_id = 999999999 WHERE id = $1', { bind: [batchId] });
    await Promise.all([scheduledId, batchId].map((id) => backdate(id, 120)));
    const before = await tenantMessages(young.tenant.id);

    // Two concurrent runs, then a third: each message is resolved exactly once.
    const concurrent = await Promise.all([reconcile(), reconcile()]);
    assert.ok(concurrent.reduce((n, t) => n + t.adopted, 0) >= 1);
    assert.ok(concurrent.reduce((n, t) => n + t.failed, 0) >= 2);
    assert.deepEqual(await reconcile(), { adopted: 0, failed: 0 });

    const adopted = await rowOf(logged.tenant.id, loggedId);
    assert.ok(isSubmitted(adopted), adopted.status);
    assert.equal(adopted.gateway_message_id, String(entry.messageId));
    assert.equal(adopted.refunded_at, null);
    assert.deepEqual(await refundRows(logged.tenant.id), []);
    assert.equal(await balance(logged.tenant.id), 4);

    for (const [session, id] of [
      [lost, lostId],
      [neverClaimed, neverClaimedId],
    ] as const) {
      const failed = await rowOf(session.tenant.id, id);
      assert.equal(failed.status, 'failed');
      assert.ok(failed.refunded_at);
      assert.deepEqual(await refundRows(session.tenant.id), [{ reference: `sms:refund:msg:${id}`, amount: 1 }]);
      assert.equal(await balance(session.tenant.id), 5);
    }
    // Nothing was (re)submitted by the reconciler.
    const counts = sandboxCountsByReference([loggedId, lostId, neverClaimedId, youngId]);
    assert.deepEqual([...counts.entries()], [[loggedId, 1]]);

    assert.deepEqual(await tenantMessages(young.tenant.id), before);
    assert.equal(before.find((r) => r.id === youngId)!.status, 'submitting');
    assert.deepEqual(await refundRows(young.tenant.id), []);
  });

  it('works through more stuck messages than one page', async function () {
    this.timeout(60_000);
    const session = await creditedSession(0);
    await testEnv().sequelize.query(
      `INSERT INTO messages (tenant_id, to_number, from_sender, body, credits, status, updated_at)
       SELECT $1, '255754' || lpad(n::text, 6, '0'), 'INFO', 'Habari', 1, 'queued', now() - interval '2 hours'
       FROM generate_series(1, 250) AS n`,
      { bind: [session.tenant.id] },
    );
    const totals = await reconcile();
    assert.ok(totals.failed >= 250, JSON.stringify(totals));
    const rows = await tenantMessages(session.tenant.id);
    assert.deepEqual(
      rows.filter((r) => r.status !== 'failed' || !r.refunded_at),
      [],
    );
    assert.equal(await balance(session.tenant.id), 250);
  });

  it('creates the 5-minute Schedule idempotently', async () => {
    const { temporal, config } = testEnv();
    try {
      assert.equal(await ensureStuckSendsSchedule(temporal, config.taskQueue), 'created');
      assert.equal(await ensureStuckSendsSchedule(temporal, config.taskQueue), 'updated');
      const schedule = await temporal.schedule.getHandle(STUCK_SENDS_SCHEDULE_ID).describe();
      assert.equal(schedule.action.type, 'startWorkflow');
      assert.equal(schedule.action.workflowType, 'stuckSendsWorkflow');
      assert.equal(schedule.action.taskQueue, config.taskQueue);
      assert.deepEqual(
        schedule.spec.intervals?.map((i) => i.every),
        [300_000],
      );
    } finally {
      // Never let it fire during the rest of the suite.
      await temporal.schedule
        .getHandle(STUCK_SENDS_SCHEDULE_ID)
        .delete()
        .catch(() => undefined);
    }
  });
});
