import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { apiClient, createTenantSession, type TenantSession } from '../helpers/tenant';
import { createContact } from '../helpers/contacts';
import { creditedSession, phoneNumbers, smsBalance } from '../helpers/sms';
import { fakeGatewayId, insertMessage, messageRow } from '../helpers/messages';
import { tenantFingerprint } from '../helpers/fingerprint';
import { superAdminToken, trpcCall } from '../helpers/trpc';
import { testEnv } from '../helpers/env';

/** Posts a raw JSON text, so keys like `__proto__` arrive as the client wrote them. */
const postJson = (session: TenantSession, path: string, json: string) =>
  session.api.post(path, json, { headers: { 'Content-Type': 'application/json' } });

describe('input validation (every route, through one mechanism)', () => {
  let session: TenantSession;
  before(async () => {
    session = await createTenantSession();
  });

  it('answers a wrong JSON type in a field with 422 naming the field, never 500', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/contacts', { name: 'Asha', phone: '0712000001', email: { a: 1 } }, 'email'],
      ['/contacts', { name: ['Asha'], phone: '0712000001' }, 'name'],
      ['/contacts', { name: 5, phone: '0712000001' }, 'name'],
      ['/contacts', { name: true, phone: '0712000001' }, 'name'],
      ['/contacts', { name: null, phone: '0712000001' }, 'name'],
      ['/sms/send', { to: ['0712000001'], text: 'x' }, 'to'],
      ['/sms/send', { to: '0712000001', text: 'x', contact_id: [5] }, 'contact_id'],
      ['/sms/send', { to: '0712000001', text: 'x', scheduled_at: 1_900_000_000_000 }, 'scheduled_at'],
      ['/groups', { name: { toString: 'x' } }, 'name'],
      [
        '/users',
        { name: 'M', email: 'm@example.com', password: 'password-1', permissions: 'contacts.view' },
        'permissions',
      ],
      ['/users', { name: 'M', email: 'm@example.com', password: 'password-1', permissions: [{}] }, 'permissions.0'],
      [
        '/sms-purchases',
        { sms_quantity: { n: 500 }, transaction_reference: 'R1', payer_phone: '0712000001' },
        'sms_quantity',
      ],
    ];
    for (const [path, body, field] of cases) {
      const res = await session.api.post(path, body);
      assert.equal(res.status, 422, `${path} ${JSON.stringify(body)}: ${JSON.stringify(res.data)}`);
      assert.equal(typeof res.data.message, 'string');
      assert.ok(
        res.data.errors[field],
        `${path} ${JSON.stringify(body)} names ${field}: ${JSON.stringify(res.data.errors)}`,
      );
    }
    assert.equal(
      (await session.api.patch('/settings', { birthday_wishes_enabled: [true] })).data.errors.birthday_wishes_enabled
        .length,
      1,
    );
    const top = await session.api.post('/groups', [{ name: 'x' }]);
    assert.deepEqual([top.status, Object.keys(top.data.errors)], [422, ['body']]);
  });

  it('names messages.N.to in a 5,000-message bulk send with one malformed to', async () => {
    const messages: { to: unknown; text: string }[] = phoneNumbers(5000).map((to) => ({ to, text: 'Habari' }));
    messages[3999].to = { number: '0712000001' };
    const res = await session.api.post('/sms/send-bulk', { messages });
    assert.equal(res.status, 422, JSON.stringify(res.data).slice(0, 300));
    assert.deepEqual(Object.keys(res.data.errors), ['messages.3999.to']);
    assert.equal(res.data.errors['messages.3999.to'][0], 'The to field must be a string.');
  });

  it('lets __proto__, constructor and prototype keys change nothing', async () => {
    const other = await createTenantSession();
    const phone = '0712000002';
    const res = await postJson(
      session,
      '/contacts',
      JSON.stringify({ name: 'Proto', phone }).replace(
        '{',
        `{"__proto__": {"tenantId": ${other.tenant.id}, "isAdmin": true}, "constructor": {"prototype": {"polluted": true}}, "prototype": {"x": 1},`,
      ),
    );
    assert.equal(res.status, 201, JSON.stringify(res.data));
    assert.deepEqual(Object.keys(res.data.data).sort(), [
      'birth_date',
      'created_at',
      'email',
      'groups',
      'id',
      'name',
      'phone',
      'updated_at',
    ]);
    const [row] = await testEnv().sequelize.query<{ tenant_id: number }>(
      'SELECT tenant_id FROM contacts WHERE id = $1',
      { bind: [res.data.data.id], type: QueryTypes.SELECT },
    );
    assert.equal(row.tenant_id, session.tenant.id);
    // The API runs in this process: nothing reached Object.prototype.
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(({} as Record<string, unknown>).isAdmin, undefined);
    const nested = await postJson(
      session,
      '/users',
      '{"name":"N","email":"n-proto@example.com","password":"password-1","permissions":[],"__proto__":{"role":"admin"}}',
    );
    assert.equal(nested.status, 201, JSON.stringify(nested.data));
    assert.equal(nested.data.data.role, 'member');
  });

  it('refuses control characters other than tab, line feed and carriage return with 422 on the field', async () => {
    for (const text of ['\u0000', 'a\u0007b', 'x\u001b[31m', 'del\u007f', 'c1\u0085']) {
      const res = await session.api.post('/templates', { name: 'T', body: text });
      assert.equal(res.status, 422, JSON.stringify(text));
      assert.deepEqual(res.data.errors, { body: ['The body field may not contain control characters.'] });
    }
    const credited = await creditedSession(5);
    const send = await credited.api.post('/sms/send', { to: '0712000003', text: '\u0000' });
    assert.equal(send.status, 422);
    assert.deepEqual(Object.keys(send.data.errors), ['text']);
    assert.equal(await smsBalance(credited), 5);
    const kept = await session.api.post('/templates', { name: 'Lines', body: 'Habari\r\nya leo\tjirani' });
    assert.equal(kept.status, 201);
    assert.equal(kept.data.data.body, 'Habari\r\nya leo\tjirani');
  });

  it('answers repeated or control-character query parameters with 422 on the parameter', async () => {
    const repeated = await session.api.get('/messages?status=a&status=b');
    assert.equal(repeated.status, 422);
    assert.deepEqual(Object.keys(repeated.data.errors), ['status']);
    const pages = await session.api.get('/contacts?page=1&page=2');
    assert.deepEqual([pages.status, Object.keys(pages.data.errors)], [422, ['page']]);
    const nul = await session.api.get('/delivery-reports?messageId=%00');
    assert.deepEqual([nul.status, Object.keys(nul.data.errors)], [422, ['messageId']]);
    const huge = await session.api.get('/contacts?page=99999999999999999999');
    assert.deepEqual([huge.status, Object.keys(huge.data.errors)], [422, ['page']]);
  });

  it('acknowledges a delivery callback whose id or status holds a control character and stores nothing', async () => {
    const gatewayId = fakeGatewayId();
    const id = await insertMessage(session.tenant.id, { gatewayMessageId: gatewayId });
    const bodies = [
      { messageId: `${gatewayId}\u0000`, status: 'DELIVERED_TO_HANDSET', error: null },
      { messageId: gatewayId, status: 'DELIVERED_TO_HANDSET\u0000', error: null },
      { messageId: gatewayId, status: 'UNDELIVERABLE_NOT_DELIVERED', error: 'EC\u0000' },
      {
        results: [
          { messageId: `x\u0000${gatewayId}`, status: { groupName: 'DELIVERED', name: 'DELIVERED_TO_HANDSET' } },
        ],
      },
    ];
    for (const body of bodies) {
      const res = await apiClient().post(`/webhooks/delivery/${testEnv().config.deliveryWebhookToken}`, body);
      assert.deepEqual([res.status, res.data.updated], [200, 0], JSON.stringify(body));
    }
    assert.equal((await messageRow(id))?.status, 'PENDING_ACCEPTED');
    const held = await testEnv().sequelize.query(
      'SELECT 1 FROM held_delivery_reports WHERE gateway_message_id LIKE $1',
      { bind: [`%${gatewayId}%`], type: QueryTypes.SELECT },
    );
    assert.equal(held.length, 0);
  });

  it('keeps every refused request from changing the tenant', async () => {
    const contact = await createContact(session);
    const before = await tenantFingerprint(session.tenant.id);
    await session.api.put(`/contacts/${contact.id}`, { name: 'x\u0000' });
    await session.api.put(`/contacts/${contact.id}`, { email: ['a@b.c'] });
    await session.api.patch('/settings', { sender_id: { x: 1 } });
    await session.api.delete('/contacts/bulk', { data: { ids: [[contact.id]] } });
    assert.deepEqual(await tenantFingerprint(session.tenant.id), before);
  });
});

