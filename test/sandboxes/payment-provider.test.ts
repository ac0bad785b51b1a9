import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import axios, { type AxiosInstance } from 'axios';
import express from 'express';
import { logger } from '../../infra/logger';
import {
  type PaymentSandboxOptions,
  type RunningPaymentSandbox,
  startPaymentSandbox,
} from '../../sandboxes/payment-provider/server';

const KEY = 'test-consumer-key';
const SECRET = 'test-consumer-secret';
const CALLBACK = 'https://sms.example.co.tz/payments/return';

type Reply = 'ack' | 'http500' | 'wrongId' | 'status500';

interface ReceivedIpn {
  method: string;
  query: Record<string, unknown>;
  body: unknown;
  at: number;
}

/** A merchant's IPN endpoint: acknowledges correctly unless a reply plan for that order says otherwise. */
async function startIpnReceiver() {
  const received: ReceivedIpn[] = [];
  const plans = new Map<string, Reply[]>();
  const app = express();
  app.use(express.json());
  app.all('/ipn', (req, res) => {
    const fields = (req.method === 'GET' ? req.query : req.body) as Record<string, string>;
    received.push({ method: req.method, query: { ...req.query }, body: req.body, at: Date.now() });
    const reply = plans.get(fields.OrderTrackingId)?.shift() ?? 'ack';
    if (reply === 'http500') {
      res.status(500).send('receiver down');
      return;
    }
    res.json({
      orderNotificationType: fields.OrderNotificationType,
      orderTrackingId: reply === 'wrongId' ? 'another-order' : fields.OrderTrackingId,
      orderMerchantReference: fields.OrderMerchantReference,
      status: reply === 'status500' ? 500 : 200,
    });
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ipn`;
  const forOrder = (id: string): ReceivedIpn[] =>
    received.filter(
      (ipn) => (ipn.method === 'GET' ? ipn.query : (ipn.body as Record<string, unknown>)).OrderTrackingId === id,
    );
  const close = (): Promise<void> => new Promise((resolve) => server.close(() => resolve()));
  return { url, plans, forOrder, close };
}

async function waitFor<T>(check: () => T | undefined | false, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface Instance {
  sandbox: RunningPaymentSandbox;
  raw: AxiosInstance;
  api: AxiosInstance;
  postIpnId: string;
  getIpnId: string;
}

/** Starts a sandbox on port 0, gets a token and registers a POST and a GET IPN at the receiver. */
async function startInstance(options: PaymentSandboxOptions, ipnUrl: string): Promise<Instance> {
  const sandbox = await startPaymentSandbox({
    port: 0,
    consumerKey: KEY,
    consumerSecret: SECRET,
    publicUrl: '',
    auto: 'off',
    ...options,
  });
  const raw = axios.create({ baseURL: sandbox.url, validateStatus: () => true });
  const tokenAnswer = await raw.post('/api/Auth/RequestToken', { consumer_key: KEY, consumer_secret: SECRET });
  const api = axios.create({
    baseURL: sandbox.url,
    validateStatus: () => true,
    headers: { Authorization: `Bearer ${tokenAnswer.data.token}`, Accept: 'application/json' },
  });
  const post = await api.post('/api/URLSetup/RegisterIPN', { url: ipnUrl, ipn_notification_type: 'POST' });
  const get = await api.post('/api/URLSetup/RegisterIPN', { url: ipnUrl, ipn_notification_type: 'GET' });
  return { sandbox, raw, api, postIpnId: post.data.ipn_id, getIpnId: get.data.ipn_id };
}

let sequence = 0;
function orderBody(notificationId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    id: `SMSP-${Date.now()}-${sequence}`,
    currency: 'TZS',
    amount: 15000,
    description: '500 SMS credits <bulk>',
    callback_url: CALLBACK,
    notification_id: notificationId,
    redirect_mode: 'TOP_WINDOW',
    billing_address: { email_address: 'neema@example.co.tz', phone_number: '255754000111', first_name: 'Neema' },
    ...overrides,
  };
}

async function submitOrder(instance: Instance, overrides: Record<string, unknown> = {}, ipnId = instance.postIpnId) {
  const body = orderBody(ipnId, overrides);
  const answer = await instance.api.post('/api/Transactions/SubmitOrderRequest', body);
  assert.equal(answer.status, 200, JSON.stringify(answer.data));
  return { id: answer.data.order_tracking_id as string, reference: body.id as string, answer };
}

async function transactionStatus(instance: Instance, id: string) {
  const answer = await instance.api.get('/api/Transactions/GetTransactionStatus', { params: { orderTrackingId: id } });
  assert.equal(answer.status, 200);
  return answer.data;
}

describe('payment provider sandbox (Pesapal API 3.0)', () => {
  let receiver: Awaited<ReturnType<typeof startIpnReceiver>>;
  let main: Instance;

  before(async () => {
    if (!process.env.LOG_LEVEL) logger.level = 'silent';
    receiver = await startIpnReceiver();
    main = await startInstance({}, receiver.url);
  });

  after(async () => {
    await main?.sandbox.close();
    await receiver?.close();
  });

  describe('RequestToken and Bearer checks', () => {
    it('issues a token that expires after the configured TTL', async () => {
      const answer = await main.raw.post('/api/Auth/RequestToken', { consumer_key: KEY, consumer_secret: SECRET });
      assert.equal(answer.status, 200);
      assert.equal(answer.data.status, '200');
      assert.equal(answer.data.error, null);
      assert.equal(answer.data.message, 'Request processed successfully');
      assert.match(answer.data.token, /^[A-Za-z0-9_-]{40,}$/);
      const lifeMs = Date.parse(answer.data.expiryDate) - Date.now();
      assert.ok(lifeMs > 295_000 && lifeMs <= 300_000, `expiryDate ${answer.data.expiryDate} is not ~300 s ahead`);
    });

    it('refuses a wrong or empty pair with HTTP 200 and "status":"500"', async () => {
      for (const body of [
        { consumer_key: KEY, consumer_secret: 'wrong' },
        { consumer_key: '', consumer_secret: '' },
        {},
      ]) {
        const answer = await main.raw.post('/api/Auth/RequestToken', body);
        assert.equal(answer.status, 200);
        assert.equal(answer.data.status, '500');
        assert.equal(answer.data.token, null);
        assert.equal(answer.data.error.error_type, 'authentication_error');
        assert.equal(answer.data.error.code, 'invalid_api_credentials_provided');
      }
    });

    it('answers 401 "Invalid Access Token" without a valid Bearer', async () => {
      for (const headers of [{}, { Authorization: 'Bearer not-a-token' }, { Authorization: 'Basic abc' }]) {
        const answer = await main.raw.get('/api/URLSetup/GetIpnList', { headers });
        assert.equal(answer.status, 401);
        assert.deepEqual(answer.data, {
          error: {
            error_type: 'authentication_error',
            code: 'invalid_api_credentials_provided',
            message: 'Invalid Access Token',
          },
          status: '500',
        });
      }
    });

    it('answers unknown routes with 404 in the provider error shape', async () => {
      const answer = await main.raw.get('/api/Transactions/Nope');
      assert.equal(answer.status, 404);
      assert.equal(answer.data.status, '404');
      assert.equal(answer.data.error.code, 'route_not_found');
    });
  });

  describe('with no configured credentials, a 1-second TTL and a public URL', () => {
    let short: Instance;
    before(async () => {
      short = await startInstance(
        { consumerKey: '', consumerSecret: '', tokenTtlSeconds: 1, publicUrl: 'https://pay.sandbox.test/' },
        receiver.url,
      );
    });
    after(() => short?.sandbox.close());

    it('accepts any non-empty pair, builds redirect_url from the public URL and expires the token', async () => {
      const other = await short.raw.post('/api/Auth/RequestToken', {
        consumer_key: 'anything',
        consumer_secret: 'else',
      });
      assert.equal(other.data.status, '200');
      assert.ok(Date.parse(other.data.expiryDate) - Date.now() <= 1000);
      const { id, answer } = await submitOrder(short);
      assert.equal(answer.data.redirect_url, `https://pay.sandbox.test/checkout/${id}`);
      await sleep(1100);
      const expired = await short.api.get('/api/URLSetup/GetIpnList');
      assert.equal(expired.status, 401);
      assert.equal(expired.data.error.message, 'Invalid Access Token');
    });
  });

  describe('IPN registration', () => {
    it('registers GET and POST URLs and lists them', async () => {
      const answer = await main.api.post('/api/URLSetup/RegisterIPN', {
        url: `${receiver.url}?tenant=1`,
        ipn_notification_type: 'GET',
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.data.status, '200');
      assert.equal(answer.data.ipn_notification_type_description, 'GET');
      assert.equal(answer.data.ipn_status_description, 'Active');
      assert.match(answer.data.ipn_id, /^[0-9a-f-]{36}$/);
      const list = await main.api.get('/api/URLSetup/GetIpnList');
      assert.equal(list.status, 200);
      const ids = list.data.map((ipn: { ipn_id: string }) => ipn.ipn_id);
      assert.deepEqual(ids, [main.postIpnId, main.getIpnId, answer.data.ipn_id]);
      assert.equal(list.data[2].url, `${receiver.url}?tenant=1`);
    });

    it('rejects a relative or non-http url and an unknown method', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ url: '/payments/ipn', ipn_notification_type: 'POST' }, 'invalid_url'],
        [{ url: 'ftp://example.co.tz/ipn', ipn_notification_type: 'POST' }, 'invalid_url'],
        [{ ipn_notification_type: 'POST' }, 'invalid_url'],
        [{ url: receiver.url, ipn_notification_type: 'PUT' }, 'invalid_ipn_notification_type'],
      ];
      for (const [body, code] of cases) {
        const answer = await main.api.post('/api/URLSetup/RegisterIPN', body);
        assert.equal(answer.status, 400, code);
        assert.equal(answer.data.error.error_type, 'invalid_request_error');
        assert.equal(answer.data.error.code, code);
      }
    });
  });

  describe('SubmitOrderRequest and GetTransactionStatus', () => {
    it('rejects each missing or out-of-limit field with a code naming it', async () => {
      const before = main.sandbox.store.orders.size;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ id: undefined }, 'invalid_id'],
        [{ id: 'x'.repeat(51) }, 'invalid_id'],
        [{ currency: 'tzs' }, 'invalid_currency'],
        [{ amount: 0 }, 'invalid_amount'],
        [{ amount: '15000' }, 'invalid_amount'],
        [{ description: 'd'.repeat(101) }, 'invalid_description'],
        [{ callback_url: 'payments/return' }, 'invalid_callback_url'],
        [{ notification_id: '00000000-0000-4000-8000-000000000000' }, 'invalid_notification_id'],
        [{ billing_address: { first_name: 'Neema' } }, 'invalid_billing_address'],
        [{ billing_address: undefined }, 'invalid_billing_address'],
      ];
      for (const [overrides, code] of cases) {
        const answer = await main.api.post(
          '/api/Transactions/SubmitOrderRequest',
          orderBody(main.postIpnId, overrides),
        );
        assert.equal(answer.status, 400, code);
        assert.equal(answer.data.error.error_type, 'invalid_request_error');
        assert.equal(answer.data.error.code, code);
        assert.equal(answer.data.order_tracking_id, null);
      }
      assert.equal(main.sandbox.store.orders.size, before);
    });

    it('returns the same order for a repeated id, with an absolute checkout redirect_url', async () => {
      const body = orderBody(main.postIpnId);
      const first = await main.api.post('/api/Transactions/SubmitOrderRequest', body);
      const second = await main.api.post('/api/Transactions/SubmitOrderRequest', { ...body, amount: 99 });
      assert.equal(first.data.status, '200');
      assert.equal(first.data.merchant_reference, body.id);
      assert.match(
        first.data.order_tracking_id,
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      assert.equal(first.data.redirect_url, `${main.sandbox.url}/checkout/${first.data.order_tracking_id}`);
      assert.deepEqual(second.data, first.data);
      assert.equal((await transactionStatus(main, first.data.order_tracking_id)).amount, 15000);
    });

    it('reports a new order as INVALID (0) with the submitted amount and currency', async () => {
      const { id, reference } = await submitOrder(main, { amount: 2500.5, currency: 'USD' });
      const status = await transactionStatus(main, id);
      assert.ok(Math.abs(Date.parse(status.created_date) - Date.now()) < 5000);
      assert.deepEqual(status, {
        ...status,
        payment_method: '',
        description: '',
        payment_status_code: '',
        amount: 2500.5,
        currency: 'USD',
        confirmation_code: '',
        payment_account: '',
        payment_status_description: 'INVALID',
        status_code: 0,
        merchant_reference: reference,
        call_back_url: `${CALLBACK}?OrderTrackingId=${id}&OrderMerchantReference=${reference}`,
        error: { error_type: null, code: null, message: null, call_back_url: null },
        status: '200',
      });
      await sleep(200);
      assert.equal(receiver.forOrder(id).length, 0);
    });

    it('answers an unknown tracking id with INVALID and error.code order_not_found', async () => {
      const status = await transactionStatus(main, 'b945e4af-80a5-4ec1-8706-e03f8332fb04');
      assert.equal(status.status_code, 0);
      assert.equal(status.payment_status_description, 'INVALID');
      assert.equal(status.error.code, 'order_not_found');
      const control = await main.raw.post('/__sandbox/orders/b945e4af-80a5-4ec1-8706-e03f8332fb04/complete');
      assert.equal(control.status, 404);
      assert.equal(control.data.error.code, 'order_not_found');
    });
  });

  describe('settlement through the control routes', () => {
    it('completes an order, sends the POST IPN and changes nothing when completed again', async () => {
      const { id, reference } = await submitOrder(main);
      const answer = await main.raw.post(`/__sandbox/orders/${id}/complete`);
      assert.equal(answer.status, 200);
      assert.equal(answer.data.status_code, 1);
      assert.equal(answer.data.payment_status_description, 'Completed');
      assert.equal(answer.data.payment_method, 'MpesaTZ');
      assert.equal(answer.data.payment_account, '2557540***11');
      assert.match(answer.data.confirmation_code, /^[A-Z0-9]{10}$/);
      assert.ok(Math.abs(Date.parse(answer.data.created_date) - Date.now()) < 5000);
      assert.deepEqual(await transactionStatus(main, id), answer.data);

      const [ipn] = await waitFor(() => receiver.forOrder(id).length === 1 && receiver.forOrder(id));
      assert.equal(ipn.method, 'POST');
      assert.deepEqual(ipn.body, {
        OrderTrackingId: id,
        OrderMerchantReference: reference,
        OrderNotificationType: 'IPNCHANGE',
      });

      const again = await main.raw.post(`/__sandbox/orders/${id}/complete`, { payment_method: 'Visa' });
      assert.equal(again.status, 200);
      assert.deepEqual(again.data, answer.data);
      await sleep(300);
      assert.equal(receiver.forOrder(id).length, 1);
      const attempts = main.sandbox.store.ipnAttempts.filter((a) => a.order_tracking_id === id);
      assert.deepEqual(
        attempts.map((a) => [a.attempt, a.http_status, a.acknowledged]),
        [[1, 200, true]],
      );
    });

    it('uses the method and phone from the body and sends a GET IPN where registered', async () => {
      const { id, reference } = await submitOrder(main, {}, main.getIpnId);
      const answer = await main.raw.post(`/__sandbox/orders/${id}/complete`, {
        payment_method: 'TigoPesaTZ',
        phone: '0713 456 789',
      });
      assert.equal(answer.data.payment_method, 'TigoPesaTZ');
      assert.equal(answer.data.payment_account, '2557134***89');
      const [ipn] = await waitFor(() => receiver.forOrder(id).length > 0 && receiver.forOrder(id));
      assert.equal(ipn.method, 'GET');
      assert.deepEqual(ipn.query, {
        OrderTrackingId: id,
        OrderMerchantReference: reference,
        OrderNotificationType: 'IPNCHANGE',
      });
    });

    it('fails an order, keeps a second fail as a no-op and refuses to complete or reverse it', async () => {
      const { id } = await submitOrder(main);
      const failed = await main.raw.post(`/__sandbox/orders/${id}/fail`);
      assert.equal(failed.status, 200);
      assert.equal(failed.data.status_code, 2);
      assert.equal(failed.data.payment_status_description, 'Failed');
      assert.notEqual(failed.data.description, '');
      assert.deepEqual((await main.raw.post(`/__sandbox/orders/${id}/fail`)).data, failed.data);
      for (const action of ['complete', 'reverse']) {
        const answer = await main.raw.post(`/__sandbox/orders/${id}/${action}`);
        assert.equal(answer.status, 409, action);
        assert.equal(answer.data.error.code, 'invalid_order_state');
      }
      await waitFor(() => receiver.forOrder(id).length === 1);
    });

    it('reverses only a completed order and refuses to fail it', async () => {
      const { id } = await submitOrder(main);
      assert.equal((await main.raw.post(`/__sandbox/orders/${id}/reverse`)).status, 409);
      const completed = await main.raw.post(`/__sandbox/orders/${id}/complete`);
      assert.equal((await main.raw.post(`/__sandbox/orders/${id}/fail`)).status, 409);
      const reversed = await main.raw.post(`/__sandbox/orders/${id}/reverse`);
      assert.equal(reversed.status, 200);
      assert.equal(reversed.data.status_code, 3);
      assert.equal(reversed.data.payment_status_description, 'Reversed');
      assert.equal(reversed.data.confirmation_code, completed.data.confirmation_code);
      assert.equal((await transactionStatus(main, id)).status_code, 3);
      await waitFor(() => receiver.forOrder(id).length === 2);
    });

    it('cancels an unsettled order through CancelOrder and refuses a settled one', async () => {
      const { id } = await submitOrder(main);
      const cancelled = await main.api.post('/api/Transactions/CancelOrder', { order_tracking_id: id });
      assert.deepEqual(cancelled.data, { status: '200', message: 'Order cancelled successfully' });
      const status = await transactionStatus(main, id);
      assert.equal(status.status_code, 2);
      assert.equal(status.description, 'Cancelled');
      const again = await main.api.post('/api/Transactions/CancelOrder', { order_tracking_id: id });
      assert.equal(again.data.status, '500');
    });
  });

  describe('IPN acknowledgement and retries', () => {
    it('retries after 1 s when the receiver answers HTTP 500', async () => {
      const { id } = await submitOrder(main);
      receiver.plans.set(id, ['http500']);
      await main.raw.post(`/__sandbox/orders/${id}/complete`);
      const ipns = await waitFor(() => receiver.forOrder(id).length === 2 && receiver.forOrder(id));
      assert.ok(ipns[1].at - ipns[0].at >= 950, `retried after ${ipns[1].at - ipns[0].at} ms`);
      await waitFor(() => main.sandbox.store.ipnAttempts.filter((a) => a.order_tracking_id === id).length === 2);
      const state = (await main.raw.get('/__sandbox/state')).data;
      const attempts = state.ipn_attempts.filter((a: { order_tracking_id: string }) => a.order_tracking_id === id);
      assert.deepEqual(
        attempts.map((a: { attempt: number; http_status: number; acknowledged: boolean; response_body: string }) => [
          a.attempt,
          a.http_status,
          a.acknowledged,
        ]),
        [
          [1, 500, false],
          [2, 200, true],
        ],
      );
      assert.equal(attempts[0].response_body, 'receiver down');
    });

    it('treats a mismatched orderTrackingId or an ack status of 500 as not acknowledged', async () => {
      const { id } = await submitOrder(main, {}, main.getIpnId);
      receiver.plans.set(id, ['wrongId', 'status500']);
      await main.raw.post(`/__sandbox/orders/${id}/fail`);
      const ipns = await waitFor(() => receiver.forOrder(id).length === 3 && receiver.forOrder(id));
      assert.ok(ipns[2].at - ipns[1].at >= 1950, `second retry after ${ipns[2].at - ipns[1].at} ms`);
      await waitFor(() => main.sandbox.store.ipnAttempts.filter((a) => a.order_tracking_id === id).length === 3);
      const attempts = main.sandbox.store.ipnAttempts.filter((a) => a.order_tracking_id === id);
      assert.deepEqual(
        attempts.map((a) => [a.http_status, a.acknowledged]),
        [
          [200, false],
          [200, false],
          [200, true],
        ],
      );
      assert.match(attempts[0].error ?? '', /orderTrackingId/);
      assert.match(attempts[1].error ?? '', /status/);
    });
  });

  describe('checkout page', () => {
    it('shows the order with the phone prefilled, the four methods and both buttons', async () => {
      const { reference, answer } = await submitOrder(main);
      const page = await axios.get(answer.data.redirect_url, { validateStatus: () => true });
      assert.equal(page.status, 200);
      assert.match(String(page.headers['content-type']), /text\/html/);
      const html: string = page.data;
      assert.ok(html.includes(`<dd id="merchant-reference">${reference}</dd>`));
      assert.ok(html.includes('500 SMS credits &lt;bulk&gt;'));
      assert.match(html, /<span id="amount"[^>]*>15,000\.00<\/span>\s*<span id="currency">TZS<\/span>/);
      assert.match(html, /<input id="phone" name="phone"[^>]*value="255754000111"/);
      assert.match(html, /<select id="method" name="method">.*M-Pesa.*Tigo Pesa.*Airtel Money.*Visa.*<\/select>/s);
      assert.match(html, /<button id="complete"[^>]*>Complete payment<\/button>/);
      assert.match(html, /<button id="fail"[^>]*>Fail payment<\/button>/);
    });

    const submitForm = (id: string, fields: Record<string, string>) =>
      main.raw.post(`/checkout/${id}`, new URLSearchParams(fields).toString(), {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        maxRedirects: 0,
      });

    it('completes from the form and redirects 303 to callback_url with the 2.4 query', async () => {
      const { id, reference } = await submitOrder(main);
      const answer = await submitForm(id, { action: 'complete', method: 'AirtelMoneyTZ', phone: '0754 123 456' });
      assert.equal(answer.status, 303);
      const location = new URL(String(answer.headers.location));
      assert.equal(`${location.origin}${location.pathname}`, CALLBACK);
      assert.deepEqual(Object.fromEntries(location.searchParams), {
        OrderTrackingId: id,
        OrderMerchantReference: reference,
        OrderNotificationType: 'CALLBACKURL',
      });
      const status = await transactionStatus(main, id);
      assert.equal(status.status_code, 1);
      assert.equal(status.payment_method, 'AirtelMoneyTZ');
      assert.equal(status.payment_account, '2557541***56');
      await waitFor(() => receiver.forOrder(id).length === 1);
      const settledPage = await main.raw.get(`/checkout/${id}`);
      assert.ok(!settledPage.data.includes('id="complete"'));
      assert.match(settledPage.data, /<strong>Completed<\/strong>/);
    });

    it('fails from the form, then refuses to complete, and rejects an unknown method', async () => {
      const { id } = await submitOrder(main);
      assert.equal((await submitForm(id, { action: 'complete', method: 'Bitcoin', phone: '' })).status, 400);
      assert.equal((await transactionStatus(main, id)).status_code, 0);
      const failed = await submitForm(id, { action: 'fail', method: 'Visa', phone: '' });
      assert.equal(failed.status, 303);
      assert.equal(new URL(String(failed.headers.location)).searchParams.get('OrderTrackingId'), id);
      const status = await transactionStatus(main, id);
      assert.equal(status.status_code, 2);
      assert.equal(status.payment_method, 'Visa');
      assert.equal((await submitForm(id, { action: 'complete', method: 'MpesaTZ', phone: '' })).status, 409);
      assert.equal((await main.raw.get('/checkout/00000000-0000-4000-8000-000000000000')).status, 404);
    });
  });

  describe('fault injection', () => {
    it('answers the next count requests with the status and Retry-After, then recovers', async () => {
      const { id } = await submitOrder(main);
      const path = '/api/Transactions/GetTransactionStatus';
      const set = await main.raw.post('/__sandbox/faults', { path, status: 503, count: 2, retryAfter: 1 });
      assert.equal(set.status, 200);
      for (let i = 0; i < 2; i += 1) {
        const answer = await main.api.get(path, { params: { orderTrackingId: id } });
        assert.equal(answer.status, 503);
        assert.equal(answer.headers['retry-after'], '1');
        assert.equal(answer.data.status, '503');
      }
      assert.equal((await transactionStatus(main, id)).status_code, 0);
    });

    it('changes nothing while a fault answers', async () => {
      const before = main.sandbox.store.orders.size;
      await main.raw.post('/__sandbox/faults', { path: '/api/Transactions/SubmitOrderRequest', status: 500, count: 1 });
      const body = orderBody(main.postIpnId);
      const faulted = await main.api.post('/api/Transactions/SubmitOrderRequest', body);
      assert.equal(faulted.status, 500);
      assert.equal(faulted.headers['retry-after'], undefined);
      assert.equal(main.sandbox.store.orders.size, before);
      const retried = await main.api.post('/api/Transactions/SubmitOrderRequest', body);
      assert.equal(retried.status, 200);
      assert.equal(main.sandbox.store.orders.size, before + 1);
      assert.equal((await main.raw.post('/__sandbox/faults', { path: 'no-slash', status: 500 })).status, 400);
    });
  });

  describe('auto settlement and giving up on IPNs', () => {
    let auto: Instance;
    let autoFail: Instance;
    before(async () => {
      const fast = { autoDelayMs: 150, ipnRetryDelaysMs: [50, 100, 150] };
      auto = await startInstance({ ...fast, auto: 'completed' }, receiver.url);
      autoFail = await startInstance({ ...fast, auto: 'failed' }, receiver.url);
    });
    after(async () => {
      await auto?.sandbox.close();
      await autoFail?.sandbox.close();
    });

    it('completes or fails new orders after the delay and sends their IPNs', async () => {
      const completed = await submitOrder(auto);
      const failed = await submitOrder(autoFail);
      assert.equal((await transactionStatus(auto, completed.id)).status_code, 0);
      await waitFor(
        () => receiver.forOrder(completed.id).length === 1 && receiver.forOrder(failed.id).length === 1,
        3000,
      );
      assert.equal((await transactionStatus(auto, completed.id)).payment_status_description, 'Completed');
      assert.equal((await transactionStatus(autoFail, failed.id)).payment_status_description, 'Failed');
    });

    it('gives up after four unacknowledged attempts and records each', async () => {
      const { id } = await submitOrder(auto);
      receiver.plans.set(id, Array<Reply>(6).fill('http500'));
      await waitFor(() => receiver.forOrder(id).length === 4, 3000);
      await sleep(500);
      assert.equal(receiver.forOrder(id).length, 4);
      const attempts = auto.sandbox.store.ipnAttempts.filter((a) => a.order_tracking_id === id);
      assert.deepEqual(
        attempts.map((a) => [a.attempt, a.acknowledged, a.error]),
        [1, 2, 3, 4].map((n) => [n, false, 'HTTP 500']),
      );
    });
  });

  describe('state and reset', () => {
    let instance: Instance;
    before(async () => {
      instance = await startInstance({}, receiver.url);
    });
    after(() => instance?.sandbox.close());

    it('reports orders, IPNs and attempts, and clears them on reset while tokens stay valid', async () => {
      const { id, reference } = await submitOrder(instance);
      await instance.raw.post(`/__sandbox/orders/${id}/complete`);
      await waitFor(() => instance.sandbox.store.ipnAttempts.length === 1);
      const state = (await instance.raw.get('/__sandbox/state')).data;
      assert.deepEqual(
        state.orders.map((o: { merchant_reference: string; status_code: number }) => [
          o.merchant_reference,
          o.status_code,
        ]),
        [[reference, 1]],
      );
      assert.deepEqual(
        state.ipns.map((i: { ipn_id: string }) => i.ipn_id),
        [instance.postIpnId, instance.getIpnId],
      );
      assert.equal(state.ipn_attempts[0].order_tracking_id, id);
      assert.equal(state.ipn_attempts[0].acknowledged, true);

      const reset = await instance.raw.post('/__sandbox/reset');
      assert.equal(reset.status, 200);
      const after = (await instance.raw.get('/__sandbox/state')).data;
      assert.deepEqual([after.orders, after.ipns, after.ipn_attempts, after.faults], [[], [], [], []]);
      const list = await instance.api.get('/api/URLSetup/GetIpnList');
      assert.equal(list.status, 200);
      assert.deepEqual(list.data, []);
      assert.equal((await transactionStatus(instance, id)).error.code, 'order_not_found');
    });
  });
});
