import assert from 'node:assert/strict';
import { testEnv } from '../helpers/env';
import { startWebhookReceiver } from '../helpers/webhook-receiver';
import { assertDeliverableUrl } from '../../use-cases/webhooks/url-policy';
import { WebhookUrlRefusedError } from '../../domain/webhooks/errors';
import { createWebhookHttpClient } from '../../infra/webhook-http';

/** The SSRF guards without WEBHOOKS_ALLOW_PRIVATE (the test stack runs with it, for its local receivers). */
describe('webhook URLs: private, loopback and link-local addresses refused', () => {
  const strict = () => ({ ...testEnv().config.webhooks, allowPrivate: false });

  it('at creation: hosts resolving to non-public addresses, and plain http, are refused', async () => {
    const refused = [
      'https://localhost/hooks',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.1.2.3/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://100.64.0.1/x',
      'http://93.184.215.14/x',
      'https://[::127.0.0.1]/x',
      'https://[fec0::1]/x',
      'https://[fd00::1]/x',
      'https://[64:ff9b::a9fe:a9fe]/x',
      'https://[64:ff9b:1::1]/x',
    ];
    for (const url of refused) await assert.rejects(assertDeliverableUrl(strict(), url), WebhookUrlRefusedError, url);
    assert.equal(await assertDeliverableUrl(strict(), 'https://93.184.215.14/hooks'), 'https://93.184.215.14/hooks');
    assert.equal(await assertDeliverableUrl(testEnv().config.webhooks, 'http://127.0.0.1:9/x'), 'http://127.0.0.1:9/x');
  });

  it('at delivery: request-filtering-agent refuses the connection after DNS resolution (rebinding), the flag allows it', async () => {
    const target = await startWebhookReceiver();
    try {
      const request = { url: target.url.replace('127.0.0.1', 'localhost'), headers: {}, body: '{}' };
      const blocked = createWebhookHttpClient({ allowPrivate: false, timeoutMs: 2000 });
      const answer = await blocked.post(request);
      blocked.close();
      assert.ok(
        'error' in answer && /not allowed|private|127\.0\.0\.1|::1/i.test(answer.error),
        JSON.stringify(answer),
      );
      assert.equal(target.received.length, 0);
      const allowed = createWebhookHttpClient({ allowPrivate: true, timeoutMs: 2000 });
      assert.deepEqual('status' in (await allowed.post(request)) && target.received.length, 1);
      allowed.close();
    } finally {
      await target.close();
    }
  });

  it("at delivery: IP literals the agent's own ranges take for public (IPv4-compatible ::127.0.0.1) are refused before connecting", async () => {
    const blocked = createWebhookHttpClient({ allowPrivate: false, timeoutMs: 2000 });
    try {
      for (const url of [
        'https://[::127.0.0.1]/x',
        'http://[::7f00:1]:9/x',
        'https://[fec0::1]/x',
        'https://[::ffff:127.0.0.1]/x',
        'https://[64:ff9b::7f00:1]/x',
      ]) {
        const answer = await blocked.post({ url, headers: {}, body: '{}' });
        assert.ok('error' in answer && /is not public/.test(answer.error), `${url}: ${JSON.stringify(answer)}`);
      }
    } finally {
      blocked.close();
    }
  });
});
