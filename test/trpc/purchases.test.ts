import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { superAdminToken, trpcCall } from '../helpers/trpc';
import { paymentSandbox, purchaseLedger, startCheckout } from '../helpers/payments';
import { testEnv } from '../helpers/env';
import { SmsPackage } from '../../db/models';

const manualRequest = { sms_quantity: 1000, transaction_reference: 'TIGO-778899', payer_phone: '+255 754 000 111' };

async function requestTopUp(session: TenantSession, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await session.api.post('/sms-purchases', { ...manualRequest, ...overrides });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data.id;
}

describe('admin.purchases', () => {
  let admin: string;
  before(async () => {
    admin = await superAdminToken();
  });

  it('lists purchases of every tenant, filtered by status and channel, newest first', async () => {
    const a = await createTenantSession();
    const b = await createTenantSession();
    const first = await requestTopUp(a);
    const second = await requestTopUp(b, { channel: 'chat', sms_quantity: 10 });
    const res = await trpcCall('query', 'admin.purchases.list', { status: 'pending' }, admin);
    assert.equal(res.status, 200);
    const ids = res.data.data.map((p: any) => p.id);
    assert.ok(ids.indexOf(second) < ids.indexOf(first) && ids.includes(first), 'newest first');
    const row = res.data.data.find((p: any) => p.id === second);
    assert.deepEqual(row.tenant, { id: b.tenant.id, name: b.tenant.name, slug: b.tenant.slug });
    const chatOnly = await trpcCall('query', 'admin.purchases.list', { channel: 'chat' }, admin);
    assert.ok(chatOnly.data.data.every((p: any) => p.channel === 'chat'));
    const tenantUser = await trpcCall('query', 'admin.purchases.list', {}, a.token);
    assert.equal(tenantUser.error?.data.code, 'FORBIDDEN');
  });

  it('approves once: credits the right wallet, and a second approval changes nothing', async () => {
    const session = await createTenantSession();
    const id = await requestTopUp(session, { channel: 'chat', sms_quantity: 25 });
    const approved = await trpcCall('mutation', 'admin.purchases.approve', { purchaseId: id }, admin);
    assert.equal(approved.status, 200);
    assert.equal(approved.data.changed, true);
    assert.equal(approved.data.data.status, 'approved');
    const again = await trpcCall('mutation', 'admin.purchases.approve', { purchaseId: id }, admin);
    assert.equal(again.data.changed, false);
    assert.deepEqual((await session.api.get('/balance')).data, { sms_balance: 0, chat_balance: 25 });
    const ledger = await purchaseLedger(id);
    assert.equal(ledger.length, 1);
    assert.match(ledger[0].reason, /^purchase/);
    assert.equal((await session.api.get(`/sms-purchases/${id}/receipt`)).status, 200);
    assert.equal(
      (await requestTopUp(session, { channel: 'chat', sms_quantity: 10 })) > id,
      true,
      'a new request is allowed once approved',
    );
  });

  it('credits once under two concurrent approvals', async () => {
    const session = await createTenantSession();
    const id = await requestTopUp(session);
    const results = await Promise.all(
      [1, 2, 3].map(() => trpcCall('mutation', 'admin.purchases.approve', { purchaseId: id }, admin)),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      [200, 200, 200],
    );
    assert.equal(results.filter((r) => r.data.changed).length, 1);
    assert.equal((await session.api.get('/balance')).data.sms_balance, 1000);
    assert.equal((await purchaseLedger(id)).length, 1);
  });

  it('rejects a pending request without credits; approving a rejected one is CONFLICT; unknown is NOT_FOUND', async () => {
    const session = await createTenantSession();
    const id = await requestTopUp(session);
    const rejected = await trpcCall(
      'mutation',
      'admin.purchases.reject',
      { purchaseId: id, reason: 'No such M-Pesa transaction' },
      admin,
    );
    assert.equal(rejected.data.data.status, 'rejected');
    assert.equal(rejected.data.data.rejection_reason, 'No such M-Pesa transaction');
    const approve = await trpcCall('mutation', 'admin.purchases.approve', { purchaseId: id }, admin);
    assert.equal(approve.error?.data.code, 'CONFLICT');
    assert.equal((await session.api.get('/balance')).data.sms_balance, 0);
    const missing = await trpcCall('mutation', 'admin.purchases.approve', { purchaseId: 2_000_000_000 }, admin);
    assert.equal(missing.error?.data.code, 'NOT_FOUND');
    const noReason = await trpcCall('mutation', 'admin.purchases.reject', { purchaseId: id }, admin);
    assert.equal(noReason.error?.data.code, 'BAD_REQUEST');
  });

  it('leaves online checkouts to the payment provider: approving or rejecting one is CONFLICT', async () => {
    const session = await createTenantSession();
    const checkout = await startCheckout(session, 500);
    const approve = await trpcCall('mutation', 'admin.purchases.approve', { purchaseId: checkout.purchaseId }, admin);
    assert.equal(approve.error?.data.code, 'CONFLICT');
    assert.match(approve.error!.message, /online checkout/);
    const reject = await trpcCall(
      'mutation',
      'admin.purchases.reject',
      { purchaseId: checkout.purchaseId, reason: 'x' },
      admin,
    );
    assert.equal(reject.error?.data.code, 'CONFLICT');
    assert.equal((await session.api.get('/balance')).data.sms_balance, 0);
    await paymentSandbox().settle(checkout.orderTrackingId, 'fail'); // lets its polling workflow finish
  });
});

