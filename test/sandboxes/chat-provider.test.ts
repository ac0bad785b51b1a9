import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { type AxiosInstance } from 'axios';
import {
  startChatSandbox,
  type RunningChatSandbox,
  type StartChatSandboxOptions,
} from '../../sandboxes/chat-provider/server';
import { DAY_MS } from '../../sandboxes/chat-provider/store';

const TOKEN = 'sandbox-test-token';
const APP_SECRET = 'sandbox-test-app-secret';
const VERIFY_TOKEN = 'sandbox-test-verify';
const PHONE = '100000000000001';
const WABA = '200000000000001';
const DELAY_MS = 60;
const MESSAGES = `/v21.0/${PHONE}/messages`;
const TEMPLATES = `/v21.0/${WABA}/message_templates`;
const WAMID = /^wamid\.[A-Za-z0-9+/]+=*$/;

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  body: Record<string, any>;
  at: number;
}

/** The platform's webhook stand-in: keeps the raw bytes and headers, answers what `answer` decides. */
class WebhookReceiver {
  received: Received[] = [];
  answer: () => number = () => 200;
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  clear(): void {
    this.received = [];
    this.answer = () => 200;
  }

  /** Status values posted for a wamid (by any sandbox), in arrival order. */
  statusesOf(wamid: string): Array<Record<string, any>> {
    return this.received
      .filter((entry) => entry.method === 'POST')
      .flatMap((entry) => entry.body.entry[0].changes[0].value.statuses ?? [])
      .filter((status: { id: string }) => status.id === wamid);
  }

  /** POSTs to one webhook path (the main sandbox's unless told): other sandboxes' ladders may still be posting. */
  posts(path = '/api/webhooks/chat'): Received[] {
    return this.received.filter((entry) => entry.method === 'POST' && entry.path === path);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://receiver');
    this.received.push({
      method: req.method ?? '',
      path: url.pathname,
      headers: req.headers,
      raw,
      body: raw.length ? JSON.parse(raw.toString('utf8')) : {},
      at: Date.now(),
    });
    if (req.method === 'GET') {
      const ok =
        url.searchParams.get('hub.mode') === 'subscribe' && url.searchParams.get('hub.verify_token') === VERIFY_TOKEN;
      res
        .writeHead(ok ? 200 : 403, { 'content-type': 'text/plain' })
        .end(ok ? url.searchParams.get('hub.challenge') : 'no');
      return;
    }
    res.writeHead(this.answer(), { 'content-type': 'application/json' }).end('{}');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

const atLeast = <T>(items: T[], count: number): T[] | undefined => (items.length >= count ? items : undefined);

const text = (value: string) => ({ type: 'text', text: value });
const templateBody = (
  to: string,
  name: string,
  language: string,
  components?: unknown[],
  extra: Record<string, unknown> = {},
) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'template',
  template: { name, language: { code: language }, ...(components ? { components } : {}) },
  ...extra,
});
const invitation = (to: string, extra: Record<string, unknown> = {}) =>
  templateBody(
    to,
    'event_invitation',
    'sw',
    [
      { type: 'body', parameters: [text('Juma'), text('Harusi ya Neema')] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [text('k3J9xQ2w')] },
    ],
    extra,
  );
const freeText = (to: string, body = 'Karibu tena') => ({
  messaging_product: 'whatsapp',
  to,
  type: 'text',
  text: { body },
});

function assertGraphError(res: { status: number; data: any }, status: number, code: number, details?: string): void {
  assert.equal(res.status, status, JSON.stringify(res.data));
  const { error } = res.data;
  assert.equal(error.type, 'OAuthException');
  assert.equal(error.code, code);
  assert.equal(typeof error.message, 'string');
  assert.match(error.fbtrace_id, /^[\w-]{23}$/);
  if (details !== undefined) assert.deepEqual(error.error_data, { messaging_product: 'whatsapp', details });
}

