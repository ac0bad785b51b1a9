import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { createApp } from '../../api/http/app';
import { logger } from '../../infra/logger';
import { createProviders } from '../../infra/providers';
import { testEnv } from '../helpers/env';
import { createTenantSession } from '../helpers/tenant';

/** The API as production runs it (WEBHOOKS_ALLOW_PRIVATE unset), on a port of its own; the test stack allows private receivers. */
async function startProductionGuardedApi() {
  const { sequelize, config, temporal } = testEnv();
  const app = createApp({
    sequelize,
    temporal,
    logger,
    ...createProviders(config),
    config: { ...config, webhooks: { ...config.webhooks, allowPrivate: false } },
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

describe('POST /webhook-endpoints without WEBHOOKS_ALLOW_PRIVATE: IPv6 forms of internal addresses', () => {
  it('answers 422 on the url for IPv4-compatible, site-local, unique-local and NAT64-of-private addresses, and stores nothing', async () => {
    const session = await createTenantSession();
    const api = await startProductionGuardedApi();
    try {
      const client = axios.create({
        baseURL: api.baseURL,
        validateStatus: () => true,
        headers: { Authorization: `Bearer ${session.token}` },
      });
      for (const url of [
        'https://[::127.0.0.1]/',
        'https://[fec0::1]/',
        'https://[fd00::1]/hooks',
        'https://[::ffff:10.0.0.1]/',
        'https://[64:ff9b::a9fe:a9fe]/',
      ]) {
        const res = await client.post('/webhook-endpoints', { url, events: ['message.status'] });
        assert.equal(res.status, 422, `${url}: ${JSON.stringify(res.data)}`);
        assert.deepEqual(
          res.data.errors,
          { url: ['The url must point to a public address, not a private, loopback or link-local one.'] },
          url,
        );
      }
      assert.deepEqual((await client.get('/webhook-endpoints')).data.data, []);
    } finally {
      await api.close();
    }
  });
});
