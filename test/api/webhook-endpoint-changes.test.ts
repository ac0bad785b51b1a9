import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { Webhook } from 'standardwebhooks';
import { testEnv } from '../helpers/env';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { waitFor } from '../helpers/wait-for';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../helpers/webhook-receiver';

interface Delivery {
  id: number;
  webhook_id: string;
  status: string;
  attempts: Array<{ response_status: number | null }>;
}

const receivers: WebhookReceiver[] = [];
async function receiver(answer?: WebhookReceiver['answer']): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(answer);
  receivers.push(started);
  return started;
}

async function subscribe(session: TenantSession, target: WebhookReceiver, events: string[]): Promise<number> {
  const res = await session.api.post('/webhook-endpoints', { url: target.url, events });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  target.secret = res.data.data.secret as string;
  return res.data.data.id as number;
}

async function sendTest(session: TenantSession, endpointId: number): Promise<string> {
  const res = await session.api.post(`/webhook-endpoints/${endpointId}/test`);
  assert.equal(res.status, 202, JSON.stringify(res.data));
  return res.data.webhook_id as string;
}

async function delivery(session: TenantSession, endpointId: number, webhookId: string): Promise<Delivery | undefined> {
  const res = await session.api.get(`/webhook-endpoints/${endpointId}/deliveries?per_page=100`);
  assert.equal(res.status, 200, JSON.stringify(res.data));
  return (res.data.data as Delivery[]).find((d) => d.webhook_id === webhookId);
}

