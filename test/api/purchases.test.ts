import assert from 'node:assert/strict';
import { createMemberSession, createTenantSession } from '../helpers/tenant';
import { purchaseRow } from '../helpers/payments';

const manualRequest = (overrides: Record<string, unknown> = {}) => ({
  sms_quantity: 500,
  transaction_reference: 'MPESA-QK7AB2CD3E',
  payer_phone: '0754 000 111',
  ...overrides,
});

describe('GET /sms-packages', () => {
  it('lists the seeded default tiers to any tenant user, without a purchase permission', async () => {
    const owner = await createTenantSession();
    const member = await createMemberSession(owner, []);
    const res = await member.api.get('/sms-packages');
    assert.equal(res.status, 200);
    const tiers = res.data.data.map((p: any) => [p.min_quantity, p.max_quantity, p.price_per_sms]);
    for (const tier of [
      [100, 4999, 30],
      [5000, 49999, 25],
      [50000, 1000000, 20],
    ]) {
      assert.ok(
        tiers.some((t: number[]) => t.join() === tier.join()),
        `tier ${tier.join('-')} present`,
      );
    }
    assert.deepEqual(Object.keys(res.data.data[0]).sort(), [
      'id',
      'max_quantity',
      'min_quantity',
      'name',
      'price_per_sms',
    ]);
  });
});

describe('POST /sms-purchases (manual top-up)', () => {
  it('records a pending SMS request priced by its tier, with the payer phone normalized, and adds no credits', async () => {
    const session = await createTenantSession();
    const res = await session.api.post('/sms-purchases', manualRequest({ sms_quantity: 5000 }));
    assert.equal(res.status, 201);
    assert.equal(typeof res.data.message, 'string');
    assert.deepEqual(
      { ...res.data.data, id: 0 },
      { id: 0, sms_quantity: 5000, total_amount: 125000, status: 'pending', channel: 'sms' },
    );
    const row = await purchaseRow(res.data.data.id);
    assert.equal(row.payerPhone, '255754000111');
    assert.equal(row.kind, 'manual');
    assert.deepEqual((await session.api.get('/balance')).data, { sms_balance: 0, chat_balance: 0 });
  });

  it('prices chat credits at CHAT_CREDIT_PRICE with a minimum of 10', async () => {
    const session = await createTenantSession();
    const res = await session.api.post('/sms-purchases', manualRequest({ channel: 'chat', sms_quantity: 10 }));
    assert.equal(res.status, 201);
    assert.equal(res.data.data.total_amount, 500);
    assert.equal(res.data.data.channel, 'chat');
    const tooFew = await session.api.post('/sms-purchases', manualRequest({ channel: 'chat', sms_quantity: 9 }));
    assert.equal(tooFew.status, 422);
    assert.ok(tooFew.data.errors.sms_quantity);
  });

  it('validates every field with the {message, errors} shape', async () => {
    const session = await createTenantSession();
    const res = await session.api.post('/sms-purchases', { sms_quantity: 99, payer_phone: '12345', channel: 'fax' });
    assert.equal(res.status, 422);
    for (const field of ['sms_quantity', 'transaction_reference', 'payer_phone', 'channel']) {
      assert.ok(Array.isArray(res.data.errors[field]), `errors.${field}`);
    }
    const junk = await session.api.post('/sms-purchases', manualRequest({ sms_quantity: 'lots' }));
    assert.equal(junk.status, 422);
    const huge = await session.api.post('/sms-purchases', manualRequest({ sms_quantity: 1e12 }));
    assert.equal(huge.status, 422);
  });

  it('allows one pending request per channel: a second gives 422 {message, pending_id}', async () => {
    const session = await createTenantSession();
    const first = await session.api.post('/sms-purchases', manualRequest());
    assert.equal(first.status, 201);
    const second = await session.api.post('/sms-purchases', manualRequest({ sms_quantity: 1000 }));
    assert.equal(second.status, 422);
    assert.equal(second.data.pending_id, first.data.data.id);
    assert.equal(typeof second.data.message, 'string');
    const otherChannel = await session.api.post('/sms-purchases', manualRequest({ channel: 'chat', sms_quantity: 20 }));
    assert.equal(otherChannel.status, 201, 'the chat channel has its own pending slot');
  });

  it('keeps one pending request when two race', async () => {
    const session = await createTenantSession();
    const results = await Promise.all([1, 2, 3].map(() => session.api.post('/sms-purchases', manualRequest())));
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 422);
    assert.equal(created.length, 1);
    assert.equal(refused.length, 2);
    for (const r of refused) assert.equal(r.data.pending_id, created[0].data.data.id);
  });

  it('requires purchase_sms.request', async () => {
    const owner = await createTenantSession();
    const member = await createMemberSession(owner, ['purchase_sms', 'purchase_sms.online']);
    assert.equal((await member.api.post('/sms-purchases', manualRequest())).status, 403);
    const allowed = await createMemberSession(owner, ['purchase_sms.request']);
    assert.equal((await allowed.api.post('/sms-purchases', manualRequest())).status, 201);
  });
});

