import assert from 'node:assert/strict';
import axios from 'axios';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, showEvent } from '../helpers/events';
import { openInviteePage } from '../helpers/event-page';
import { paymentSandbox } from '../helpers/payments';
import { waitFor } from '../helpers/wait-for';
import { testEnv } from '../helpers/env';
import { EventInvitee, EventPayment, EventPledgeOrder } from '../../db/models';

/** Starts an online payment from the invitee's page; returns the order and where the provider sends the payer. */
async function payOnline(link: string, amount: string) {
  const page = await openInviteePage(link);
  const res = await page.post('pay', { amount, lang: 'en' });
  assert.equal(res.status, 303, res.data);
  const checkoutUrl = String(res.headers.location);
  const trackingId = checkoutUrl.split('/checkout/')[1];
  const order = await EventPledgeOrder.findOne({ where: { orderTrackingId: trackingId } });
  assert.ok(order, 'the order is stored with its tracking id');
  return { order, checkoutUrl, trackingId };
}

const returnPage = (link: string, trackingId: string) =>
  axios.get<string>(
    `${link}/payment?OrderTrackingId=${trackingId}&OrderMerchantReference=x&OrderNotificationType=CALLBACKURL`,
    { validateStatus: () => true },
  );

const ipn = (order: EventPledgeOrder) =>
  axios.post(
    `${testEnv().baseUrl}/api/webhooks/payments`,
    {
      OrderTrackingId: order.orderTrackingId,
      OrderMerchantReference: order.merchantReference,
      OrderNotificationType: 'IPNCHANGE',
    },
    { validateStatus: () => true },
  );

describe('paying a pledge online from the public page', () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession();
  });
  afterEach(async () => {
    await paymentSandbox().clearFaults();
  });

  it('records a completed payment exactly once as a mobile_money payment with the confirmation code, whatever repeats', async () => {
    const event = await createEvent(owner, { name: 'Harambee ya Shule' });
    const invitee = await addInvitee(owner, event.id, { name: 'Neema Mushi', pledge_amount: 50_000 });
    const { order, checkoutUrl, trackingId } = await payOnline(invitee.event_link, '30,000');
    assert.match(checkoutUrl, new RegExp(`^${testEnv().sandboxes.payment.url}/checkout/`));
    assert.deepEqual(
      [order.status, order.amount, order.language, order.eventInviteeId],
      ['pending', 30_000, 'en', invitee.id],
    );
    assert.match(order.merchantReference!, /^EVP-\d{6,}$/);

    const settled = await paymentSandbox().settle(trackingId, 'complete', { payment_method: 'MpesaTZ' });
    assert.equal(settled.status, 200);
    await waitFor(async () => (await EventPayment.count({ where: { eventInviteeId: invitee.id } })) === 1, 15_000);
    const acks = await Promise.all([
      ipn(order),
      ipn(order),
      returnPage(invitee.event_link, trackingId),
      returnPage(invitee.event_link, trackingId),
    ]);
    assert.deepEqual(
      acks.slice(0, 2).map((a) => a.data.status),
      [200, 200],
    );
    assert.match(acks[2].data, /data-outcome="paid">Payment received</);
    assert.match(acks[2].data, new RegExp(`id="confirmation">${settled.data.confirmation_code}<`));
    await testEnv().temporal.workflow.getHandle(`pledge-${order.id}`).result();

    const payments = await EventPayment.findAll({ where: { eventInviteeId: invitee.id } });
    assert.equal(payments.length, 1, 'one payment, whatever arrived twice');
    assert.deepEqual(
      [payments[0].amount, payments[0].paymentMethod, payments[0].providerConfirmationCode, payments[0].recordedBy],
      [30_000, 'mobile_money', settled.data.confirmation_code, null],
    );
    assert.equal((await EventInvitee.findByPk(invitee.id))!.paidAmount, 30_000);
    const listed = (await owner.api.get(`/events/${event.id}/payments`)).data.data[0];
    assert.deepEqual(
      [listed.confirmation_code, listed.recorded_by, listed.invitee.name],
      [settled.data.confirmation_code, null, 'Neema Mushi'],
    );
    assert.equal((await showEvent(owner, event.id)).total_collected, 30_000);
    assert.equal((await EventPledgeOrder.findByPk(order.id))!.status, 'paid');
  });

  it('records nothing for a failed payment and tells the payer; a reversal takes a recorded payment back', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { pledge_amount: 20_000 });
    const failed = await payOnline(invitee.event_link, '20000');
    await paymentSandbox().settle(failed.trackingId, 'fail');
    await waitFor(async () => (await EventPledgeOrder.findByPk(failed.order.id))!.status === 'failed', 15_000);
    assert.match(
      (await returnPage(invitee.event_link, failed.trackingId)).data,
      /data-outcome="failed">Payment not completed</,
    );
    assert.equal(await EventPayment.count({ where: { eventInviteeId: invitee.id } }), 0);

    const paid = await payOnline(invitee.event_link, '20000');
    await paymentSandbox().settle(paid.trackingId, 'complete');
    await waitFor(async () => (await EventInvitee.findByPk(invitee.id))!.paidAmount === 20_000, 15_000);
    await paymentSandbox().settle(paid.trackingId, 'reverse');
    await waitFor(async () => (await EventPledgeOrder.findByPk(paid.order.id))!.status === 'reversed', 15_000);
    assert.equal(await EventPayment.count({ where: { eventInviteeId: invitee.id } }), 0);
    assert.equal((await EventInvitee.findByPk(invitee.id))!.paidAmount, 0);
  });

  it("is settled by the polling workflow when neither the IPN nor the payer's return could reach the provider", async function () {
    this.timeout(60_000);
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const { order, trackingId } = await payOnline(invitee.event_link, '5000');
    // The IPN and its three retries (the sandbox's delays are 100, 200 and 400 ms) each find the provider failing and are
    // acknowledged with status 500; one more failure is for the workflow's first poll, should it run this late. A later
    // poll (5 s, then 15 s after its first) finds the provider answering again.
    await paymentSandbox().fault('/api/Transactions/GetTransactionStatus', 503, 5);
    await paymentSandbox().settle(trackingId, 'complete');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    assert.equal((await EventPledgeOrder.findByPk(order.id))!.status, 'pending', 'the IPN could not settle it');
    await waitFor(async () => (await EventPledgeOrder.findByPk(order.id))!.status === 'paid', 30_000, 250);
    assert.equal(await testEnv().temporal.workflow.getHandle(`pledge-${order.id}`).result(), 'paid');
    assert.equal((await EventInvitee.findByPk(invitee.id))!.paidAmount, 5000);
  });

  it("answers the payer with a 502 page when the provider refuses the order, and a return page only for the invitee's own order", async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    await paymentSandbox().fault('/api/Transactions/SubmitOrderRequest', 500, 3);
    const page = await openInviteePage(invitee.event_link);
    const res = await page.post('pay', { amount: '1000' });
    assert.equal(res.status, 502);
    assert.match(res.data, /Huduma ya malipo haipatikani/);
    assert.equal(
      (await EventPledgeOrder.findOne({ where: { eventInviteeId: invitee.id } }))!.failureReason,
      'submit_failed',
    );
    await paymentSandbox().clearFaults();

    const { trackingId } = await payOnline(invitee.event_link, '1000');
    const stranger = await addInvitee(owner, event.id);
    assert.equal((await returnPage(stranger.event_link, trackingId)).status, 404);
    assert.equal((await returnPage(invitee.event_link, 'no-such-order')).status, 404);
    assert.match((await returnPage(invitee.event_link, trackingId)).data, /data-outcome="processing"/);
  });
});
