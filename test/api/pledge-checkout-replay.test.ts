import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import axios from 'axios';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent } from '../helpers/events';
import { openInviteePage, type InviteePage } from '../helpers/event-page';
import { paymentSandbox } from '../helpers/payments';
import { withSecondApi } from '../helpers/second-api';
import { waitFor } from '../helpers/wait-for';
import { testEnv } from '../helpers/env';
import { EventInvitee, EventPledgeOrder } from '../../db/models';
import { pledgePaymentWorkflowId, TENANT_ID_SEARCH_ATTRIBUTE } from '../../workflows/contracts';

const sandboxOrderCount = async (): Promise<number> => (await paymentSandbox().state()).orders.length;
const pendingOrders = (inviteeId: number) =>
  EventPledgeOrder.findAll({ where: { eventInviteeId: inviteeId, status: 'pending' }, order: [['id', 'ASC']] });

/** The pledge polling workflows started for a tenant, found by its TenantId search attribute (visibility lags a little). */
async function pledgeWorkflowsOf(tenantId: number): Promise<string[]> {
  const ids: string[] = [];
  for await (const wf of testEnv().temporal.workflow.list({
    query: `WorkflowType = 'pledgePaymentWorkflow' AND TenantId = ${tenantId}`,
  }))
    ids.push(wf.workflowId);
  return ids.sort();
}

/** Fails the invitee's pending orders at the provider, so their polling workflows finish (nothing left running). */
async function failPending(inviteeId: number): Promise<void> {
  for (const order of await pendingOrders(inviteeId)) await paymentSandbox().settle(order.orderTrackingId!, 'fail');
  await waitFor(async () => (await pendingOrders(inviteeId)).length === 0, 15_000);
}

/** A page of its own for each post: a fresh form token, as a person reloading the page gets. */
const freshPages = (link: string, count: number): Promise<InviteePage[]> =>
  Promise.all(Array.from({ length: count }, () => openInviteePage(link)));

