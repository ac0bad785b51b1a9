import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import axios from 'axios';
import { Context } from '@temporalio/activity';
import { MockActivityEnvironment } from '@temporalio/testing';
import { DefaultLogger } from '@temporalio/worker';
import type { Sequelize } from 'sequelize';
import { createApp } from '../../api/http/app';
import type { ApiDeps } from '../../api/http/deps';
import { createLogger } from '../../infra/logger';
import { temporalLogWriter } from '../../infra/temporal-runtime';
import { createProviders } from '../../infra/providers';
import { optOutToken } from '../../domain/messaging/opt-out-token';
import { loadOptOutKey } from '../../db/messaging/opt-out-key';
import { testEnv } from '../helpers/env';
import { createTenantSession } from '../helpers/tenant';
import { addInvitee, createEvent } from '../helpers/events';

/** A logger made as the real one is (createLogger), writing its lines to memory instead of stdout. */
function capturingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger(sink, 'info'), lines };
}

/** The real application on a port of its own, logging to `logger`; `overrides` replace some of its dependencies. */
async function startApp(logger: ApiDeps['logger'], overrides: Partial<ApiDeps> = {}) {
  const { sequelize, config, temporal } = testEnv();
  const app = createApp({ sequelize, config, temporal, logger, ...createProviders(config), ...overrides });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    client: axios.create({
      baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      validateStatus: () => true,
      maxRedirects: 0,
    }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/** A database whose every call fails with a plain error (that names a secret URL): the requests end in a logged 500. */
const failingSequelize = (message: string): Sequelize =>
  new Proxy(
    {},
    {
      get: (_target, name) => (name === 'then' ? undefined : () => Promise.reject(new Error(message))),
    },
  ) as Sequelize;

/** Waits until the asynchronous request-log lines (written when each answer closes) have all arrived. */
async function linesFor(lines: string[], count: number): Promise<Array<Record<string, unknown>>> {
  for (let i = 0; i < 100 && lines.filter((l) => l.includes('"component":"http"')).length < count; i++)
    await new Promise((r) => setTimeout(r, 20));
  return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
}

function assertNoSecret(lines: string[], secrets: string[]): void {
  for (const secret of secrets) {
    const leaked = lines.find((line) => line.includes(secret) || line.includes(encodeURIComponent(secret)));
    assert.equal(leaked, undefined, `the secret ${secret} is in a log line`);
  }
}

describe('log lines never carry the secrets of URLs', () => {
  it('request and error lines of the delivery callback, event, opt-out, reset and chat handshake URLs show them redacted', async () => {
    const { config, sequelize } = testEnv();
    const deliveryToken = config.deliveryWebhookToken!;
    const verifyToken = config.chat.verifyToken!;
    const owner = await createTenantSession();
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const eventToken = invitee.event_link.split('/e/')[1]!;
    const optOut = optOutToken(await loadOptOutKey(sequelize), owner.tenant.id, '255712000111');
    const resetToken = `reset-${Date.now()}`;
    const { logger, lines } = capturingLogger();
    const app = await startApp(logger);
    const failing = await startApp(logger, {
      sequelize: failingSequelize(`query for ${config.publicBaseUrl}/api/webhooks/delivery/${deliveryToken} failed`),
    });
    try {
      const answers = [
        (
          await app.client.post(`/api/webhooks/delivery/${deliveryToken}`, {
            messageId: 'no-such-message',
            status: 'DELIVERED_TO_HANDSET',
          })
        ).status,
        (
          await app.client.post(`/api/webhooks/delivery/${deliveryToken}x`, {
            messageId: 'no-such-message',
            status: 'DELIVERED_TO_HANDSET',
          })
        ).status,
        (await app.client.get(`/e/${eventToken}`)).status,
        (
          await app.client.post(`/e/${eventToken}/rsvp`, 'answer=yes', {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
        (await app.client.get(`/u/${optOut}?lang=en`)).status,
        (await app.client.get(`/reset-password?token=${resetToken}&email=a%40b.tz`)).status,
        (await app.client.post(`/api/reset-password?token=${resetToken}`, {})).status,
        (
          await app.client.get('/api/webhooks/chat', {
            params: { 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken, 'hub.challenge': '7' },
          })
        ).status,
        (
          await failing.client.post(`/api/webhooks/delivery/${deliveryToken}`, {
            messageId: 'no-such-message',
            status: 'DELIVERED_TO_HANDSET',
          })
        ).status,
        (await failing.client.get(`/u/${optOut}`)).status,
      ];
      assert.deepEqual(answers, [200, 401, 200, 403, 200, 404, 422, 200, 500, 500]);
      const logged = await linesFor(lines, answers.length);
      assertNoSecret(lines, [deliveryToken, eventToken, optOut, resetToken, verifyToken]);

      const requests = logged.filter((l) => l.component === 'http').map((l) => [l.method, l.url, l.status]);
      assert.deepEqual(requests, [
        ['POST', '/api/webhooks/delivery/[redacted]', 200],
        ['POST', '/api/webhooks/delivery/[redacted]', 401],
        ['GET', '/e/[redacted]', 200],
        ['POST', '/e/[redacted]/rsvp', 403],
        ['GET', '/u/[redacted]?lang=en', 200],
        ['GET', '/reset-password?token=[redacted]&email=a%40b.tz', 404],
        ['POST', '/api/reset-password?token=[redacted]', 422],
        ['GET', '/api/webhooks/chat?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=7', 200],
        ['POST', '/api/webhooks/delivery/[redacted]', 500],
        ['GET', '/u/[redacted]', 500],
      ]);
      const errors = logged.filter((l) => l.level === 50 && l.component !== 'http');
      assert.deepEqual(
        errors.map((l) => [l.msg, l.path]),
        [
          ['unhandled error', '/api/webhooks/delivery/[redacted]'],
          ['opt-out page failed', '/u/[redacted]'],
        ],
      );
      assert.deepEqual(
        errors.map((l) => (l.err as { message: string }).message),
        [
          `query for ${config.publicBaseUrl}/api/webhooks/delivery/[redacted] failed`,
          `query for ${config.publicBaseUrl}/api/webhooks/delivery/[redacted] failed`,
        ],
      );
    } finally {
      await app.close();
      await failing.close();
    }
  });

  it('credential headers are censored should a line ever carry headers', () => {
    const { logger, lines } = capturingLogger();
    logger.warn(
      { headers: { authorization: 'Bearer eyJ.secret', cookie: 'event-form=abc', accept: 'text/html' } },
      'odd request',
    );
    const logged = JSON.parse(lines[0]!) as { headers: Record<string, string> };
    assert.deepEqual(logged.headers, { authorization: '[Redacted]', cookie: '[Redacted]', accept: 'text/html' });
  });

  it("the Temporal SDK's lines of an activity (its Context.log and its failure) go through the same redaction", async () => {
    const { logger, lines } = capturingLogger();
    const secret = `tok-${Date.now()}`;
    const activityEnv = new MockActivityEnvironment(
      { activityType: 'notifyGateway' },
      { logger: new DefaultLogger('INFO', temporalLogWriter(logger.child({ component: 'temporal-sdk' }))) },
    );
    await assert.rejects(
      activityEnv.run(async () => {
        Context.current().log.warn(`calling https://gw.example.tz/api/webhooks/delivery/${secret}`, {
          url: `https://hooks.example.tz/in?key=${secret}`,
          callbackUrl: `/e/${secret}`,
        });
        throw new Error(`POST https://gw.example.tz/u/${secret}/stop answered 500`);
      }),
      /answered 500/,
    );
    assertNoSecret(lines, [secret]);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const called = logged.find((l) => String(l.msg).startsWith('calling'))!;
    assert.deepEqual(
      [called.msg, called.url, called.callbackUrl, called.activityType],
      [
        'calling https://gw.example.tz/api/webhooks/delivery/[redacted]',
        'https://hooks.example.tz/in?key=[redacted]',
        '/e/[redacted]',
        'notifyGateway',
      ],
    );
    const failed = logged.find((l) => l.msg === 'Activity failed')!;
    assert.equal(
      (failed.err as { message: string }).message,
      'POST https://gw.example.tz/u/[redacted]/stop answered 500',
    );
  });
});
