import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { QueryTypes } from 'sequelize';
import { createApp } from '../../api/http/app';
import { createAppServer } from '../../api/http/app-server';
import { logger } from '../../infra/logger';
import { createProviders } from '../../infra/providers';
import { testEnv } from '../helpers/env';
import { freePort } from '../helpers/free-port';
import { createContact } from '../helpers/contacts';
import {
  creditedSession,
  sandboxCallbacksDrained,
  sandboxCountsByReference,
  smsBalance,
  tenantMessages,
} from '../helpers/sms';
// Every send, the immediate single one included, goes through the gateway's multi-send (MULTI).
import { MULTI_SEND_PATH as MULTI } from '../../infra/providers/sms-gateway';

describe('POST /sms/send', () => {
  afterEach(async () => {
    // A fault left over by a failing test must not leak into the next one.
    testEnv().sandboxes.sms.store.faults.clear();
  });

  it('answers 201 only after the gateway accepted, with the interface fields, and debits the segments', async () => {
    const session = await creditedSession(5);
    const res = await session.api.post('/sms/send', { to: '0754000111', text: 'Habari Juma, kikao ni kesho saa 4.' });
    assert.equal(res.status, 201, JSON.stringify(res.data));
    const m = res.data.data;
    assert.equal(m.to_number, '255754000111');
    assert.equal(m.from_sender, 'INFO');
    assert.equal(m.status, 'PENDING_ACCEPTED');
    assert.match(m.gateway_message_id, /^[0-9a-f-]{36}$/);
    assert.equal(m.gateway_response.messageId, m.gateway_message_id);
    assert.match(m.sent_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    for (const field of ['delivery_status', 'delivered_at', 'delivery_error', 'scheduled_at', 'contact', 'group'])
      assert.equal(m[field], null, field);
    assert.equal(m.user.id, session.admin.id);
    assert.equal(await smsBalance(session), 4);
    assert.equal(sandboxCountsByReference([m.id]).get(m.id), 1);
  });

  it("a delivery report that comes before the gateway's answer is held, then applied before the 201 is given", async () => {
    const session = await creditedSession(1);
    // The report's callback must not queue behind an earlier test's thousands (a 5,000-message batch leaves ~2,500).
    await sandboxCallbacksDrained(60_000);
    // The gateway takes the message at once and reports it after 300 ms, but answers the send only after 2.5 s, time
    // enough for the report's callback on a busy machine (only this send: a page of another test's batch still in
    // flight must not take the latency).
    testEnv().sandboxes.sms.store.latencies.set(MULTI, { ms: 2500, remaining: 1, to: '255754000111' });
    const res = await session.api.post('/sms/send', { to: '0754000111', text: 'Habari' });
    assert.equal(res.status, 201, JSON.stringify(res.data));
    assert.deepEqual([res.data.data.status, res.data.data.delivery_status], ['DELIVERED', 'DELIVERED_TO_HANDSET']);
    assert.ok(res.data.data.delivered_at);
    const [held] = await testEnv().sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM held_delivery_reports WHERE gateway_message_id = $1',
      { bind: [res.data.data.gateway_message_id], type: QueryTypes.SELECT },
    );
    assert.equal(held.n, 0);
    assert.equal(await smsBalance(session), 0);
  });

  it('bills the segment rule: a 161-character text costs 2, a Unicode one 1 per 70', async () => {
    const session = await creditedSession(10);
    assert.equal((await session.api.post('/sms/send', { to: '0754000112', text: 'a'.repeat(161) })).status, 201);
    assert.equal(await smsBalance(session), 8);
    assert.equal((await session.api.post('/sms/send', { to: '0754000112', text: 'ş'.repeat(71) })).status, 201);
    assert.equal(await smsBalance(session), 6);
  });

  it('renders a template for a linked contact; unknown placeholders stay, missing values are empty', async () => {
    const session = await creditedSession(5);
    const contact = await createContact(session, { name: 'Neema' });
    const template = await session.api.post('/templates', {
      name: 'Karibu',
      body: 'Karibu {name} ({email}) {unknown}',
    });
    assert.equal(template.status, 201, JSON.stringify(template.data));
    const res = await session.api.post('/sms/send', {
      to: contact.phone,
      template_id: template.data.data.id,
      contact_id: contact.id,
    });
    assert.equal(res.status, 201, JSON.stringify(res.data));
    assert.equal(res.data.data.body, 'Karibu Neema () {unknown}');
    assert.deepEqual(res.data.data.contact, { id: contact.id, name: 'Neema', phone: contact.phone });
    const sent = testEnv().sandboxes.sms.store.getMessage(res.data.data.gateway_message_id);
    assert.equal(sent?.text, 'Karibu Neema () {unknown}');
  });

  it("refuses another tenant's template or contact, and bad input, with 422 and no debit", async () => {
    const other = await creditedSession(0);
    const foreign = await createContact(other);
    const session = await creditedSession(5);
    const cases = [
      { to: '0754000113', text: 'x', contact_id: foreign.id },
      { to: '0754000113', template_id: 999_999 },
      { to: '0754000113' },
      { to: 'not a phone', text: 'x' },
      { to: '0754000113', text: 'x'.repeat(4001) },
      { to: '0754000113', text: 'x', scheduled_at: '2001-01-01T00:00:00Z' },
    ];
    for (const body of cases) {
      const res = await session.api.post('/sms/send', body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.equal(typeof res.data.message, 'string');
    }
    assert.equal(await smsBalance(session), 5);
  });

  it('answers 422 {message, balance, required} when the balance is short, and sends nothing', async () => {
    const session = await creditedSession(1);
    const res = await session.api.post('/sms/send', { to: '0754000114', text: 'b'.repeat(200) });
    assert.equal(res.status, 422);
    assert.deepEqual(Object.keys(res.data).sort(), ['balance', 'code', 'message', 'required']);
    assert.equal(res.data.code, 'insufficient_balance');
    assert.equal(res.data.balance, 1);
    assert.equal(res.data.required, 2);
    assert.equal((await tenantMessages(session.tenant.id)).length, 0);
  });

  it('answers 502 and refunds once when the gateway keeps failing', async () => {
    const session = await creditedSession(3);
    testEnv().sandboxes.sms.store.faults.set(MULTI, { status: 503, remaining: 10, retryAfter: null });
    const res = await session.api.post('/sms/send', { to: '0754000115', text: 'Gateway down' });
    assert.equal(res.status, 502, JSON.stringify(res.data));
    assert.equal(typeof res.data.message, 'string');
    assert.equal(await smsBalance(session), 3);
    const [row] = await tenantMessages(session.tenant.id);
    assert.equal(row.status, 'failed');
    assert.ok(row.refunded_at);
    assert.equal(sandboxCountsByReference([row.id]).size, 0);
  });

  it('answers 502 and refunds when the gateway is unreachable (connection refused)', async () => {
    const env = testEnv();
    // A free port nobody listens on: the connection is refused (fetch itself blocks well-known ports such as 9).
    const config = {
      ...env.config,
      smsGateway: { ...env.config.smsGateway, url: `http://127.0.0.1:${await freePort()}` },
    };
    const { server } = createAppServer(
      createApp({ ...env.activityDeps, ...createProviders(config), config, temporal: env.temporal, logger }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const session = await creditedSession(2);
      const api = axios.create({
        baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
        validateStatus: () => true,
        headers: { Authorization: `Bearer ${session.token}` },
      });
      const res = await api.post('/sms/send', { to: '0754000116', text: 'Nobody home' });
      assert.equal(res.status, 502, JSON.stringify(res.data));
      assert.equal(await smsBalance(session), 2);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a message the gateway rejects outright is failed and refunded (422)', async () => {
    const session = await creditedSession(2);
    const res = await session.api.post('/sms/send', { to: '255710000005', text: 'Rejected number' });
    assert.equal(res.status, 422, JSON.stringify(res.data));
    assert.equal(await smsBalance(session), 2);
    const [row] = await tenantMessages(session.tenant.id);
    assert.equal(row.status, 'failed');
  });

  it('20 parallel sends against a balance that covers 10: exactly 10 accepted, balance 0', async () => {
    const session = await creditedSession(10);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        session.api.post('/sms/send', { to: `07540002${String(i).padStart(2, '0')}`, text: `Parallel ${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 201).length, 10, JSON.stringify(statuses));
    assert.equal(statuses.filter((s) => s === 422).length, 10);
    assert.equal(await smsBalance(session), 0);
    const ids = answers.filter((r) => r.status === 201).map((r) => r.data.data.id as number);
    assert.equal([...sandboxCountsByReference(ids).values()].filter((n) => n === 1).length, 10);
  });

  it('parallel sends of one tenant are debited together, each once, with one ledger row per group', async () => {
    const session = await creditedSession(50);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        session.api.post('/sms/send', {
          to: `07540004${String(i).padStart(2, '0')}`,
          text: i % 2 ? 'Moja' : 'a'.repeat(200),
        }),
      ),
    );
    assert.deepEqual([...new Set(answers.map((r) => r.status))], [201]);
    assert.equal(await smsBalance(session), 50 - 10 - 20);
    const [{ debits, total }] = await testEnv().sequelize.query<{ debits: number; total: number }>(
      `SELECT count(*) AS debits, -sum(amount) AS total FROM ledger_entries WHERE tenant_id = $1 AND amount < 0`,
      { bind: [session.tenant.id], type: QueryTypes.SELECT },
    );
    assert.equal(total, 30);
    assert.ok(debits < 20, `${debits} debit rows`);
  });

  it('parallel sends with an opted-out number among them: those get 422 and cost nothing, each other is sent and billed once', async () => {
    const session = await creditedSession(20);
    assert.equal((await session.api.post('/opt-outs', { phone: '0754000599' })).status, 201);
    const numbers = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 1 ? '0754000599' : `07540005${String(i).padStart(2, '0')}`,
    );
    const answers = await Promise.all(
      numbers.map((to, i) => session.api.post('/sms/send', { to, text: `Mixed ${i}` })),
    );
    assert.deepEqual(
      answers.map((r) => r.status),
      numbers.map((n) => (n === '0754000599' ? 422 : 201)),
    );
    const sent = answers.filter((r) => r.status === 201);
    // Each answer names its own message: the number and text it was asked for.
    assert.deepEqual(
      sent.map((r) => [r.data.data.to_number, r.data.data.body]),
      numbers.flatMap((n, i) => (n === '0754000599' ? [] : [[`255${n.slice(1)}`, `Mixed ${i}`]])),
    );
    assert.equal(await smsBalance(session), 20 - 8);
    assert.deepEqual(
      [...sandboxCountsByReference(sent.map((r) => r.data.data.id as number)).values()],
      Array(8).fill(1),
    );
    assert.equal((await tenantMessages(session.tenant.id)).length, 8);
  });

  it('is rate limited to 60 requests per rolling minute per tenant, shared across API processes', async () => {
    const env = testEnv();
    const { server: second } = createAppServer(createApp({ ...env.activityDeps, temporal: env.temporal, logger }));
    await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
    try {
      const session = await creditedSession(0);
      const secondApi = axios.create({
        baseURL: `http://127.0.0.1:${(second.address() as AddressInfo).port}/api`,
        validateStatus: () => true,
        headers: { Authorization: `Bearer ${session.token}` },
      });
      // Invalid bodies are cheap and still count: the limit is taken before validation.
      const first = await Promise.all(Array.from({ length: 30 }, () => session.api.post('/sms/send', {})));
      const other = await Promise.all(Array.from({ length: 30 }, () => secondApi.post('/sms/send-bulk', {})));
      assert.ok(
        [...first, ...other].every((r) => r.status === 422),
        JSON.stringify([...first, ...other].filter((r) => r.status !== 422).map((r) => [r.status, r.data])).slice(
          0,
          600,
        ),
      );
      const limited = await session.api.post('/sms/send-group/1', { text: 'x' });
      assert.equal(limited.status, 429);
      assert.equal(typeof limited.data.message, 'string');
      const retryAfter = Number(limited.headers['retry-after']);
      assert.ok(retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
      // Another tenant has its own budget; other endpoints are not limited.
      assert.equal((await (await creditedSession(0)).api.post('/sms/send', {})).status, 422);
      assert.equal((await session.api.get('/balance')).status, 200);

      // A burst taken in groups (one statement per group of concurrent requests) still grants exactly the limit.
      const burstSession = await creditedSession(0);
      const burstSecond = axios.create({
        baseURL: secondApi.defaults.baseURL,
        validateStatus: () => true,
        headers: { Authorization: `Bearer ${burstSession.token}` },
      });
      const burst = await Promise.all(
        Array.from({ length: 80 }, (_, i) => (i % 2 === 0 ? burstSession.api : burstSecond).post('/sms/send', {})),
      );
      assert.deepEqual(
        [burst.filter((r) => r.status === 422).length, burst.filter((r) => r.status === 429).length],
        [60, 20],
      );
      assert.ok(burst.filter((r) => r.status === 429).every((r) => Number(r.headers['retry-after']) >= 1));
    } finally {
      second.closeAllConnections();
      await new Promise((resolve) => second.close(resolve));
    }
  });
});
