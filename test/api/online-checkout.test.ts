import assert from 'node:assert/strict';
import axios from 'axios';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { paymentSandbox, purchaseLedger, purchaseRow, startCheckout } from '../helpers/payments';
import { creditTenant } from '../helpers/credits';
import { applyLedgerChange } from '../../db/accounts/ledger';
import { expirePurchase } from '../../db/purchases/purchases';
import { superAdminToken, trpcCall } from '../helpers/trpc';

const webhook = () => axios.create({ baseURL: `${testEnv().baseUrl}/api`, validateStatus: () => true });
const balances = async (session: TenantSession) => (await session.api.get('/balance')).data;
const waitForStatus = (purchaseId: number, status: string) =>
  waitFor(async () => (await purchaseRow(purchaseId)).status === status, 15_000);

describe('POST /sms-purchases/online', () => {
  it('creates a pending purchase, submits the order with our IPN and return URLs, and answers the checkout ids', async () => {
    const session = await createTenantSession();
    const res = await session.api.post('/sms-purchases/online', { sms_quantity: 500 });
    assert.equal(res.status, 201);
    const { payment_id, redirect_url, order_tracking_id } = res.data.data;
    assert.equal(redirect_url, `${testEnv().sandboxes.payment.url}/checkout/${order_tracking_id}`);
    const row = await purchaseRow(payment_id);
    assert.equal(row.status, 'pending');
    assert.equal(row.kind, 'online');
    assert.equal(row.totalAmount, 15000);
    assert.equal(row.merchantReference, `SMSP-${String(payment_id).padStart(6, '0')}`);
    const state = await paymentSandbox().state();
    const order = state.orders.find((o: any) => o.order_tracking_id === order_tracking_id);
    assert.equal(order.merchant_reference, row.merchantReference);
    assert.equal(order.amount, 15000);
    assert.equal(order.currency, 'TZS');
    assert.equal(order.callback_url, `${testEnv().baseUrl}/api/payments/return`);
    const ipn = state.ipns.find((i: any) => i.ipn_id === order.notification_id);
    assert.equal(ipn.url, `${testEnv().baseUrl}/api/webhooks/payments`);
    assert.equal(state.ipns.filter((i: any) => i.url === ipn.url).length, 1, 'the IPN URL is registered once');
    const status = await session.api.get(`/sms-purchases/${payment_id}/status`);
    assert.equal(status.data.data.status, 'pending', 'an open checkout stays pending');
    await paymentSandbox().settle(order_tracking_id, 'fail'); // lets its polling workflow finish
  });

  it('sells chat credits online too, and requires purchase_sms.online', async () => {
    const owner = await createTenantSession();
    const chat = await startCheckout(owner, 10, 'chat');
    assert.equal((await purchaseRow(chat.purchaseId)).totalAmount, 500);
    const member = await createMemberSession(owner, ['purchase_sms', 'purchase_sms.request']);
    assert.equal((await member.api.post('/sms-purchases/online', { sms_quantity: 500 })).status, 403);
    assert.equal((await owner.api.post('/sms-purchases/online', { sms_quantity: 50 })).status, 422);
    await paymentSandbox().settle(chat.orderTrackingId, 'fail');
  });

  it('answers 502 and fails the purchase when the provider refuses the order', async () => {
    const session = await createTenantSession();
    await paymentSandbox().fault('/api/Transactions/SubmitOrderRequest', 503);
    const res = await session.api.post('/sms-purchases/online', { sms_quantity: 500 });
    assert.equal(res.status, 502);
    assert.equal(typeof res.data.message, 'string');
    const [latest] = (await session.api.get('/sms-purchases')).data.data;
    assert.equal(latest.status, 'failed');
  });
});

