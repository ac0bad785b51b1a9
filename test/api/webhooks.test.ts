import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { Webhook } from 'standardwebhooks';
import { testEnv } from '../helpers/env';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { creditedSession, phoneNumbers } from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import { addInvitee, createEvent, recordPayment } from '../helpers/events';
import { openInviteePage } from '../helpers/event-page';
import { superAdminToken, trpcCall } from '../helpers/trpc';

interface Delivery {
  webhook_id: string;
  type: string;
  status: string;
  attempt_count: number;
  next_attempt_at: string | null;
  attempts: Array<{ response_status: number | null; error: string | null }>;
}

const receivers: WebhookReceiver[] = [];
async function receiver(answer?: WebhookReceiver['answer']): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(answer);
  receivers.push(started);
  return started;
}

/** Creates an endpoint for the receiver and hands the receiver its secret, as a tenant's app would store it. */
async function subscribe(session: TenantSession, target: WebhookReceiver, events: string[]): Promise<number> {
  const res = await session.api.post('/webhook-endpoints', { url: target.url, events, description: 'Our app' });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  assert.match(res.data.data.secret, /^whsec_[A-Za-z0-9+/]+=*$/);
  target.secret = res.data.data.secret as string;
  return res.data.data.id as number;
}

async function deliveries(session: TenantSession, endpointId: number): Promise<Delivery[]> {
  const res = await session.api.get(`/webhook-endpoints/${endpointId}/deliveries?per_page=100`);
  assert.equal(res.status, 200, JSON.stringify(res.data));
  return res.data.data as Delivery[];
}

async function sendTest(session: TenantSession, endpointId: number): Promise<string> {
  const res = await session.api.post(`/webhook-endpoints/${endpointId}/test`);
  assert.equal(res.status, 202, JSON.stringify(res.data));
  return res.data.webhook_id as string;
}

