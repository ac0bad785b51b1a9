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
    const headers = createWebhookSigner(secret)('msg_0123456789abcdef', new Date(), body);
    assert.deepEqual(new Webhook(secret).verify(body, headers), JSON.parse(body));
    assert.throws(
      () => new Webhook(secret).verify(body.replace('Habari', 'Habari!'), headers),
      /No matching signature/,
    );
    assert.throws(() => new Webhook(generateWebhookSecret()).verify(body, headers), /No matching signature/);
  });
});
