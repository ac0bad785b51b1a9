import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import type { Client, WorkflowClient } from '@temporalio/client';
import { apiClient, createTenantSession, uniqueName } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { withSecondApi } from '../helpers/second-api';
import { resetTokensMailedTo } from '../helpers/password-resets';
import { createApp } from '../../api/http/app';
import { createAppServer } from '../../api/http/app-server';
import { addressKey } from '../../use-cases/accounts/auth-throttle';
import { loadConfig, type AppConfig } from '../../infra/config';
import { logger } from '../../infra/logger';
import { createProviders } from '../../infra/providers';
import { Tenant } from '../../db/models';

/**
 * Each test speaks from its own client addresses (documentation ranges), as X-Forwarded-For from the loopback proxy
 * the API trusts, so that no test spends the budget of 127.0.0.1, which the rest of the suite uses.
 */
const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });

/** A 429 in the interface's shape, whose Retry-After (whole seconds) is within the limit's window. */
function assertThrottled(res: AxiosResponse, windowSeconds: number): void {
  assert.equal(res.status, 429, JSON.stringify(res.data));
  assert.equal(typeof res.data.message, 'string');
  const retryAfter = String(res.headers['retry-after']);
  assert.match(retryAfter, /^\d+$/);
  assert.ok(Number(retryAfter) >= 1 && Number(retryAfter) <= windowSeconds, `Retry-After ${retryAfter}`);
}

const login = (api: AxiosInstance, email: string, password: string, address: string) =>
  api.post('/login', { email, password }, from(address));

async function failLogins(api: AxiosInstance, email: string, count: number, address: string): Promise<void> {
  for (let i = 0; i < count; i++) assert.equal((await login(api, email, `wrong-guess-${i}`, address)).status, 401);
}

/** The configuration loadConfig reads with these variables set (undefined: unset), the environment left as it was. */
function configWith(vars: Record<string, string | undefined>): AppConfig {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(vars);
  try {
    return loadConfig();
  } finally {
    apply(saved);
  }
}

const registration = () => {
  const name = uniqueName('Throttle');
  return {
    org_name: name,
    phone: '0712345678',
    name: 'Neema',
    email: `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`,
    password: 'password-123',
    password_confirmation: 'password-123',
  };
};