describe('replaying the online pledge checkout of the public page', () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession();
  });

  it('takes one provider order and one workflow from ten posts of one form token; the rest are refused, the eleventh post is throttled', async () => {
    const tenant = await createTenantSession();
    const event = await createEvent(tenant);
    const invitee = await addInvitee(tenant, event.id, { pledge_amount: 50_000 });
    const ordersBefore = await sandboxOrderCount();
    const page = await openInviteePage(invitee.event_link);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => page.post('pay', { amount: '10000', lang: 'en' })),
    );
    assert.deepEqual(replies.map((r) => r.status).sort(), [303, 403, 403, 403, 403, 403, 403, 403, 403, 403]);
    const refused = replies.find((r) => r.status === 403)!;
    assert.match(refused.data, /This form has expired/);

    const orders = await EventPledgeOrder.findAll({ where: { eventInviteeId: invitee.id } });
    assert.equal(orders.length, 1);
    assert.equal((await sandboxOrderCount()) - ordersBefore, 1, 'the provider received one order');
    assert.equal(replies.find((r) => r.status === 303)!.headers.location, orders[0].redirectUrl);
    assert.deepEqual(
      await waitFor(async () => {
        const ids = await pledgeWorkflowsOf(tenant.tenant.id);
        return ids.length > 0 && ids;
      }),
      [pledgePaymentWorkflowId(orders[0].id)],
    );

    // Ten posts for this page token in the window: the next one is refused before anything else looks at it.
    const throttled = await page.post('pay', { amount: '10000', lang: 'en' });
    assert.equal(throttled.status, 429);
    const retryAfter = Number(throttled.headers['retry-after']);
    assert.ok(
      Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 600,
      String(throttled.headers['retry-after']),
    );
    assert.match(throttled.data, /Too many attempts/);
    assert.equal(
      (await (await openInviteePage(invitee.event_link)).post('rsvp', { answer: 'confirm' })).status,
      429,
      'every form of the page counts',
    );
    assert.equal(await EventPledgeOrder.count({ where: { eventInviteeId: invitee.id } }), 1);
    await failPending(invitee.id);
  });

  it('answers a repeat of a pending amount with the same checkout, even with new form tokens at once; a 4th pending amount is refused on the page', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const ordersBefore = await sandboxOrderCount();
    const repeats = await Promise.all(
      (await freshPages(invitee.event_link, 4)).map((page) => page.post('pay', { amount: '5000', lang: 'en' })),
    );
    assert.deepEqual(
      repeats.map((r) => r.status),
      [303, 303, 303, 303],
    );
    assert.equal(new Set(repeats.map((r) => r.headers.location)).size, 1, 'one checkout URL');
    assert.equal((await pendingOrders(invitee.id)).length, 1);
    assert.equal((await sandboxOrderCount()) - ordersBefore, 1);

    for (const amount of ['6000', '7000'])
      assert.equal((await (await openInviteePage(invitee.event_link)).post('pay', { amount })).status, 303);
    const fourth = await (await openInviteePage(invitee.event_link)).post('pay', { amount: '8000', lang: 'en' });
    assert.equal(fourth.status, 409);
    assert.match(
      fourth.data,
      /id="pay-error" role="alert">You already have 3 online payments that are not completed\./,
    );
    assert.match(fourth.data, /id="pay-input" name="amount" inputmode="numeric" autocomplete="off" value="8000"/);
    const inKiswahili = await (await openInviteePage(invitee.event_link)).post('pay', { amount: '8000' });
    assert.equal(inKiswahili.status, 409);
    assert.match(inKiswahili.data, /id="pay-error" role="alert">Tayari una malipo 3 ya mtandaoni/);
    const again = await (await openInviteePage(invitee.event_link)).post('pay', { amount: '5,000' });
    assert.deepEqual([again.status, again.headers.location], [303, repeats[0].headers.location]);
    const pending = await pendingOrders(invitee.id);
    assert.deepEqual(
      pending.map((o) => o.amount),
      [5000, 6000, 7000],
    );
    assert.equal((await sandboxOrderCount()) - ordersBefore, 3);

    // A failed payment is no longer pending: its amount's place is free again, and its workflow has ended.
    await paymentSandbox().settle(pending[0].orderTrackingId!, 'fail');
    const handle = testEnv().temporal.workflow.getHandle(pledgePaymentWorkflowId(pending[0].id));
    assert.equal(await handle.result(), 'failed');
    const description = await handle.describe();
    assert.equal(description.status.name, 'COMPLETED');
    assert.deepEqual(description.typedSearchAttributes.get(TENANT_ID_SEARCH_ATTRIBUTE), owner.tenant.id);
    assert.equal((await (await openInviteePage(invitee.event_link)).post('pay', { amount: '8000' })).status, 303);
    await failPending(invitee.id);
  });

  it("gives a person who goes back to the page a fresh form token for paying again, though the browser sends the spent one's cookie", async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const page = await openInviteePage(invitee.event_link);
    assert.equal((await page.post('pay', { amount: '1500' })).status, 303);
    const back = await axios.get<string>(invitee.event_link, {
      headers: { Cookie: page.cookie },
      responseType: 'text',
      transformResponse: (d) => d,
    });
    const csrf = /name="_csrf" value="([^"]+)"/.exec(back.data)![1];
    const cookie = (back.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    assert.notEqual(csrf, page.csrf);
    assert.equal((await page.post('pay', { amount: '2500' }, { csrf, cookie })).status, 303);
    assert.equal((await page.post('pay', { amount: '3500' }, { csrf, cookie })).status, 403, 'spent in turn');
    assert.deepEqual(
      (await pendingOrders(invitee.id)).map((o) => o.amount),
      [1500, 2500],
    );
    await failPending(invitee.id);
  });

  it('fails an order left without a checkout by a stopped API process, and starts the amount afresh', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const stranded = await EventPledgeOrder.create({
      tenantId: owner.tenant.id,
      eventId: event.id,
      eventInviteeId: invitee.id,
      amount: 4000,
      language: 'sw',
    });
    await testEnv().sequelize.query(
      "UPDATE event_pledge_orders SET created_at = now() - interval '2 minutes' WHERE id = :id",
      { replacements: { id: stranded.id } },
    );
    const res = await (await openInviteePage(invitee.event_link)).post('pay', { amount: '4000' });
    assert.equal(res.status, 303);
    await stranded.reload();
    assert.deepEqual([stranded.status, stranded.failureReason], ['failed', 'submit_abandoned']);
    const [order] = await pendingOrders(invitee.id);
    assert.deepEqual([order.amount, order.redirectUrl], [4000, res.headers.location]);
    await failPending(invitee.id);
  });

  it('lets no more than three distinct amounts through when they are posted at the same time', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const ordersBefore = await sandboxOrderCount();
    const pages = await freshPages(invitee.event_link, 6);
    const replies = await Promise.all(pages.map((page, i) => page.post('pay', { amount: String(1000 * (i + 1)) })));
    assert.deepEqual(replies.map((r) => r.status).sort(), [303, 303, 303, 409, 409, 409]);
    assert.equal((await pendingOrders(invitee.id)).length, 3);
    assert.equal((await sandboxOrderCount()) - ordersBefore, 3);
    await failPending(invitee.id);
  });

  it("completes the polling workflow of a paid order, which carries the tenant's TenantId", async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const res = await (await openInviteePage(invitee.event_link)).post('pay', { amount: '2500' });
    assert.equal(res.status, 303);
    const [order] = await pendingOrders(invitee.id);
    const handle = testEnv().temporal.workflow.getHandle(pledgePaymentWorkflowId(order.id));
    assert.deepEqual((await handle.describe()).typedSearchAttributes.get(TENANT_ID_SEARCH_ATTRIBUTE), owner.tenant.id);
    await paymentSandbox().settle(order.orderTrackingId!, 'complete');
    assert.equal(await handle.result(), 'paid');
    assert.equal((await handle.describe()).status.name, 'COMPLETED');
  });

  it("limits the public posts of one client address across page tokens (429 with Retry-After), the opt-out page's too", async () => {
    const event = await createEvent(owner);
    const invitees = await Promise.all([1, 2, 3, 4].map(() => addInvitee(owner, event.id)));
    const address = `198.51.100.${randomInt(1, 255)}`;
    await withSecondApi(
      (config) => ({ ...config, publicPostLimits: { perToken: 100, perAddress: 3, windowSeconds: 600 } }),
      async (client) => {
        const origin = String(client('').defaults.baseURL).replace(/\/api$/, '');
        // The page comes from the main API; its form goes to the second (same database, same secret).
        const post = async (link: string, path: string, fields: Record<string, string>) => {
          const page = await openInviteePage(link);
          return axios.post<string>(
            `${origin}${new URL(link).pathname}/${path}`,
            new URLSearchParams({ _csrf: page.csrf, ...fields }).toString(),
            {
              headers: {
                'Content-Type': 'application/x-www-form-urlencoded',
                Cookie: page.cookie,
                'X-Forwarded-For': address,
              },
              validateStatus: () => true,
              maxRedirects: 0,
            },
          );
        };
        const accepted = [];
        for (const invitee of invitees.slice(0, 3))
          accepted.push((await post(invitee.event_link, 'rsvp', { answer: 'confirm' })).status);
        assert.deepEqual(accepted, [303, 303, 303]);
        const refused = await post(invitees[3].event_link, 'rsvp', { answer: 'confirm', lang: 'en' });
        assert.equal(refused.status, 429);
        assert.ok(Number(refused.headers['retry-after']) >= 1 && Number(refused.headers['retry-after']) <= 600);
        assert.match(refused.data, /Too many attempts/);
        const optOut = await axios.post<string>(`${origin}/u/${'A'.repeat(32)}/stop`, 'lang=sw', {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
          validateStatus: () => true,
        });
        assert.equal(optOut.status, 429);
        assert.match(optOut.data, /Majaribio mengi mno/);
        // Another address is not held back by this one.
        const other = await axios.post<string>(
          `${origin}${new URL(invitees[3].event_link).pathname}/rsvp`,
          'answer=confirm',
          {
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.9' },
            validateStatus: () => true,
          },
        );
        assert.equal(other.status, 403, 'past the limit, on to the form check');
      },
    );
    assert.equal(
      (await EventInvitee.findByPk(invitees[3].id))!.status,
      'pending',
      'the refused answer changed nothing',
    );
  });
});
