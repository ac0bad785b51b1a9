import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { createWebhookSigner, generateWebhookSecret } from '../../domain/webhooks/signing';

describe('webhook signing (Standard Webhooks)', () => {
  it('is verified by the library as a receiver would, and a changed body or another secret is refused', () => {
    const secret = generateWebhookSecret();
    const body = JSON.stringify({
      type: 'message.status',
      timestamp: new Date().toISOString(),
      data: { to: '255712345678', text: 'Habari ✓' },
    });
    const headers = createWebhookSigner([secret])('msg_0123456789abcdef', new Date(), body);
    assert.deepEqual(new Webhook(secret).verify(body, headers), JSON.parse(body));
    assert.throws(
      () => new Webhook(secret).verify(body.replace('Habari', 'Habari!'), headers),
      /No matching signature/,
    );
    assert.throws(() => new Webhook(generateWebhookSecret()).verify(body, headers), /No matching signature/);
  });

  it('with two secrets (a rotation) carries both signatures, the new first: a receiver holding either verifies', () => {
    const [next, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const body = JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), data: {} });
    const at = new Date();
    const headers = createWebhookSigner([next, previous])('msg_0123456789abcdef', at, body);
    const signatures = headers['webhook-signature'].split(' ');
    assert.equal(signatures.length, 2);
    assert.equal(signatures[0], createWebhookSigner([next])('msg_0123456789abcdef', at, body)['webhook-signature']);
    assert.deepEqual(new Webhook(next).verify(body, headers), JSON.parse(body));
    assert.deepEqual(new Webhook(previous).verify(body, headers), JSON.parse(body));
    assert.throws(() => new Webhook(generateWebhookSecret()).verify(body, headers), /No matching signature/);
  });
});
