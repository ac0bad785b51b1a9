import assert from 'node:assert/strict';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import axios from 'axios';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { creditTenant } from '../helpers/credits';
import { creditedSession, sandboxCountsByReference, smsBalance, tenantMessages } from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';
import { createMemberSession, type TenantSession } from '../helpers/tenant';
import { withSecondApi } from '../helpers/second-api';
import { balanceOf } from '../helpers/credits';
import { freshChatNumber } from '../helpers/chat';
import { syncedChatTemplateId } from '../helpers/chat-sends';
import { MULTI_SEND_PATH as MULTI } from '../../infra/providers/sms-gateway';

const LOGS = '/api/sms/v1/logs';

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const send = (session: TenantSession, key: string, body: Record<string, unknown>) =>
  session.api.post('/sms/send', body, keyed(key));
const smsControl = () => axios.create({ baseURL: testEnv().sandboxes.sms.url, validateStatus: () => true });

async function keyRows(tenantId: number): Promise<Array<{ key: string; status: string; fingerprint: string }>> {
  return testEnv().sequelize.query(
    'SELECT key, status, fingerprint FROM idempotency_keys WHERE tenant_id = $1 ORDER BY id',
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
}

describe('Idempotency-Key on POST /sms/send', () => {
  afterEach(() => testEnv().sandboxes.sms.store.faults.clear());

  it('replays the first answer for the same key and body: same status and body, Idempotent-Replayed, nothing sent or billed again', async () => {
    const session = await creditedSession(5);
    const key = randomUUID();
    const first = await send(session, key, { to: '0754000131', text: 'Mara moja tu' });
    assert.equal(first.status, 201, JSON.stringify(first.data));
    assert.equal(first.headers['idempotent-replayed'], undefined);
    // The same JSON body with its keys in another order is the same request.
    const again = await session.api.post('/sms/send', '{ "text": "Mara moja tu",\n "to": "0754000131" }', {
      headers: { 'Idempotency-Key': key, 'Content-Type': 'application/json' },
    });
    assert.equal(again.status, 201);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.data, first.data);
    assert.equal(await smsBalance(session), 4);
    assert.equal((await tenantMessages(session.tenant.id)).length, 1);
    assert.equal(sandboxCountsByReference([first.data.data.id]).get(first.data.data.id), 1);
  });

  it('refuses the same key with another body, or on another route, with 422 and does nothing', async () => {
    const session = await creditedSession(5);
    const key = randomUUID();
    assert.equal((await send(session, key, { to: '0754000132', text: 'Kwanza' })).status, 201);
    const other = await send(session, key, { to: '0754000132', text: 'Pili' });
    assert.equal(other.status, 422, JSON.stringify(other.data));
    assert.match(other.data.message, /different request/);
    const elsewhere = await session.api.post(
      '/sms/send-bulk',
      { messages: [{ to: '0754000132', text: 'Kwanza' }] },
      keyed(key),
    );
    assert.equal(elsewhere.status, 422);
    assert.equal(await smsBalance(session), 4);
    assert.equal((await tenantMessages(session.tenant.id)).length, 1);
  });

  it('answers 409 to a request made while the first under its key is still running, then replays the first', async () => {
    const session = await creditedSession(5);
    const key = randomUUID();
    // The gateway takes 1.5 s to answer the one send that reaches it.
    await smsControl().post('/__sandbox/latency', { path: MULTI, ms: 1500, count: 1 });
    const body = { to: '0754000133', text: 'Pamoja' };
    const answers = await Promise.all([
      send(session, key, body),
      new Promise((r) => setTimeout(r, 100)).then(() => send(session, key, body)),
    ]);
    assert.deepEqual(answers.map((r) => r.status).sort(), [201, 409], JSON.stringify(answers.map((r) => r.data)));
    const conflict = answers.find((r) => r.status === 409)!;
    assert.equal(conflict.headers['retry-after'], '1');
    const replay = await send(session, key, body);
    assert.deepEqual(
      [replay.status, replay.headers['idempotent-replayed'], replay.data],
      [201, 'true', answers.find((r) => r.status === 201)!.data],
    );
    assert.equal(await smsBalance(session), 4);
    const [message] = await tenantMessages(session.tenant.id);
    assert.equal(sandboxCountsByReference([message.id]).get(message.id), 1);
  });

  it('keys belong to one organization: another one runs the same key and body; another user of it is refused', async () => {
    const [first, second] = [await creditedSession(2), await creditedSession(2)];
    const key = `order-${randomUUID()}`;
    const body = { to: '0754000134', text: 'Kila shirika' };
    assert.equal((await send(first, key, body)).status, 201);
    const theirs = await send(second, key, body);
    assert.equal(theirs.status, 201);
    assert.equal(theirs.headers['idempotent-replayed'], undefined);
    assert.deepEqual([await smsBalance(first), await smsBalance(second)], [1, 1]);
    const colleague = await createMemberSession(first, ['messages.send']);
    assert.equal((await colleague.api.post('/sms/send', body, keyed(key))).status, 422);
    assert.equal(await smsBalance(first), 1);
  });

  it('a replay does not count against the rate limit, and refusals before the route ran (429, invalid body) leave the key unused', async () => {
    const session = await creditedSession(5);
    await withSecondApi(
      (config) => ({ ...config, sendRateLimitPerMinute: 2 }),
      async (client) => {
        const api = client(session.token);
        const key = randomUUID();
        const invalid = await api.post('/sms/send', { to: '0754000135' }, keyed(key));
        assert.equal(invalid.status, 422);
        assert.deepEqual(await keyRows(session.tenant.id), []);
        const first = await api.post('/sms/send', { to: '0754000135', text: 'Kikomo' }, keyed(key));
        assert.equal(first.status, 201, JSON.stringify(first.data));
        const limited = await api.post('/sms/send', { to: '0754000135', text: 'Kikomo' }, keyed(randomUUID()));
        assert.equal(limited.status, 429);
        for (let i = 0; i < 3; i++) {
          const replay = await api.post('/sms/send', { to: '0754000135', text: 'Kikomo' }, keyed(key));
          assert.deepEqual([replay.status, replay.headers['idempotent-replayed']], [201, 'true']);
        }
        assert.deepEqual(
          (await keyRows(session.tenant.id)).map((r) => [r.key, r.status]),
          [[key, 'done']],
        );
      },
    );
    assert.equal(await smsBalance(session), 4);
  });

  it('a provider failure that was refunded (502) releases the key: the retry with it sends once', async () => {
    const session = await creditedSession(2);
    const key = randomUUID();
    await smsControl().post('/__sandbox/faults', { path: MULTI, status: 500, count: 3 });
    const failed = await send(session, key, { to: '0754000136', text: 'Jaribu tena' });
    assert.equal(failed.status, 502, JSON.stringify(failed.data));
    assert.equal(await smsBalance(session), 2);
    const retry = await send(session, key, { to: '0754000136', text: 'Jaribu tena' });
    assert.equal(retry.status, 201, JSON.stringify(retry.data));
    assert.equal(retry.headers['idempotent-replayed'], undefined);
    assert.equal(await smsBalance(session), 1);
    const rows = await tenantMessages(session.tenant.id);
    assert.deepEqual(
      rows.map((r) => r.status),
      ['failed', 'PENDING_ACCEPTED'],
    );
    assert.equal(sandboxCountsByReference(rows.map((r) => r.id)).size, 1);
  });

  it('an answer whose outcome is unknown (504: no answer in time, logs unreadable) is kept, so the key never sends twice', async () => {
    const session = await creditedSession(2);
    const key = randomUUID();
    await smsControl().post('/__sandbox/latency', { path: MULTI, ms: 1500, count: 1 });
    await smsControl().post('/__sandbox/faults', { path: LOGS, status: 500, count: 20 });
    await withSecondApi(
      (config) => ({ ...config, smsGateway: { ...config.smsGateway, timeoutMs: 300 } }),
      async (client) => {
        const body = { to: '0754000137', text: 'Haijulikani' };
        const unknown = await client(session.token).post('/sms/send', body, keyed(key));
        assert.equal(unknown.status, 504, JSON.stringify(unknown.data));
        const replay = await client(session.token).post('/sms/send', body, keyed(key));
        assert.deepEqual(
          [replay.status, replay.headers['idempotent-replayed'], replay.data],
          [504, 'true', unknown.data],
        );
      },
    );
    const rows = await tenantMessages(session.tenant.id);
    assert.equal(rows.length, 1);
    assert.equal(sandboxCountsByReference([rows[0].id]).get(rows[0].id), 1);
    assert.equal(await smsBalance(session), 1);
  });

  it('a refusal by the route itself (422, short balance) is the outcome: replayed even once the balance is there', async () => {
    const session = await creditedSession(0);
    const key = randomUUID();
    const body = { to: '0754000138', text: 'Salio' };
    const short = await send(session, key, body);
    assert.deepEqual([short.status, short.data.balance, short.data.required], [422, 0, 1]);
    await creditTenant(session.tenant.id, 'sms', 1);
    const replay = await send(session, key, body);
    assert.deepEqual([replay.status, replay.headers['idempotent-replayed'], replay.data], [422, 'true', short.data]);
    assert.equal((await send(session, randomUUID(), body)).status, 201);
  });

  it('takes the quoted (draft) and bare forms as one key; a malformed, overlong or repeated key is 400 and does nothing', async () => {
    const session = await creditedSession(3);
    const body = { to: '0754000139', text: 'Ufunguo' };
    assert.equal((await send(session, '"ab\\"c-1"', body)).status, 201);
    assert.equal((await send(session, 'ab"c-1', body)).headers['idempotent-replayed'], 'true');
    for (const bad of ['""', 'x'.repeat(256), '"unterminated', ' "a" b"']) {
      const res = await send(session, bad, body);
      assert.equal(res.status, 400, `${bad}: ${res.status}`);
      assert.equal(typeof res.data.message, 'string');
    }
    const repeated = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${testEnv().baseUrl}/api/sms/send`);
      const req = http.request(
        url,
        { method: 'POST', headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.setHeader('Idempotency-Key', ['one', 'two']);
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
    assert.equal(repeated.status, 400, repeated.body);
    assert.equal(await smsBalance(session), 2);
  });

  it('forgets a key 24 hours after its first use (then it runs again) and purges expired keys', async () => {
    const session = await creditedSession(3);
    const [key, old] = [randomUUID(), randomUUID()];
    assert.equal((await send(session, key, { to: '0754000140', text: 'Jana' })).status, 201);
    assert.equal((await send(session, old, { to: '0754000140', text: 'Juzi' })).status, 201);
    await testEnv().sequelize.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE tenant_id = $1",
      { bind: [session.tenant.id] },
    );
    const later = await send(session, key, { to: '0754000140', text: 'Leo' });
    assert.equal(later.status, 201, JSON.stringify(later.data));
    assert.equal(later.headers['idempotent-replayed'], undefined);
    assert.equal(await smsBalance(session), 0);
    assert.deepEqual(
      (await keyRows(session.tenant.id)).map((r) => [r.key, r.status]),
      [[key, 'done']],
    );
  });
});

describe('Idempotency-Key on the batch sends and the purchases', () => {
  it('/sms/send-bulk: a replay answers the same batch and writes, bills and queues nothing again', async () => {
    const session = await creditedSession(5);
    const key = randomUUID();
    const body = {
      messages: [
        { to: '0754000141', text: 'Kundi' },
        { to: '0754000142', text: 'Kundi' },
      ],
    };
    const first = await session.api.post('/sms/send-bulk', body, keyed(key));
    assert.equal(first.status, 202, JSON.stringify(first.data));
    const replay = await session.api.post('/sms/send-bulk', body, keyed(key));
    assert.deepEqual([replay.status, replay.headers['idempotent-replayed'], replay.data], [202, 'true', first.data]);
    assert.equal(await smsBalance(session), 3);
    const batches = await testEnv().sequelize.query('SELECT id FROM send_batches WHERE tenant_id = $1', {
      bind: [session.tenant.id],
      type: QueryTypes.SELECT,
    });
    assert.equal(batches.length, 1);
    // The list becomes its 2 rows in the workflow, once.
    await waitFor(async () => ((await tenantMessages(session.tenant.id)).length === 2 ? true : undefined));
  });

  it('/sms-purchases and /sms-purchases/online: a replay answers the same purchase and creates no other', async () => {
    const session = await creditedSession(0);
    const manual = { sms_quantity: 500, transaction_reference: 'MPESA-QK7AB2CD3F', payer_phone: '0754 000 143' };
    const key = randomUUID();
    const first = await session.api.post('/sms-purchases', manual, keyed(key));
    assert.equal(first.status, 201, JSON.stringify(first.data));
    const replay = await session.api.post('/sms-purchases', manual, keyed(key));
    assert.deepEqual([replay.status, replay.headers['idempotent-replayed'], replay.data], [201, 'true', first.data]);
    // Without the key the same request is a second one (refused: one pending manual purchase at a time).
    assert.equal((await session.api.post('/sms-purchases', manual)).status, 422);

    const onlineKey = randomUUID();
    const checkout = await session.api.post('/sms-purchases/online', { sms_quantity: 500 }, keyed(onlineKey));
    assert.equal(checkout.status, 201, JSON.stringify(checkout.data));
    const again = await session.api.post('/sms-purchases/online', { sms_quantity: 500 }, keyed(onlineKey));
    assert.deepEqual([again.status, again.headers['idempotent-replayed'], again.data], [201, 'true', checkout.data]);
    const purchases = await testEnv().sequelize.query('SELECT id FROM purchases WHERE tenant_id = $1', {
      bind: [session.tenant.id],
      type: QueryTypes.SELECT,
    });
    assert.equal(purchases.length, 2);
  });

  it('/chat/send-bulk: a replay answers the same batch and bills no chat credit again', async () => {
    const session = await creditedSession(0);
    await creditTenant(session.tenant.id, 'chat', 5);
    const body = {
      numbers: [freshChatNumber(), freshChatNumber()],
      chat_template_id: await syncedChatTemplateId('event_reminder'),
      variables: ['Harusi'],
    };
    const key = randomUUID();
    const first = await session.api.post('/chat/send-bulk', body, keyed(key));
    assert.equal(first.status, 202, JSON.stringify(first.data));
    const replay = await session.api.post('/chat/send-bulk', body, keyed(key));
    assert.deepEqual([replay.status, replay.headers['idempotent-replayed'], replay.data], [202, 'true', first.data]);
    assert.equal(await balanceOf(session.tenant.id, 'chat'), 3);
    assert.equal((await tenantMessages(session.tenant.id)).length, 2);
  });
});