describe('chat provider sandbox', () => {
  const receiver = new WebhookReceiver();
  let sandbox: RunningChatSandbox;
  let graph: AxiosInstance;
  let control: AxiosInstance;
  const started: RunningChatSandbox[] = [];

  async function startOther(options: StartChatSandboxOptions): Promise<RunningChatSandbox> {
    const other = await startChatSandbox({
      port: 0,
      webhookUrl: `${receiver.url}/other`,
      statusDelayMs: DELAY_MS,
      ...options,
    });
    started.push(other);
    return other;
  }

  before(async () => {
    await receiver.start();
    sandbox = await startChatSandbox({
      port: 0,
      accessToken: TOKEN,
      appSecret: APP_SECRET,
      verifyToken: VERIFY_TOKEN,
      statusDelayMs: DELAY_MS,
      webhookUrl: `${receiver.url}/api/webhooks/chat`,
      buttonBaseUrl: 'https://sms.example.co.tz/e/',
      webhookRetryDelaysMs: [30, 60, 120],
    });
    graph = axios.create({
      baseURL: sandbox.url,
      validateStatus: () => true,
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    control = axios.create({ baseURL: sandbox.url, validateStatus: () => true });
  });

  after(async () => {
    for (const other of started) await other.close();
    await sandbox.close();
    await receiver.stop();
  });

  beforeEach(async () => {
    assert.equal((await control.post('/__sandbox/reset')).status, 200);
    receiver.clear();
  });

  async function send(body: unknown, path = MESSAGES) {
    return graph.post(path, body);
  }

  async function accepted(body: unknown): Promise<string> {
    const res = await send(body);
    assert.equal(res.status, 200, JSON.stringify(res.data));
    return res.data.messages[0].id as string;
  }

  async function state(): Promise<Record<string, any>> {
    return (await control.get('/__sandbox/state')).data;
  }

  async function addTemplate(body: Record<string, unknown>): Promise<void> {
    const res = await control.post('/__sandbox/chat/templates', body);
    assert.equal(res.status, 200, JSON.stringify(res.data));
  }

  describe('template sends', () => {
    it('accepts a template send: 200 in the 3.1 shape, a wamid, the rendered text and biz_opaque stored', async () => {
      const res = await send(invitation('+255712345678', { biz_opaque_callback_data: 'chat-812' }));
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.data), ['messaging_product', 'contacts', 'messages']);
      assert.deepEqual(res.data.contacts, [{ input: '255712345678', wa_id: '255712345678' }]);
      const [message] = res.data.messages;
      assert.match(message.id, WAMID);
      assert.equal(message.message_status, 'accepted');
      const [stored] = (await state()).messages;
      assert.equal(stored.wamid, message.id);
      assert.equal(stored.text, 'Habari Juma, umealikwa kwenye Harusi ya Neema. Thibitisha hapa chini.');
      assert.deepEqual(stored.buttonUrls, { 0: 'https://sms.example.co.tz/e/k3J9xQ2w' });
      assert.equal(stored.bizOpaque, 'chat-812');
      assert.deepEqual(stored.template, { name: 'event_invitation', language: 'sw', category: 'UTILITY' });
    });

    it('sends a template without variables with no components, under any vNN.N prefix or none', async () => {
      for (const path of [MESSAGES, `/v17.0/${PHONE}/messages`, `/${PHONE}/messages`]) {
        const res = await send(templateBody('255754000111', 'welcome_message', 'en'), path);
        assert.equal(res.status, 200, path);
      }
      const texts = (await state()).messages.map((m: { text: string }) => m.text);
      assert.deepEqual(texts, Array(3).fill('Welcome! Thank you for joining us.'));
    });

    it('refuses malformed bodies with code 100 and stores nothing', async () => {
      const cases: unknown[] = [
        { to: '255712345678', type: 'text', text: { body: 'x' } },
        { messaging_product: 'sms', to: '255712345678', type: 'text', text: { body: 'x' } },
        { messaging_product: 'whatsapp', type: 'text', text: { body: 'x' } },
        freeText('1234567'),
        freeText('1234567890123456'),
        freeText('2557123abc'),
        { messaging_product: 'whatsapp', to: '255712345678', type: 'template', template: { language: { code: 'sw' } } },
        { messaging_product: 'whatsapp', to: '255712345678', type: 'template', template: { name: 'welcome_message' } },
        { messaging_product: 'whatsapp', to: '255712345678', type: 'image', image: { link: 'https://x' } },
        { ...freeText('255712345678'), biz_opaque_callback_data: 'x'.repeat(513) },
        { messaging_product: 'whatsapp', to: '255712345678', type: 'text', text: { body: '' } },
        [1, 2],
      ];
      for (const body of cases) assertGraphError(await send(body), 400, 100);
      const broken = await graph.post(MESSAGES, '{"messaging_product":', {
        headers: { 'content-type': 'application/json' },
      });
      assertGraphError(broken, 400, 100);
      assert.equal(sandbox.store.messageCount, 0);
    });

    it('answers 404 code 132001 for an unknown, pending or rejected (name, language)', async () => {
      const cases: Array<[string, string]> = [
        ['no_such_template', 'sw'],
        ['welcome_message', 'fr'],
        ['promo_offer', 'en'],
        ['old_notice', 'sw'],
      ];
      for (const [name, language] of cases) {
        const res = await send(templateBody('255712345678', name, language));
        assertGraphError(res, 404, 132001, `template name (${name}) does not exist in ${language}`);
        assert.equal(res.data.error.message, '(#132001) Template name does not exist in the translation');
      }
      assert.equal(sandbox.store.messageCount, 0);
    });

    it('answers 132000 with the component named when body or header parameter counts differ', async () => {
      const oneParam = await send(
        templateBody('255712345678', 'payment_received', 'sw', [{ type: 'body', parameters: [text('Juma')] }]),
      );
      assertGraphError(
        oneParam,
        400,
        132000,
        'body: number of localizable_params (1) does not match the expected number of params (2)',
      );
      const none = await send(templateBody('255712345678', 'event_reminder', 'en'));
      assertGraphError(
        none,
        400,
        132000,
        'body: number of localizable_params (0) does not match the expected number of params (1)',
      );
      await addTemplate({
        name: 'ticket_ready',
        language: 'sw',
        components: [
          { type: 'HEADER', format: 'TEXT', text: 'Tiketi ya {{1}}' },
          { type: 'BODY', text: 'Habari {{1}}, tiketi yako iko tayari.' },
        ],
      });
      const noHeader = await send(
        templateBody('255712345678', 'ticket_ready', 'sw', [{ type: 'body', parameters: [text('Juma')] }]),
      );
      assertGraphError(
        noHeader,
        400,
        132000,
        'header: number of localizable_params (0) does not match the expected number of params (1)',
      );
      const ok = await send(
        templateBody('255712345678', 'ticket_ready', 'sw', [
          { type: 'header', parameters: [text('Harusi')] },
          { type: 'body', parameters: [text('Juma')] },
        ]),
      );
      assert.equal(ok.status, 200);
      const [stored] = (await state()).messages;
      assert.deepEqual([stored.header, stored.text], ['Tiketi ya Harusi', 'Habari Juma, tiketi yako iko tayari.']);
    });

    it('answers 131008 when a dynamic URL button lacks its parameter, 131009 for an empty text value', async () => {
      const withoutButton = templateBody('255712345678', 'event_invitation', 'sw', [
        { type: 'body', parameters: [text('Juma'), text('Harusi')] },
      ]);
      assertGraphError(
        await send(withoutButton),
        400,
        131008,
        'buttons: Button at index 0 of type Url requires a parameter',
      );
      const empty = templateBody('255712345678', 'event_reminder', 'sw', [{ type: 'body', parameters: [text('  ')] }]);
      assertGraphError(await send(empty), 400, 131009);
      assert.equal(sandbox.store.messageCount, 0);
    });

    it('knows only the configured phone number and WABA: anything else is code 100, subcode 33', async () => {
      for (const res of [
        await send(invitation('255712345678'), '/v21.0/123456/messages'),
        await graph.get('/v21.0/123456/message_templates'),
        await graph.get('/v21.0/987654'),
      ]) {
        assertGraphError(res, 400, 100);
        assert.equal(res.data.error.error_subcode, 33);
        assert.match(res.data.error.message, /^Unsupported (post|get) request\. Object with ID '\d+' does not exist/);
      }
    });

    it('answers unknown routes with a Graph error and 404', async () => {
      const res = await graph.get(`/v21.0/${PHONE}/nothing/here`);
      assertGraphError(res, 404, 2500);
      assert.equal((await graph.delete(`/v21.0/${PHONE}/messages`)).status, 404);
    });
  });

  describe('auth', () => {
    it('answers 401 code 190 without a Bearer token or with a wrong one, storing nothing', async () => {
      const anonymous = axios.create({ baseURL: sandbox.url, validateStatus: () => true });
      const wrong = axios.create({
        baseURL: sandbox.url,
        validateStatus: () => true,
        headers: { Authorization: 'Bearer nope' },
      });
      for (const client of [anonymous, wrong]) {
        assertGraphError(await client.post(MESSAGES, invitation('255712345678')), 401, 190);
        assertGraphError(await client.get(TEMPLATES), 401, 190);
      }
      assert.equal(sandbox.store.messageCount, 0);
    });

    it('lets any Bearer token pass when none is configured, but still needs one', async () => {
      const open = await startOther({ accessToken: '' });
      const any = await axios.post(`${open.url}${MESSAGES}`, invitation('255712345678'), {
        headers: { Authorization: 'Bearer whatever' },
        validateStatus: () => true,
      });
      assert.equal(any.status, 200);
      assertGraphError(await axios.get(`${open.url}${TEMPLATES}`, { validateStatus: () => true }), 401, 190);
    });
  });

  describe('template listing', () => {
    it('pages with limit and cursors: next until the last page, previous and before going back', async () => {
      const names: string[] = [];
      let url: string | undefined = `${sandbox.url}${TEMPLATES}?limit=3&fields=name,language`;
      const pages: any[] = [];
      while (url) {
        const res: { status: number; data: any } = await graph.get(url);
        assert.equal(res.status, 200);
        pages.push(res.data);
        names.push(...res.data.data.map((t: { name: string; language: string }) => `${t.name}/${t.language}`));
        url = res.data.paging.next;
        if (url)
          assert.match(
            url,
            /^http:\/\/127\.0\.0\.1:\d+\/v21\.0\/200000000000001\/message_templates\?limit=3&fields=name%2Clanguage&after=/,
          );
      }
      assert.equal(pages.length, 4);
      assert.equal(names.length, 10);
      assert.equal(new Set(names).size, 10);
      assert.deepEqual(
        pages.map((page) => page.data.length),
        [3, 3, 3, 1],
      );
      assert.equal(pages[0].paging.previous, undefined);
      assert.ok(pages[3].paging.previous);
      assert.deepEqual(Object.keys(pages[1].paging.cursors), ['before', 'after']);
      const back = await graph.get(
        `${TEMPLATES}?limit=3&fields=name,language&before=${encodeURIComponent(pages[1].paging.cursors.before)}`,
      );
      assert.deepEqual(back.data.data, pages[0].data);
      const capped = await startOther({ accessToken: '', maxPageSize: 2 });
      const cappedPage = await axios.get(`${capped.url}${TEMPLATES}?limit=100`, {
        headers: { Authorization: 'Bearer x' },
      });
      assert.equal(cappedPage.data.data.length, 2, 'limit is capped at the page size Graph allows');
      assert.ok(cappedPage.data.paging.next);
      assertGraphError(await graph.get(`${TEMPLATES}?after=bm9wZQ==`), 400, 100);
      assertGraphError(await graph.get(`${TEMPLATES}?limit=zero`), 400, 100);
    });

    it('filters by status, category, language and name', async () => {
      const list = async (query: string) =>
        (await graph.get(`${TEMPLATES}?${query}`)).data.data.map((t: any) => `${t.name}/${t.language}`);
      assert.deepEqual(await list('status=PENDING'), ['promo_offer/en']);
      assert.deepEqual(await list('status=REJECTED,PENDING'), ['promo_offer/en', 'old_notice/sw']);
      assert.deepEqual(await list('category=MARKETING'), ['promo_offer/en']);
      assert.deepEqual(await list('name=invitation'), ['event_invitation/sw', 'event_invitation/en']);
      assert.deepEqual(await list('language=en&status=APPROVED&name=payment'), ['payment_received/en']);
      assert.equal((await list('language=sw&status=APPROVED')).length, 4);
    });

    it('returns the 3.3 template objects; fields selects (id always), an unknown field is code 100', async () => {
      const res = await graph.get(`${TEMPLATES}?name=event_invitation&language=sw`);
      const [template] = res.data.data;
      assert.deepEqual(Object.keys(template).sort(), [
        'category',
        'components',
        'id',
        'language',
        'name',
        'parameter_format',
        'status',
      ]);
      assert.deepEqual(template.components[0], {
        type: 'BODY',
        text: 'Habari {{1}}, umealikwa kwenye {{2}}. Thibitisha hapa chini.',
        example: { body_text: [['Juma', 'Harusi ya Neema']] },
      });
      assert.deepEqual(template.components[1].buttons[0], {
        type: 'URL',
        text: 'Thibitisha',
        url: 'https://sms.example.co.tz/e/{{1}}',
        example: ['https://sms.example.co.tz/e/k3J9xQ2w'],
      });
      assert.deepEqual(template.components[1].buttons.slice(1), [
        { type: 'QUICK_REPLY', text: 'Nitahudhuria' },
        { type: 'QUICK_REPLY', text: 'Sitaweza' },
      ]);
      const slim = await graph.get(`${TEMPLATES}?fields=status&limit=1`);
      assert.deepEqual(Object.keys(slim.data.data[0]), ['status', 'id']);
      assertGraphError(await graph.get(`${TEMPLATES}?fields=name,colour`), 400, 100);
    });

    it('serves GET /{id} for the phone number, the WABA and a template, honouring fields', async () => {
      const phone = await graph.get(`/v21.0/${PHONE}`);
      assert.equal(phone.data.display_phone_number, '+255 22 211 0000');
      assert.equal(phone.data.id, PHONE);
      assert.deepEqual((await graph.get(`/v20.0/${PHONE}?fields=quality_rating`)).data, {
        quality_rating: 'GREEN',
        id: PHONE,
      });
      assert.equal((await graph.get(`/v21.0/${WABA}`)).data.id, WABA);
      const [listed] = (await graph.get(`${TEMPLATES}?name=promo_offer`)).data.data;
      assert.deepEqual((await graph.get(`/v21.0/${listed.id}?fields=name,status`)).data, {
        name: 'promo_offer',
        status: 'PENDING',
        id: listed.id,
      });
      assertGraphError(await graph.get(`/v21.0/${PHONE}?fields=balance`), 400, 100);
    });
  });

  describe('status webhooks', () => {
    it('posts sent, delivered and read one per request, signed over the exact bytes, echoing biz_opaque', async () => {
      const wamid = await accepted(invitation('255712345678', { biz_opaque_callback_data: 'chat-812' }));
      const statuses = await waitFor(() => atLeast(receiver.statusesOf(wamid), 3));
      assert.deepEqual(
        statuses.map((s) => s.status),
        ['sent', 'delivered', 'read'],
      );
      for (const post of receiver.posts()) {
        assert.equal(post.path, '/api/webhooks/chat');
        assert.equal(post.headers['content-type'], 'application/json');
        const expected = `sha256=${createHmac('sha256', APP_SECRET).update(post.raw).digest('hex')}`;
        assert.equal(post.headers['x-hub-signature-256'], expected);
        assert.equal(post.body.object, 'whatsapp_business_account');
        assert.equal(post.body.entry.length, 1);
        assert.equal(post.body.entry[0].id, WABA);
        const [change] = post.body.entry[0].changes;
        assert.equal(change.field, 'messages');
        assert.deepEqual(change.value.metadata, { display_phone_number: '255222110000', phone_number_id: PHONE });
        assert.equal(change.value.messaging_product, 'whatsapp');
        assert.equal(change.value.statuses.length, 1);
      }
      const [sent, delivered, read] = statuses;
      for (const status of statuses) {
        assert.equal(status.recipient_id, '255712345678');
        assert.equal(status.biz_opaque_callback_data, 'chat-812');
        assert.match(status.timestamp, /^\d{10}$/);
      }
      assert.deepEqual(sent.pricing, { billable: true, pricing_model: 'PMP', type: 'regular', category: 'utility' });
      assert.deepEqual(sent.conversation.origin, { type: 'utility' });
      assert.match(sent.conversation.expiration_timestamp, /^\d{10}$/);
      assert.equal(delivered.conversation.id, sent.conversation.id);
      assert.deepEqual(delivered.pricing, sent.pricing);
      assert.deepEqual(Object.keys(read).sort(), [
        'biz_opaque_callback_data',
        'id',
        'recipient_id',
        'status',
        'timestamp',
      ]);
      const times = receiver.posts().map((post) => post.at);
      for (let i = 1; i < times.length; i++)
        assert.ok(times[i] - times[i - 1] >= DELAY_MS - 15, `status ${i} came ${DELAY_MS} ms after the previous`);
    });

    it('omits the signature header when no app secret is configured', async () => {
      const unsigned = await startOther({ accessToken: '', appSecret: '' });
      const res = await axios.post(
        `${unsigned.url}${MESSAGES}`,
        templateBody('255712345678', 'welcome_message', 'sw'),
        { headers: { Authorization: 'Bearer x' } },
      );
      const wamid = res.data.messages[0].id as string;
      await waitFor(() => atLeast(receiver.statusesOf(wamid), 1));
      assert.equal(receiver.posts('/other')[0].headers['x-hub-signature-256'], undefined);
    });

    it('retries a webhook answered 500 after each delay, records every attempt and gives up after 4', async () => {
      receiver.answer = () => 500;
      await accepted(templateBody('255710000101', 'welcome_message', 'sw'));
      const webhook = await waitForState((s) => s.webhooks[0]?.attempts.length === 4 && s.webhooks[0]);
      await sleep(300);
      const after = (await state()).webhooks[0];
      assert.deepEqual(
        after.attempts.map((a: any) => [a.attempt, a.statusCode]),
        [
          [1, 500],
          [2, 500],
          [3, 500],
          [4, 500],
        ],
      );
      assert.equal(webhook.kind, 'status');
      const posts = receiver.posts();
      assert.equal(posts.length, 4);
      assert.ok(
        posts.every((p) => p.raw.equals(posts[0].raw)),
        'every retry resends the same bytes',
      );
      [30, 60, 120].forEach((delay, i) =>
        assert.ok(posts[i + 1].at - posts[i].at >= delay - 5, `retry ${i + 1} waited ${delay} ms`),
      );
      receiver.answer = () => 200;
      const wamid = await accepted(templateBody('255710000101', 'welcome_message', 'en'));
      await waitFor(() => atLeast(receiver.statusesOf(wamid), 1));
      await sleep(100);
      const second = (await state()).webhooks.find((w: { wamid: string }) => w.wamid === wamid);
      assert.deepEqual(
        second.attempts.map((a: any) => [a.attempt, a.statusCode]),
        [[1, 200]],
        'a 200 is not retried',
      );
    });

    it('posts any status at once through the control route, and the automatic ladder stops', async () => {
      const wamid = await accepted(invitation('255712345678'));
      const res = await control.post(`/__sandbox/chat/${encodeURIComponent(wamid)}/status`, {
        status: 'failed',
        code: 131049,
      });
      assert.deepEqual(res.data, { id: wamid, status: 'failed', code: 131049 });
      const [failed] = await waitFor(() => atLeast(receiver.statusesOf(wamid), 1));
      assert.equal(failed.status, 'failed');
      assert.deepEqual(failed.errors[0].code, 131049);
      assert.equal(typeof failed.errors[0].title, 'string');
      await sleep(DELAY_MS * 4);
      assert.deepEqual(
        receiver.statusesOf(wamid).map((s) => s.status),
        ['failed'],
      );
      assert.equal((await control.post('/__sandbox/chat/wamid.nope/status', { status: 'read' })).status, 404);
      assert.equal(
        (await control.post(`/__sandbox/chat/${encodeURIComponent(wamid)}/status`, { status: 'lost' })).status,
        400,
      );
    });
  });

  describe('magic numbers', () => {
    it('255710000101: accepted, then only a failed webhook with 131026', async () => {
      const wamid = await accepted(templateBody('0710000101', 'welcome_message', 'sw'));
      const [failed] = await waitFor(() => atLeast(receiver.statusesOf(wamid), 1));
      await sleep(DELAY_MS * 3);
      assert.deepEqual(
        receiver.statusesOf(wamid).map((s) => s.status),
        ['failed'],
      );
      assert.deepEqual(failed.errors, [
        {
          code: 131026,
          title: 'Message undeliverable',
          message: 'Message undeliverable',
          error_data: { details: 'Message Undeliverable.' },
          href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
        },
      ]);
    });

    it('255710000102: sent and delivered, never read; 255710000103: no webhook ever', async () => {
      const neverRead = await accepted(templateBody('255710000102', 'welcome_message', 'sw'));
      const silent = await accepted(templateBody('+255710000103', 'welcome_message', 'sw'));
      await waitFor(() => atLeast(receiver.statusesOf(neverRead), 2));
      await sleep(DELAY_MS * 4);
      assert.deepEqual(
        receiver.statusesOf(neverRead).map((s) => s.status),
        ['sent', 'delivered'],
      );
      assert.deepEqual(receiver.statusesOf(silent), []);
    });

    it('255710000104: every send answers 400 code 130429 and nothing is stored', async () => {
      for (let i = 0; i < 2; i++) {
        const res = await send(templateBody('255710000104', 'welcome_message', 'sw'));
        assertGraphError(res, 400, 130429, 'Too many messages sent from this phone number in a short period');
        assert.equal(res.data.error.message, '(#130429) Rate limit hit');
      }
      assert.equal(sandbox.store.messageCount, 0);
    });

    it('255710000105: the first send of given (template, params) answers 503 code 2, an identical retry is accepted', async () => {
      const body = templateBody('255710000105', 'event_reminder', 'sw', [
        { type: 'body', parameters: [text('Harusi')] },
      ]);
      const first = await send(body);
      assertGraphError(first, 503, 2);
      assert.equal(first.data.error.message, '(#2) Service temporarily unavailable');
      assert.equal(sandbox.store.messageCount, 0);
      assert.equal((await send(body)).status, 200);
      const other = templateBody('255710000105', 'event_reminder', 'sw', [
        { type: 'body', parameters: [text('Sherehe')] },
      ]);
      assert.equal((await send(other)).status, 503);
      assert.equal(sandbox.store.messageCount, 1);
    });
  });

  describe('free-form text and the 24 h window', () => {
    it('accepts text to a number that never wrote, then posts failed with 131047', async () => {
      const res = await send(freeText('255754000111'));
      assert.equal(res.status, 200);
      assert.equal(res.data.messages[0].message_status, undefined);
      const wamid = res.data.messages[0].id as string;
      const [failed] = await waitFor(() => atLeast(receiver.statusesOf(wamid), 1));
      await sleep(DELAY_MS * 3);
      assert.deepEqual(
        receiver.statusesOf(wamid).map((s) => s.status),
        ['failed'],
      );
      assert.equal(failed.errors[0].code, 131047);
      assert.equal(failed.errors[0].title, 'Re-engagement message');
    });

    it('delivers text within 24 h of an inbound message, and not after', async () => {
      assert.equal((await control.post('/__sandbox/chat/inbound', { from: '0754000111', text: 'Habari' })).status, 200);
      const wamid = await accepted(freeText('255754000111', 'Asante kwa ujumbe wako'));
      const statuses = await waitFor(() => atLeast(receiver.statusesOf(wamid), 3));
      assert.deepEqual(
        statuses.map((s) => s.status),
        ['sent', 'delivered', 'read'],
      );
      assert.deepEqual(statuses[0].pricing, {
        billable: false,
        pricing_model: 'PMP',
        type: 'free_customer_service',
        category: 'service',
      });
      sandbox.store.recordInbound('255754000111', Date.now() - DAY_MS - 1000);
      const late = await accepted(freeText('255754000111'));
      const [failed] = await waitFor(() => atLeast(receiver.statusesOf(late), 1));
      assert.equal(failed.errors[0].code, 131047);
    });
  });

  describe('throughput', () => {
    it('answers 130429 beyond the per-second throughput, counting only accepted sends, and the window slides', async () => {
      const limited = await startOther({ accessToken: '', throughputPerSecond: 5 });
      const client = axios.create({
        baseURL: limited.url,
        validateStatus: () => true,
        headers: { Authorization: 'Bearer x' },
      });
      const body = templateBody('255712345678', 'welcome_message', 'sw');
      const statuses = [];
      for (let i = 0; i < 8; i++) statuses.push((await client.post(MESSAGES, body)).status);
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 400, 400, 400]);
      assertGraphError(await client.post(MESSAGES, body), 400, 130429);
      assert.equal(limited.store.messageCount, 5);
      await sleep(1050);
      assert.equal((await client.post(MESSAGES, body)).status, 200);
      assert.equal(limited.store.messageCount, 6);
    });
  });

  describe('control API', () => {
    it('posts a signed inbound button reply with its context, contacts and the display number', async () => {
      const wamid = await accepted(invitation('255712345678'));
      const res = await control.post('/__sandbox/chat/inbound', {
        from: '255712345678',
        name: 'Juma Ally',
        button: { payload: 'RSVP_YES', text: 'Nitahudhuria' },
        context_id: wamid,
      });
      assert.equal(res.status, 200);
      assert.match(res.data.id, WAMID);
      const post = await waitFor(() => receiver.posts().find((p) => p.body.entry[0].changes[0].value.messages));
      const { value } = post.body.entry[0].changes[0];
      assert.deepEqual(value.contacts, [{ profile: { name: 'Juma Ally' }, wa_id: '255712345678' }]);
      const [message] = value.messages;
      assert.deepEqual(
        { ...message, timestamp: 'T' },
        {
          from: '255712345678',
          id: res.data.id,
          timestamp: 'T',
          type: 'button',
          context: { from: '255222110000', id: wamid },
          button: { payload: 'RSVP_YES', text: 'Nitahudhuria' },
        },
      );
      assert.equal(
        post.headers['x-hub-signature-256'],
        `sha256=${createHmac('sha256', APP_SECRET).update(post.raw).digest('hex')}`,
      );
    });

    it('escapes non-ASCII text as \\uXXXX in the signed bytes, as Meta does', async () => {
      await control.post('/__sandbox/chat/inbound', {
        from: '255712345678',
        name: 'Zoë',
        interactive: { type: 'list_reply', id: 'day_2', title: 'Siku ya 2 ✓' },
      });
      await control.post('/__sandbox/chat/inbound', { from: '255712345678', text: 'Asante sana 😀 é' });
      const posts = await waitFor(() => atLeast(receiver.posts(), 2));
      const rawTexts = posts.map((p) => p.raw.toString('latin1'));
      assert.ok(
        rawTexts.every((raw) => /^[\x20-\x7e]*$/.test(raw)),
        'only ASCII on the wire',
      );
      assert.ok(rawTexts.some((raw) => raw.includes('Asante sana \\ud83d\\ude00 \\u00e9')));
      assert.ok(rawTexts.some((raw) => raw.includes('"name":"Zo\\u00eb"')));
      const list = posts.map((p) => p.body.entry[0].changes[0].value.messages[0]).find((m) => m.type === 'interactive');
      assert.deepEqual(list.interactive, { type: 'list_reply', list_reply: { id: 'day_2', title: 'Siku ya 2 ✓' } });
      for (const post of posts) {
        assert.equal(
          post.headers['x-hub-signature-256'],
          `sha256=${createHmac('sha256', APP_SECRET).update(post.raw).digest('hex')}`,
        );
      }
    });

    it('performs the verification handshake and reports whether the challenge came back', async () => {
      const ok = await control.post('/__sandbox/chat/verify', {});
      assert.equal(ok.data.matched, true);
      assert.equal(ok.data.body, ok.data.challenge);
      const get = receiver.received.find((r) => r.method === 'GET');
      assert.equal(get?.path, '/api/webhooks/chat');
      const wrong = await control.post('/__sandbox/chat/verify', { verify_token: 'guess' });
      assert.deepEqual([wrong.data.matched, wrong.data.status], [false, 403]);
    });

    it('injects faults per path (any version) with the Graph code, then answers normally', async () => {
      const fault = await control.post('/__sandbox/faults', {
        path: `/v19.0/${PHONE}/messages`,
        status: 400,
        code: 131056,
        count: 2,
        retryAfter: 3,
      });
      assert.equal(fault.status, 200);
      for (let i = 0; i < 2; i++) {
        const res = await send(invitation('255712345678'));
        assertGraphError(res, 400, 131056);
        assert.equal(res.headers['retry-after'], '3');
      }
      assert.equal((await send(invitation('255712345678'))).status, 200);
      await control.post('/__sandbox/faults', { path: MESSAGES, status: 503 });
      assertGraphError(await send(invitation('255712345678')), 503, 2);
      await control.post('/__sandbox/faults', { path: TEMPLATES, status: 429 });
      assertGraphError(await graph.get(TEMPLATES), 429, 4);
      assert.equal(sandbox.store.messageCount, 1);
      assert.equal((await control.post('/__sandbox/faults', { path: '/__sandbox/reset', status: 500 })).status, 400);
    });

    it('delays or drops the answer of a send it accepted (the ambiguous outcomes)', async () => {
      await control.post('/__sandbox/latency', { path: MESSAGES, ms: 300 });
      const slow = await graph
        .post(MESSAGES, invitation('255712345678'), { timeout: 100 })
        .catch((error: Error) => error);
      assert.ok(slow instanceof Error);
      await control.post('/__sandbox/latency', { path: MESSAGES, ms: 0, drop: true });
      const dropped = await graph.post(MESSAGES, invitation('255712345678')).catch((error: Error) => error);
      assert.ok(dropped instanceof Error);
      assert.equal(sandbox.store.messageCount, 2);
    });

    it('delays only the sends to the recipient a latency names, in any number format', async () => {
      assert.equal(
        (await control.post('/__sandbox/latency', { path: MESSAGES, ms: 300, to: '0712000001' })).status,
        200,
      );
      const started = Date.now();
      assert.equal((await send(invitation('255712000002'))).status, 200);
      assert.ok(Date.now() - started < 250, 'another recipient is answered at once');
      const held = await graph
        .post(MESSAGES, invitation('+255 712 000 001'), { timeout: 150 })
        .catch((error: Error) => error);
      assert.ok(held instanceof Error, 'the named recipient is held');
      const after = Date.now();
      assert.equal((await send(invitation('255712000001'))).status, 200);
      assert.ok(Date.now() - after < 250, 'the latency was taken once');
      assert.equal((await control.post('/__sandbox/latency', { path: MESSAGES, ms: 1, to: 5 })).status, 400);
    });

    it('adds and replaces templates, and reset restores the shipped catalogue', async () => {
      await addTemplate({
        name: 'welcome_message',
        language: 'sw',
        status: 'PAUSED',
        components: [{ type: 'BODY', text: 'Karibu!' }],
      });
      assertGraphError(await send(templateBody('255712345678', 'welcome_message', 'sw')), 404, 132001);
      assert.equal(
        (await control.post('/__sandbox/chat/templates', { name: 'Bad Name', language: 'sw', components: [] })).status,
        400,
      );
      await send(templateBody('255712345678', 'welcome_message', 'en'));
      await control.post('/__sandbox/chat/inbound', { from: '255712345678', text: 'Habari' });
      await control.post('/__sandbox/reset');
      const after = await state();
      assert.deepEqual([after.messages, after.webhooks, after.faults], [[], [], []]);
      assert.equal((await send(templateBody('255712345678', 'welcome_message', 'sw'))).status, 200);
    });
  });

  async function waitForState<T>(probe: (s: Record<string, any>) => T | undefined | false): Promise<T> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const value = probe(await state());
      if (value !== undefined && value !== false) return value;
      if (Date.now() > deadline) throw new Error('state condition not met in time');
      await sleep(20);
    }
  }
});