describe('admin.credits.adjust', () => {
  it('adds and removes credits through the ledger, never below 0, idempotent with a key', async () => {
    const admin = await superAdminToken();
    const session = await createTenantSession();
    const key = randomUUID();
    const add = await trpcCall(
      'mutation',
      'admin.credits.adjust',
      { tenantId: session.tenant.id, channel: 'sms', amount: 300, reason: 'goodwill', idempotencyKey: key },
      admin,
    );
    assert.deepEqual(add.data, { tenantId: session.tenant.id, channel: 'sms', applied: true, balance: 300 });
    const repeat = await trpcCall(
      'mutation',
      'admin.credits.adjust',
      { tenantId: session.tenant.id, channel: 'sms', amount: 300, reason: 'goodwill', idempotencyKey: key },
      admin,
    );
    assert.equal(repeat.data.applied, false);
    const tooMuch = await trpcCall(
      'mutation',
      'admin.credits.adjust',
      { tenantId: session.tenant.id, channel: 'sms', amount: -301, reason: 'correction' },
      admin,
    );
    assert.equal(tooMuch.error?.data.code, 'BAD_REQUEST');
    assert.match(tooMuch.error!.message, /below 0/);
    const remove = await trpcCall(
      'mutation',
      'admin.credits.adjust',
      { tenantId: session.tenant.id, channel: 'sms', amount: -100, reason: 'correction' },
      admin,
    );
    assert.equal(remove.data.balance, 200);
    assert.deepEqual((await session.api.get('/balance')).data, { sms_balance: 200, chat_balance: 0 });
    const zero = await trpcCall(
      'mutation',
      'admin.credits.adjust',
      { tenantId: session.tenant.id, channel: 'sms', amount: 0, reason: 'x' },
      admin,
    );
    assert.equal(zero.error?.data.code, 'BAD_REQUEST');
    const unknownTenant = await trpcCall(
      'mutation',
      'admin.credits.adjust',
      { tenantId: 2_000_000_000, channel: 'chat', amount: 5, reason: 'x' },
      admin,
    );
    assert.equal(unknownTenant.error?.data.code, 'NOT_FOUND');
  });
});

describe('admin.packages', () => {
  // Tiers are shared by every tenant: this test works on quantities far above the seeded tiers and removes its own.
  it('creates, updates and deletes tiers, refusing overlaps with a clear message', async () => {
    const admin = await superAdminToken();
    const created = await trpcCall(
      'mutation',
      'admin.packages.upsert',
      { name: 'Bulk test', min_quantity: 5_000_000, max_quantity: 5_999_999, price_per_sms: 15 },
      admin,
    );
    assert.equal(created.status, 200, JSON.stringify(created.error));
    const id = created.data.data.id;
    try {
      const overlap = await trpcCall(
        'mutation',
        'admin.packages.upsert',
        { name: 'Clash', min_quantity: 5_500_000, max_quantity: 6_500_000, price_per_sms: 14 },
        admin,
      );
      assert.equal(overlap.error?.data.code, 'CONFLICT');
      assert.match(overlap.error!.message, /overlaps package "Bulk test"/);
      const updated = await trpcCall(
        'mutation',
        'admin.packages.upsert',
        { id, name: 'Bulk test', min_quantity: 5_000_000, max_quantity: 6_000_000, price_per_sms: 12 },
        admin,
      );
      assert.equal(updated.data.data.price_per_sms, 12, 'a tier may be updated over its own range');
      const reversed = await trpcCall(
        'mutation',
        'admin.packages.upsert',
        { name: 'Bad', min_quantity: 9_000_000, max_quantity: 8_000_000, price_per_sms: 1 },
        admin,
      );
      assert.equal(reversed.error?.data.code, 'BAD_REQUEST');
      const { sequelize } = testEnv();
      await assert.rejects(
        sequelize.query(
          "INSERT INTO sms_packages (name, min_quantity, max_quantity, price_per_sms) VALUES ('Raw', 5999999, 7000000, 5)",
        ),
        (err: any) => err.parent?.code === '23P01' && err.parent?.constraint === 'sms_packages_no_overlap',
        'the database refuses an overlap too',
      );
    } finally {
      const deleted = await trpcCall('mutation', 'admin.packages.delete', { id }, admin);
      assert.equal(deleted.data.deleted, true);
    }
    assert.equal(await SmsPackage.count({ where: { id } }), 0);
    const again = await trpcCall('mutation', 'admin.packages.delete', { id }, admin);
    assert.equal(again.error?.data.code, 'NOT_FOUND');
  });
});
