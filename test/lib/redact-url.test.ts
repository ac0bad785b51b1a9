import assert from 'node:assert/strict';
import { redactUrl, redactUrlsInText } from '../../infra/redact-url';

describe('redactUrl: the secrets of a URL masked before it is logged', () => {
  it('masks the token segment of the delivery callback, event and opt-out pages, keeping the rest of the path', () => {
    const cases: Array<[string, string]> = [
      ['/api/webhooks/delivery/s3cr3t-t0ken', '/api/webhooks/delivery/[redacted]'],
      ['/api/webhooks/delivery/s3cr3t?x=1', '/api/webhooks/delivery/[redacted]?x=1'],
      ['/api/webhooks/sms-inbound/s3cr3t-t0ken', '/api/webhooks/sms-inbound/[redacted]'],
      ['/api/webhooks/ussd/s3cr3t-t0ken', '/api/webhooks/ussd/[redacted]'],
      ['/API/Webhooks/Delivery/s3cr3t', '/API/Webhooks/Delivery/[redacted]'],
      ['/e/Ab3_kLm9', '/e/[redacted]'],
      ['/c/q3Vf0rT9x2Lm/pledge', '/c/[redacted]/pledge'],
      ['/e/Ab3_kLm9/rsvp', '/e/[redacted]/rsvp'],
      ['/e/Ab3_kLm9/payment?OrderTrackingId=abc-123&lang=en', '/e/[redacted]/payment?OrderTrackingId=abc-123&lang=en'],
      ['/E/Ab3_kLm9', '/E/[redacted]'],
      ['/u/Zx8.sig/stop', '/u/[redacted]/stop'],
      ['https://sms.example.co.tz/e/Ab3_kLm9?lang=en', 'https://sms.example.co.tz/e/[redacted]?lang=en'],
      ['http://127.0.0.1:3000/api/webhooks/delivery/s3cr3t', 'http://127.0.0.1:3000/api/webhooks/delivery/[redacted]'],
    ];
    for (const [url, logged] of cases) assert.equal(redactUrl(url), logged, url);
  });

  it('masks secret query values (reset tokens, verify tokens, keys, signatures, codes) by name, case-insensitively and decoded', () => {
    const cases: Array<[string, string]> = [
      ['/reset-password?token=abc123&email=a%40b.tz', '/reset-password?token=[redacted]&email=a%40b.tz'],
      [
        '/api/webhooks/chat?hub.mode=subscribe&hub.verify_token=vt-1&hub.challenge=42',
        '/api/webhooks/chat?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=42',
      ],
      [
        '/x?TOKEN=a&Api_Key=b&signature=c&sig=d&code=e&access_token=f&reset_token=g&key=h&secret=i&password=j',
        '/x?TOKEN=[redacted]&Api_Key=[redacted]&signature=[redacted]&sig=[redacted]&code=[redacted]&access_token=[redacted]&reset_token=[redacted]&key=[redacted]&secret=[redacted]&password=[redacted]',
      ],
      ['/x?%74oken=a', '/x?%74oken=[redacted]'],
      ['/x?token', '/x?token'],
      ['https://hooks.example.com/in?key=k1&id=7', 'https://hooks.example.com/in?key=[redacted]&id=7'],
      ['https://hooks.example.com?token=t', 'https://hooks.example.com?token=[redacted]'],
      [
        '/api/webhooks/payments?OrderTrackingId=abc&OrderMerchantReference=SMS-1',
        '/api/webhooks/payments?OrderTrackingId=abc&OrderMerchantReference=SMS-1',
      ],
    ];
    for (const [url, logged] of cases) assert.equal(redactUrl(url), logged, url);
  });

  it('masks the password of a URL and leaves ordinary paths and non-URLs as they are', () => {
    assert.equal(redactUrl('https://user:pa55@hooks.example.com/in'), 'https://user:[redacted]@hooks.example.com/in');
    for (const same of ['/api/contacts/12', '/api/events/3/invitees', '/eu/x', '/e', '/healthz', 'not a url', ''])
      assert.equal(redactUrl(same), same);
  });

  it('redacts every http(s) URL inside free text', () => {
    assert.equal(
      redactUrlsInText(
        'POST https://a.tz/api/webhooks/delivery/s3cr3t failed; retry http://b.tz/u/tok?token=x, "https://c.tz/e/t2"',
      ),
      'POST https://a.tz/api/webhooks/delivery/[redacted] failed; retry http://b.tz/u/[redacted]?token=[redacted], "https://c.tz/e/[redacted]"',
    );
    assert.equal(redactUrlsInText('nothing here'), 'nothing here');
  });
});
