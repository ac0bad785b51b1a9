import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { createContact } from '../helpers/contacts';
import { creditTenant } from '../helpers/credits';
import { testEnv } from '../helpers/env';
import {
  fakeGatewayId,
  insertMessage,
  insertMessagesPastExactTotal,
  messageRow,
  submitToSandbox,
} from '../helpers/messages';
import { darTodayBounds, platformStatsSql } from '../../db/dashboard/platform-stats';
import { createApp } from '../../api/http/app';
import { createHttpSmsGateway } from '../../infra/providers/sms-gateway';

const smsBalance = async (s: TenantSession) => (await s.api.get('/balance')).data.sms_balance as number;

describe('messages', () => {
  let owner: TenantSession;
  let other: TenantSession;
  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
  });

  describe('GET /messages', () => {
    let session: TenantSession;
    const ids: Record<string, number> = {};
    before(async () => {
      session = await createTenantSession();
      // Sent 2026-01-10 22:30Z = 2026-01-11 01:30 in Dar es Salaam.
      ids.late = await insertMessage(session.tenant.id, {
        body: 'Kikao cha kamati',
        toNumber: '255754100200',
        gatewayMessageId: fakeGatewayId(),
        sentAt: new Date('2026-01-10T22:30:00Z'),
        status: 'DELIVERED',
      });
      ids.early = await insertMessage(session.tenant.id, {
        body: 'Karibu harusini 100%',
        toNumber: '255754100201',
        gatewayMessageId: fakeGatewayId(),
        sentAt: new Date('2026-01-10T20:59:00Z'),
      });
      ids.scheduled = await insertMessage(session.tenant.id, {
        body: 'Ukumbusho',
        status: 'scheduled',
        scheduledAt: new Date(Date.now() + 86_400_000),
      });
      ids.submitting = await insertMessage(session.tenant.id, { body: 'Inatumwa', status: 'submitting' });
      await insertMessage(other.tenant.id, { body: 'Kikao cha kamati', gatewayMessageId: fakeGatewayId() });
    });
    const list = async (query: string) => {
      const res = await session.api.get(`/messages${query}`);
      assert.equal(res.status, 200, JSON.stringify(res.data));
      return res.data as {
        data: Array<{ id: number; status: string }>;
        meta: { total: number; per_page: number; last_page: number };
        links: { next: string | null };
      };
    };

    it('lists only this tenant’s messages, newest first, in the paginated envelope with the Message fields', async () => {
      const page = await list('');
      assert.deepEqual(
        page.data.map((m) => m.id),
        [ids.submitting, ids.scheduled, ids.early, ids.late],
      );
      assert.equal(page.meta.total, 4);
      const message = page.data.find((m) => m.id === ids.late) as Record<string, unknown>;
      for (const field of [
        'id',
        'to_number',
        'from_sender',
        'body',
        'status',
        'delivery_status',
        'delivered_at',
        'delivery_error',
        'gateway_message_id',
        'gateway_response',
        'sent_at',
        'scheduled_at',
        'contact',
        'group',
        'user',
        'created_at',
      ])
        assert.ok(field in message, field);
      assert.match(String(message.sent_at), /^2026-01-10T22:30:00\.000000Z$/);
      assert.equal(
        page.data.find((m) => m.id === ids.submitting)?.status,
        'queued',
        'the internal submitting step shows as queued',
      );
    });

    it('paginates with per_page and absolute links', async () => {
      const page = await list('?per_page=3&status=&date_from=');
      assert.equal(page.data.length, 3);
      assert.equal(page.meta.last_page, 2);
      assert.match(String(page.links.next), /^http.*\/api\/messages\?.*page=2/);
      assert.deepEqual(
        (await list('?per_page=3&page=2')).data.map((m) => m.id),
        [ids.late],
      );
    });

    it('filters by status (queued includes the submitting step)', async () => {
      assert.deepEqual(
        (await list('?status=DELIVERED')).data.map((m) => m.id),
        [ids.late],
      );
      assert.deepEqual(
        (await list('?status=scheduled')).data.map((m) => m.id),
        [ids.scheduled],
      );
      assert.deepEqual(
        (await list('?status=queued')).data.map((m) => m.id),
        [ids.submitting],
      );
      assert.equal((await list('?status=cancelled')).meta.total, 0);
    });

    it('searches the text and the number (local form too), literally', async () => {
      assert.deepEqual(
        (await list('?search=kamati')).data.map((m) => m.id),
        [ids.late],
      );
      assert.deepEqual(
        (await list('?search=0754100201')).data.map((m) => m.id),
        [ids.early],
      );
      assert.deepEqual(
        (await list('?search=255754100200')).data.map((m) => m.id),
        [ids.late],
      );
      assert.deepEqual(
        (await list(`?search=${encodeURIComponent('100%')}`)).data.map((m) => m.id),
        [ids.early],
      );
      assert.equal((await list(`?search=${encodeURIComponent('%')}`)).meta.total, 1);
    });

    it('filters date_from/date_to on sent_at, as Dar es Salaam days, both inclusive', async () => {
      assert.deepEqual(
        (await list('?date_from=2026-01-11&date_to=2026-01-11')).data.map((m) => m.id),
        [ids.late],
      );
      assert.deepEqual(
        (await list('?date_from=2026-01-10&date_to=2026-01-10')).data.map((m) => m.id),
        [ids.early],
      );
      // With a date filter newest first is by sent_at: `late` was inserted first but sent last.
      assert.deepEqual(
        (await list('?date_to=2026-01-11')).data.map((m) => m.id),
        [ids.late, ids.early],
      );
      assert.deepEqual(
        (await list('?date_from=2026-01-11&search=kamati&status=DELIVERED')).data.map((m) => m.id),
        [ids.late],
      );
    });

    it('rejects bad filters with 422 and field errors', async () => {
      for (const [query, field] of [
        ['?status=nonsense', 'status'],
        ['?date_from=2026-02-30', 'date_from'],
        ['?date_to=11-01-2026', 'date_to'],
        ['?date_from=2026-02-02&date_to=2026-02-01', 'date_to'],
        ['?per_page=500', 'per_page'],
        ['?page=0', 'page'],
      ]) {
        const res = await session.api.get(`/messages${query}`);
        assert.equal(res.status, 422, query);
        assert.ok(res.data.errors[field], `${query}: ${JSON.stringify(res.data)}`);
      }
    });

    it('counts exactly up to 1,000 matches and estimates above (meta.total_is_estimate)', async () => {
      const big = await createTenantSession();
      await insertMessagesPastExactTotal(big.tenant.id, 'sms', 'UNDELIVERABLE', 'DELIVERED');
      const all = await big.api.get('/messages');
      assert.equal(all.data.meta.total_is_estimate, true);
      assert.ok(all.data.meta.total > 1000, String(all.data.meta.total));
      assert.equal(all.data.data.length, 20);
      const few = await big.api.get('/messages?status=UNDELIVERABLE');
      assert.deepEqual([few.data.meta.total, few.data.meta.total_is_estimate], [5, false]);
    });

    it('needs a token and the messages permission', async () => {
      const member = await createMemberSession(session, ['contacts.view']);
      assert.equal((await member.api.get('/messages')).status, 403);
      const viewer = await createMemberSession(session, ['messages.view']);
      assert.equal((await viewer.api.get('/messages')).status, 200);
    });
  });

  describe('GET /messages/{id}', () => {
    it('shows the message with its contact, group and user', async () => {
      const contact = await createContact(owner, { name: 'Juma Ally' });
      const group = await owner.api.post('/groups', { name: `Kamati ${Date.now()}` });
      assert.equal(group.status, 201, JSON.stringify(group.data));
      const gatewayId = fakeGatewayId();
      const id = await insertMessage(owner.tenant.id, {
        gatewayMessageId: gatewayId,
        contactId: contact.id,
        groupId: group.data.data.id,
        userId: owner.admin.id,
      });
      const res = await owner.api.get(`/messages/${id}`);
      assert.equal(res.status, 200);
      const m = res.data.data;
      assert.deepEqual(m.contact, { id: contact.id, name: 'Juma Ally', phone: contact.phone });
      assert.deepEqual(m.group, { id: group.data.data.id, name: group.data.data.name });
      assert.deepEqual(m.user, { id: owner.admin.id, name: owner.admin.name, email: owner.admin.email });
      assert.equal(m.gateway_message_id, gatewayId);
      assert.deepEqual(m.gateway_response, { messageId: gatewayId });
    });

    it('shows null links when none, and never links another tenant’s records', async () => {
      const foreignContact = await createContact(other);
      const id = await insertMessage(owner.tenant.id, { contactId: foreignContact.id, userId: other.admin.id });
      const m = (await owner.api.get(`/messages/${id}`)).data.data;
      assert.deepEqual([m.contact, m.group, m.user], [null, null, null]);
    });

    it('is 404 for another tenant’s message, an unknown id and junk ids', async () => {
      const foreign = await insertMessage(other.tenant.id);
      for (const id of [foreign, 999_999_999, 'abc', '-1', '99999999999']) {
        const res = await owner.api.get(`/messages/${id}`);
        assert.equal(res.status, 404, String(id));
        assert.equal(typeof res.data.message, 'string');
      }
    });
  });

  describe('POST /messages/{id}/check-status', () => {
    const sms = () => testEnv().sandboxes.sms;
    const fault = (body: Record<string, unknown>) =>
      fetch(`${sms().url}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('refreshes the message from the gateway report', async () => {
      const gatewayId = await submitToSandbox('255710000006'); // reported EXPIRED_EXPIRED
      // The row appears after the sandbox's callback (300 ms) went by unmatched: only check-status can bring the report in.
      await new Promise((r) => setTimeout(r, 500));
      const id = await insertMessage(owner.tenant.id, { gatewayMessageId: gatewayId });
      assert.equal((await messageRow(id))?.status, 'PENDING_ACCEPTED');
      const res = await owner.api.post(`/messages/${id}/check-status`);
      assert.equal(res.status, 200, JSON.stringify(res.data));
      assert.equal(res.data.data.id, id);
      assert.equal(res.data.data.status, 'EXPIRED');
      assert.equal(res.data.data.delivery_status, 'EXPIRED_EXPIRED');
    });

    it('never moves the status backwards', async () => {
      const gatewayId = await submitToSandbox('255754000333');
      await new Promise((r) => setTimeout(r, 500));
      const id = await insertMessage(owner.tenant.id, {
        gatewayMessageId: gatewayId,
        status: 'UNDELIVERABLE',
        deliveryStatus: 'UNDELIVERABLE_NOT_DELIVERED',
      });
      const res = await owner.api.post(`/messages/${id}/check-status`);
      assert.equal(res.status, 200);
      assert.equal(res.data.data.status, 'UNDELIVERABLE');
    });

    it('is 404 while the gateway has no report yet', async () => {
      const gatewayId = await submitToSandbox('255710000003'); // never reported
      const id = await insertMessage(owner.tenant.id, { gatewayMessageId: gatewayId });
      const res = await owner.api.post(`/messages/${id}/check-status`);
      assert.equal(res.status, 404);
      assert.match(res.data.message, /report/i);
    });

    it('is 422 when the message has no gateway id', async () => {
      const id = await insertMessage(owner.tenant.id, {
        status: 'scheduled',
        scheduledAt: new Date(Date.now() + 3_600_000),
      });
      const res = await owner.api.post(`/messages/${id}/check-status`);
      assert.equal(res.status, 422);
      assert.equal(typeof res.data.message, 'string');
    });

    it('is 429 with Retry-After when the gateway throttles, 502 when it fails', async () => {
      const id = await insertMessage(owner.tenant.id, { gatewayMessageId: fakeGatewayId() });
      await fault({ path: '/api/sms/v1/reports', status: 429, count: 1, retryAfter: 3 });
      const throttled = await owner.api.post(`/messages/${id}/check-status`);
      assert.equal(throttled.status, 429);
      assert.equal(throttled.headers['retry-after'], '3');
      await fault({ path: '/api/sms/v1/reports', status: 503, count: 1 });
      const failed = await owner.api.post(`/messages/${id}/check-status`);
      assert.equal(failed.status, 502);
      assert.equal(typeof failed.data.message, 'string');
    });

    it('is 502 when the gateway is unreachable', async () => {
      const env = testEnv();
      // The same app over a gateway URL where nothing listens.
      const app = createApp({
        ...env.activityDeps,
        temporal: env.temporal,
        smsGateway: createHttpSmsGateway({ url: 'http://127.0.0.1:9', user: 'x', password: 'y', timeoutMs: 2000 }),
      });
      const server = app.listen(0);
      try {
        await new Promise((r) => server.once('listening', r));
        const port = (server.address() as { port: number }).port;
        const id = await insertMessage(owner.tenant.id, { gatewayMessageId: fakeGatewayId() });
        const res = await fetch(`http://127.0.0.1:${port}/api/messages/${id}/check-status`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${owner.token}`, Accept: 'application/json' },
        });
        assert.equal(res.status, 502);
        assert.equal(typeof ((await res.json()) as { message: unknown }).message, 'string');
      } finally {
        server.close();
      }
    });

    it('is 404 for another tenant’s message and 403 without the permission', async () => {
      const foreign = await insertMessage(other.tenant.id, { gatewayMessageId: fakeGatewayId() });
      assert.equal((await owner.api.post(`/messages/${foreign}/check-status`)).status, 404);
      const viewer = await createMemberSession(owner, ['messages.view']);
      assert.equal((await viewer.api.post(`/messages/${foreign}/check-status`)).status, 403);
    });
  });

  describe('DELETE /messages/bulk', () => {
    it('deletes this tenant’s messages only, refunding the unsent ones', async () => {
      const session = await createTenantSession();
      await creditTenant(session.tenant.id, 'sms', 10);
      const sent = await insertMessage(session.tenant.id, { gatewayMessageId: fakeGatewayId() });
      const scheduled = await insertMessage(session.tenant.id, {
        status: 'scheduled',
        scheduledAt: new Date(Date.now() + 3_600_000),
        credits: 3,
      });
      const foreign = await insertMessage(other.tenant.id);
      const res = await session.api.delete('/messages/bulk', {
        data: { ids: [sent, scheduled, foreign, sent, 987_654_321] },
      });
      assert.equal(res.status, 200, JSON.stringify(res.data));
      assert.equal(res.data.count, 2);
      assert.equal(typeof res.data.message, 'string');
      assert.equal(await smsBalance(session), 13);
      assert.equal(await messageRow(sent), undefined);
      assert.ok(await messageRow(foreign), 'another tenant’s message stays');
      const again = await session.api.delete('/messages/bulk', { data: { ids: [scheduled] } });
      assert.equal(again.data.count, 0);
      assert.equal(await smsBalance(session), 13, 'refunded once');
    });

    it('validates ids (422) and needs messages.delete (403)', async () => {
      for (const data of [{}, { ids: [] }, { ids: ['x'] }, { ids: [1.5] }, { ids: 'all' }]) {
        const res = await owner.api.delete('/messages/bulk', { data });
        assert.equal(res.status, 422, JSON.stringify(data));
        assert.ok(res.data.errors, JSON.stringify(res.data));
      }
      const viewer = await createMemberSession(owner, ['messages.view']);
      assert.equal((await viewer.api.delete('/messages/bulk', { data: { ids: [1] } })).status, 403);
    });
  });

  describe('messages_today', () => {
    it('counts the messages sent today (Dar es Salaam) on the dashboard and in admin.stats', async () => {
      const session = await createTenantSession();
      await insertMessage(session.tenant.id, { gatewayMessageId: fakeGatewayId() });
      await insertMessage(session.tenant.id, {
        gatewayMessageId: fakeGatewayId(),
        sentAt: new Date(Date.now() - 3 * 86_400_000),
      });
      await insertMessage(session.tenant.id, { status: 'scheduled', scheduledAt: new Date(Date.now() + 86_400_000) });
      const res = await session.api.get('/dashboard');
      assert.equal(res.status, 200);
      assert.equal(res.data.messages_count, 3);
      assert.equal(res.data.messages_today, 1);
      const [stats] = await testEnv().sequelize.query<{ messages_today: number }>(platformStatsSql(), {
        type: QueryTypes.SELECT,
        bind: darTodayBounds(new Date()),
      });
      assert.ok(stats.messages_today >= 1);
    });
  });
});