const verifies = (secret: string, got: ReceivedWebhook): boolean => {
  try {
    new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
};

describe('webhook endpoints: change, rotate the secret, redeliver', () => {
  after(async () => {
    await Promise.all(receivers.map((r) => r.close()));
  });

  it('PATCH changes url, events and description as creation checks them; {} answers it unchanged; admins only', async () => {
    const owner = await createTenantSession();
    const [first, second] = [await receiver(), await receiver()];
    const id = await subscribe(owner, first, ['message.status']);
    const before = (await owner.api.get(`/webhook-endpoints/${id}`)).data.data;

    const same = await owner.api.patch(`/webhook-endpoints/${id}`, {});
    assert.equal(same.status, 200, JSON.stringify(same.data));
    assert.deepEqual(same.data.data, before);

    const refused: Array<[Record<string, unknown>, string]> = [
      [{ url: 'ftp://example.com/x' }, 'url'],
      [{ url: 'https://user:pw@example.com/x' }, 'url'],
      [{ url: '' }, 'url'],
      [{ events: [] }, 'events'],
      [{ events: ['message.sent'] }, 'events.0'],
      [{ enabled: 'yes' }, 'enabled'],
    ];
    for (const [body, field] of refused) {
      const res = await owner.api.patch(`/webhook-endpoints/${id}`, body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.deepEqual(Object.keys(res.data.errors), [field], JSON.stringify(res.data));
    }

    const changed = await owner.api.patch(`/webhook-endpoints/${id}`, {
      url: second.url,
      events: ['batch.completed', 'balance.low', 'batch.completed'],
      description: 'Staging',
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.data));
    assert.deepEqual(
      [changed.data.data.url, changed.data.data.events, changed.data.data.description, changed.data.data.status],
      [second.url, ['batch.completed', 'balance.low'], 'Staging', 'enabled'],
    );
    second.secret = first.secret;
    const webhookId = await sendTest(owner, id);
    const got = await waitFor(() => second.received.find((r) => r.webhookId === webhookId));
    assert.equal(got.verifyError, undefined);
    assert.equal(first.received.length, 0);

    const member = await createMemberSession(owner, []);
    assert.equal((await member.api.patch(`/webhook-endpoints/${id}`, { enabled: false })).status, 403);
    const stranger = await createTenantSession();
    assert.equal((await stranger.api.patch(`/webhook-endpoints/${id}`, { enabled: false })).status, 404);
    assert.equal((await owner.api.get(`/webhook-endpoints/${id}`)).data.data.status, 'enabled');
  });

  it('PATCH enabled: false fails pending events and stops deliveries (no mail); true starts it afresh', async () => {
    const owner = await createTenantSession();
    const target = await receiver();
    const id = await subscribe(owner, target, ['balance.low']);
    // An event that is not due yet stays pending until the endpoint is disabled.
    const [pending] = await testEnv().sequelize.query<{ webhook_id: string }>(
      `INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload, next_attempt_at)
       VALUES ($1, $2, 'balance.low', '{}', now() + interval '1 hour') RETURNING webhook_id`,
      { bind: [owner.tenant.id, id], type: QueryTypes.SELECT },
    );
    const off = await owner.api.patch(`/webhook-endpoints/${id}`, { enabled: false });
    assert.equal(off.status, 200, JSON.stringify(off.data));
    assert.deepEqual(
      [off.data.data.status, off.data.data.disabled_reason, typeof off.data.data.disabled_at],
      ['disabled', 'Disabled by an administrator.', 'string'],
    );
    assert.equal((await delivery(owner, id, pending.webhook_id))?.status, 'failed');
    assert.equal((await owner.api.post(`/webhook-endpoints/${id}/test`)).status, 422);

    // As if it had been disabled for failing: a failing streak and a pause, its admins already mailed.
    await testEnv().sequelize.query(
      `UPDATE webhook_endpoints SET failing_since = now() - interval '3 days', consecutive_failures = 9,
         paused_until = now() + interval '1 hour', disabled_mailed_at = now() WHERE id = $1`,
      { bind: [id] },
    );
    const on = await owner.api.patch(`/webhook-endpoints/${id}`, { enabled: true });
    assert.equal(on.status, 200, JSON.stringify(on.data));
    assert.deepEqual(
      [on.data.data.status, on.data.data.failing_since, on.data.data.disabled_at, on.data.data.disabled_reason],
      ['enabled', null, null, null],
    );
    const [row] = await testEnv().sequelize.query<{ n: number; paused: boolean; mailed: boolean }>(
      `SELECT consecutive_failures AS n, paused_until IS NOT NULL AS paused, disabled_mailed_at IS NOT NULL AS mailed
       FROM webhook_endpoints WHERE id = $1`,
      { bind: [id], type: QueryTypes.SELECT },
    );
    assert.deepEqual(row, { n: 0, paused: false, mailed: false });
    // Not paused any more: a test event goes out at once.
    const webhookId = await sendTest(owner, id);
    await waitFor(() => target.received.find((r) => r.webhookId === webhookId && !r.verifyError));
    assert.ok(
      !testEnv().mailer.outbox.some((m) => m.to === owner.admin.email && m.subject === 'Webhook endpoint disabled'),
    );
  });

  it('rotate-secret: the new secret once; deliveries carry both signatures (new first) until the old one expires', async () => {
    const owner = await createTenantSession();
    const target = await receiver();
    const id = await subscribe(owner, target, ['purchase.approved']);
    const old = target.secret!;

    const rotated = await owner.api.post(`/webhook-endpoints/${id}/rotate-secret`);
    assert.equal(rotated.status, 200, JSON.stringify(rotated.data));
    const next = rotated.data.data.secret as string;
    assert.match(next, /^whsec_[A-Za-z0-9+/]+=*$/);
    assert.notEqual(next, old);
    assert.equal(rotated.data.data.id, id);
    assert.equal('secret' in (await owner.api.get(`/webhook-endpoints/${id}`)).data.data, false);

    // The receiver still holds the old secret: it verifies, and so does one holding the new.
    const during = await sendTest(owner, id);
    const both = await waitFor(() => target.received.find((r) => r.webhookId === during));
    assert.equal(both.verifyError, undefined);
    assert.ok(verifies(next, both), 'verifies with the new secret');
    const signatures = String(both.headers['webhook-signature']).split(' ');
    assert.equal(signatures.length, 2);
    assert.ok(verifies(next, { ...both, headers: { ...both.headers, 'webhook-signature': signatures[0] } }));

    await testEnv().sequelize.query(
      `UPDATE webhook_endpoints SET previous_secret_expires_at = now() - interval '1 second' WHERE id = $1`,
      { bind: [id] },
    );
    const after = await sendTest(owner, id);
    const single = await waitFor(() => target.received.find((r) => r.webhookId === after));
    assert.equal(String(single.headers['webhook-signature']).split(' ').length, 1);
    assert.ok(verifies(next, single), 'verifies with the new secret');
    assert.ok(!verifies(old, single), 'the expired secret no longer verifies');

    const member = await createMemberSession(owner, []);
    assert.equal((await member.api.post(`/webhook-endpoints/${id}/rotate-secret`)).status, 403);
    const stranger = await createTenantSession();
    assert.equal((await stranger.api.post(`/webhook-endpoints/${id}/rotate-secret`)).status, 404);
  });

  it('redeliver sends a delivered event again with the same webhook-id; 404 for another endpoint or tenant', async () => {
    const owner = await createTenantSession();
    const target = await receiver();
    const id = await subscribe(owner, target, ['purchase.approved']);
    const otherId = await subscribe(owner, await receiver(), ['purchase.approved']);
    const webhookId = await sendTest(owner, id);
    const delivered = await waitFor(async () => {
      const d = await delivery(owner, id, webhookId);
      return d?.status === 'delivered' ? d : undefined;
    });

    const res = await owner.api.post(`/webhook-endpoints/${id}/deliveries/${delivered.id}/redeliver`);
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.deepEqual([res.data.data.id, res.data.data.webhook_id], [delivered.id, webhookId]);
    await waitFor(() => (target.received.filter((r) => r.webhookId === webhookId).length === 2 ? true : undefined));
    const copies = target.received.filter((r) => r.webhookId === webhookId);
    assert.ok(copies.every((r) => r.verifyError === undefined));
    assert.equal(copies[1].body, copies[0].body);
    const again = await waitFor(async () => {
      const d = await delivery(owner, id, webhookId);
      return d?.status === 'delivered' && d.attempts.length === 2 ? d : undefined;
    });
    assert.deepEqual(
      again.attempts.map((a) => a.response_status),
      [204, 204],
    );

    const member = await createMemberSession(owner, []);
    const stranger = await createTenantSession();
    const refused = [
      member.api.post(`/webhook-endpoints/${id}/deliveries/${delivered.id}/redeliver`),
      owner.api.post(`/webhook-endpoints/${otherId}/deliveries/${delivered.id}/redeliver`),
      stranger.api.post(`/webhook-endpoints/${id}/deliveries/${delivered.id}/redeliver`),
      owner.api.post(`/webhook-endpoints/${id}/deliveries/${delivered.id + 1_000_000}/redeliver`),
    ];
    assert.deepEqual(
      (await Promise.all(refused)).map((r) => r.status),
      [403, 404, 404, 404],
    );
    assert.equal(target.received.filter((r) => r.webhookId === webhookId).length, 2);
  });

  it('a failed delivery of an endpoint disabled for failing: 422 until it is enabled again, then redelivered', async function () {
    this.timeout(60_000);
    const owner = await createTenantSession();
    let up = false;
    const target = await receiver(() => (up ? 200 : 503));
    const id = await subscribe(owner, target, ['invitee.rsvp']);
    const webhookId = await sendTest(owner, id);
    await waitFor(
      async () =>
        (await owner.api.get(`/webhook-endpoints/${id}`)).data.data.status === 'disabled' ? true : undefined,
      40_000,
      250,
    );
    const failed = await delivery(owner, id, webhookId);
    assert.ok(failed);
    assert.equal(failed.status, 'failed');
    const refused = await owner.api.post(`/webhook-endpoints/${id}/deliveries/${failed.id}/redeliver`);
    assert.equal(refused.status, 422, JSON.stringify(refused.data));

    assert.equal((await owner.api.patch(`/webhook-endpoints/${id}`, { enabled: true })).status, 200);
    up = true;
    const res = await owner.api.post(`/webhook-endpoints/${id}/deliveries/${failed.id}/redeliver`);
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.equal(res.data.data.status, 'pending');
    const redelivered = await waitFor(async () => {
      const d = await delivery(owner, id, webhookId);
      return d?.status === 'delivered' ? d : undefined;
    });
    assert.equal(redelivered.attempts.length, failed.attempts.length + 1);
    assert.deepEqual(redelivered.attempts.at(-1)?.response_status, 200);
    const received = target.received.filter((r) => r.webhookId === webhookId);
    assert.ok(received.every((r) => r.verifyError === undefined));
    assert.equal(received.length, failed.attempts.length + 1);
  });
});
