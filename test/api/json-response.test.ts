import assert from 'node:assert/strict';
import axios from 'axios';
import { createTenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';

const get = (path: string, init: RequestInit = {}) => fetch(`${testEnv().baseUrl}${path}`, init);

/** The headers Express's own res.json gave, which the lean writer (api/http/json-response.ts) must keep. */
async function assertJsonAnswer(res: Response, status: number): Promise<string> {
  const text = await res.text();
  assert.equal(res.status, status);
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.equal(Number(res.headers.get('content-length')), Buffer.byteLength(text));
  assert.equal(res.headers.get('etag'), null);
  assert.match(String(res.headers.get('x-request-id')), /^[\w.-]+$/);
  return text;
}

describe('JSON answers (lean writer)', () => {
  it('answer with the same type, a byte-exact Content-Length (also for non-ASCII text) and no ETag', async () => {
    assert.equal(await assertJsonAnswer(await get('/healthz'), 200), '{"status":"ok"}');
    const session = await createTenantSession();
    const auth = { authorization: `Bearer ${session.token}` };
    const created = await session.api.post('/contacts', { name: 'Zawadi Ñandú ☕ Mushi', phone: '0712000111' });
    assert.equal(created.status, 201);
    const shown = JSON.parse(
      await assertJsonAnswer(await get(`/api/contacts/${created.data.data.id}`, { headers: auth }), 200),
    );
    assert.equal(shown.data.name, 'Zawadi Ñandú ☕ Mushi');
    const missing = JSON.parse(await assertJsonAnswer(await get('/api/nowhere', { headers: auth }), 404));
    assert.match(missing.message, /could not be found/);
  });

  it('leave HEAD and conditional requests to Express: no body for HEAD, 304 for If-None-Match: *', async () => {
    // axios (node:http), not fetch: fetch adds Cache-Control: no-cache to conditional requests, which makes them stale.
    const root = axios.create({
      baseURL: testEnv().baseUrl,
      validateStatus: () => true,
      transformResponse: (body: string) => body,
    });
    const head = await root.head('/healthz');
    assert.equal(head.status, 200);
    assert.equal(head.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(head.headers['content-length'], String(Buffer.byteLength('{"status":"ok"}')));
    assert.equal(head.data, '');
    const conditional = await root.get('/healthz', { headers: { 'if-none-match': '*' } });
    assert.equal(conditional.status, 304);
    assert.equal(conditional.data, '');
    const unconditional = await root.get('/healthz');
    assert.deepEqual([unconditional.status, unconditional.data], [200, '{"status":"ok"}']);
  });
});
