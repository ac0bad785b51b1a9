import assert from 'node:assert/strict';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { paymentSandbox, purchaseRow, startCheckout } from '../helpers/payments';
import { Purchase } from '../../db/models';
import { createOnlinePurchase } from '../../db/purchases/purchase-requests';
import { quotePrice } from '../../db/purchases/pricing';
import { paymentPollingWorkflowId, TENANT_ID_SEARCH_ATTRIBUTE } from '../../workflows/contracts';
import { createHttpPaymentProvider } from '../../infra/providers/payment-provider';

const pendingOnline = async (session: TenantSession): Promise<Purchase[]> =>
  Purchase.findAll({
    where: { tenantId: session.tenant.id, kind: 'online', status: 'pending' },
    order: [['id', 'ASC']],
  });

/** Fails every pending checkout of the tenant at the provider, so their polling workflows finish. */
async function failPending(session: TenantSession): Promise<void> {
  for (const purchase of await pendingOnline(session)) await paymentSandbox().settle(purchase.orderTrackingId!, 'fail');
  await waitFor(async () => (await pendingOnline(session)).length === 0, 15_000);
}

describe('online credit checkouts waiting for payment', () => {
  it('allows five pending checkouts per tenant, even when more start at once; the 6th answers 422 {message, pending_ids}', async () => {
    const session = await createTenantSession();
    const ordersBefore = (await paymentSandbox().state()).orders.length;
    const replies = await Promise.all(
      Array.from({ length: 7 }, () => session.api.post('/sms-purchases/online', { sms_quantity: 100 })),
    );
    assert.deepEqual(replies.map((r) => r.status).sort(), [201, 201, 201, 201, 201, 422, 422]);
    const pending = await pendingOnline(session);
    assert.equal(pending.length, 5);
    assert.equal((await paymentSandbox().state()).orders.length - ordersBefore, 5, 'the provider received five orders');
    const refused = replies.find((r) => r.status === 422)!;
    assert.match(refused.data.message, /5 online checkouts waiting for payment/);
    assert.deepEqual(
      refused.data.pending_ids,
      pending.map((p) => p.id),
    );

    const sixth = await session.api.post('/sms-purchases/online', { sms_quantity: 200, channel: 'sms' });
    assert.equal(sixth.status, 422);
    assert.deepEqual(
      sixth.data.pending_ids,
      pending.map((p) => p.id),
    );
    // Another tenant is not held back.
    const other = await createTenantSession();
    const elsewhere = await startCheckout(other, 100);
    await paymentSandbox().settle(elsewhere.orderTrackingId, 'fail');

    // A failed checkout no longer waits: a new one may start.
    await paymentSandbox().settle(pending[0].orderTrackingId!, 'fail');
    await waitFor(async () => (await purchaseRow(pending[0].id)).status === 'failed');
    assert.equal((await session.api.post('/sms-purchases/online', { sms_quantity: 100 })).status, 201);
    await failPending(session);
  });

  it('no longer counts checkouts whose API process stopped before the provider heard of them', async () => {
    const session = await createTenantSession();
    const { sequelize, config } = testEnv();
    const quote = await quotePrice(100, 'sms', config.payment.chatCreditPrice);
    const abandoned: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      abandoned.push(
        (
          await createOnlinePurchase(sequelize, {
            tenantId: session.tenant.id,
            userId: session.admin.id,
            channel: 'sms',
            quantity: 100,
            quote,
          })
        ).id,
      );
    }
    // Written, never submitted: one of them only just now (it may still be on its way to the provider).
    await sequelize.query("UPDATE purchases SET created_at = now() - interval '2 minutes' WHERE id IN (:ids)", {
      replacements: { ids: abandoned.slice(0, 4) },
    });
    const checkout = await startCheckout(session, 100);
    const rows = await Purchase.findAll({ where: { id: abandoned }, order: [['id', 'ASC']] });
    assert.deepEqual(
      rows.map((p) => [p.status, p.failureReason]),
      [...Array(4).fill(['failed', 'submit_abandoned']), ['pending', null]],
    );
    assert.deepEqual(
      (await pendingOnline(session)).map((p) => p.id),
      [abandoned[4], checkout.purchaseId],
    );
    await paymentSandbox().settle(checkout.orderTrackingId, 'fail');
  });

  it("starts the polling workflow with the tenant's TenantId, and it completes once the payment is settled", async () => {
    const session = await createTenantSession();
    const paid = await startCheckout(session, 100);
    const failed = await startCheckout(session, 100);
    for (const checkout of [paid, failed]) {
      const description = await testEnv()
        .temporal.workflow.getHandle(paymentPollingWorkflowId(checkout.purchaseId))
        .describe();
      assert.deepEqual(description.typedSearchAttributes.get(TENANT_ID_SEARCH_ATTRIBUTE), session.tenant.id);
    }
    await paymentSandbox().settle(paid.orderTrackingId, 'complete');
    await paymentSandbox().settle(failed.orderTrackingId, 'fail');
    for (const [checkout, status] of [
      [paid, 'approved'],
      [failed, 'failed'],
    ] as const) {
      const handle = testEnv().temporal.workflow.getHandle(paymentPollingWorkflowId(checkout.purchaseId));
      assert.equal(await handle.result(), status);
      assert.equal((await handle.describe()).status.name, 'COMPLETED');
    }
    const found: string[] = [];
    await waitFor(async () => {
      found.length = 0;
      for await (const wf of testEnv().temporal.workflow.list({
        query: `WorkflowType = 'paymentPollingWorkflow' AND TenantId = ${session.tenant.id}`,
      }))
        found.push(wf.workflowId);
      return found.length === 2;
    });
    assert.deepEqual(
      found.sort(),
      [paymentPollingWorkflowId(paid.purchaseId), paymentPollingWorkflowId(failed.purchaseId)].sort(),
    );
  });
});

describe("the payment provider client's IPN registration", () => {
  it('registers a URL once when the first checkouts of a process start at the same time', async () => {
    const { config } = testEnv();
    // A client of its own: nothing cached yet, as in a freshly started API process.
    const provider = createHttpPaymentProvider({
      url: config.payment.url,
      consumerKey: config.payment.consumerKey,
      consumerSecret: config.payment.consumerSecret,
    });
    const url = `http://127.0.0.1:9/ipn-${Date.now()}`;
    const ids = await Promise.all(Array.from({ length: 5 }, () => provider.registerIpn(url, 'POST')));
    assert.equal(new Set(ids).size, 1);
    const registered = (await paymentSandbox().state()).ipns.filter((ipn: { url: string }) => ipn.url === url);
    assert.deepEqual(
      registered.map((ipn: { ipn_id: string }) => ipn.ipn_id),
      [ids[0]],
    );
  });
});
