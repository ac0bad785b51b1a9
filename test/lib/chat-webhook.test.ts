import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { parseChatWebhook } from '../../domain/chat/chat-webhook';
import { hasValidHubSignature, secretsMatch } from '../../domain/chat/chat-webhook-signature';

const envelope = (value: Record<string, unknown>, field = 'messages') => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '200000000000001',
      changes: [
        {
          field,
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '255222110000', phone_number_id: '100000000000001' },
            ...value,
          },
        },
      ],
    },
  ],
});

describe('chat webhook parsing', () => {
  it('reads statuses with their timestamp, recipient, biz_opaque, pricing and errors', () => {
    const parsed = parseChatWebhook(
      envelope({
        statuses: [
          {
            id: 'wamid.A',
            status: 'sent',
            timestamp: '1763802042',
            recipient_id: '255712345678',
            biz_opaque_callback_data: 'chat-812',
            conversation: { id: 'c1', origin: { type: 'utility' } },
            pricing: { billable: true, pricing_model: 'PMP', type: 'regular', category: 'utility' },
          },
          {
            id: 'wamid.B',
            status: 'failed',
            timestamp: '1763802043',
            recipient_id: '255712345678',
            errors: [
              {
                code: 131026,
                title: 'Message undeliverable',
                message: 'Message undeliverable',
                error_data: { details: 'Message Undeliverable.' },
              },
            ],
          },
        ],
      }),
    );
    assert.deepEqual(parsed.statuses, [
      {
        wamid: 'wamid.A',
        status: 'sent',
        timestamp: new Date(1763802042_000),
        recipient: '255712345678',
        bizOpaque: 'chat-812',
        errors: [],
        pricing: { billable: true, pricingModel: 'PMP', type: 'regular', category: 'utility' },
      },
      {
        wamid: 'wamid.B',
        status: 'failed',
        timestamp: new Date(1763802043_000),
        recipient: '255712345678',
        bizOpaque: null,
        errors: [{ code: 131026, title: 'Message undeliverable', details: 'Message Undeliverable.' }],
        pricing: null,
      },
    ]);
    assert.deepEqual(parsed.inbound, []);
  });

  it('reads text, template button and interactive replies, naming the sender from contacts', () => {
    const parsed = parseChatWebhook(
      envelope({
        contacts: [{ profile: { name: 'Juma Ally' }, wa_id: '255712345678' }],
        messages: [
          {
            from: '255712345678',
            id: 'wamid.T',
            timestamp: '1763802200',
            type: 'text',
            text: { body: 'Nitakuja, asante!' },
          },
          {
            from: '255712345678',
            id: 'wamid.Bt',
            timestamp: '1763802300',
            type: 'button',
            context: { from: '255222110000', id: 'wamid.A' },
            button: { payload: 'RSVP_YES', text: 'Nitahudhuria' },
          },
          {
            from: '255754000111',
            id: 'wamid.I',
            timestamp: '1763802400',
            type: 'interactive',
            context: { id: 'wamid.A' },
            interactive: { type: 'button_reply', button_reply: { id: 'rsvp_no', title: 'Sitaweza' } },
          },
          {
            from: '255754000111',
            id: 'wamid.L',
            timestamp: '1763802500',
            type: 'interactive',
            interactive: { type: 'list_reply', list_reply: { id: 'day_2', title: 'Siku ya 2', description: 'x' } },
          },
          {
            from: '255754000111',
            id: 'wamid.P',
            timestamp: '1763802600',
            type: 'image',
            image: { id: 'media-1', mime_type: 'image/jpeg' },
          },
        ],
      }),
    );
    const summary = parsed.inbound.map((m) => [
      m.wamid,
      m.from,
      m.name,
      m.type,
      m.text,
      m.buttonPayload,
      m.buttonText,
      m.contextWamid,
    ]);
    assert.deepEqual(summary, [
      ['wamid.T', '255712345678', 'Juma Ally', 'text', 'Nitakuja, asante!', null, null, null],
      ['wamid.Bt', '255712345678', 'Juma Ally', 'button', 'Nitahudhuria', 'RSVP_YES', 'Nitahudhuria', 'wamid.A'],
      ['wamid.I', '255754000111', null, 'interactive', 'Sitaweza', 'rsvp_no', 'Sitaweza', 'wamid.A'],
      ['wamid.L', '255754000111', null, 'interactive', 'Siku ya 2', 'day_2', 'Siku ya 2', null],
      ['wamid.P', '255754000111', null, 'image', null, null, null, null],
    ]);
    assert.deepEqual(parsed.inbound[0].timestamp, new Date(1763802200_000));
  });

  it('ignores other objects, other fields, unknown statuses and malformed entries', () => {
    const empty = { statuses: [], inbound: [] };
    assert.deepEqual(parseChatWebhook({ object: 'page', entry: [] }), empty);
    assert.deepEqual(parseChatWebhook(null), empty);
    assert.deepEqual(parseChatWebhook('text'), empty);
    assert.deepEqual(
      parseChatWebhook(envelope({ event: 'APPROVED', message_template_name: 'x' }, 'message_template_status_update')),
      empty,
    );
    const parsed = parseChatWebhook(
      envelope({
        statuses: [
          { id: 'wamid.X', status: 'deleted' },
          { status: 'sent' },
          { id: 'w'.repeat(129), status: 'sent' },
          'junk',
          { id: 'wamid.Y', status: 'read', timestamp: 'soon', extra: { a: 1 } },
        ],
        messages: [
          { id: 'wamid.M', type: 'text' },
          { from: '+2557', id: 'wamid.N', type: 'text', text: { body: 'x' } },
          { from: '255712345678', id: 'wamid.O', type: 'text', text: 'flat' },
        ],
      }),
    );
    assert.deepEqual(
      parsed.statuses.map((s) => [s.wamid, s.status, s.timestamp]),
      [['wamid.Y', 'read', null]],
    );
    assert.deepEqual(
      parsed.inbound.map((m) => [m.wamid, m.text]),
      [['wamid.O', null]],
    );
  });
});

describe('chat webhook credentials', () => {
  const secret = 'app-secret';
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[]}]}');
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  it('accepts the HMAC-SHA256 of the exact bytes, in either hex case', () => {
    assert.equal(hasValidHubSignature(body, signature, secret), true);
    assert.equal(hasValidHubSignature(body, signature.toUpperCase().replace('SHA256=', 'sha256='), secret), true);
  });

  it('refuses another secret, other bytes, a missing or malformed header', () => {
    assert.equal(hasValidHubSignature(body, signature, 'other-secret'), false);
    assert.equal(
      hasValidHubSignature(Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1)), signature, secret),
      false,
    );
    for (const header of [
      undefined,
      '',
      'sha256=',
      signature.slice(0, -2),
      `sha1=${signature.slice(7)}`,
      `${signature}00`,
    ]) {
      assert.equal(hasValidHubSignature(body, header, secret), false, String(header));
    }
  });

  it('compares verify tokens exactly, whatever their length', () => {
    assert.equal(secretsMatch('verify-me', 'verify-me'), true);
    assert.equal(secretsMatch('verify-m', 'verify-me'), false);
    assert.equal(secretsMatch('', 'verify-me'), false);
  });
});
