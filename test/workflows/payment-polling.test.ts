import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { createTenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { paymentSandbox, purchaseLedger, purchaseRow } from '../helpers/payments';
import { createActivities } from '../../activities';
import { createOnlinePurchase } from '../../db/purchases/purchase-requests';
import { quotePrice } from '../../db/purchases/pricing';
import { temporalTestServerPath } from '../../infra/temporal-dev-server';
import {
  paymentNotifiedSignal,
  paymentPollingWorkflow,
  type PaymentPollingInput,
} from '../../workflows/purchases/payment-polling';

/**
 * An online purchase whose order notifies a dead URL, so only polling can settle it (the API's own checkout would get
 * the IPN). No workflow is started for it; each test starts its own with short delays.
 */
async function purchaseWithoutIpn(
  smsQuantity = 500,
): Promise<{ purchaseId: number; orderTrackingId: string; tenantId: number }> {
  const session = await createTenantSession();
  const { sequelize, activityDeps, config } = testEnv();
  const quote = await quotePrice(smsQuantity, 'sms', config.payment.chatCreditPrice);
  const purchase = await createOnlinePurchase(sequelize, {
    tenantId: session.tenant.id,
    userId: session.admin.id,
    channel: 'sms',
    quantity: smsQuantity,
    quote,
  });
  const notificationId = await activityDeps.paymentProvider.registerIpn('http://127.0.0.1:9/nobody-listens', 'GET');
  const order = await activityDeps.paymentProvider.submitOrder({
    merchantReference: purchase.merchantReference!,
    currency: 'TZS',
    amount: purchase.totalAmount,
    description: 'polling test',
    callbackUrl: 'http://127.0.0.1:9/return',
    notificationId,
    billing: { email: 'payer@example.com' },
  });
  await purchase.update({ orderTrackingId: order.orderTrackingId, redirectUrl: order.redirectUrl });
  return { purchaseId: purchase.id, orderTrackingId: order.orderTrackingId, tenantId: session.tenant.id };
}

function startPolling(input: PaymentPollingInput) {
  const { temporal, config } = testEnv();
  return temporal.workflow.start(paymentPollingWorkflow, {
    workflowId: `pay-test-${input.purchaseId}-${randomUUID()}`,
    taskQueue: config.taskQueue,
    args: [input],
  });
}

describe('paymentPollingWorkflow (dev server)', () => {
  it('polls until the provider reports the payment, then credits once', async () => {
    const { purchaseId, orderTrackingId } = await purchaseWithoutIpn();
    const handle = await startPolling({ purchaseId, initialDelayMs: 200, maxDelayMs: 400 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    assert.equal((await purchaseRow(purchaseId)).status, 'pending', 'an unpaid order keeps it pending');
    await paymentSandbox().settle(orderTrackingId, 'complete', { payment_method: 'AirtelMoneyTZ' });
    assert.equal(await handle.result(), 'approved');
    const row = await purchaseRow(purchaseId);
    assert.equal(row.paymentMethod, 'AirtelMoneyTZ');
    assert.equal((await purchaseLedger(purchaseId)).length, 1);
  });

  it('ends as failed when the provider reports a failed payment', async () => {
    const { purchaseId, orderTrackingId } = await purchaseWithoutIpn();
    const handle = await startPolling({ purchaseId, initialDelayMs: 200, maxDelayMs: 400 });
    await paymentSandbox().settle(orderTrackingId, 'fail');
    assert.equal(await handle.result(), 'failed');
    assert.equal((await purchaseRow(purchaseId)).failureReason, 'provider_failed');
  });

  it('polls at once when signalled instead of waiting for the next backoff step', async () => {
    const { purchaseId, orderTrackingId } = await purchaseWithoutIpn();
    const handle = await startPolling({ purchaseId, initialDelayMs: 60_000 });
    await paymentSandbox().settle(orderTrackingId, 'complete');
    const started = Date.now();
    await handle.signal(paymentNotifiedSignal);
    assert.equal(await handle.result(), 'approved');
    assert.ok(Date.now() - started < 10_000, 'woken by the signal, not by the 60 s timer');
  });

  it('gives up at its deadline (carried across continue-as-new) and fails the unpaid purchase', async () => {
    const { purchaseId } = await purchaseWithoutIpn();
    const handle = await startPolling({
      purchaseId,
      timeoutMs: 3000,
      initialDelayMs: 10,
      maxDelayMs: 20,
      maxPollsPerRun: 2,
    });
    assert.equal(await handle.result(), 'failed');
    const row = await purchaseRow(purchaseId);
    assert.equal(row.failureReason, 'expired');
    const description = await handle.describe();
    assert.notEqual(description.runId, handle.firstExecutionRunId, 'the many polls continued as new');
  });
});

describe('paymentPollingWorkflow (time-skipping server)', function () {
  this.timeout(120_000);
  let env: TestWorkflowEnvironment;

  before(async () => {
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: temporalTestServerPath() } },
    });
  });
  after(async () => {
    await env?.teardown();
  });

  it('fails an online purchase nobody paid after 24 hours of backoff polling', async () => {
    const { purchaseId } = await purchaseWithoutIpn();
    const taskQueue = `skip-${randomUUID()}`;
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      workflowBundle: testEnv().workflowBundle,
      activities: createActivities(testEnv().activityDeps),
    });
    const started = Date.now();
    const handle = await env.client.workflow.start(paymentPollingWorkflow, {
      workflowId: `pay-${purchaseId}`,
      taskQueue,
      args: [{ purchaseId }],
    });
    const result = await worker.runUntil(handle.result());
    assert.equal(result, 'failed');
    assert.equal((await purchaseRow(purchaseId)).failureReason, 'expired');
    const history = await handle.fetchHistory();
    const polls = history.events!.filter(
      (e) => e.activityTaskScheduledEventAttributes?.activityType?.name === 'pollPurchasePayment',
    ).length;
    // 5 s doubling to 5 min: 7 ramp-up polls, then one every 5 minutes for the rest of the day.
    assert.ok(polls > 280 && polls < 300, `polled ${polls} times`);
    const skippedHours =
      (Number(history.events!.at(-1)!.eventTime!.seconds) - Number(history.events![0].eventTime!.seconds)) / 3600;
    assert.ok(skippedHours >= 24 && skippedHours < 24.2, `ran ${skippedHours} h of workflow time`);
    assert.ok(Date.now() - started < 90_000);
  });
});
