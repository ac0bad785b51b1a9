import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { creditTenant } from '../helpers/credits';
import { creditedSession, phoneNumbers, smsBalance } from '../helpers/sms';
import type { TenantSession } from '../helpers/tenant';
import { lowBalanceAlertsWorkflow } from '../../workflows/accounts/low-balance-alerts';

/** One run of the Schedule's workflow, as the `low-balance-alerts` Schedule starts it every minute. */
async function deliverAlerts(): Promise<number> {
  const { temporal, config } = testEnv();
  return temporal.workflow.execute(lowBalanceAlertsWorkflow, {
    taskQueue: config.taskQueue,
    workflowId: `low-balance-alerts-test-${randomUUID()}`,
  });
}

const mailsTo = (email: string) => testEnv().mailer.outbox.filter((m) => m.to === email);

async function alerts(
  tenantId: number,
): Promise<Array<{ channel: string; threshold: number; balance: number; mailed: boolean }>> {
  return testEnv().sequelize.query(
    'SELECT channel, threshold, balance, mailed_at IS NOT NULL AS mailed FROM low_balance_alerts WHERE tenant_id = $1 ORDER BY id',
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
}

const sendOne = (session: TenantSession, to: string) => session.api.post('/sms/send', { to, text: 'Habari' });

describe('low-balance alerts', () => {
  it('validates and shows the thresholds in the settings', async () => {
    const session = await creditedSession(0);
    for (const bad of [-1, 0, 1.5, 'many', 3_000_000_000]) {
      assert.equal((await session.api.patch('/settings', { low_balance_threshold_sms: bad })).status, 422, String(bad));
    }
    const res = await session.api.patch('/settings', {
      low_balance_threshold_sms: 5,
      low_balance_threshold_chat: null,
    });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual([res.data.data.low_balance_threshold_sms, res.data.data.low_balance_threshold_chat], [5, null]);
  });

  it('mails the admins once per crossing below the threshold, and again only after a top-up lifted the balance back', async () => {
    const session = await creditedSession(7);
    await session.api.patch('/settings', { low_balance_threshold_sms: 5 });
    const numbers = phoneNumbers(6);
    for (const to of numbers.slice(0, 2)) assert.equal((await sendOne(session, to)).status, 201);
    assert.deepEqual(await alerts(session.tenant.id), []); // 5 left: not below
    assert.equal((await sendOne(session, numbers[2])).status, 201);
    assert.equal((await sendOne(session, numbers[3])).status, 201);
    assert.equal(await smsBalance(session), 3);
    assert.deepEqual(await alerts(session.tenant.id), [{ channel: 'sms', threshold: 5, balance: 4, mailed: false }]);

    assert.ok((await deliverAlerts()) >= 1);
    assert.equal(await deliverAlerts(), 0);
    const [mail] = mailsTo(session.admin.email);
    assert.equal(mailsTo(session.admin.email).length, 1);
    assert.ok(mail.subject.includes('SMS credits are low') && mail.text.includes('threshold of 5'), mail.text);

    await creditTenant(session.tenant.id, 'sms', 1); // 4: still below, not re-armed
    assert.equal((await sendOne(session, numbers[4])).status, 201);
    assert.equal((await alerts(session.tenant.id)).length, 1);
    await creditTenant(session.tenant.id, 'sms', 10); // 13: re-armed
    const bulk = await session.api.post('/sms/send-bulk', {
      messages: phoneNumbers(9).map((to) => ({ to, text: 'x' })),
    });
    assert.equal(bulk.status, 202, JSON.stringify(bulk.data));
    assert.deepEqual(
      (await alerts(session.tenant.id)).map((a) => a.balance),
      [4, 4],
    );
    await deliverAlerts();
    assert.equal(mailsTo(session.admin.email).length, 2);
  });

  it('concurrent debits across the threshold record one alert', async () => {
    const session = await creditedSession(12);
    await session.api.patch('/settings', { low_balance_threshold_sms: 8 });
    const results = await Promise.all(phoneNumbers(10).map((to) => sendOne(session, to)));
    assert.ok(results.every((r) => r.status === 201));
    assert.equal(await smsBalance(session), 2);
    // Requests arriving together may share one debit (use-cases/messaging/send/immediate-debits.ts): the balance right after
    // the change that crossed is anywhere from 7 down to 2, but there is exactly one alert.
    const recorded = await alerts(session.tenant.id);
    assert.equal(recorded.length, 1, JSON.stringify(recorded));
    assert.ok(recorded[0].threshold === 8 && recorded[0].balance < 8 && recorded[0].balance >= 2);
  });
});