describe('webhook endpoints', () => {
  after(async () => {
    await Promise.all(receivers.map((r) => r.close()));
  });

  it('create shows the secret once (stored sealed); list, show, delete; tenant admins only; bad input is 422', async () => {
    const owner = await createTenantSession();
    const target = await receiver();
    const id = await subscribe(owner, target, ['message.status', 'batch.completed', 'message.status']);
    const shown = await owner.api.get(`/webhook-endpoints/${id}`);
    assert.equal(shown.status, 200);
    assert.deepEqual(
      [shown.data.data.events, shown.data.data.status, 'secret' in shown.data.data],
      [['message.status', 'batch.completed'], 'enabled', false],
    );
    const list = await owner.api.get('/webhook-endpoints');
    assert.deepEqual([list.data.data.map((e: { id: number }) => e.id), 'secret' in list.data.data[0]], [[id], false]);
    const [row] = await testEnv().sequelize.query<{ secret_ciphertext: string }>(
      'SELECT secret_ciphertext FROM webhook_endpoints WHERE id = $1',
      { bind: [id], type: QueryTypes.SELECT },
    );
    assert.ok(!row.secret_ciphertext.includes(target.secret!.slice(6)));

    const member = await createMemberSession(owner, []);
    const asMember = [
      member.api.get('/webhook-endpoints'),
      member.api.post('/webhook-endpoints', { url: target.url, events: ['message.status'] }),
      member.api.get(`/webhook-endpoints/${id}/deliveries`),
      member.api.delete(`/webhook-endpoints/${id}`),
      member.api.post(`/webhook-endpoints/${id}/test`),
    ];
    assert.deepEqual(
      (await Promise.all(asMember)).map((r) => r.status),
      [403, 403, 403, 403, 403],
    );

    const refused = [
      { url: target.url, events: [] },
      { url: target.url, events: ['message.sent'] },
      { url: target.url },
      { url: 'ftp://example.com/x', events: ['message.status'] },
      { url: 'not a url', events: ['message.status'] },
      { url: 'https://user:pw@example.com/x', events: ['message.status'] },
    ];
    for (const body of refused) {
      const res = await owner.api.post('/webhook-endpoints', body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.ok(
        Object.keys(res.data.errors).every((key) => /^(url|events)\b/.test(key)),
        JSON.stringify(res.data),
      );
    }
    assert.equal((await owner.api.get('/webhook-endpoints')).data.data.length, 1);
    assert.equal((await owner.api.delete(`/webhook-endpoints/${id}`)).status, 200);
    assert.equal((await owner.api.get(`/webhook-endpoints/${id}`)).status, 404);
    assert.equal((await owner.api.post(`/webhook-endpoints/${id}/test`)).status, 404);
  });

  it('a test event arrives signed per Standard Webhooks; the receiver verifies it with the standardwebhooks library', async () => {
    const owner = await createTenantSession();
    const target = await receiver();
    const id = await subscribe(owner, target, ['purchase.approved']);
    const webhookId = await sendTest(owner, id);
    const got = await waitFor(() => target.received.find((r) => r.webhookId === webhookId));
    assert.equal(got.verifyError, undefined);
    assert.equal(got.payload?.type, 'webhook.test');
    assert.match(String(got.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]+=*$/);
    assert.ok(Math.abs(Number(got.headers['webhook-timestamp']) - Date.now() / 1000) < 60);
    const otherSecret = new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    assert.throws(() => otherSecret.verify(got.body, got.headers as Record<string, string>));
    const listed = await waitFor(async () => (await deliveries(owner, id)).find((d) => d.status === 'delivered'));
    assert.deepEqual(
      [listed.webhook_id, listed.attempt_count, listed.attempts.map((a) => a.response_status)],
      [webhookId, 1, [204]],
    );
  });

  it('a bulk send: message.status for every message and batch.completed with counts, signed; dedupe on webhook-id', async () => {
    const owner = await creditedSession(60);
    // Every fifth request is answered 500 the first time: those events come again, with the same webhook-id.
    const target: WebhookReceiver = await receiver((_request, attempt) =>
      attempt === 1 && target.received.length % 5 === 0 ? 500 : 200,
    );
    await subscribe(owner, target, ['message.status', 'batch.completed']);
    const other = await receiver();
    await subscribe(await createTenantSession(), other, ['message.status', 'batch.completed']);
    const numbers = phoneNumbers(50);
    const sent = await owner.api.post('/sms/send-bulk', {
      messages: numbers.map((to, i) => ({ to, text: `Habari ${i}` })),
    });
    assert.equal(sent.status, 202, JSON.stringify(sent.data));
    const completed = await waitFor(() => target.uniqueEvents().find((e) => e.type === 'batch.completed'), 30_000);
    assert.equal(completed.data.total, 50);
    assert.equal(
      Object.values(completed.data.counts as Record<string, number>).reduce((a, b) => a + b, 0),
      50,
    );
    // Every message is reported submitted, then delivered by the sandbox's report.
    const delivered = await waitFor(() => {
      const statuses = target
        .uniqueEvents()
        .filter((e) => e.type === 'message.status' && e.data.status === 'DELIVERED');
      return statuses.length === 50 ? statuses : undefined;
    }, 30_000);
    assert.deepEqual(delivered.map((e) => e.data.to).sort(), [...numbers].sort());
    assert.ok(
      target.received.every((r) => r.verifyError === undefined),
      'every request verifies',
    );
    // The first-attempt 500s are retried with the same webhook-id: the receiver sees duplicates it deduplicates. The
    // retries come a backoff after their 500, which can be after the last event the waits above needed.
    const ids = await waitFor(() => {
      const received = target.received.map((r) => r.webhookId);
      return received.length > new Set(received).size && received;
    }, 15_000);
    assert.equal(new Set(ids).size, target.uniqueEvents().length);
    assert.equal(other.received.length, 0, "another tenant's endpoint hears nothing of it");
  });

  it("a backlog goes out in rounds of 500 at the endpoint's pace (100 a second), each event delivered", async function () {
    this.timeout(30_000);
    const owner = await createTenantSession();
    const target = await receiver();
    const id = await subscribe(owner, target, ['message.status']);
    // 700 events committed at once, as a send page's status changes are (the outbox rows themselves).
    const inserted = await testEnv().sequelize.query<{ webhook_id: string }>(
      `INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload)
       SELECT $1, $2, 'message.status', jsonb_build_object('message_id', g, 'status', 'DELIVERED') FROM generate_series(1, 700) g
       RETURNING webhook_id`,
      { bind: [owner.tenant.id, id], type: QueryTypes.SELECT },
    );
    const events = await waitFor(
      async () => {
        const rows = await testEnv().sequelize.query<{ webhook_id: string; first_at: number; failed: number }>(
          `SELECT w.webhook_id, min(extract(epoch FROM a.attempted_at) * 1000) AS first_at, count(a.error)::int AS failed
         FROM webhook_events w JOIN webhook_attempts a ON a.event_id = w.id
         WHERE w.endpoint_id = $1 AND w.status = 'delivered' GROUP BY w.id ORDER BY w.id`,
          { bind: [id], type: QueryTypes.SELECT },
        );
        return rows.length === 700 ? rows : undefined;
      },
      25_000,
      250,
    );
    assert.equal(target.uniqueEvents().length, 700);
    assert.deepEqual(
      events.map((e) => e.webhook_id),
      inserted.map((r) => r.webhook_id),
    );
    // A request the receiver got more than once is one whose earlier attempt failed (the tests' 1 s timeout).
    assert.equal(target.received.length, 700 + events.reduce((n, e) => n + e.failed, 0));
    // Oldest first: the first 500 go out in one burst; the next 200 when the pace allows (5 s after the first round).
    const first = events.slice(0, 500).map((e) => Number(e.first_at));
    const second = events.slice(500).map((e) => Number(e.first_at));
    assert.ok(
      Math.max(...first) - Math.min(...first) < 4_000,
      `first round took ${Math.max(...first) - Math.min(...first)} ms`,
    );
    assert.ok(
      Math.min(...second) - Math.min(...first) >= 4_900,
      `second round after ${Math.min(...second) - Math.min(...first)} ms`,
    );
  });

  it('cancelling a scheduled bulk send: message.status cancelled for each message, then batch.completed cancelled', async () => {
    const owner = await creditedSession(10);
    const target = await receiver();
    await subscribe(owner, target, ['message.status', 'batch.completed']);
    const scheduledAt = new Date(Date.now() + 86_400_000).toISOString();
    const sent = await owner.api.post('/sms/send-bulk', {
      messages: phoneNumbers(5).map((to) => ({ to, text: 'Kesho' })),
      scheduled_at: scheduledAt,
    });
    assert.equal(sent.status, 202, JSON.stringify(sent.data));
    // Its rows exist within seconds (docs/decisions.md §11); recipients cancelled before they are rows have no message to report.
    await waitFor(async () =>
      (await owner.api.get(`/sms/batches/${sent.data.batch_id}`)).data.data.counts.scheduled === 5 ? true : undefined,
    );
    const cancelled = await owner.api.post(`/sms/batches/${sent.data.batch_id}/cancel`);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.data));
    const events = await waitFor(() => (target.uniqueEvents().length === 6 ? target.uniqueEvents() : undefined));
    const statuses = events.filter((e) => e.type === 'message.status').map((e) => e.data.status);
    assert.deepEqual(statuses, Array(5).fill('cancelled'));
    const completed = events.find((e) => e.type === 'batch.completed');
    assert.deepEqual(
      [completed?.data.batch_id, completed?.data.status, completed?.data.counts],
      [sent.data.batch_id, 'cancelled', { cancelled: 5 }],
    );
  });

  it('purchase.approved, invitee.rsvp and event.payment arrive with their data; unsubscribed types do not', async () => {
    const owner = await createTenantSession();
    const target = await receiver();
    await subscribe(owner, target, ['purchase.approved', 'invitee.rsvp', 'event.payment']);
    const quiet = await receiver();
    await subscribe(owner, quiet, ['balance.low', 'message.status']);
    const purchase = await owner.api.post('/sms-purchases', {
      sms_quantity: 500,
      transaction_reference: `MPESA${Date.now()}`,
      payer_phone: '0754000111',
    });
    assert.equal(purchase.status, 201, JSON.stringify(purchase.data));
    const approved = await trpcCall(
      'mutation',
      'admin.purchases.approve',
      { purchaseId: purchase.data.data.id },
      await superAdminToken(),
    );
    assert.equal(approved.status, 200, JSON.stringify(approved));
    const event = await createEvent(owner, { name: 'Harusi' });
    const invitee = await addInvitee(owner, event.id, { pledge_amount: 50_000 });
    const page = await openInviteePage(invitee.event_link);
    assert.equal((await page.post('rsvp', { answer: 'confirm' })).status, 303);
    const payment = await recordPayment(owner, event.id, invitee.id, 20_000);
    const byType = await waitFor(() => {
      const events = new Map(target.uniqueEvents().map((e) => [e.type, e.data]));
      return events.size === 3 ? events : undefined;
    });
    assert.deepEqual(
      [byType.get('purchase.approved')?.purchase_id, byType.get('purchase.approved')?.quantity],
      [purchase.data.data.id, 500],
    );
    assert.deepEqual(
      [byType.get('invitee.rsvp')?.invitee_id, byType.get('invitee.rsvp')?.status],
      [invitee.id, 'confirmed'],
    );
    const paid = byType.get('event.payment') as {
      action: string;
      payment_id: number;
      amount: number;
      invitee: { paid_amount: number };
    };
    assert.deepEqual(
      [paid.action, paid.payment_id, paid.amount, paid.invitee.paid_amount],
      ['recorded', payment.id, 20_000, 20_000],
    );
    assert.equal(target.received.length, 3);
    assert.equal(quiet.received.length, 0);
  });

  it('retries a 500 and a timeout with backoff, the same webhook-id each time; every attempt listed with its HTTP code', async () => {
    const owner = await createTenantSession();
    const target = await receiver((_request, attempt) => (attempt === 1 ? 500 : attempt === 2 ? 'hang' : 200));
    const id = await subscribe(owner, target, ['balance.low']);
    const webhookId = await sendTest(owner, id);
    const listed = await waitFor(
      async () => (await deliveries(owner, id)).find((d) => d.status === 'delivered'),
      20_000,
    );
    assert.equal(listed.webhook_id, webhookId);
    assert.deepEqual(
      listed.attempts.map((a) => a.response_status),
      [500, null, 200],
    );
    assert.match(String(listed.attempts[1].error), /within 1000 ms/);
    assert.deepEqual(
      target.received.map((r) => r.webhookId),
      [webhookId, webhookId, webhookId],
    );
    const shown = await owner.api.get(`/webhook-endpoints/${id}`);
    assert.deepEqual([shown.data.data.status, shown.data.data.failing_since], ['enabled', null]);
  });

  it("an endpoint failing for the whole (shortened) horizon is disabled and the organization's admins are mailed", async function () {
    this.timeout(60_000);
    const owner = await createTenantSession();
    const target = await receiver(() => 503);
    const id = await subscribe(owner, target, ['invitee.rsvp']);
    await sendTest(owner, id);
    const disabled = await waitFor(
      async () => {
        const res = await owner.api.get(`/webhook-endpoints/${id}`);
        return res.data.data.status === 'disabled' ? res.data.data : undefined;
      },
      40_000,
      250,
    );
    assert.ok(disabled.disabled_at && disabled.disabled_reason);
    const mail = await waitFor(() =>
      testEnv().mailer.outbox.find((m) => m.to === owner.admin.email && m.subject === 'Webhook endpoint disabled'),
    );
    assert.ok(mail.text.includes(target.url));
    const [event] = await deliveries(owner, id);
    assert.equal(event.status, 'failed');
    assert.ok(event.attempts.length >= 2 && event.attempts.every((a) => a.response_status === 503));
    const retry = await owner.api.post(`/webhook-endpoints/${id}/test`);
    assert.equal(retry.status, 422, JSON.stringify(retry.data));
  });
});