describe('admin tRPC input and database errors', () => {
  let token: string;
  before(async () => {
    token = await superAdminToken();
  });

  it('bounds every number: a page past 1,000,000 or a tenant id past int4 is BAD_REQUEST', async () => {
    for (const [kind, path, input] of [
      ['query', 'admin.tenants.list', { page: 1e18 }],
      ['query', 'admin.purchases.list', { page: 99999999999 }],
      ['mutation', 'admin.tenants.setActive', { tenantId: 2 ** 40, active: true }],
      ['query', 'admin.tenants.list', { search: { $gt: '' } }],
      ['query', 'admin.tenants.list', { search: 'a\u0000' }],
    ] as const) {
      const res = await trpcCall(kind, path, input, token);
      assert.equal(
        res.error?.data.code,
        'BAD_REQUEST',
        `${path} ${JSON.stringify(input)}: ${JSON.stringify(res.error)}`,
      );
    }
  });

  it('refuses an adjustment that would take a balance past int4 with BAD_REQUEST, changing nothing', async () => {
    const session = await createTenantSession();
    const adjust = (amount: number) =>
      trpcCall(
        'mutation',
        'admin.credits.adjust',
        { tenantId: session.tenant.id, channel: 'sms', amount, reason: 'test' },
        token,
      );
    for (let i = 0; i < 2; i++) assert.equal((await adjust(1_000_000_000)).status, 200);
    const before = await tenantFingerprint(session.tenant.id);
    const res = await adjust(1_000_000_000);
    assert.equal(res.error?.data.code, 'BAD_REQUEST');
    assert.match(res.error!.message, /above 2147483647/);
    assert.deepEqual(await tenantFingerprint(session.tenant.id), before);
    assert.equal(await smsBalance(session), 2_000_000_000);
  });

  it('answers a database data error inside a procedure with BAD_REQUEST: approving a purchase past int4 credits nothing', async () => {
    const session = await createTenantSession();
    for (const amount of [1_000_000_000, 1_000_000_000, 147_000_000]) {
      const res = await trpcCall(
        'mutation',
        'admin.credits.adjust',
        { tenantId: session.tenant.id, channel: 'sms', amount, reason: 'test' },
        token,
      );
      assert.equal(res.status, 200, JSON.stringify(res.error));
    }
    const purchase = await session.api.post('/sms-purchases', {
      sms_quantity: 1_000_000,
      transaction_reference: 'MPESA-MAX',
      payer_phone: '0754000111',
    });
    assert.equal(purchase.status, 201, JSON.stringify(purchase.data));
    const before = await tenantFingerprint(session.tenant.id);
    const res = await trpcCall('mutation', 'admin.purchases.approve', { purchaseId: purchase.data.data.id }, token);
    assert.equal(res.error?.data.code, 'BAD_REQUEST', JSON.stringify(res.error));
    assert.equal(res.error?.message, 'A value in the request is out of range or malformed.');
    assert.deepEqual(await tenantFingerprint(session.tenant.id), before);
  });
});
