import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { type AxiosInstance } from 'axios';
import { resolveConfig } from '../../sandboxes/sms-gateway/config';
import { startSmsGatewaySandbox, type RunningSmsGatewaySandbox } from '../../sandboxes/sms-gateway/server';

const USER = 'mkopa-api';
const PASSWORD = 's3cret';
const DLR_DELAY_MS = 50;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const EAT_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0300$/;
const SINGLE = '/api/sms/v1/text/single';

const PENDING_ACCEPTED = {
  groupId: 1,
  groupName: 'PENDING',
  id: 26,
  name: 'PENDING_ACCEPTED',
  description: 'Message accepted and processed',
};
const INVALID_DESTINATION = {
  groupId: 5,
  groupName: 'REJECTED',
  id: 52,
  name: 'REJECTED_INVALID_DESTINATION',
  description: 'Invalid destination address',
};

interface Received {
  path: string;
  body: Record<string, unknown>;
  at: number;
}

/** A local stand-in for the platform's webhook: records bodies, answers what `answer` decides. */
class CallbackReceiver {
  received: Received[] = [];
  answer: (body: Record<string, unknown>) => number = () => 200;
  responseDelayMs = 0;
  inFlight = 0;
  maxInFlight = 0;
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
    this.responseDelayMs = 0;
    this.maxInFlight = 0;
  }

  forMessage(messageId: string): Received[] {
    return this.received.filter((entry) => {
      const results = entry.body.results as Array<{ messageId: string }> | undefined;
      return entry.body.messageId === messageId || results?.some((row) => row.messageId === messageId);
    });
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body =
      req.headers['content-type'] === 'application/x-www-form-urlencoded'
        ? Object.fromEntries(new URLSearchParams(raw))
        : (JSON.parse(raw) as Record<string, unknown>);
    this.received.push({ path: req.url ?? '', body, at: Date.now() });
    if (this.responseDelayMs > 0) await sleep(this.responseDelayMs);
    this.inFlight -= 1;
    res.writeHead(this.answer(body), { 'content-type': 'application/json' }).end('{}');
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

function gatewayClient(baseURL: string, user = USER, password = PASSWORD): AxiosInstance {
  return axios.create({ baseURL, validateStatus: () => true, auth: { username: user, password } });
}

describe('SMS gateway sandbox', () => {
  const receiver = new CallbackReceiver();
  let sandbox: RunningSmsGatewaySandbox;
  let gateway: AxiosInstance;
  let control: AxiosInstance;

  before(async () => {
    await receiver.start();
    sandbox = await startSmsGatewaySandbox({
      port: 0,
      user: USER,
      password: PASSWORD,
      dlrDelayMs: DLR_DELAY_MS,
      callbackUrl: `${receiver.url}/api/webhooks/delivery`,
      callbackFormat: 'flat',
      callbackRetryDelaysMs: [30, 60, 120],
    });
    gateway = gatewayClient(sandbox.url);
    control = axios.create({ baseURL: sandbox.url, validateStatus: () => true });
  });

  after(async () => {
    await sandbox.close();
    await receiver.stop();
  });

  beforeEach(async () => {
    assert.equal((await control.post('/__sandbox/reset')).status, 200);
    receiver.clear();
  });

  async function send(body: unknown, path = SINGLE) {
    return gateway.post(path, body);
  }

  async function sendOne(to: string, text = 'Habari Juma', extra: Record<string, unknown> = {}): Promise<string> {
    const res = await send({ from: 'MKOPA', to, text, ...extra });
    assert.equal(res.status, 200);
    const messageId = res.data.messages[0].messageId as string | undefined;
    assert.ok(messageId, `no messageId for ${to}: ${JSON.stringify(res.data)}`);
    return messageId;
  }

  async function reportsFor(messageId: string) {
    const res = await gateway.get('/api/sms/v1/reports', { params: { messageId } });
    assert.equal(res.status, 200);
    return res.data.results as Array<Record<string, any>>;
  }

  async function waitForReport(messageId: string): Promise<Record<string, any>> {
    return waitFor(async () => (await reportsFor(messageId))[0]);
  }

  async function logs(params: Record<string, string | number> = {}) {
    const res = await gateway.get('/api/sms/v1/logs', { params });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    return res.data.results as Array<Record<string, any>>;
  }

  async function state() {
    return (await control.get('/__sandbox/state')).data as Record<string, any>;
  }

  describe('sending', () => {
    it('answers a single send with one PENDING_ACCEPTED entry and a UUID messageId', async () => {
      const res = await send({ from: 'MKOPA', to: '255712345678', text: 'Habari Juma', reference: 'msg-1' });
      assert.equal(res.status, 200);
      assert.equal(String(res.headers['content-type']).split(';')[0], 'application/json');
      assert.equal(res.data.messages.length, 1);
      const [entry] = res.data.messages;
      assert.deepEqual(Object.keys(entry), ['to', 'status', 'messageId', 'smsCount']);
      assert.equal(entry.to, '255712345678');
      assert.deepEqual(entry.status, PENDING_ACCEPTED);
      assert.match(entry.messageId, UUID_V4);
      assert.equal(entry.smsCount, 1);
      assert.equal(sandbox.store.getMessage(entry.messageId)?.reference, 'msg-1');
    });

    it('answers an array `to` with one entry per number in request order', async () => {
      const to = ['255754000111', '255712345678', '255684000222'];
      const res = await send({ from: 'MKOPA', to, text: 'Karibu' });
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.data.messages.map((entry: { to: string }) => entry.to),
        to,
      );
      const ids = new Set(res.data.messages.map((entry: { messageId: string }) => entry.messageId));
      assert.equal(ids.size, 3);
      assert.equal(sandbox.store.messageCount, 3);
    });

    it('flattens text/multi entries in order across messages', async () => {
      const res = await send(
        {
          messages: [
            { from: 'MKOPA', to: '255712345678', text: 'Asante Juma' },
            { from: 'SHULE', to: ['255754000111', '255710000005'], text: 'Asante Neema' },
          ],
        },
        '/api/sms/v1/text/multi',
      );
      assert.equal(res.status, 200);
      const entries = res.data.messages as Array<Record<string, any>>;
      assert.deepEqual(
        entries.map((entry) => entry.to),
        ['255712345678', '255754000111', '255710000005'],
      );
      assert.deepEqual(
        entries.map((entry) => entry.status.name),
        ['PENDING_ACCEPTED', 'PENDING_ACCEPTED', 'REJECTED_INVALID_DESTINATION'],
      );
      const rows = await logs();
      assert.deepEqual(rows.map((row) => [row.from, row.to, row.text]).reverse(), [
        ['MKOPA', '255712345678', 'Asante Juma'],
        ['SHULE', '255754000111', 'Asante Neema'],
      ]);
    });

    it('counts SMS parts by GSM-7 septets or UCS-2 units', async () => {
      const cases: Array<[string, number]> = [
        ['a'.repeat(160), 1],
        ['a'.repeat(161), 2],
        ['a'.repeat(307), 3],
        ['{'.repeat(80), 1],
        ['{'.repeat(81), 2],
        ['€'.repeat(77) + 'abcdefg', 2],
        ['ł'.repeat(70), 1],
        ['ł'.repeat(71), 2],
        ['ł'.repeat(135), 3],
        ['Habari 😀', 1],
      ];
      for (const [text, parts] of cases) {
        const res = await send({ from: 'MKOPA', to: '255712345678', text }, '/api/sms/v1/test/text/single');
        assert.equal(res.data.messages[0].smsCount, parts, `${text.length} chars of ${text[0]}`);
      }
    });

    it('rejects badly written numbers per entry inside a valid body', async () => {
      const to = ['255712345678', '12345', '+255712345678', '0712345678', '2557123456789', ''];
      const res = await send({ from: 'MKOPA', to, text: 'Habari' });
      assert.equal(res.status, 200);
      const entries = res.data.messages as Array<Record<string, any>>;
      assert.deepEqual(entries[0].status, PENDING_ACCEPTED);
      for (const entry of entries.slice(1, 5)) {
        assert.deepEqual(entry.status, INVALID_DESTINATION);
        assert.equal(entry.messageId, undefined);
        assert.equal(entry.smsCount, 0);
      }
      assert.equal(entries[5].status.name, 'MISSING_TO');
      assert.equal(entries[5].status.id, 51);
      assert.equal(sandbox.store.messageCount, 1);
    });

    it('answers 400 {"error"} for malformed bodies and stores nothing', async () => {
      const cases: Array<[unknown, string]> = [
        [{ to: '255712345678', text: 'x' }, 'from must be 1-11 alphanumeric characters'],
        [{ from: 'MKOPA_LIMITED', to: '255712345678', text: 'x' }, 'from must be 1-11 alphanumeric characters'],
        [{ from: 'MKOPA', text: 'x' }, 'to is required'],
        [{ from: 'MKOPA', to: [], text: 'x' }, 'to must not be empty'],
        [{ from: 'MKOPA', to: 255712345678, text: 'x' }, 'to must be a string or an array of strings'],
        [{ from: 'MKOPA', to: ['255712345678', 7], text: 'x' }, 'to[1] must be a string'],
        [{ from: 'MKOPA', to: '255712345678', text: '' }, 'text must be a non-empty string'],
        [{ from: 'MKOPA', to: '255712345678', text: 'x', date: '2026-12-01' }, 'date and time must be given together'],
        [
          { from: 'MKOPA', to: '255712345678', text: 'x', date: '2026-02-30', time: '08:00' },
          'date must be YYYY-MM-DD',
        ],
        [{ from: 'MKOPA', to: '255712345678', text: 'x', notifyUrl: 'ftp://x' }, 'notifyUrl must be an http(s) URL'],
        [[1, 2], 'body must be a JSON object'],
      ];
      for (const [body, error] of cases) {
        const res = await send(body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.deepEqual(res.data, { error });
      }
      const multi = await send({ messages: [{ from: 'MKOPA', to: '255712345678' }] }, '/api/sms/v1/text/multi');
      assert.deepEqual([multi.status, multi.data], [400, { error: 'messages[0].text must be a non-empty string' }]);
      const broken = await gateway.post(SINGLE, '{"from":', { headers: { 'content-type': 'application/json' } });
      assert.deepEqual([broken.status, broken.data], [400, { error: 'Malformed JSON body' }]);
      assert.equal(sandbox.store.messageCount, 0);
    });
  });

  describe('auth', () => {
    it('answers 401 Not Authorized without or with wrong Basic credentials', async () => {
      const anonymous = axios.create({ baseURL: sandbox.url, validateStatus: () => true });
      const wrong = gatewayClient(sandbox.url, USER, 'nope');
      for (const client of [anonymous, wrong]) {
        const res = await client.post(SINGLE, { from: 'MKOPA', to: '255712345678', text: 'x' });
        assert.equal(res.status, 401);
        assert.deepEqual(res.data, { error: 'Not Authorized' });
        assert.equal((await client.get('/api/sms/v1/balance')).status, 401);
      }
      assert.equal(sandbox.store.messageCount, 0);
      assert.equal((await gateway.get('/api/sms/v1/balance')).status, 200);
    });

    it('lets any Basic header pass when no credentials are configured, but still needs one', async () => {
      const open = await startSmsGatewaySandbox({ port: 0, user: '', password: '', dlrDelayMs: DLR_DELAY_MS });
      try {
        const any = gatewayClient(open.url, 'whoever', 'whatever');
        const ok = await any.post(SINGLE, { from: 'MKOPA', to: '255712345678', text: 'x' });
        assert.equal(ok.status, 200);
        const none = await axios.get(`${open.url}/api/sms/v1/balance`, { validateStatus: () => true });
        assert.equal(none.status, 401);
      } finally {
        await open.close();
      }
    });
  });

  describe('balance', () => {
    it('is unlimited by default, then charges parts and rejects beyond it', async () => {
      assert.deepEqual((await gateway.get('/api/sms/v1/balance')).data, { sms_balance: 999_999_999 });
      assert.deepEqual((await control.post('/__sandbox/balance', { sms_balance: 3 })).data, { sms_balance: 3 });
      const twoParts = 'a'.repeat(200);
      const res = await send({ from: 'MKOPA', to: ['255712345678', '255754000111'], text: twoParts });
      const [first, second] = res.data.messages;
      assert.equal(first.status.name, 'PENDING_ACCEPTED');
      assert.equal(first.smsCount, 2);
      assert.deepEqual(second.status, {
        groupId: 5,
        groupName: 'REJECTED',
        id: 12,
        name: 'REJECTED_NOT_ENOUGH_CREDITS',
        description: 'Not enough credits',
      });
      assert.equal(second.messageId, undefined);
      assert.deepEqual((await gateway.get('/api/sms/v1/balance')).data, { sms_balance: 1 });
      const oneMore = await send({ from: 'MKOPA', to: '255712345678', text: 'short' });
      assert.equal(oneMore.data.messages[0].status.name, 'PENDING_ACCEPTED');
      assert.deepEqual((await gateway.get('/api/sms/v1/balance')).data, { sms_balance: 0 });
      assert.equal(sandbox.store.messageCount, 2);
    });
  });

  describe('incoming SMS', () => {
    const inboundUrl = () => `${receiver.url}/api/webhooks/sms-inbound/t0ken`;

    it("posts a handset's reply form-encoded, the way Africa's Talking posts incoming messages", async () => {
      const posted = await control.post('/__sandbox/inbound', {
        from: '0754000111',
        text: 'NDIYO 2',
        url: inboundUrl(),
      });
      assert.equal(posted.status, 200);
      const [call] = await waitFor(() => nonEmpty(receiver.received.filter((r) => r.body.id === posted.data.id)));
      assert.equal(call.path, '/api/webhooks/sms-inbound/t0ken');
      const { date, id, linkId, ...rest } = call.body;
      assert.deepEqual(rest, { from: '+255754000111', to: '15300', text: 'NDIYO 2', networkCode: '64004' });
      assert.match(String(date), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      assert.match(String(id), UUID_V4);
      assert.match(String(linkId), UUID_V4);
      assert.deepEqual(
        (await state()).inbound.map((sms: { id: string }) => sms.id),
        [id],
      );
    });

    it('retries an incoming SMS answered non-2xx with the same id and bytes', async () => {
      receiver.answer = (body) => (receiver.received.filter((r) => r.body.id === body.id).length < 3 ? 503 : 200);
      const posted = await control.post('/__sandbox/inbound', {
        from: '255712000222',
        to: 'MKOPA',
        text: 'Stop',
        url: inboundUrl(),
      });
      const calls = await waitFor(() =>
        atLeast(
          receiver.received.filter((r) => r.body.id === posted.data.id),
          3,
        ),
      );
      assert.deepEqual(
        calls.map((c) => c.body),
        [calls[0]!.body, calls[0]!.body, calls[0]!.body],
      );
      const attempts = await waitFor(async () =>
        atLeast(
          ((await state()).callbacks as Array<Record<string, unknown>>).filter((a) => a.statusCode === 200),
          1,
        ),
      );
      assert.deepEqual(
        attempts.map((a) => [a.messageId, a.attempt]),
        [[posted.data.id, 3]],
      );
    });

    it('refuses a control body without a Tanzanian from or a text', async () => {
      const noText = await control.post('/__sandbox/inbound', { from: '255712000222' });
      const badFrom = await control.post('/__sandbox/inbound', { from: '12345', text: 'x' });
      assert.deepEqual([noText.status, badFrom.status], [400, 400]);
      assert.deepEqual((await state()).inbound, []);
    });
  });

  describe('delivery reports and callbacks', () => {
    it('has no report before the delay, then a DELIVERED report that is not drained', async () => {
      const messageId = await sendOne('255754000111', 'Habari', { reference: 'msg-7' });
      assert.deepEqual(await reportsFor(messageId), []);
      const report = await waitForReport(messageId);
      assert.equal(report.messageId, messageId);
      assert.equal(report.to, '255754000111');
      assert.equal(report.from, 'MKOPA');
      assert.equal(report.bulkId, '');
      assert.equal(report.mccMnc, '64004');
      assert.match(report.sentAt, EAT_TIMESTAMP);
      assert.match(report.doneAt, EAT_TIMESTAMP);
      assert.ok(Date.parse(report.doneAt) - Date.parse(report.sentAt) >= DLR_DELAY_MS - 5);
      assert.deepEqual(report.price, { pricePerMessage: 25, currency: 'TZS' });
      assert.deepEqual(report.status, {
        groupId: 3,
        groupName: 'DELIVERED',
        id: 5,
        name: 'DELIVERED_TO_HANDSET',
        description: 'Message delivered to handset',
      });
      assert.equal(report.error.name, 'NO_ERROR');
      assert.deepEqual(await reportsFor(messageId), [report]);
    });

    it('posts the flat callback to the default callback URL', async () => {
      const messageId = await sendOne('255712345678', 'Habari', { reference: 'msg-9' });
      const [callback] = await waitFor(() => nonEmpty(receiver.forMessage(messageId)));
      assert.equal(callback.path, '/api/webhooks/delivery');
      const { doneAt, ...rest } = callback.body;
      assert.match(String(doneAt), EAT_TIMESTAMP);
      assert.deepEqual(rest, {
        messageId,
        status: 'DELIVERED_TO_HANDSET',
        error: null,
        to: '255712345678',
        groupName: 'DELIVERED',
        description: 'Message delivered to handset',
        reference: 'msg-9',
      });
      const attempts = await waitFor(async () => nonEmpty((await state()).callbacks as Array<Record<string, unknown>>));
      assert.deepEqual(
        attempts.map((a) => [a.messageId, a.attempt, a.statusCode]),
        [[messageId, 1, 200]],
      );
    });

    it('posts to the request notifyUrl instead when one is given', async () => {
      const messageId = await sendOne('255712345678', 'Habari', { notifyUrl: `${receiver.url}/custom/dlr` });
      const [callback] = await waitFor(() => nonEmpty(receiver.forMessage(messageId)));
      assert.equal(callback.path, '/custom/dlr');
    });

    it('posts {"results":[report]} when the callback format is infobip', async () => {
      const infobip = await startSmsGatewaySandbox({
        port: 0,
        user: '',
        dlrDelayMs: DLR_DELAY_MS,
        callbackUrl: `${receiver.url}/infobip`,
        callbackFormat: 'infobip',
      });
      try {
        const res = await gatewayClient(infobip.url).post(SINGLE, {
          from: 'MKOPA',
          to: '255710000001',
          text: 'x',
          callbackData: 'ctx-1',
        });
        const messageId = res.data.messages[0].messageId as string;
        const [callback] = await waitFor(() => nonEmpty(receiver.forMessage(messageId)));
        assert.equal(callback.path, '/infobip');
        const results = callback.body.results as Array<Record<string, any>>;
        assert.equal(results.length, 1);
        assert.equal(results[0].messageId, messageId);
        assert.equal(results[0].status.name, 'UNDELIVERABLE_NOT_DELIVERED');
        assert.equal(results[0].error.name, 'EC_ABSENT_SUBSCRIBER');
        assert.equal(results[0].callbackData, 'ctx-1');
        assert.deepEqual(results[0].price, { pricePerMessage: 25, currency: 'TZS' });
      } finally {
        await infobip.close();
      }
    });

    it('retries a callback answered 500 and records every attempt, giving up after 4', async () => {
      receiver.answer = () => 500;
      const messageId = await sendOne('255712345678');
      const attempts = await waitFor(async () => {
        const calls = (await state()).callbacks as Array<Record<string, unknown>>;
        return calls.length >= 4 ? calls : undefined;
      });
      await sleep(300);
      const final = (await state()).callbacks as Array<Record<string, unknown>>;
      assert.deepEqual(
        final.map((a) => [a.messageId, a.attempt, a.statusCode]),
        [1, 2, 3, 4].map((n) => [messageId, n, 500]),
      );
      assert.equal(attempts.length, 4);
      assert.equal(receiver.forMessage(messageId).length, 4);
    });

    it('retries after 1 s by default and stops once the receiver answers 2xx', async () => {
      const defaults = await startSmsGatewaySandbox({
        port: 0,
        user: '',
        dlrDelayMs: DLR_DELAY_MS,
        callbackUrl: `${receiver.url}/api/webhooks/delivery`,
      });
      try {
        receiver.answer = (body) => (receiver.forMessage(String(body.messageId)).length === 1 ? 500 : 204);
        const res = await gatewayClient(defaults.url).post(SINGLE, { from: 'MKOPA', to: '255712345678', text: 'x' });
        const messageId = res.data.messages[0].messageId as string;
        const received = await waitFor(() => atLeast(receiver.forMessage(messageId), 2), 4000);
        const gap = received[1].at - received[0].at;
        assert.ok(gap >= 950 && gap < 1800, `retry gap ${gap} ms`);
        await sleep(2300);
        assert.deepEqual(
          defaults.store.callbackAttempts.map((a) => [a.attempt, a.statusCode]),
          [
            [1, 500],
            [2, 204],
          ],
        );
      } finally {
        await defaults.close();
      }
    });

    it('records a network failure as an attempt without status code', async () => {
      const notifyUrl = `http://127.0.0.1:${await closedPort()}/unreachable`;
      const messageId = await sendOne('255712345678', 'x', { notifyUrl });
      const calls = await waitFor(async () => {
        const all = (await state()).callbacks as Array<Record<string, unknown>>;
        return all.length >= 4 ? all : undefined;
      });
      assert.deepEqual(
        calls.map((c) => [c.messageId, c.statusCode]),
        [1, 2, 3, 4].map(() => [messageId, null]),
      );
      assert.match(String(calls[0].error), /ECONNREFUSED/);
    });

    it('keeps at most 50 callbacks in flight for a large batch', async function () {
      this.timeout(30_000);
      receiver.responseDelayMs = 15;
      const numbers = Array.from({ length: 2000 }, (_, i) => `2557540${String(i).padStart(5, '0')}`);
      const res = await send({ from: 'MKOPA', to: numbers, text: 'Karibu' });
      assert.equal(res.data.messages.length, 2000);
      await waitFor(() => (receiver.received.length >= 2000 ? true : undefined), 20_000);
      assert.ok(receiver.maxInFlight <= 50, `max in flight ${receiver.maxInFlight}`);
      assert.ok(receiver.maxInFlight >= 10, `max in flight ${receiver.maxInFlight}`);
      assert.equal(new Set(receiver.received.map((r) => r.body.messageId)).size, 2000);
      assert.equal(sandbox.store.reportCount, 2000);
    });
  });

  describe('magic numbers', () => {
    it('001: reports UNDELIVERABLE_NOT_DELIVERED with EC_ABSENT_SUBSCRIBER and calls back', async () => {
      const messageId = await sendOne('255710000001');
      const report = await waitForReport(messageId);
      assert.deepEqual([report.status.groupId, report.status.groupName], [2, 'UNDELIVERABLE']);
      assert.deepEqual([report.status.id, report.status.name], [9, 'UNDELIVERABLE_NOT_DELIVERED']);
      assert.equal(report.error.name, 'EC_ABSENT_SUBSCRIBER');
      assert.equal(report.error.permanent, false);
      const [callback] = await waitFor(() => nonEmpty(receiver.forMessage(messageId)));
      assert.equal(callback.body.status, 'UNDELIVERABLE_NOT_DELIVERED');
      assert.equal(callback.body.error, 'EC_ABSENT_SUBSCRIBER');
      assert.equal(callback.body.groupName, 'UNDELIVERABLE');
    });

    it('002: fails the first request of a (to, text) with 500, accepts the identical retry once', async () => {
      const body = { from: 'MKOPA', to: ['255712345678', '255710000002'], text: 'Retry me' };
      const first = await send(body);
      assert.equal(first.status, 500);
      assert.deepEqual(first.data, { error: 'Internal Server Error' });
      assert.equal(sandbox.store.messageCount, 0);
      const retry = await send(body);
      assert.equal(retry.status, 200);
      assert.deepEqual(
        retry.data.messages.map((entry: Record<string, any>) => entry.status.name),
        ['PENDING_ACCEPTED', 'PENDING_ACCEPTED'],
      );
      assert.equal((await logs({ to: '255710000002' })).length, 1);
      const otherText = await send({ from: 'MKOPA', to: '0710000002', text: 'Another text' });
      assert.equal(otherText.status, 500, 'a new (to, text) pair fails again, matched after normalising');
    });

    it('003: accepts, then never reports nor calls back', async () => {
      const messageId = await sendOne('255710000003');
      const normal = await sendOne('255712345678');
      await waitForReport(normal);
      await sleep(DLR_DELAY_MS * 4);
      assert.deepEqual(await reportsFor(messageId), []);
      assert.equal(receiver.forMessage(messageId).length, 0);
      assert.equal((await logs({ to: '255710000003' }))[0].status.name, 'PENDING_ACCEPTED');
    });

    it('004: answers 429 with Retry-After: 1 for every request carrying it, even mixed', async () => {
      for (const to of ['255710000004', ['255712345678', '255710000004'], '+255710000004', '0710000004']) {
        const res = await send({ from: 'MKOPA', to, text: 'x' });
        assert.equal(res.status, 429, JSON.stringify(to));
        assert.equal(res.headers['retry-after'], '1');
        assert.deepEqual(res.data, { error: 'Too Many Requests' });
      }
      const multi = await send(
        {
          messages: [
            { from: 'MKOPA', to: '255712345678', text: 'a' },
            { from: 'MKOPA', to: '255710000004', text: 'b' },
          ],
        },
        '/api/sms/v1/text/multi',
      );
      assert.equal(multi.status, 429);
      assert.equal(sandbox.store.messageCount, 0);
    });

    it('005: rejects at submit with REJECTED_INVALID_DESTINATION and no messageId', async () => {
      const res = await send({ from: 'MKOPA', to: '255710000005', text: 'x' });
      assert.equal(res.status, 200);
      assert.deepEqual(res.data.messages, [{ to: '255710000005', status: INVALID_DESTINATION, smsCount: 0 }]);
      await sleep(DLR_DELAY_MS * 3);
      assert.equal(sandbox.store.messageCount, 0);
      assert.equal(receiver.received.length, 0);
    });

    it('006: reports EXPIRED_EXPIRED and calls back', async () => {
      const messageId = await sendOne('255710000006');
      const report = await waitForReport(messageId);
      assert.deepEqual(
        [report.status.groupId, report.status.groupName, report.status.id, report.status.name],
        [4, 'EXPIRED', 15, 'EXPIRED_EXPIRED'],
      );
      const [callback] = await waitFor(() => nonEmpty(receiver.forMessage(messageId)));
      assert.equal(callback.body.status, 'EXPIRED_EXPIRED');
    });
  });

  describe('control API', () => {
    it('injects faults for the next `count` requests to a path, changing nothing', async () => {
      const fault = { path: SINGLE, status: 503, count: 2, retryAfter: 1 };
      assert.equal((await control.post('/__sandbox/faults', fault)).status, 200);
      const body = { from: 'MKOPA', to: '255712345678', text: 'x' };
      for (let i = 0; i < 2; i += 1) {
        const res = await send(body);
        assert.equal(res.status, 503);
        assert.equal(res.headers['retry-after'], '1');
        assert.deepEqual(res.data, { error: 'Service Unavailable' });
      }
      assert.equal(sandbox.store.messageCount, 0);
      assert.equal((await send(body)).status, 200);
      await control.post('/__sandbox/faults', { path: '/api/sms/v1/balance', status: 500 });
      assert.equal((await gateway.get('/api/sms/v1/balance')).status, 500);
      assert.equal((await gateway.get('/api/sms/v1/balance')).status, 200);
      const bad = await control.post('/__sandbox/faults', { path: '/__sandbox/reset', status: 500 });
      assert.equal(bad.status, 400);
    });

    it('latency knob stores the message but answers late (ambiguous read timeout)', async () => {
      await control.post('/__sandbox/latency', { path: SINGLE, ms: 1500, count: 1 });
      const since = new Date(Date.now() - 1000).toISOString();
      const started = Date.now();
      await assert.rejects(
        gateway.post(
          SINGLE,
          { from: 'MKOPA', to: '255712345678', text: 'Slow', reference: 'ref-42' },
          { timeout: 300 },
        ),
        (error: Error & { code?: string }) => error.code === 'ECONNABORTED',
      );
      assert.ok(Date.now() - started < 1000);
      const found = await logs({ to: '255712345678', sentSince: since });
      assert.equal(found.length, 1);
      assert.deepEqual([found[0].text, found[0].reference], ['Slow', 'ref-42']);
      const next = Date.now();
      assert.equal((await send({ from: 'MKOPA', to: '255712345678', text: 'Fast' })).status, 200);
      assert.ok(Date.now() - next < 1000, 'only `count` requests are delayed');
    });

    it('latency with `to` delays only a request with a message to that number, however it is written', async () => {
      const multi = '/api/sms/v1/text/multi';
      const set = await control.post('/__sandbox/latency', { path: multi, ms: 1500, count: 1, to: '0712345699' });
      assert.deepEqual(set.data, { path: multi, ms: 1500, count: 1, to: '255712345699' });
      const timed = async (to: string | string[]) => {
        const started = Date.now();
        const res = await send(
          {
            messages: [
              { from: 'MKOPA', to: '255712345601', text: 'a' },
              { from: 'MKOPA', to, text: 'b' },
            ],
          },
          multi,
        );
        assert.equal(res.status, 200);
        return Date.now() - started;
      };
      assert.ok((await timed('255712345602')) < 1000, 'another number is answered at once');
      assert.ok((await timed(['255712345603', '+255712345699'])) >= 1400, 'the number is answered late');
      assert.ok((await timed('255712345699')) < 1000, 'only `count` requests are delayed');
      assert.equal((await control.post('/__sandbox/latency', { path: multi, ms: 1, to: 5 })).status, 400);
    });

    it('writes a report on demand and fires its callback', async () => {
      const messageId = await sendOne('255710000003');
      const res = await control.post(`/__sandbox/sms/${messageId}/report`, { status: 'DELIVERED_TO_OPERATOR' });
      assert.equal(res.status, 200);
      const report = (await reportsFor(messageId))[0];
      assert.deepEqual([report.status.groupName, report.status.id], ['DELIVERED', 2]);
      const [callback] = await waitFor(() => nonEmpty(receiver.forMessage(messageId)));
      assert.equal(callback.body.status, 'DELIVERED_TO_OPERATOR');
      const unknown = await control.post('/__sandbox/sms/nope/report', { status: 'DELIVERED_TO_HANDSET' });
      assert.equal(unknown.status, 404);
      const badStatus = await control.post(`/__sandbox/sms/${messageId}/report`, { status: 'DELIVERED' });
      assert.equal(badStatus.status, 400);
    });

    it('lists state and forgets everything on reset', async () => {
      await control.post('/__sandbox/balance', { sms_balance: 10 });
      await control.post('/__sandbox/faults', { path: '/api/sms/v1/logs', status: 502, count: 5 });
      const messageId = await sendOne('255712345678');
      await waitFor(async () => nonEmpty((await state()).callbacks));
      const snapshot = await state();
      assert.equal(snapshot.balance, 9);
      assert.deepEqual(
        snapshot.messages.map((m: Record<string, unknown>) => m.messageId),
        [messageId],
      );
      assert.deepEqual(
        snapshot.reports.map((r: Record<string, any>) => r.status.name),
        ['DELIVERED_TO_HANDSET'],
      );
      assert.deepEqual(
        snapshot.callbacks.map((c: Record<string, unknown>) => [c.messageId, c.statusCode]),
        [[messageId, 200]],
      );
      assert.deepEqual(snapshot.faults, [{ path: '/api/sms/v1/logs', status: 502, remaining: 5, retryAfter: null }]);
      assert.equal((await control.post('/__sandbox/reset')).status, 200);
      const cleared = await state();
      assert.deepEqual(
        [cleared.balance, cleared.messages, cleared.reports, cleared.callbacks, cleared.faults],
        [null, [], [], [], []],
      );
      assert.equal((await gateway.get('/api/sms/v1/logs')).status, 200);
    });

    it('answers unknown routes 404 in the provider error shape', async () => {
      const res = await gateway.get('/api/sms/v1/nothing-here');
      assert.deepEqual([res.status, res.data], [404, { error: 'Not Found' }]);
      const root = await control.post('/api/reseller/v1/sub_customer/create', {});
      assert.deepEqual([root.status, root.data], [404, { error: 'Not Found' }]);
    });
  });

  describe('test path and scheduling', () => {
    it('validates and answers on the test path but stores, charges and reports nothing', async () => {
      await control.post('/__sandbox/balance', { sms_balance: 1 });
      const path = '/api/sms/v1/test/text/single';
      const res = await send({ from: 'MKOPA', to: ['255712345678', '255754000111'], text: 'x' }, path);
      assert.equal(res.status, 200);
      assert.deepEqual(res.data.messages[0].status, PENDING_ACCEPTED);
      assert.match(res.data.messages[0].messageId, UUID_V4);
      assert.equal(res.data.messages[1].status.name, 'REJECTED_NOT_ENOUGH_CREDITS');
      assert.equal((await send({ from: 'MKOPA', to: '255712345678', text: '' }, path)).status, 400);
      await sleep(DLR_DELAY_MS * 3);
      const after = await state();
      assert.deepEqual([after.messages, after.reports, after.callbacks, after.balance], [[], [], [], 1]);
      assert.deepEqual(await reportsFor(res.data.messages[0].messageId), []);
    });

    it('starts the report timer at the scheduled date and time (EAT)', async () => {
      const future = await sendOne('255712345678', 'Later', { date: '2099-12-01', time: '08:30', repeat: 'weekly' });
      const past = await sendOne('255712345678', 'Past', { date: '2020-01-01', time: '08:30' });
      await waitForReport(past);
      await sleep(DLR_DELAY_MS * 3);
      assert.deepEqual(await reportsFor(future), []);
      const message = sandbox.store.getMessage(future);
      assert.equal(message?.scheduledFor, Date.parse('2099-12-01T05:30:00Z'));
      assert.equal((await state()).pending.reports, 1);
    });
  });

  describe('reports and logs listing', () => {
    it('lists reports newest first with limit, without draining', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        ids.push(await sendOne('255712345678', `Text ${i}`));
        await sleep(5);
      }
      await waitFor(async () => atLeast((await gateway.get('/api/sms/v1/reports')).data.results, 3));
      const all = (await gateway.get('/api/sms/v1/reports')).data.results as Array<{ messageId: string }>;
      assert.deepEqual(
        all.map((row) => row.messageId),
        [...ids].reverse(),
      );
      const two = (await gateway.get('/api/sms/v1/reports', { params: { limit: 2 } })).data.results;
      assert.deepEqual(
        two.map((row: { messageId: string }) => row.messageId),
        [ids[2], ids[1]],
      );
      assert.equal((await gateway.get('/api/sms/v1/reports', { params: { limit: 'x' } })).status, 400);
    });

    it('filters logs by sender, number and dates, pages with limit/offset, newest first', async () => {
      const a = await sendOne('255712345678', 'one', { reference: 'r-1' });
      const b = await sendOne('255754000111', 'two', { reference: 'r-2' });
      await send({ from: 'SHULE', to: '255712345678', text: 'three', reference: 'r-3' });
      const all = await logs();
      assert.deepEqual(
        all.map((row) => row.reference),
        ['r-3', 'r-2', 'r-1'],
      );
      assert.deepEqual(Object.keys(all[2]).slice(-2), ['text', 'reference']);
      assert.deepEqual(
        (await logs({ from: 'MKOPA' })).map((row) => row.messageId),
        [b, a],
      );
      assert.deepEqual(
        (await logs({ to: '0712345678' })).map((row) => row.text),
        ['three', 'one'],
      );
      assert.deepEqual(
        (await logs({ limit: 1, offset: 1 })).map((row) => row.messageId),
        [b],
      );
      assert.equal((await logs({ sentSince: '2099-01-01' })).length, 0);
      assert.equal((await logs({ sentUntil: '2020-01-01' })).length, 0);
      const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
      assert.equal((await logs({ sentSince: today, sentUntil: today })).length, 3);
      const bad = await gateway.get('/api/sms/v1/logs', { params: { sentSince: 'yesterday' } });
      assert.deepEqual([bad.status, bad.data], [400, { error: 'sentSince must be YYYY-MM-DD or an ISO timestamp' }]);
    });

    it('defaults logs to 25 rows', async () => {
      const numbers = Array.from({ length: 30 }, (_, i) => `2557120000${String(i).padStart(2, '0')}`);
      await send({ from: 'MKOPA', to: numbers, text: 'bulk' });
      assert.equal((await logs()).length, 25);
      assert.equal((await logs({ limit: 1000 })).length, 30);
    });
  });

  describe('configuration', () => {
    it('defaults the callback URL to PUBLIC_BASE_URL + /api/webhooks/delivery', () => {
      const names = [
        'SMS_SANDBOX_CALLBACK_URL',
        'PUBLIC_BASE_URL',
        'SANDBOX_DLR_DELAY_MS',
        'SMS_SANDBOX_CALLBACK_FORMAT',
      ];
      const saved = names.map((name) => [name, process.env[name]] as const);
      try {
        delete process.env.SMS_SANDBOX_CALLBACK_URL;
        process.env.PUBLIC_BASE_URL = 'https://sms.example.co.tz/';
        process.env.SANDBOX_DLR_DELAY_MS = '750';
        process.env.SMS_SANDBOX_CALLBACK_FORMAT = 'infobip';
        const config = resolveConfig({});
        assert.equal(config.callbackUrl, 'https://sms.example.co.tz/api/webhooks/delivery');
        assert.equal(config.dlrDelayMs, 750);
        assert.equal(config.callbackFormat, 'infobip');
        process.env.SMS_SANDBOX_CALLBACK_URL = 'http://hooks.local/dlr';
        assert.equal(resolveConfig({}).callbackUrl, 'http://hooks.local/dlr');
      } finally {
        for (const [name, value] of saved) {
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
      }
    });
  });
});

/** A port nothing listens on, so a POST there is refused at the network level. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function nonEmpty<T>(items: T[]): T[] | undefined {
  return items.length > 0 ? items : undefined;
}

function atLeast<T>(items: T[], count: number): T[] | undefined {
  return items.length >= count ? items : undefined;
}