describe('GET /sms-purchases', () => {
  it('pages both channels newest first, only for this tenant, with the purchase fields', async () => {
    const session = await createTenantSession();
    const other = await createTenantSession();
    await other.api.post('/sms-purchases', manualRequest());
    const sms = await session.api.post('/sms-purchases', manualRequest());
    const chat = await session.api.post('/sms-purchases', manualRequest({ channel: 'chat', sms_quantity: 10 }));
    const res = await session.api.get('/sms-purchases', { params: { per_page: 1 } });
    assert.equal(res.status, 200);
    assert.equal(res.data.meta.total, 2);
    assert.equal(res.data.data[0].id, chat.data.data.id);
    assert.match(res.data.links.next, /^http:\/\/.+page=2/);
    const row = res.data.data[0];
    for (const field of [
      'id',
      'sms_quantity',
      'total_amount',
      'status',
      'payment_status_description',
      'confirmation_code',
      'payment_method',
      'transaction_reference',
      'payer_phone',
      'channel',
      'kind',
      'created_at',
    ]) {
      assert.ok(field in row, field);
    }
    assert.match(row.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const page2 = await session.api.get('/sms-purchases', { params: { per_page: 1, page: 2 } });
    assert.equal(page2.data.data[0].id, sms.data.data.id);
    const onlySms = await session.api.get('/sms-purchases', { params: { channel: 'sms' } });
    assert.deepEqual(
      onlySms.data.data.map((p: any) => p.id),
      [sms.data.data.id],
    );
  });

  it("requires purchase_sms, and hides another tenant's purchase (404)", async () => {
    const owner = await createTenantSession();
    const member = await createMemberSession(owner, ['purchase_sms.request']);
    assert.equal((await member.api.get('/sms-purchases')).status, 403);
    const other = await createTenantSession();
    const theirs = await other.api.post('/sms-purchases', manualRequest());
    assert.equal((await owner.api.get(`/sms-purchases/${theirs.data.data.id}/status`)).status, 404);
    assert.equal((await owner.api.get(`/sms-purchases/${theirs.data.data.id}/receipt`)).status, 404);
    assert.equal((await owner.api.get('/sms-purchases/nope/status')).status, 404);
  });

  it("reports a manual request's status without asking the payment provider", async () => {
    const session = await createTenantSession();
    const created = await session.api.post('/sms-purchases', manualRequest());
    const res = await session.api.get(`/sms-purchases/${created.data.data.id}/status`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.data.data, {
      id: created.data.data.id,
      channel: 'sms',
      status: 'pending',
      payment_status_description: null,
      confirmation_code: null,
      payment_method: null,
      sms_quantity: 500,
      total_amount: 15000,
    });
  });
});