describe('settling online purchases', () => {
  it('credits once when the IPN arrives before any poll, and a later poll and repeated IPNs change nothing', async () => {
    const session = await createTenantSession();
    const checkout = await startCheckout(session, 500);
    const settled = await paymentSandbox().settle(checkout.orderTrackingId, 'complete', { payment_method: 'MpesaTZ' });
    assert.equal(settled.status, 200);
    await waitForStatus(checkout.purchaseId, 'approved');
    const ack = (await paymentSandbox().state()).ipn_attempts.find(
      (a: any) => a.order_tracking_id === checkout.orderTrackingId,
    );
    assert.equal(ack.acknowledged, true);
    const row = await purchaseRow(checkout.purchaseId);
    assert.equal(row.paymentMethod, 'MpesaTZ');
    assert.equal(row.confirmationCode, settled.data.confirmation_code);
    assert.match(row.paymentStatusDescription ?? '', /^completed$/i);

    const status = await session.api.get(`/sms-purchases/${checkout.purchaseId}/status`);
    assert.equal(status.data.data.status, 'approved');
    assert.equal(status.data.data.confirmation_code, settled.data.confirmation_code);
    const fields = {
      OrderTrackingId: checkout.orderTrackingId,
      OrderMerchantReference: row.merchantReference,
      OrderNotificationType: 'IPNCHANGE',
    };
    const again = await webhook().post('/webhooks/payments', fields);
    assert.deepEqual(again.data, {
      orderNotificationType: 'IPNCHANGE',
      orderTrackingId: checkout.orderTrackingId,
      orderMerchantReference: row.merchantReference,
      status: 200,
    });
    assert.equal((await webhook().get('/webhooks/payments', { params: fields })).data.status, 200);
    assert.deepEqual(await balances(session), { sms_balance: 500, chat_balance: 0 });
    const ledger = await purchaseLedger(checkout.purchaseId);
    assert.equal(ledger.length, 1);
    assert.match(ledger[0].reason, /^purchase/);
  });

  it('credits once when a poll sees the payment first and the IPN comes after', async () => {
    const session = await createTenantSession();
    const checkout = await startCheckout(session, 20, 'chat');
    // The IPN is sent at settlement; the status poll below races it, and whichever comes second finds nothing to do.
    await paymentSandbox().settle(checkout.orderTrackingId, 'complete');
    const [polled, polledAgain] = await Promise.all([
      session.api.get(`/sms-purchases/${checkout.purchaseId}/status`),
      session.api.get(`/sms-purchases/${checkout.purchaseId}/status`),
    ]);
    assert.equal(polled.data.data.status, 'approved');
    assert.equal(polledAgain.data.data.status, 'approved');
    await waitFor(async () =>
      (await paymentSandbox().state()).ipn_attempts.some(
        (a: any) => a.order_tracking_id === checkout.orderTrackingId && a.acknowledged,
      ),
    );
    assert.deepEqual(await balances(session), { sms_balance: 0, chat_balance: 20 });
    assert.equal((await purchaseLedger(checkout.purchaseId)).length, 1);
  });

  it('marks a failed payment failed without credits', async () => {
    const session = await createTenantSession();
    const checkout = await startCheckout(session, 500);
    await paymentSandbox().settle(checkout.orderTrackingId, 'fail');
    await waitForStatus(checkout.purchaseId, 'failed');
    const status = await session.api.get(`/sms-purchases/${checkout.purchaseId}/status`);
    assert.equal(status.data.data.status, 'failed');
    assert.match(status.data.data.payment_status_description, /^failed$/i);
    assert.deepEqual(await balances(session), { sms_balance: 0, chat_balance: 0 });
    assert.equal((await session.api.get(`/sms-purchases/${checkout.purchaseId}/receipt`)).status, 422);
  });

  it('reverses the credit once when a completed payment is reversed', async () => {
    const session = await createTenantSession();
    await creditTenant(session.tenant.id, 'sms', 40);
    const checkout = await startCheckout(session, 500);
    await paymentSandbox().settle(checkout.orderTrackingId, 'complete');
    await waitForStatus(checkout.purchaseId, 'approved');
    assert.equal((await balances(session)).sms_balance, 540);
    const smsSold = async () =>
      Number((await trpcCall('query', 'admin.stats', {}, await superAdminToken())).data.sms_credits_sold);
    const soldBefore = await smsSold();
    await paymentSandbox().settle(checkout.orderTrackingId, 'reverse');
    await waitForStatus(checkout.purchaseId, 'failed');
    await session.api.get(`/sms-purchases/${checkout.purchaseId}/status`);
    assert.equal((await balances(session)).sms_balance, 40);
    const ledger = await purchaseLedger(checkout.purchaseId);
    assert.deepEqual(
      ledger.map((e) => [e.amount, e.reference]),
      [
        [500, `purchase:${checkout.purchaseId}`],
        [-500, `purchase:${checkout.purchaseId}:reversal`],
      ],
    );
    const row = await purchaseRow(checkout.purchaseId);
    assert.equal(row.failureReason, 'reversed');
    assert.equal(row.reversedCredits, 500);
    assert.equal(await smsSold(), soldBefore - 500, 'a reversed payment no longer counts as sold');
  });

  it('takes back only what is left when reversed credits were already spent', async () => {
    const session = await createTenantSession();
    const checkout = await startCheckout(session, 500);
    await paymentSandbox().settle(checkout.orderTrackingId, 'complete');
    await waitForStatus(checkout.purchaseId, 'approved');
    const { sequelize } = testEnv();
    await sequelize.transaction((tx) =>
      applyLedgerChange(sequelize, tx, {
        tenantId: session.tenant.id,
        channel: 'sms',
        amount: -450,
        reason: 'sms send',
        reference: `test-spend:${checkout.purchaseId}`,
      }),
    );
    await paymentSandbox().settle(checkout.orderTrackingId, 'reverse');
    await waitForStatus(checkout.purchaseId, 'failed');
    assert.equal((await balances(session)).sms_balance, 0);
    assert.equal((await purchaseRow(checkout.purchaseId)).reversedCredits, 50);
  });

  it('still credits a payment completed after the purchase expired unpaid', async () => {
    const session = await createTenantSession();
    const checkout = await startCheckout(session, 500);
    await expirePurchase(testEnv().sequelize, checkout.purchaseId); // as the workflow does after a day
    assert.equal((await purchaseRow(checkout.purchaseId)).failureReason, 'expired');
    await paymentSandbox().settle(checkout.orderTrackingId, 'complete');
    await waitForStatus(checkout.purchaseId, 'approved');
    assert.equal((await balances(session)).sms_balance, 500);
    assert.equal((await purchaseRow(checkout.purchaseId)).failureReason, null);
  });

  it('acknowledges an IPN for an unknown order and refuses one without OrderTrackingId', async () => {
    const unknown = await webhook().get('/webhooks/payments', {
      params: { OrderTrackingId: 'no-such-order', OrderMerchantReference: 'X', OrderNotificationType: 'IPNCHANGE' },
    });
    assert.equal(unknown.status, 200);
    assert.deepEqual(unknown.data, {
      orderNotificationType: 'IPNCHANGE',
      orderTrackingId: 'no-such-order',
      orderMerchantReference: 'X',
      status: 200,
    });
    const missing = await webhook().post('/webhooks/payments', { OrderNotificationType: 'IPNCHANGE' });
    assert.equal(missing.status, 422);
    assert.ok(missing.data.errors.OrderTrackingId);
  });

  it('asks the provider to retry the IPN (status 500) when the status cannot be checked', async () => {
    const session = await createTenantSession();
    const checkout = await startCheckout(session, 500);
    // Enough faults that the purchase's own polling workflow cannot use them up between our two calls.
    await paymentSandbox().fault('/api/Transactions/GetTransactionStatus', 503, 100);
    try {
      const res = await webhook().post('/webhooks/payments', {
        OrderTrackingId: checkout.orderTrackingId,
        OrderMerchantReference: 'SMSP',
        OrderNotificationType: 'IPNCHANGE',
      });
      assert.equal(res.status, 200);
      assert.equal(res.data.status, 500);
      assert.equal((await session.api.get(`/sms-purchases/${checkout.purchaseId}/status`)).status, 502);
    } finally {
      await paymentSandbox().clearFaults();
    }
    await paymentSandbox().settle(checkout.orderTrackingId, 'fail');
  });
});
