import assert from 'node:assert/strict';
import { apiClient, createTenantSession, type TenantSession } from '../helpers/tenant';
import { fakeGatewayId, insertMessage, messageRow, submitToSandbox } from '../helpers/messages';
import { waitFor } from '../helpers/wait-for';
import { testEnv } from '../helpers/env';
import { recordSendResults } from '../../db/messaging/message-submission';
import { QueryTypes } from 'sequelize';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { createApp } from '../../api/http/app';
import { MAX_HELD_PER_SOURCE } from '../../db/messaging/held-delivery-reports';
import { createAppServer } from '../../api/http/app-server';
import { createSequelize } from '../../db/sequelize';
import { createProviders } from '../../infra/providers';
import { logger } from '../../infra/logger';
import { freePort } from '../helpers/free-port';
import { inboxShardOf } from '../../use-cases/messaging/delivery/delivery-report-inbox';

/** The callback URL the platform sends as notifyUrl (the test environment's DELIVERY_WEBHOOK_TOKEN). */
const callbackPath = () => `/webhooks/delivery/${testEnv().config.deliveryWebhookToken}`;
const post = (body: unknown) => apiClient().post(callbackPath(), body);

describe('POST /webhooks/delivery', () => {
  let session: TenantSession;
  before(async () => {
    session = await createTenantSession();
  });

  async function pendingMessage(): Promise<{ id: number; gatewayId: string }> {
    const gatewayId = fakeGatewayId();
    return { id: await insertMessage(session.tenant.id, { gatewayMessageId: gatewayId }), gatewayId };
  }

  it('is public and maps the flat callback: status = group, delivery_status = name, delivered_at set', async () => {
    const { id, gatewayId } = await pendingMessage();
    const res = await post({ messageId: gatewayId, status: 'DELIVERED_TO_HANDSET', error: null });
    assert.equal(res.status, 200);
    assert.equal(typeof res.data.message, 'string');
    const row = await messageRow(id);
    assert.equal(row?.status, 'DELIVERED');
    assert.equal(row?.delivery_status, 'DELIVERED_TO_HANDSET');
    assert.equal(row?.delivery_error, null);
    assert.ok(row?.delivered_at);
  });

  it('records the carrier error of a failed delivery and leaves delivered_at empty', async () => {
    const { id, gatewayId } = await pendingMessage();
    await post({
      messageId: gatewayId,
      status: 'UNDELIVERABLE_NOT_DELIVERED',
      error: 'EC_ABSENT_SUBSCRIBER',
      groupName: 'UNDELIVERABLE',
    });
    const row = await messageRow(id);
    assert.deepEqual(
      [row?.status, row?.delivery_status, row?.delivery_error, row?.delivered_at],
      ['UNDELIVERABLE', 'UNDELIVERABLE_NOT_DELIVERED', 'EC_ABSENT_SUBSCRIBER', null],
    );
  });

  it('never moves a message backwards: late PENDING or a second final status change nothing', async () => {
    const { id, gatewayId } = await pendingMessage();
    await post({ messageId: gatewayId, status: 'DELIVERED_TO_OPERATOR', error: null });
    assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), [
      'DELIVERED',
      'DELIVERED_TO_OPERATOR',
    ]);
    await post({ messageId: gatewayId, status: 'PENDING_ENROUTE', error: null });
    assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), [
      'DELIVERED',
      'DELIVERED_TO_OPERATOR',
    ]);
    await post({ messageId: gatewayId, status: 'DELIVERED_TO_HANDSET', error: null });
    assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), [
      'DELIVERED',
      'DELIVERED_TO_HANDSET',
    ]);
    for (const status of [
      'PENDING_ACCEPTED',
      'DELIVERED_TO_OPERATOR',
      'UNDELIVERABLE_NOT_DELIVERED',
      'EXPIRED_EXPIRED',
    ]) {
      const res = await post({ messageId: gatewayId, status, error: null });
      assert.equal(res.status, 200);
      assert.equal(res.data.updated, 0, status);
    }
    assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), [
      'DELIVERED',
      'DELIVERED_TO_HANDSET',
    ]);
  });

  it('is idempotent: a repeated callback answers 200 and changes nothing', async () => {
    const { id, gatewayId } = await pendingMessage();
    const first = await post({ messageId: gatewayId, status: 'EXPIRED_EXPIRED', error: null });
    const before = await messageRow(id);
    const again = await Promise.all(
      [1, 2, 3].map(() => post({ messageId: gatewayId, status: 'EXPIRED_EXPIRED', error: null })),
    );
    assert.equal(first.data.updated, 1);
    assert.deepEqual(
      again.map((r) => [r.status, r.data.updated]),
      [
        [200, 0],
        [200, 0],
        [200, 0],
      ],
    );
    assert.deepEqual(await messageRow(id), before);
  });

  it('ignores unknown message ids and unknown status names with 200', async () => {
    const unknown = await post({ messageId: 'no-such-message', status: 'DELIVERED_TO_HANDSET', error: null });
    assert.deepEqual([unknown.status, unknown.data.updated], [200, 0]);
    const { id, gatewayId } = await pendingMessage();
    const odd = await post({ messageId: gatewayId, status: 'SOMETHING_NEW', error: null });
    assert.deepEqual([odd.status, odd.data.updated], [200, 0]);
    assert.equal((await messageRow(id))?.status, 'PENDING_ACCEPTED');
  });

  it('takes the Infobip-style {results: [...]} body: one update per report, error name only when error.id is not 0', async () => {
    const a = await pendingMessage();
    const b = await pendingMessage();
    const report = (messageId: string, groupName: string, name: string, error: { id: number; name: string }) => ({
      bulkId: '',
      messageId,
      to: '255754000111',
      sentAt: '2026-11-22T09:15:02.120+0300',
      doneAt: '2026-11-22T09:15:09.871+0300',
      status: { groupId: 3, groupName, id: 5, name, description: '' },
      error: { groupId: 0, groupName: 'OK', permanent: false, description: '', ...error },
    });
    const res = await post({
      results: [
        report(a.gatewayId, 'DELIVERED', 'DELIVERED_TO_HANDSET', { id: 0, name: 'NO_ERROR' }),
        report(b.gatewayId, 'REJECTED', 'REJECTED_DND', { id: 10, name: 'EC_DND' }),
        report('unknown-in-batch', 'DELIVERED', 'DELIVERED_TO_HANDSET', { id: 0, name: 'NO_ERROR' }),
      ],
    });
    assert.deepEqual([res.status, res.data.updated], [200, 2]);
    const rowA = await messageRow(a.id);
    assert.deepEqual(
      [rowA?.status, rowA?.delivery_error, rowA?.delivered_at?.toISOString()],
      ['DELIVERED', null, '2026-11-22T06:15:09.871Z'],
    );
    const rowB = await messageRow(b.id);
    assert.deepEqual(
      [rowB?.status, rowB?.delivery_status, rowB?.delivery_error],
      ['REJECTED', 'REJECTED_DND', 'EC_DND'],
    );
  });

  it('takes a bare report object and a numeric messageId', async () => {
    const numericId = 900_000_000_000 + Math.floor(Math.random() * 99_999_999_999); // production ids can arrive as JSON numbers
    const id = await insertMessage(session.tenant.id, { gatewayMessageId: String(numericId) });
    const res = await post({
      messageId: numericId,
      status: { groupName: 'DELIVERED', name: 'DELIVERED_TO_HANDSET' },
      error: { id: 0, name: 'NO_ERROR' },
    });
    assert.equal(res.status, 200);
    assert.equal((await messageRow(id))?.status, 'DELIVERED');
  });

  it('leaves failed and cancelled messages alone (they were refunded)', async () => {
    const gatewayId = fakeGatewayId();
    const id = await insertMessage(session.tenant.id, { gatewayMessageId: gatewayId, status: 'failed' });
    await post({ messageId: gatewayId, status: 'DELIVERED_TO_HANDSET', error: null });
    assert.equal((await messageRow(id))?.status, 'failed');
  });

  it('holds a report that arrives before its gateway id is stored and applies it when the submission stores it', async () => {
    const gatewayId = fakeGatewayId();
    const id = await insertMessage(session.tenant.id, { status: 'submitting' });
    const early = await post({ messageId: gatewayId, status: 'DELIVERED_TO_HANDSET', error: null });
    assert.deepEqual([early.status, early.data.updated], [200, 0]);
    await post({ messageId: gatewayId, status: 'PENDING_ENROUTE', error: null });
    assert.equal((await messageRow(id))?.status, 'submitting');

    const counts = await recordSendResults(testEnv().sequelize, [
      {
        id,
        status: 'PENDING_ACCEPTED',
        gatewayMessageId: gatewayId,
        gatewayResponse: { messageId: gatewayId },
        deliveryStatus: 'PENDING_ACCEPTED',
        deliveryError: null,
      },
    ]);
    assert.equal(counts.submitted, 1);
    assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), [
      'DELIVERED',
      'DELIVERED_TO_HANDSET',
    ]);
    const [held] = await testEnv().sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM held_delivery_reports WHERE gateway_message_id = $1',
      { bind: [gatewayId], type: QueryTypes.SELECT },
    );
    assert.equal(held.n, 0);
  });

  it('applies a burst of concurrent callbacks together: each message once, counted for one callback, unknown ids held', async () => {
    const messages = await Promise.all(Array.from({ length: 30 }, () => pendingMessage()));
    const unknownId = fakeGatewayId();
    // Every message reported twice (the second a repeat), plus one report of an id no message carries yet.
    const bodies = [...messages, ...messages].map((m) => ({
      messageId: m.gatewayId,
      status: 'DELIVERED_TO_HANDSET',
      error: null,
    }));
    const answers = await Promise.all(
      [...bodies, { messageId: unknownId, status: 'DELIVERED_TO_HANDSET', error: null }].map(post),
    );
    assert.deepEqual([...new Set(answers.map((a) => a.status))], [200]);
    assert.ok(answers.every((a) => a.data.updated === 0 || a.data.updated === 1));
    assert.equal(
      answers.reduce((sum, a) => sum + (a.data.updated as number), 0),
      messages.length,
    );
    const rows = await Promise.all(messages.map((m) => messageRow(m.id)));
    assert.deepEqual(
      [...new Set(rows.map((r) => `${r?.status} ${r?.delivery_status}`))],
      ['DELIVERED DELIVERED_TO_HANDSET'],
    );
    const [held] = await testEnv().sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM held_delivery_reports WHERE gateway_message_id = $1',
      { bind: [unknownId], type: QueryTypes.SELECT },
    );
    assert.equal(held.n, 1);
  });

  it('answers 422 for a body that is no delivery callback, and never 500', async () => {
    for (const body of [
      {},
      { status: 'DELIVERED_TO_HANDSET' },
      { messageId: 'x' },
      { results: [{ foo: 1 }] },
      [1, 2],
      { messageId: {}, status: 'X' },
    ]) {
      const res = await post(body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.equal(typeof res.data.message, 'string');
    }
    const malformed = await apiClient().post(callbackPath(), '{"messageId":', {
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(malformed.status, 400);
    const long = await post({ messageId: 'x'.repeat(500), status: 'D'.repeat(500), error: 'e'.repeat(5000) });
    assert.equal(long.status, 200);
  });

  it('is reached by the gateway sandbox itself after a real submit (end to end)', async () => {
    const gatewayId = await submitToSandbox('255754000222');
    const id = await insertMessage(session.tenant.id, { gatewayMessageId: gatewayId, toNumber: '255754000222' });
    const row = await waitFor(async () => {
      const r = await messageRow(id);
      return r?.status === 'DELIVERED' ? r : undefined;
    }, 10_000);
    assert.equal(row.delivery_status, 'DELIVERED_TO_HANDSET');
  });

  describe('only the gateway can report', () => {
    it('refuses a wrong token and the bare path with 401, changing nothing', async () => {
      const { id, gatewayId } = await pendingMessage();
      for (const path of ['/webhooks/delivery', '/webhooks/delivery/guessed-token', `${callbackPath()}x`]) {
        const res = await apiClient().post(path, { messageId: gatewayId, status: 'UNDELIVERABLE_NOT_DELIVERED' });
        assert.equal(res.status, 401, path);
        assert.equal(typeof res.data.message, 'string');
      }
      assert.equal((await messageRow(id))?.status, 'PENDING_ACCEPTED');
      const [{ held }] = await testEnv().sequelize.query<{ held: number }>(
        'SELECT count(*) AS held FROM held_delivery_reports WHERE gateway_message_id = $1',
        { bind: [gatewayId], type: QueryTypes.SELECT },
      );
      assert.equal(held, 0);
    });

    it('sends our token URL to the gateway as notifyUrl with every message', async () => {
      const gatewayId = await submitToSandbox('255754000777');
      const stored = testEnv()
        .sandboxes.sms.store.allMessages()
        .find((m) => m.messageId === gatewayId);
      assert.equal(stored?.notifyUrl, `${testEnv().config.publicBaseUrl}/api${callbackPath()}`);
    });

    it('takes the bare path while no token is configured (development)', async () => {
      const env = testEnv();
      const server = createApp({
        ...env.activityDeps,
        temporal: env.temporal,
        config: { ...env.config, deliveryWebhookToken: undefined },
      }).listen(0);
      try {
        const { id, gatewayId } = await pendingMessage();
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
        const bare = await axios.post(
          `${url}/webhooks/delivery`,
          { messageId: gatewayId, status: 'DELIVERED_TO_HANDSET' },
          { validateStatus: () => true },
        );
        assert.equal(bare.status, 200);
        assert.equal((await messageRow(id))?.status, 'DELIVERED');
        assert.equal(
          (
            await axios.post(
              `${url}${callbackPath()}`,
              { messageId: gatewayId, status: 'DELIVERED_TO_HANDSET' },
              { validateStatus: () => true },
            )
          ).status,
          401,
        );
      } finally {
        server.close();
      }
    });

    it('takes at most 100 reports per callback', async () => {
      const results = Array.from({ length: 101 }, () => ({
        messageId: fakeGatewayId(),
        status: { groupName: 'DELIVERED', name: 'DELIVERED_TO_HANDSET' },
      }));
      const res = await post({ results });
      assert.equal(res.status, 422);
      assert.ok(res.data.errors.results);
      assert.equal((await post({ results: results.slice(0, 100) })).status, 200);
    });

    it('holds no more than 10,000 unmatched reports per source', async () => {
      const { sequelize } = testEnv();
      const first = await post({ messageId: fakeGatewayId(), status: 'DELIVERED_TO_HANDSET' });
      assert.equal(first.status, 200);
      const [{ source }] = await sequelize.query<{ source: string }>(
        'SELECT source FROM held_delivery_reports ORDER BY received_at DESC LIMIT 1',
        { type: QueryTypes.SELECT },
      );
      await sequelize.query(
        `INSERT INTO held_delivery_reports (gateway_message_id, name, status, rank, source)
         SELECT 'flood-' || g, 'DELIVERED_TO_HANDSET', 'DELIVERED', 3, $1 FROM generate_series(1, $2) g ON CONFLICT DO NOTHING`,
        { bind: [source, MAX_HELD_PER_SOURCE] },
      );
      const unknown = fakeGatewayId();
      assert.equal((await post({ messageId: unknown, status: 'DELIVERED_TO_HANDSET' })).status, 200);
      const [{ held }] = await sequelize.query<{ held: number }>(
        'SELECT count(*) AS held FROM held_delivery_reports WHERE gateway_message_id = $1',
        { bind: [unknown], type: QueryTypes.SELECT },
      );
      assert.equal(held, 0);
      await sequelize.query("DELETE FROM held_delivery_reports WHERE gateway_message_id LIKE 'flood-%'");
    });

    it("lets the gateway's own report settle a final status that contradicts the stored one", async () => {
      // A real message, delivered at the gateway; a false UNDELIVERABLE got stored first (forged before the token existed).
      const gatewayId = await submitToSandbox('255754000778');
      await waitFor(() => testEnv().sandboxes.sms.store.getReport(gatewayId) !== undefined, 10_000, 50);
      const id = await insertMessage(session.tenant.id, {
        toNumber: '255754000778',
        gatewayMessageId: gatewayId,
        status: 'UNDELIVERABLE',
        deliveryStatus: 'UNDELIVERABLE_NOT_DELIVERED',
      });
      const real = await post({ messageId: gatewayId, status: 'DELIVERED_TO_HANDSET' });
      assert.equal(real.status, 200);
      assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), [
        'DELIVERED',
        'DELIVERED_TO_HANDSET',
      ]);
      // And a callback contradicting the gateway's report changes nothing.
      assert.equal((await post({ messageId: gatewayId, status: 'EXPIRED_EXPIRED' })).status, 200);
      assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), [
        'DELIVERED',
        'DELIVERED_TO_HANDSET',
      ]);
    });
  });

  describe('while PostgreSQL is unreachable (issue: delivery reports recovered after an outage)', () => {
    it('answers 200 and has the worker apply the reports from Temporal, never moving a message backwards', async () => {
      const env = testEnv();
      // An API process whose database is down: nothing listens on its port. The reports reach the suite's worker,
      // which applies them to the suite's (running) database, as a worker does once PostgreSQL is back.
      const sequelize = createSequelize(`postgres://postgres@127.0.0.1:${await freePort()}/down`, {
        models: false,
        poolMax: 1,
      });
      const { server } = createAppServer(
        createApp({
          ...env.activityDeps,
          ...createProviders(env.config),
          config: env.config,
          temporal: env.temporal,
          logger,
          sequelize,
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api${callbackPath()}`;
      const postDown = (body: unknown) => axios.post(url, body, { validateStatus: () => true });
      try {
        const delivered = await pendingMessage();
        await post({ messageId: delivered.gatewayId, status: 'DELIVERED_TO_HANDSET' });
        // A message whose reports share the delivered one's inbox, where reports are applied in the order they came.
        let gatewayId = fakeGatewayId();
        while (inboxShardOf(gatewayId) !== inboxShardOf(delivered.gatewayId)) gatewayId = fakeGatewayId();
        const pending = { id: await insertMessage(session.tenant.id, { gatewayMessageId: gatewayId }), gatewayId };
        const early = fakeGatewayId();
        const answers = [
          await postDown({
            results: [{ messageId: delivered.gatewayId, status: { groupName: 'PENDING', name: 'PENDING_ENROUTE' } }],
          }),
          await postDown({ messageId: pending.gatewayId, status: 'DELIVERED_TO_HANDSET', error: null }),
          await postDown({ messageId: early, status: 'EXPIRED_EXPIRED' }),
        ];
        assert.deepEqual(
          answers.map((a) => [a.status, a.data.updated]),
          [
            [200, 0],
            [200, 0],
            [200, 0],
          ],
        );
        await waitFor(async () => (await messageRow(pending.id))?.status === 'DELIVERED', 30_000, 100);
        assert.equal((await messageRow(pending.id))?.delivery_status, 'DELIVERED_TO_HANDSET');
        // The stale PENDING, applied before it, changed nothing.
        assert.deepEqual(await messageRow(delivered.id).then((r) => [r?.status, r?.delivery_status]), [
          'DELIVERED',
          'DELIVERED_TO_HANDSET',
        ]);
        // A report of an id not stored yet is held, as its callback would have been.
        const held = await waitFor(
          async () =>
            (
              await env.sequelize.query<{ status: string }>(
                'SELECT status FROM held_delivery_reports WHERE gateway_message_id = $1',
                { bind: [early], type: QueryTypes.SELECT },
              )
            )[0],
          30_000,
          100,
        );
        assert.equal(held.status, 'EXPIRED');
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await sequelize.close();
      }
    });
  });
});
