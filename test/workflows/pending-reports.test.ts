import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createTenantSession } from '../helpers/tenant';
import { insertMessage, messageRow, submitToSandbox } from '../helpers/messages';
import { phoneNumbers } from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';
import { pendingReportsWorkflow } from '../../workflows/messaging/pending-reports';
import { ensurePendingReportsSchedule } from '../../worker/schedules/pending-reports';
import { PENDING_REPORTS_SCHEDULE_ID } from '../../workflows/contracts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/**
 * A message the gateway accepted (and reported on) whose callback we never applied: the row is written only after
 * the sandbox's callback came and went, as when the database was down when it arrived.
 */
async function messageWithLostCallback(tenantId: number, to: string, sentAt: Date): Promise<number> {
  const gatewayId = await submitToSandbox(to);
  await waitFor(() => testEnv().sandboxes.sms.store.getReport(gatewayId) !== undefined, 10_000, 50);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await testEnv().sequelize.query('DELETE FROM held_delivery_reports WHERE gateway_message_id = $1', {
    bind: [gatewayId],
  });
  return insertMessage(tenantId, { toNumber: to, gatewayMessageId: gatewayId, status: 'PENDING_ACCEPTED', sentAt });
}

function runReconciler(olderThanMinutes: number) {
  const env = testEnv();
  return env.temporal.workflow.execute(pendingReportsWorkflow, {
    taskQueue: env.config.taskQueue,
    workflowId: `pending-reports-test-${Date.now()}`,
    args: [{ olderThanMinutes }],
  });
}

describe('pending reports reconciler: reports whose callbacks were lost are fetched from the gateway', () => {
  it('applies the gateway report of a message still pending past the age, once, and leaves young messages alone', async function () {
    this.timeout(60_000);
    const session = await createTenantSession();
    const [old, young, silent] = phoneNumbers(3);
    const stale = await messageWithLostCallback(session.tenant.id, old, minutesAgo(30));
    const fresh = await messageWithLostCallback(session.tenant.id, young, minutesAgo(1));
    // 255710000003: the gateway accepts it and never has a report.
    const neverReported = await insertMessage(session.tenant.id, {
      toNumber: silent,
      gatewayMessageId: await submitToSandbox('255710000003'),
      sentAt: minutesAgo(30),
    });
    assert.equal((await messageRow(stale))?.status, 'PENDING_ACCEPTED');

    const totals = await runReconciler(10);
    assert.ok(totals.updated >= 1, JSON.stringify(totals));
    assert.deepEqual(await messageRow(stale).then((r) => [r?.status, r?.delivery_status]), [
      'DELIVERED',
      'DELIVERED_TO_HANDSET',
    ]);
    assert.equal((await messageRow(fresh))?.status, 'PENDING_ACCEPTED');
    assert.equal((await messageRow(neverReported))?.status, 'PENDING_ACCEPTED');
    const [checked] = await testEnv().sequelize.query<{ report_checked_at: Date | null }>(
      'SELECT report_checked_at FROM messages WHERE id = $1',
      { bind: [neverReported], type: QueryTypes.SELECT },
    );
    assert.ok(checked.report_checked_at, 'the silent message was asked about');

    // Asked about once per interval: a second run at once does not ask about it again.
    const again = await runReconciler(10);
    assert.equal(again.checked, 0);
  });

  it('runs every 10 minutes from a Schedule created idempotently', async () => {
    const env = testEnv();
    await ensurePendingReportsSchedule(env.temporal, env.config.taskQueue);
    assert.equal(await ensurePendingReportsSchedule(env.temporal, env.config.taskQueue), 'updated');
    const description = await env.temporal.schedule.getHandle(PENDING_REPORTS_SCHEDULE_ID).describe();
    assert.equal(description.spec.intervals?.[0]?.every, 600_000);
    assert.equal(description.action.type, 'startWorkflow');
  });
});
