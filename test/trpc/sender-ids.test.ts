import assert from 'node:assert/strict';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { superAdminToken, trpcCall } from '../helpers/trpc';
import { SenderId } from '../../db/models';

interface AdminSenderId {
  id: number;
  sender_id: string;
  status: string;
  rejection_reason: string | null;
  tenant: { id: number; name: string };
  reviewed_by: number | null;
}

async function request(session: TenantSession, name: string): Promise<number> {
  const res = await session.api.post('/sender-ids', { sender_id: name });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data.id;
}

describe('admin.senderIds', () => {
  let admin: string;
  before(async () => {
    admin = await superAdminToken();
  });

  it('lists the requests of every tenant with the tenant name, filtered by status, newest first', async () => {
    const [a, b] = await Promise.all([createTenantSession(), createTenantSession()]);
    const first = await request(a, 'SHULE');
    const second = await request(b, 'KANISA');
    const res = await trpcCall<{ data: AdminSenderId[]; meta: { total: number } }>(
      'query',
      'admin.senderIds.list',
      { status: 'pending' },
      admin,
    );
    assert.equal(res.status, 200);
    const ids = res.data!.data.map((s) => s.id);
    assert.ok(ids.includes(first) && ids.indexOf(second) < ids.indexOf(first), 'newest first');
    assert.ok(res.data!.data.every((s) => s.status === 'pending'));
    assert.deepEqual(res.data!.data.find((s) => s.id === second)!.tenant, {
      id: b.tenant.id,
      name: b.tenant.name,
      slug: b.tenant.slug,
    });
    await trpcCall('mutation', 'admin.senderIds.approve', { senderIdId: first }, admin);
    const approved = await trpcCall<{ data: AdminSenderId[] }>(
      'query',
      'admin.senderIds.list',
      { status: 'approved' },
      admin,
    );
    assert.ok(approved.data!.data.some((s) => s.id === first));
    assert.ok(!approved.data!.data.some((s) => s.id === second));
  });

  it('approves once, rejects with a reason, and refuses to approve a rejected one (CONFLICT)', async () => {
    const session = await createTenantSession();
    const id = await request(session, 'MSIKITI');
    const approved = await trpcCall('mutation', 'admin.senderIds.approve', { senderIdId: id }, admin);
    assert.equal(approved.data.changed, true);
    assert.equal(approved.data.data.status, 'approved');
    assert.equal(
      (await trpcCall('mutation', 'admin.senderIds.approve', { senderIdId: id }, admin)).data.changed,
      false,
    );
    const rejected = await trpcCall(
      'mutation',
      'admin.senderIds.reject',
      { senderIdId: id, reason: 'Not registered.' },
      admin,
    );
    assert.equal(rejected.data.data.rejection_reason, 'Not registered.');
    const row = await SenderId.findByPk(id);
    assert.equal(row!.status, 'rejected');
    assert.ok(row!.reviewedBy);
    const again = await trpcCall('mutation', 'admin.senderIds.approve', { senderIdId: id }, admin);
    assert.equal(again.error?.data.code, 'CONFLICT');
    assert.equal((await SenderId.findByPk(id))!.status, 'rejected');
    const listed = await session.api.get('/sender-ids');
    assert.equal(listed.data.data[0].rejection_reason, 'Not registered.');
  });

  it('answers NOT_FOUND for an unknown id and needs a reason to reject', async () => {
    const session = await createTenantSession();
    const id = await request(session, 'HOSPITALI');
    assert.equal(
      (await trpcCall('mutation', 'admin.senderIds.approve', { senderIdId: 2_000_000_000 }, admin)).error?.data.code,
      'NOT_FOUND',
    );
    assert.equal(
      (await trpcCall('mutation', 'admin.senderIds.reject', { senderIdId: id, reason: ' ' }, admin)).error?.data.code,
      'BAD_REQUEST',
    );
    assert.equal((await SenderId.findByPk(id))!.status, 'pending');
  });

  it('is refused to tenant users (FORBIDDEN) and to anonymous callers (UNAUTHORIZED), changing nothing', async () => {
    const session = await createTenantSession();
    const id = await request(session, 'BIASHARA');
    for (const [token, code] of [
      [session.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHORIZED'],
    ] as const) {
      assert.equal(
        (await trpcCall('mutation', 'admin.senderIds.approve', { senderIdId: id }, token)).error?.data.code,
        code,
      );
      assert.equal(
        (await trpcCall('mutation', 'admin.senderIds.reject', { senderIdId: id, reason: 'x' }, token)).error?.data.code,
        code,
      );
      assert.equal((await trpcCall('query', 'admin.senderIds.list', {}, token)).error?.data.code, code);
    }
    assert.equal((await SenderId.findByPk(id))!.status, 'pending');
  });
});
