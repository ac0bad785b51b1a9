import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { creditedSession } from '../helpers/sms';
import { approvedSenderId, senderReceivedBySandbox } from '../helpers/sender-ids';
import { superAdminToken, trpcCall } from '../helpers/trpc';
import { testEnv } from '../helpers/env';
import { SenderId, Tenant } from '../../db/models';

const PLATFORM_DEFAULT = () => testEnv().config.smsGateway.defaultSender;

/** Sends one SMS now and returns the sender the gateway sandbox received it under. */
async function sentUnder(session: TenantSession): Promise<string | undefined> {
  const res = await session.api.post('/sms/send', { to: '0754000411', text: 'Habari, kikao ni kesho.' });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  assert.equal(senderReceivedBySandbox(res.data.data.gateway_message_id), res.data.data.from_sender);
  return senderReceivedBySandbox(res.data.data.gateway_message_id);
}

async function fromSenderOf(messageId: number): Promise<string> {
  const [row] = await testEnv().sequelize.query<{ from_sender: string }>(
    'SELECT from_sender FROM messages WHERE id = $1',
    { bind: [messageId], type: QueryTypes.SELECT },
  );
  return row.from_sender;
}

const review = async (procedure: 'approve' | 'reject', senderIdId: number) =>
  trpcCall(
    'mutation',
    `admin.senderIds.${procedure}`,
    { senderIdId, ...(procedure === 'reject' ? { reason: 'Not registered with TCRA.' } : {}) },
    await superAdminToken(),
  );

describe('sender ids: only an approved one is ever sent under', () => {
  it('pending → platform default; approved and selected → used; withdrawn by the platform admin → default again, also for scheduled sends', async () => {
    const session = await creditedSession(10);
    const requested = await session.api.post('/sender-ids', { sender_id: 'HARUSI' });
    assert.equal(requested.status, 201);
    assert.equal(requested.data.data.status, 'pending');
    const select = await session.api.patch('/settings', { sender_id: 'HARUSI' });
    assert.equal(select.status, 422, 'a pending sender id cannot be selected');
    assert.ok(select.data.errors.sender_id);
    assert.equal(await sentUnder(session), PLATFORM_DEFAULT());

    assert.equal((await review('approve', requested.data.data.id)).data.changed, true);
    const selected = await session.api.patch('/settings', { sender_id: 'harusi' });
    assert.equal(selected.status, 200);
    assert.equal(selected.data.data.sender_id, 'HARUSI', 'stored as approved');
    assert.equal(await sentUnder(session), 'HARUSI');
    const scheduled = await session.api.post('/sms/send', {
      to: '0754000412',
      text: 'Baadaye',
      scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    assert.equal(scheduled.data.data.from_sender, 'HARUSI');

    const rejected = await review('reject', requested.data.data.id);
    assert.equal(rejected.data.data.status, 'rejected');
    assert.equal((await session.api.get('/settings')).data.data.sender_id, null);
    assert.equal(
      await fromSenderOf(scheduled.data.data.id),
      PLATFORM_DEFAULT(),
      'the scheduled send no longer carries it',
    );
    assert.equal(await sentUnder(session), PLATFORM_DEFAULT());
    assert.equal((await session.api.patch('/settings', { sender_id: 'HARUSI' })).status, 422);
  });

  it('deleting the selected sender id brings the platform default back', async () => {
    const session = await creditedSession(10);
    const id = await approvedSenderId(session, 'KIKAO2026');
    assert.equal((await session.api.patch('/settings', { sender_id: 'KIKAO2026' })).status, 200);
    assert.equal(await sentUnder(session), 'KIKAO2026');
    assert.equal((await session.api.delete(`/sender-ids/${id}`)).status, 200);
    assert.equal(await SenderId.count({ where: { id } }), 0);
    assert.equal((await Tenant.findByPk(session.tenant.id))!.senderId, null);
    assert.equal(await sentUnder(session), PLATFORM_DEFAULT());
  });

  it('uses a selected sender id only while it is approved, even if the selection was written behind the API', async () => {
    const session = await creditedSession(10);
    await session.api.post('/sender-ids', { sender_id: 'SNEAKY' });
    await Tenant.update({ senderId: 'SNEAKY' }, { where: { id: session.tenant.id } });
    assert.equal(await sentUnder(session), PLATFORM_DEFAULT());
  });
});

describe('sender id requests', () => {
  let owner: TenantSession;
  beforeEach(async () => {
    owner = await createTenantSession();
  });

  it('refuses reserved brand names, bad names and case-insensitive duplicates with 422; a rejected name may be asked again', async () => {
    for (const sender_id of [
      'MPESA',
      'mpesa',
      'Vodacom',
      'TigoPesa',
      'NMB',
      'CRDB',
      'TRA',
      'Polisi',
      'NIDA',
      'NHIF',
      '',
      'TWELVECHARS1',
      'Bad Name',
      'ñandu',
    ]) {
      const res = await owner.api.post('/sender-ids', { sender_id });
      assert.equal(res.status, 422, sender_id);
      assert.ok(res.data.errors.sender_id, sender_id);
    }
    const first = await owner.api.post('/sender-ids', { sender_id: 'Harusi' });
    assert.equal(first.status, 201);
    const duplicate = await owner.api.post('/sender-ids', { sender_id: 'HARUSI' });
    assert.equal(duplicate.status, 422);
    assert.match(duplicate.data.errors.sender_id[0], /already been requested/);
    await review('reject', first.data.data.id);
    assert.equal((await owner.api.post('/sender-ids', { sender_id: 'HARUSI' })).status, 201);
    assert.equal(await SenderId.count({ where: { tenantId: owner.tenant.id } }), 2);
  });

  it('lets exactly one of two identical requests made at the same time through', async () => {
    const results = await Promise.all([
      owner.api.post('/sender-ids', { sender_id: 'PAMOJA' }),
      owner.api.post('/sender-ids', { sender_id: 'pamoja' }),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 422]);
  });

  it("lists newest first for any user; only an admin requests or deletes; another organization's id is 404", async () => {
    const member = await createMemberSession(owner, ['dashboard']);
    const denied = await member.api.post('/sender-ids', { sender_id: 'MEMBER' });
    assert.equal(denied.status, 403);
    assert.equal(await SenderId.count({ where: { tenantId: owner.tenant.id } }), 0);
    const a = await owner.api.post('/sender-ids', { sender_id: 'ALPHA' });
    const b = await owner.api.post('/sender-ids', { sender_id: 'BETA' });
    const list = await member.api.get('/sender-ids');
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.data.data.map((s: { sender_id: string }) => s.sender_id),
      ['BETA', 'ALPHA'],
    );
    assert.equal(list.data.meta.total, 2);
    assert.equal((await member.api.delete(`/sender-ids/${a.data.data.id}`)).status, 403);

    await review('approve', a.data.data.id);
    const other = await createTenantSession();
    assert.equal((await other.api.delete(`/sender-ids/${b.data.data.id}`)).status, 404);
    assert.equal((await other.api.get('/sender-ids')).data.meta.total, 0);
    assert.equal(await SenderId.count({ where: { tenantId: owner.tenant.id } }), 2);
    assert.equal(
      (await other.api.patch('/settings', { sender_id: 'ALPHA' })).status,
      422,
      "another organization's name is not yours to select",
    );
  });
});
