import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import { createWebhookSigner, generateWebhookSecret } from '../../lib/webhooks/signing';

describe('webhook signing (node:crypto, Standard Webhooks)', () => {
  it('makes the signature the standardwebhooks library makes, for any id, time and body', () => {
    fc.assert(fc.property(
      fc.string({ minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.string({ unit: 'binary', maxLength: 2000 }),
      (webhookId, ms, body) => {
        const secret = generateWebhookSecret();
        const sentAt = new Date(ms);
        const headers = createWebhookSigner(secret)(webhookId, sentAt, body);
        assert.equal(headers['webhook-signature'], new Webhook(secret).sign(webhookId, sentAt, body));
        assert.equal(headers['webhook-timestamp'], String(Math.floor(ms / 1000)));
        assert.equal(headers['webhook-id'], webhookId);
      },
    ), { numRuns: 300 });
  });

  it('is verified by the library as a receiver would, and a changed body or another secret is refused', () => {
    const secret = generateWebhookSecret();
    const body = JSON.stringify({ type: 'message.status', timestamp: new Date().toISOString(), data: { to: '255712345678', text: 'Habari ✓' } });
    const headers = createWebhookSigner(secret)('msg_0123456789abcdef', new Date(), body);
    assert.deepEqual(new Webhook(secret).verify(body, headers), JSON.parse(body));
    assert.throws(() => new Webhook(secret).verify(body.replace('Habari', 'Habari!'), headers), /No matching signature/);
    assert.throws(() => new Webhook(generateWebhookSecret()).verify(body, headers), /No matching signature/);
  });
});
