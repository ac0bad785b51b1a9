import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { type AxiosInstance } from 'axios';
import { QueryTypes } from 'sequelize';
import { apiClient, createTenantSession, type TenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { TEST_CHAT } from '../helpers/sandboxes';
import {
  chatWebhookEnvelope,
  freshChatNumber,
  inboundTextBody,
  insertSentChatMessage,
  postChatWebhookRaw,
  postSignedChatWebhook,
  signChatWebhook,
} from '../helpers/chat';
import { waitFor } from '../helpers/wait-for';
import { createApp } from '../../api/http/app';
import { createProviders } from '../../infra/providers';
import { logger } from '../../infra/logger';

const statusBody = (wamid: string, status: string, extra: Record<string, unknown> = {}) =>
  chatWebhookEnvelope({
    statuses: [{ id: wamid, status, timestamp: '1763802042', recipient_id: '255712345678', ...extra }],
  });

async function statusRows(wamid: string): Promise<Array<Record<string, any>>> {
  return testEnv().sequelize.query('SELECT * FROM chat_status_events WHERE wamid = $1 ORDER BY id', {
    bind: [wamid],
    type: QueryTypes.SELECT,
  });
}

async function inboundRows(wamid: string): Promise<Array<Record<string, any>>> {
  return testEnv().sequelize.query('SELECT * FROM chat_inbound_messages WHERE wamid = $1', {
    bind: [wamid],
    type: QueryTypes.SELECT,
  });
}

describe('chat webhook /webhooks/chat', () => {
  let control: AxiosInstance;
  before(() => {
    control = axios.create({ baseURL: testEnv().sandboxes.chat.url, validateStatus: () => true });
  });

  describe('GET: the subscription handshake', () => {
    it('echoes hub.challenge as text/plain for mode subscribe and our verify token', async () => {
      const res = await apiClient().get('/webhooks/chat', {
        params: { 'hub.mode': 'subscribe', 'hub.verify_token': TEST_CHAT.verifyToken, 'hub.challenge': '1158201444' },
      });
      assert.equal(res.status, 200);
      assert.match(String(res.headers['content-type']), /^text\/plain/);
      assert.equal(res.data, 1158201444);
      const raw = await axios.get(
        `${testEnv().baseUrl}/api/webhooks/chat?hub.mode=subscribe&hub.verify_token=${TEST_CHAT.verifyToken}&hub.challenge=ab%20c`,
        { responseType: 'text', transformResponse: (x) => x },
      );
      assert.equal(raw.data, 'ab c');
    });

    it('answers 403 JSON for a wrong or missing token or another mode', async () => {
      const cases = [
        { 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1' },
        { 'hub.mode': 'subscribe', 'hub.challenge': '1' },
        { 'hub.mode': 'unsubscribe', 'hub.verify_token': TEST_CHAT.verifyToken, 'hub.challenge': '1' },
        {},
      ];
      for (const params of cases) {
        const res = await apiClient().get('/webhooks/chat', { params });
        assert.equal(res.status, 403, JSON.stringify(params));
        assert.equal(typeof res.data.message, 'string');
      }
    });

    it('passes the sandbox handshake, and fails it for another token', async () => {
      const ok = await control.post('/__sandbox/chat/verify', {});
      assert.deepEqual([ok.data.status, ok.data.matched], [200, true]);
      const wrong = await control.post('/__sandbox/chat/verify', { verify_token: 'not-ours' });
      assert.deepEqual([wrong.data.status, wrong.data.matched], [403, false]);
    });
  });

  describe('POST: signature', () => {
    let tenantOf: TenantSession;
    before(async () => {
      tenantOf = await createTenantSession();
    });

    it('answers 401 and stores nothing without a signature, with a wrong one or one over other bytes', async () => {
      const wamid = `wamid.${randomUUID()}`;
      const body = statusBody(wamid, 'sent');
      const raw = JSON.stringify(body);
      const attempts = [
        await postChatWebhookRaw(raw),
        await postChatWebhookRaw(raw, signChatWebhook(raw, 'not-the-app-secret')),
        await postChatWebhookRaw(raw, 'sha256=deadbeef'),
        await postChatWebhookRaw(JSON.stringify(body, null, 2), signChatWebhook(raw)),
      ];
      for (const res of attempts) {
        assert.equal(res.status, 401);
        assert.equal(typeof res.data.message, 'string');
      }
      assert.deepEqual(await statusRows(wamid), []);
      assert.equal(
        (await postChatWebhookRaw(raw, signChatWebhook(raw))).status,
        200,
        'the same bytes, signed right, are taken',
      );
      assert.equal((await statusRows(wamid)).length, 1);
    });

    it('takes a POST only on its exact path: a trailing slash or another case is 404 and stores nothing, however it is signed', async () => {
      const number = freshChatNumber();
      await insertSentChatMessage(tenantOf.tenant.id, number);
      const optOuts = async () =>
        testEnv().sequelize.query('SELECT 1 FROM opt_outs WHERE phone = $1', {
          bind: [number],
          type: QueryTypes.SELECT,
        });
      for (const path of [
        '/api/webhooks/chat/',
        '/API/webhooks/chat',
        '/api/Webhooks/chat',
        '/api/webhooks/CHAT',
        '/api/webhooks/chat//',
      ]) {
        const wamid = `wamid.${randomUUID()}`;
        const raw = JSON.stringify(inboundTextBody(wamid, number, 'STOP'));
        for (const signature of [signChatWebhook(''), signChatWebhook(raw)]) {
          const res = await axios.post(`${testEnv().baseUrl}${path}`, raw, {
            headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
            validateStatus: () => true,
          });
          assert.equal(res.status, 404, `${path}: ${JSON.stringify(res.data)}`);
          assert.equal(typeof res.data.message, 'string');
        }
        assert.deepEqual(await inboundRows(wamid), [], path);
      }
      assert.deepEqual(await optOuts(), []);
      const wamid = `wamid.${randomUUID()}`;
      const raw = JSON.stringify(inboundTextBody(wamid, number, 'STOP'));
      assert.equal(
        (await postChatWebhookRaw(raw, signChatWebhook(''))).status,
        401,
        'a body signed as empty on the right path',
      );
      assert.equal((await postChatWebhookRaw(raw, signChatWebhook(raw))).status, 200);
      assert.equal((await inboundRows(wamid)).length, 1);
      assert.equal((await optOuts()).length, 1);
    });

    it('takes the exact bytes that were signed, non-ASCII escaped or not', async () => {
      const wamid = `wamid.${randomUUID()}`;
      const raw = JSON.stringify(inboundTextBody(wamid, freshChatNumber(), 'Asante sana 😀')).replace(
        '😀',
        '\\ud83d\\ude00',
      );
      const res = await postChatWebhookRaw(raw, signChatWebhook(raw));
      assert.equal(res.status, 200);
      assert.equal((await inboundRows(wamid))[0].text, 'Asante sana 😀');
    });

    it('answers a body that is not JSON with the documented 400, signed or not, and stores nothing', async () => {
      const wamid = `wamid.${randomUUID()}`;
      const raw = JSON.stringify(inboundTextBody(wamid, freshChatNumber(), 'Nitakuja')).slice(0, -1);
      for (const res of [await postChatWebhookRaw(raw), await postChatWebhookRaw(raw, signChatWebhook(raw))]) {
        assert.equal(res.status, 400);
        assert.equal(res.data.code, 'malformed_json');
      }
      assert.deepEqual(await inboundRows(wamid), []);
    });

    it('needs no signature when CHAT_APP_SECRET is unset, and then no verify token passes either', async () => {
      const { sequelize, config, temporal } = testEnv();
      const app = createApp({
        sequelize,
        temporal,
        logger,
        ...createProviders(config),
        config: { ...config, chat: { ...config.chat, appSecret: undefined, verifyToken: undefined } },
      });
      const server: Server = await new Promise((resolve) => {
        const s = app.listen(0, '127.0.0.1', () => resolve(s));
      });
      try {
        const client = axios.create({
          baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
          validateStatus: () => true,
        });
        const wamid = `wamid.${randomUUID()}`;
        assert.equal(
          (await postChatWebhookRaw(JSON.stringify(statusBody(wamid, 'delivered')), undefined, client)).status,
          200,
        );
        assert.equal((await statusRows(wamid)).length, 1);
        const handshake = await client.get('/webhooks/chat', {
          params: { 'hub.mode': 'subscribe', 'hub.verify_token': '', 'hub.challenge': '1' },
        });
        assert.equal(handshake.status, 403);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  describe('POST: statuses', () => {
    it('records the sandbox status ladder of a sent template: sent, delivered, read with biz_opaque and pricing', async () => {
      // Sent straight to the provider: an id no message has (0), so no other test's message 31 finds it as its own.
      const { wamid } = await testEnv().activityDeps.chatProvider.sendTemplate({
        to: freshChatNumber(),
        template: { name: 'event_reminder', language: 'sw' },
        bodyParameters: ['Harusi'],
        bizOpaque: 'chat-0',
      });
      const rows = await waitFor(async () => {
        const found = await statusRows(wamid);
        return found.length === 3 && found;
      });
      assert.deepEqual(rows.map((r) => r.status).sort(), ['delivered', 'read', 'sent']);
      for (const row of rows) assert.equal(row.biz_opaque, 'chat-0');
      const sent = rows.find((r) => r.status === 'sent');
      assert.deepEqual(sent?.pricing, { billable: true, pricingModel: 'PMP', type: 'regular', category: 'utility' });
      assert.ok(sent?.occurred_at instanceof Date);
    });

    it('records failures with their error, from the sandbox control route', async () => {
      const { wamid } = await testEnv().activityDeps.chatProvider.sendTemplate({
        to: '255710000103',
        template: { name: 'welcome_message', language: 'en' },
      });
      await control.post(`/__sandbox/chat/${encodeURIComponent(wamid)}/status`, { status: 'failed', code: 131049 });
      const [failed] = await waitFor(async () => {
        const found = await statusRows(wamid);
        return found.length === 1 && found;
      });
      assert.deepEqual(
        [failed.status, failed.error_code, failed.error_title],
        ['failed', 131049, 'This message was not delivered to maintain healthy ecosystem engagement.'],
      );
      assert.equal(typeof failed.error_details, 'string');
    });

    it('stores each (wamid, status) once, whatever the order and the repeats', async () => {
      const wamid = `wamid.${randomUUID()}`;
      for (const status of ['read', 'delivered', 'read', 'sent', 'delivered', 'failed', 'sent']) {
        assert.equal((await postSignedChatWebhook(statusBody(wamid, status))).status, 200);
      }
      const both = chatWebhookEnvelope({
        statuses: [
          { id: wamid, status: 'read' },
          { id: wamid, status: 'read' },
        ],
      });
      assert.equal((await postSignedChatWebhook(both)).status, 200);
      assert.deepEqual(
        (await statusRows(wamid)).map((r) => r.status),
        ['read', 'delivered', 'sent', 'failed'],
      );
    });
  });

  describe('POST: inbound messages', () => {
    let tenantA: TenantSession;
    let tenantB: TenantSession;
    before(async () => {
      [tenantA, tenantB] = await Promise.all([createTenantSession(), createTenantSession()]);
    });

    const inbox = async (session: TenantSession) =>
      (await session.api.get('/chat/inbox')).data.data as Array<Record<string, any>>;

    it('stores a sandbox inbound text for the organization that last wrote to the number, linked to its contact', async () => {
      const number = freshChatNumber();
      const contact = await tenantA.api.post('/contacts', { name: 'Juma Ally', phone: number });
      assert.equal(contact.status, 201);
      await insertSentChatMessage(tenantA.tenant.id, number);
      const sent = await control.post('/__sandbox/chat/inbound', {
        from: number,
        name: 'Juma A.',
        text: 'Nitakuja, asante!',
      });
      const [row] = await waitFor(async () => {
        const found = await inboundRows(sent.data.id);
        return found.length === 1 && found;
      });
      assert.deepEqual(
        [row.tenant_id, row.contact_id, row.from_number, row.profile_name, row.type, row.text],
        [tenantA.tenant.id, contact.data.data.id, number, 'Juma A.', 'text', 'Nitakuja, asante!'],
      );
      const [listed] = await inbox(tenantA);
      assert.equal(listed.id, Number(row.id));
      assert.deepEqual(listed.contact, { id: contact.data.data.id, name: 'Juma Ally' });
      assert.ok(!(await inbox(tenantB)).some((m) => m.id === Number(row.id)));
    });

    it('gives a button reply to the organization of the message it answers, even when another wrote to the number since', async () => {
      const number = freshChatNumber();
      const wamidA = await insertSentChatMessage(tenantA.tenant.id, number);
      await insertSentChatMessage(tenantB.tenant.id, number);
      const sent = await control.post('/__sandbox/chat/inbound', {
        from: number,
        name: 'Neema',
        button: { payload: 'RSVP_YES', text: 'Nitahudhuria' },
        context_id: wamidA,
      });
      const [row] = await waitFor(async () => {
        const found = await inboundRows(sent.data.id);
        return found.length === 1 && found;
      });
      assert.deepEqual(
        [row.tenant_id, row.type, row.text, row.button_payload, row.context_wamid],
        [tenantA.tenant.id, 'button', 'Nitahudhuria', 'RSVP_YES', wamidA],
      );
      assert.equal(row.contact_id, null);
      const listed = (await inbox(tenantA)).find((m) => m.id === Number(row.id));
      assert.deepEqual(listed, {
        id: Number(row.id),
        from: number,
        name: 'Neema',
        type: 'button',
        text: 'Nitahudhuria',
        button_payload: 'RSVP_YES',
        context_wamid: wamidA,
        contact: null,
        invitee: null,
        matched_by: 'quoted',
        received_at: listed?.received_at,
      });
      assert.match(listed?.received_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}000Z$/);
      assert.ok(
        !(await inbox(tenantB)).some((m) => m.id === Number(row.id)),
        'not listed for the organization that wrote last',
      );
      const plain = await control.post('/__sandbox/chat/inbound', { from: number, text: 'Na hii je?' });
      const [later] = await waitFor(async () => {
        const found = await inboundRows(plain.data.id);
        return found.length === 1 && found;
      });
      assert.equal(later.tenant_id, tenantB.tenant.id, 'without context the last organization that wrote gets it');
    });

    it('keeps a message from a number nobody wrote to without an organization, listed nowhere', async () => {
      const sent = await control.post('/__sandbox/chat/inbound', {
        from: freshChatNumber(),
        interactive: { type: 'button_reply', id: 'rsvp_no', title: 'Sitaweza' },
      });
      const [row] = await waitFor(async () => {
        const found = await inboundRows(sent.data.id);
        return found.length === 1 && found;
      });
      assert.deepEqual(
        [row.tenant_id, row.type, row.text, row.button_payload],
        [null, 'interactive', 'Sitaweza', 'rsvp_no'],
      );
      for (const session of [tenantA, tenantB]) assert.ok(!(await inbox(session)).some((m) => m.id === Number(row.id)));
    });

    it('stores a repeated delivery once', async () => {
      const number = freshChatNumber();
      await insertSentChatMessage(tenantA.tenant.id, number);
      const wamid = `wamid.${randomUUID()}`;
      for (let i = 0; i < 3; i++)
        assert.equal((await postSignedChatWebhook(inboundTextBody(wamid, number, 'Habari'))).status, 200);
      const rows = await inboundRows(wamid);
      assert.equal(rows.length, 1);
      assert.equal((await inbox(tenantA)).filter((m) => m.id === Number(rows[0].id)).length, 1);
    });

    it('acknowledges unknown objects, fields and message types with 200 and stores only what it knows', async () => {
      const bodies = [
        { object: 'page', entry: [{ id: '1', changes: [{ field: 'feed', value: {} }] }] },
        {
          object: 'whatsapp_business_account',
          entry: [
            {
              id: TEST_CHAT.wabaId,
              changes: [
                { field: 'message_template_status_update', value: { event: 'APPROVED', message_template_id: 1 } },
              ],
            },
          ],
        },
        { hello: 'world', entry: 'not a list' },
        [1, 2, 3],
      ];
      for (const body of bodies) {
        const res = await postSignedChatWebhook(body);
        assert.equal(res.status, 200, JSON.stringify(body));
        assert.equal(typeof res.data.message, 'string');
      }
      const wamid = `wamid.${randomUUID()}`;
      const sticker = chatWebhookEnvelope({
        messages: [
          {
            from: freshChatNumber(),
            id: wamid,
            timestamp: '1763802200',
            type: 'sticker',
            sticker: { id: 'media-9' },
            future_field: true,
          },
        ],
        unknown: { x: 1 },
      });
      assert.equal((await postSignedChatWebhook(sticker)).status, 200);
      const [row] = await inboundRows(wamid);
      assert.deepEqual([row.type, row.text, row.button_payload], ['sticker', null, null]);
    });
  });
});
