import assert from 'node:assert/strict';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, recordPayment } from '../helpers/events';

describe('event payments audit trail (issue 34 §6)', () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession();
  });

  it('keeps every create, edit and delete with who, when and the amounts, newest first; a deleted payment stays', async () => {
    const event = await createEvent(owner, { status: 'active' });
    const invitee = await addInvitee(owner, event.id, { name: 'Neema Mushi', pledge_amount: 100_000 });
    const treasurer = await createMemberSession(owner, []);
    const viewer = await createMemberSession(owner, []);
    const usher = await createMemberSession(owner, []);
    for (const [user, role] of [
      [treasurer, 'treasurer'],
      [viewer, 'viewer'],
      [usher, 'usher'],
    ] as const) {
      const added = await owner.api.post(`/events/${event.id}/members`, { user_id: user.id, role });
      assert.equal(added.status, 201, JSON.stringify(added.data));
    }

    const payment = await recordPayment(owner, event.id, invitee.id, 20_000);
    const edited = await treasurer.api.put(`/events/${event.id}/payments/${payment.id}`, {
      amount: 25_000,
      payment_method: 'mobile_money',
      reference: 'MP123',
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.data));
    assert.equal((await treasurer.api.delete(`/events/${event.id}/payments/${payment.id}`)).status, 200);
    assert.equal((await owner.api.get(`/events/${event.id}/payments`)).data.meta.total, 0);

    const trail = await viewer.api.get(`/events/${event.id}/audit`);
    assert.equal(trail.status, 200, JSON.stringify(trail.data));
    assert.equal(trail.data.meta.total, 3);
    const entries = trail.data.data as Record<string, unknown>[];
    assert.deepEqual(
      entries.map(({ id: _id, created_at: _at, ...entry }) => entry),
      [
        {
          action: 'deleted',
          payment_id: payment.id,
          invitee: { id: invitee.id, name: 'Neema Mushi' },
          user: { id: treasurer.id, name: 'Member' },
          amount_before: 25_000,
          amount_after: null,
          payment_method: 'mobile_money',
          reference: 'MP123',
        },
        {
          action: 'updated',
          payment_id: payment.id,
          invitee: { id: invitee.id, name: 'Neema Mushi' },
          user: { id: treasurer.id, name: 'Member' },
          amount_before: 20_000,
          amount_after: 25_000,
          payment_method: 'mobile_money',
          reference: 'MP123',
        },
        {
          action: 'created',
          payment_id: payment.id,
          invitee: { id: invitee.id, name: 'Neema Mushi' },
          user: { id: owner.admin.id, name: owner.admin.name },
          amount_before: null,
          amount_after: 20_000,
          payment_method: payment.payment_method,
          reference: payment.reference,
        },
      ],
    );
    assert.ok(entries.every((e) => typeof e.created_at === 'string'));
    // The usher checks guests in; payments, and so their trail, are not theirs to read.
    assert.equal((await usher.api.get(`/events/${event.id}/audit`)).status, 403);
    assert.equal((await treasurer.api.get(`/events/${event.id}/audit`)).status, 200);
  });

  it("another organisation's event is not found", async () => {
    const other = await createTenantSession();
    const event = await createEvent(other);
    assert.equal((await owner.api.get(`/events/${event.id}/audit`)).status, 404);
  });
});