/** A second API whose Temporal client records the email of every reset mail it starts (before it answers). */
async function withResetMailRecorder<T>(use: (api: AxiosInstance, started: string[]) => Promise<T>): Promise<T> {
  const env = testEnv();
  const started: string[] = [];
  const workflow = Object.create(env.temporal.workflow) as WorkflowClient;
  workflow.start = ((type: string, options: { args: [{ email: string }] }) => {
    started.push(options.args[0].email);
    return env.temporal.workflow.start(type, options as never);
  }) as unknown as WorkflowClient['start'];
  const temporal = Object.assign(Object.create(env.temporal) as Client, { workflow });
  const { server } = createAppServer(
    createApp({ ...env.activityDeps, ...createProviders(env.config), config: env.config, temporal, logger }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(
      axios.create({
        baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
        validateStatus: () => true,
      }),
      started,
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('throttles against password guessing (PostgreSQL-backed, shared by every API process)', function () {
  this.timeout(180_000);

  it('reads its limits from the configuration: 10 and 100 failed logins, 30 registrations (REGISTER_LIMIT_PER_HOUR), 5 reset mails, 20 failed resets', () => {
    assert.deepEqual(configWith({ REGISTER_LIMIT_PER_HOUR: undefined }).authLimits, {
      loginFailuresPerEmail: 10,
      loginFailuresPerAddress: 100,
      registrationsPerAddressPerHour: 30,
      resetMailsPerEmailPerHour: 5,
      resetFailuresPerAddress: 20,
    });
    assert.equal(configWith({ REGISTER_LIMIT_PER_HOUR: '7' }).authLimits.registrationsPerAddressPerHour, 7);
    assert.equal(configWith({ REGISTER_LIMIT_PER_HOUR: '0' }).authLimits.registrationsPerAddressPerHour, 0);
    for (const bad of ['many', '-1', '2.5'])
      assert.throws(
        () => configWith({ REGISTER_LIMIT_PER_HOUR: bad }),
        /REGISTER_LIMIT_PER_HOUR must be a whole number/,
      );
    assert.equal(testEnv().config.authLimits.loginFailuresPerEmail, 10, 'the tests run with the default login limits');
  });

  it('login: after 10 failures for an email the 11th attempt answers 429 with Retry-After, even with the right password, from any address; an unknown email alike', async () => {
    const session = await createTenantSession();
    await failLogins(apiClient(), session.admin.email, 10, '203.0.113.10');
    assertThrottled(await login(apiClient(), session.admin.email, session.admin.password, '203.0.113.11'), 900);
    assertThrottled(
      await login(apiClient(), `  ${session.admin.email.toUpperCase()} `, session.admin.password, '203.0.113.12'),
      900,
    );

    const unknown = `nobody-${Date.now()}@example.com`;
    await failLogins(apiClient(), unknown, 10, '203.0.113.10');
    assertThrottled(await login(apiClient(), unknown, 'whatever-1', '203.0.113.10'), 900);
    assert.equal(
      (await login(apiClient(), `other-${unknown}`, 'whatever-1', '203.0.113.10')).status,
      401,
      'another email from the same address is still checked',
    );
  });

  it("login: a success before the limit resets the email's count, so 10 more failures are allowed", async () => {
    const session = await createTenantSession();
    await failLogins(apiClient(), session.admin.email, 9, '203.0.113.20');
    assert.equal((await login(apiClient(), session.admin.email, session.admin.password, '203.0.113.20')).status, 200);
    await failLogins(apiClient(), session.admin.email, 10, '203.0.113.20');
    assertThrottled(await login(apiClient(), session.admin.email, session.admin.password, '203.0.113.20'), 900);
  });

  it('login: failures counted by one API process refuse the right password on another', async () => {
    const session = await createTenantSession();
    await failLogins(apiClient(), session.admin.email, 5, '203.0.113.30');
    await withSecondApi(
      (config) => config,
      async (client) => {
        await failLogins(client(''), session.admin.email, 5, '203.0.113.31');
        assertThrottled(await login(client(''), session.admin.email, session.admin.password, '203.0.113.32'), 900);
      },
    );
    assertThrottled(await login(apiClient(), session.admin.email, session.admin.password, '203.0.113.33'), 900);
  });

  it('login: after 100 failures from one address, over many emails, it answers 429 to that address only', async () => {
    const session = await createTenantSession();
    const address = '198.51.100.40';
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          login(apiClient(), `guess-${batch}-${i}-${Date.now()}@example.com`, 'password-123', address),
        ),
      );
      assert.deepEqual(
        answers.map((r) => r.status),
        Array(10).fill(401),
      );
    }
    assertThrottled(await login(apiClient(), session.admin.email, session.admin.password, address), 900);
    assert.equal((await login(apiClient(), session.admin.email, session.admin.password, '198.51.100.41')).status, 200);
  });

  it('register: 429 beyond the configured registrations per address, counted across API processes; 0 turns it off', async () => {
    assert.equal(testEnv().config.authLimits.registrationsPerAddressPerHour, 0, 'the test environment turns it off');
    const address = '198.51.100.50';
    const threePerHour = (config: AppConfig) => ({
      ...config,
      authLimits: { ...config.authLimits, registrationsPerAddressPerHour: 3 },
    });
    await withSecondApi(threePerHour, (a) =>
      withSecondApi(threePerHour, async (b) => {
        for (const api of [a(''), b(''), a('')])
          assert.equal((await api.post('/register', registration(), from(address))).status, 201);
        const refused = registration();
        assertThrottled(await b('').post('/register', refused, from(address)), 3600);
        assert.equal(await Tenant.count({ where: { name: refused.org_name } }), 0);
        assert.equal(
          (await a('').post('/register', registration(), from('198.51.100.51'))).status,
          201,
          'another address still registers',
        );
      }),
    );
    assert.equal(
      (await apiClient().post('/register', registration(), from(address))).status,
      201,
      'an API with the limit at 0 does not throttle',
    );
  });

  it('forgot-password: the same 200 body every time, but at most 5 mails per email per hour, across API processes', async () => {
    const session = await createTenantSession();
    const email = session.admin.email;
    const answers: AxiosResponse[] = [];
    for (let i = 0; i < 3; i++)
      answers.push(await apiClient().post('/forgot-password', { email }, from(`198.51.100.6${i}`)));
    const started = await withResetMailRecorder(async (api, started) => {
      for (let i = 0; i < 4; i++)
        answers.push(await api.post('/forgot-password', { email: email.toUpperCase() }, from(`198.51.100.7${i}`)));
      return started;
    });
    assert.deepEqual(
      answers.map((r) => r.status),
      Array(7).fill(200),
    );
    for (const res of answers) assert.deepEqual(res.data, answers[0].data);
    assert.deepEqual(started, [email, email], 'the second API started the 4th and 5th mails only');
    assert.equal((await waitFor(() => resetTokensMailedTo(email, 5), 30_000)).length, 5);
  });

  it('reset-password: after 20 failed resets from an address it answers 429, a valid token included; another address resets', async () => {
    const session = await createTenantSession();
    const email = session.admin.email;
    await apiClient().post('/forgot-password', { email });
    const [token] = await waitFor(() => resetTokensMailedTo(email, 1), 30_000);
    const reset = (body: { token: string }, address: string) =>
      apiClient().post(
        '/reset-password',
        { ...body, email, password: 'a-new-password-42', password_confirmation: 'a-new-password-42' },
        from(address),
      );
    for (let i = 0; i < 20; i++)
      assert.equal((await reset({ token: i.toString(16).padStart(64, 'f') }, '198.51.100.80')).status, 422);
    assertThrottled(await reset({ token }, '198.51.100.80'), 900);
    assert.equal(
      (await login(apiClient(), email, session.admin.password, '198.51.100.81')).status,
      200,
      'the password is unchanged',
    );
    assert.equal((await reset({ token }, '198.51.100.82')).status, 200);
  });

  it('declares the 429 and its Retry-After on login, register and reset-password in /openapi.json (forgot-password never answers it)', async () => {
    const spec = await axios.get(`${testEnv().baseUrl}/openapi.json`);
    for (const path of ['/login', '/register', '/reset-password']) {
      assert.ok(spec.data.paths[path].post.responses['429'].headers['Retry-After'], path);
    }
    assert.equal(
      spec.data.paths['/forgot-password'].post.responses['429'],
      undefined,
      'forgot-password never answers 429',
    );
  });
});

describe('addressKey: the client address a per-address throttle counts', () => {
  it('keeps IPv4 (also IPv4-mapped IPv6) and counts IPv6 by its /64', () => {
    assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('2001:db8:a:b:1:2:3:4'), '2001:db8:a:b::/64');
    assert.equal(addressKey('2001:0db8:000a:000b::9'), '2001:db8:a:b::/64');
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('::1'), '0:0:0:0::/64');
  });
});
