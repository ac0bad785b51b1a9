import assert from 'node:assert/strict';
import axios from 'axios';
import { apiClient, createTenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { apiRouteTable } from '../../api/http/app';
import { listRoutes } from '../../api/http/route-table';
import { operations } from '../../api/http/openapi/operations';
import { createProviders } from '../../infra/providers';
import { logger } from '../../infra/logger';

const root = () => axios.create({ baseURL: testEnv().baseUrl, validateStatus: () => true });

describe('shared API machinery', () => {
  it('answers unknown routes with a JSON 404, before asking for a token', async () => {
    const res = await apiClient().get('/no-such-thing');
    assert.equal(res.status, 404);
    assert.match(String(res.headers['content-type']), /application\/json/);
    assert.equal(typeof res.data.message, 'string');
    assert.equal((await root().get('/nowhere')).status, 404);
  });

  it('answers a known path with the wrong method 405 and lists the allowed ones', async () => {
    const res = await apiClient().delete('/login');
    assert.equal(res.status, 405);
    assert.equal(res.headers.allow, 'POST');
    assert.equal(typeof res.data.message, 'string');
  });

  it('answers malformed JSON with 400 and an oversized body with 413, both as JSON', async () => {
    const bad = await apiClient().post('/login', '{"email": ', { headers: { 'Content-Type': 'application/json' } });
    assert.equal(bad.status, 400);
    assert.match(bad.data.message, /Malformed JSON/);
    const huge = await apiClient().post('/login', JSON.stringify({ email: 'x'.repeat(2_000_000) }), {
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(huge.status, 413);
    assert.equal(typeof huge.data.message, 'string');
  });

  it('treats a non-numeric or out-of-range id as not found, never as a server error', async () => {
    const session = await createTenantSession();
    for (const id of ['abc', '0', '99999999999', '1e3', '-1']) {
      assert.equal((await session.api.get(`/users/${id}`)).status, 404, id);
    }
  });

  it('validates per_page (1–100) and page with 422', async () => {
    const session = await createTenantSession();
    assert.equal((await session.api.get('/users', { params: { per_page: 101 } })).status, 422);
    assert.equal((await session.api.get('/users', { params: { page: 'x' } })).status, 422);
    const ok = await session.api.get('/users', { params: { per_page: 100 } });
    assert.equal(ok.data.meta.per_page, 100);
  });

  it('formats timestamps with microseconds and Z', async () => {
    const session = await createTenantSession();
    const list = await session.api.get('/users');
    assert.match(list.data.data[0].created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  });

  it('echoes or generates a request id', async () => {
    const given = await root().get('/healthz', { headers: { 'X-Request-Id': 'trace-123' } });
    assert.equal(given.headers['x-request-id'], 'trace-123');
    const generated = await root().get('/healthz');
    assert.match(String(generated.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  it('reports health, and readiness of PostgreSQL and Temporal', async () => {
    assert.deepEqual((await root().get('/healthz')).data, { status: 'ok' });
    const ready = await root().get('/readyz');
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.data.checks, { postgresql: 'ok', temporal: 'ok' });
  });

  it('documents every REST route in /openapi.json and serves /docs', async () => {
    const env = testEnv();
    const routes = listRoutes(
      apiRouteTable({
        sequelize: env.sequelize,
        config: env.config,
        temporal: env.temporal,
        logger,
        ...createProviders(env.config),
      }),
    );
    const documented = new Set(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
    const registered = new Set(
      routes.flatMap((r) => r.methods.map((m) => `${m} ${r.path.replace(/:(\w+)/g, '{$1}')}`)),
    );
    assert.deepEqual(
      [...registered].filter((r) => !documented.has(r)),
      [],
      'routes missing from the OpenAPI document',
    );
    assert.deepEqual(
      [...documented].filter((r) => !registered.has(r)),
      [],
      'documented operations with no route',
    );
    const spec = await root().get('/openapi.json');
    assert.equal(spec.data.openapi, '3.1.0');
    assert.ok(spec.data.paths['/register'].post.requestBody.content['application/json'].schema.properties.org_name);
    const docs = await root().get('/docs');
    assert.equal(docs.status, 200);
    assert.match(docs.data, /swagger-ui/);
    assert.equal((await root().get('/docs/assets/swagger-ui-bundle.js')).status, 200);
  });
});
