import assert from 'node:assert/strict';
import axios, { type AxiosResponse } from 'axios';
import { apiClient, createTenantSession } from '../helpers/tenant';
import { startCheckout } from '../helpers/payments';
import { creditTenant } from '../helpers/credits';
import { testEnv } from '../helpers/env';
import { ensureConsoleBuilt } from '../helpers/console';

const root = () => axios.create({ baseURL: testEnv().baseUrl, validateStatus: () => true });

/** What helmet adds to every answer, JSON or HTML, success or error. */
function assertHelmetHeaders(res: AxiosResponse, what: string): void {
  const h = res.headers;
  assert.equal(h['x-content-type-options'], 'nosniff', what);
  assert.equal(h['x-frame-options'], 'DENY', what);
  assert.match(String(h['strict-transport-security']), /max-age=\d+/, what);
  assert.equal(h['referrer-policy'], 'no-referrer', what);
  assert.equal(h['cross-origin-opener-policy'], 'same-origin', what);
  assert.equal(h['x-powered-by'], undefined, what);
  assert.match(String(h['content-security-policy']), /frame-ancestors 'none'/, what);
}

const directive = (res: AxiosResponse, name: string): string | undefined =>
  String(res.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('security headers on every response', () => {
  it("JSON answers (success, 401, 404, 405, 422, tRPC) carry helmet's headers and a CSP that allows nothing", async () => {
    const session = await createTenantSession();
    const answers: Array<[string, AxiosResponse]> = [
      ['GET /healthz', await root().get('/healthz')],
      ['GET /api/me', await session.api.get('/me')],
      ['401', await apiClient().get('/me')],
      ['404', await apiClient().get('/nowhere')],
      ['405', await apiClient().delete('/login')],
      ['422', await apiClient().post('/login', {})],
      ['tRPC', await root().get('/trpc/admin.stats')],
      ['/openapi.json', await root().get('/openapi.json')],
    ];
    for (const [what, res] of answers) {
      assertHelmetHeaders(res, what);
      assert.equal(directive(res, 'default-src'), "default-src 'none'", what);
    }
  });

  it('/docs allows only its own scripts, styles and API calls; its start-up script is a served file', async () => {
    const docs = await root().get('/docs');
    assertHelmetHeaders(docs, '/docs');
    assert.equal(directive(docs, 'script-src'), "script-src 'self'");
    assert.equal(directive(docs, 'style-src'), "style-src 'self'");
    assert.doesNotMatch(docs.data, /<script>/, 'no inline script');
    const init = await root().get('/docs/init.js');
    assert.equal(init.status, 200);
    assert.match(String(init.headers['content-type']), /javascript/);
    assert.match(init.data, /SwaggerUIBundle/);
  });

  it('/app runs only its own bundle; its styles need the nonce of the answer, which index.html carries', async () => {
    ensureConsoleBuilt();
    const page = await root().get('/app/sign-in');
    assertHelmetHeaders(page, '/app');
    assert.equal(directive(page, 'default-src'), "default-src 'none'");
    assert.equal(directive(page, 'script-src'), "script-src 'self'");
    assert.equal(directive(page, 'connect-src'), "connect-src 'self'");
    // blob: for an entry card fetched with the session's token and shown from an object URL.
    assert.equal(directive(page, 'img-src'), "img-src 'self' data: blob:");
    const styles = /^style-src 'self' 'nonce-([A-Za-z0-9+/]+=*)'$/.exec(directive(page, 'style-src') ?? '');
    assert.ok(styles, directive(page, 'style-src'));
    assert.equal(directive(page, 'style-src-attr'), "style-src-attr 'unsafe-inline'");
    assert.equal(page.status, 200);
    assert.ok(page.data.includes(`<meta name="csp-nonce" content="${styles[1]}"`), 'the nonce is in index.html');
  });

  it("/app/sw.js (the console's service worker) is its script, never cached, and may fetch only this origin", async () => {
    ensureConsoleBuilt();
    const worker = await root().get('/app/sw.js');
    assertHelmetHeaders(worker, '/app/sw.js');
    assert.equal(worker.status, 200);
    assert.match(String(worker.headers['content-type']), /javascript/);
    assert.equal(worker.headers['cache-control'], 'no-cache');
    // A worker's policy is its script's: this one lets it keep the console's pages and bundles, nothing else.
    assert.equal(directive(worker, 'default-src'), "default-src 'none'");
    assert.equal(directive(worker, 'connect-src'), "connect-src 'self'");
    assert.match(worker.data, /console-assets/);
  });

  it("/admin (the platform admins' console) is a page of the same build under the same policy, with its own nonce", async () => {
    ensureConsoleBuilt();
    const [first, second] = [await root().get('/admin/tenants'), await root().get('/admin')];
    for (const page of [first, second]) {
      assertHelmetHeaders(page, '/admin');
      assert.equal(page.status, 200);
      assert.equal(page.headers['cache-control'], 'no-cache');
      assert.equal(directive(page, 'script-src'), "script-src 'self'");
      const styles = /^style-src 'self' 'nonce-([A-Za-z0-9+/]+=*)'$/.exec(directive(page, 'style-src') ?? '');
      assert.ok(
        styles && page.data.includes(`<meta name="csp-nonce" content="${styles[1]}"`),
        'the nonce is in the page',
      );
      assert.match(page.data, /<script type="module" crossorigin src="\/app\/assets\/admin-[\w-]+\.js">/);
    }
    assert.notEqual(directive(first, 'style-src'), directive(second, 'style-src'), 'a fresh nonce per answer');
  });

  it('the payment return page runs no script, allows its inline style by hash, and never shows the balance', async () => {
    const session = await createTenantSession();
    await creditTenant(session.tenant.id, 'sms', 4321);
    const checkout = await startCheckout(session, 300);
    const page = await root().get('/api/payments/return', { params: { OrderTrackingId: checkout.orderTrackingId } });
    assert.equal(page.status, 200);
    assertHelmetHeaders(page, 'return page');
    assert.equal(directive(page, 'default-src'), "default-src 'none'");
    assert.equal(directive(page, 'script-src'), undefined, 'scripts fall under default-src none');
    assert.match(directive(page, 'style-src') ?? '', /^style-src 'sha256-[A-Za-z0-9+/]+=*'$/);
    assert.doesNotMatch(page.data, /4,?321|id="balance"/);
    assert.match(page.data, /id="credits">300 SMS</);
  });
});
