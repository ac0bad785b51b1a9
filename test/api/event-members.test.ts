import assert from 'node:assert/strict';
import { apiClient, createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, recordPayment } from '../helpers/events';

type Member = Awaited<ReturnType<typeof createMemberSession>>;

const today = () => new Date().toISOString().slice(0, 10);

/** The statuses a user gets for each request, by name, so one assertion shows every difference. */
async function statuses(requests: Record<string, () => Promise<{ status: number }>>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, send] of Object.entries(requests)) out[name] = (await send()).status;
  return out;
}

describe('event committee: members with a role on one event (issue 34 §6)', () => {
  let owner: TenantSession;
  let other: TenantSession;
  let eventId: number;
  let otherEventId: number;
  let foreignEventId: number;
  let inviteeId: number;
  let entryCode: string;

  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
    eventId = (await createEvent(owner, { status: 'active' })).id;
    otherEventId = (await createEvent(owner, { status: 'active' })).id;
    foreignEventId = (await createEvent(other, { status: 'active' })).id;
    const invitee = await addInvitee(owner, eventId, { pledge_amount: 100_000, admits: 5 });
    inviteeId = invitee.id;
    entryCode = invitee.entry_code as string;
  });

  /** A member of the organisation without any permission, given `role` on the event. */
  async function committeeMember(role: string): Promise<Member & { memberId: number }> {
    const user = await createMemberSession(owner, []);
    const added = await owner.api.post(`/events/${eventId}/members`, { user_id: user.id, role });
    assert.equal(added.status, 201, JSON.stringify(added.data));
    return { ...user, memberId: added.data.data.id as number };
  }

  /** What a user may do on an event: read it, its invitees, payments and report; pay; check in; edit it. */
  async function rights(user: Member, event: number): Promise<Record<string, number>> {
    const payment = await recordPayment(owner, eventId, inviteeId, 1_000);
    return statuses({
      show: () => user.api.get(`/events/${event}`),
      invitees: () => user.api.get(`/events/${event}/invitees`),
      payments: () => user.api.get(`/events/${event}/payments`),
      report: () => user.api.get(`/events/${event}/report.csv`),
      pay: () =>
        user.api.post(`/events/${event}/payments`, {
          event_invitee_id: inviteeId,
          amount: 500,
          payment_date: today(),
        }),
      editPayment: () => user.api.put(`/events/${event}/payments/${payment.id}`, { amount: 2_000 }),
      deletePayment: () => user.api.delete(`/events/${event}/payments/${payment.id}`),
      checkIns: () => user.api.get(`/events/${event}/check-ins`),
      checkIn: () => user.api.post(`/events/${event}/check-ins`, { code: entryCode }),
      edit: () => user.api.put(`/events/${event}`, { name: 'Renamed' }),
      addInvitee: () => user.api.post(`/events/${event}/invitees`, { name: 'Juma', phone: '0754000999' }),
    });
  }

  const ALL_403 = {
    show: 403,
    invitees: 403,
    payments: 403,
    report: 403,
    pay: 403,
    editPayment: 403,
    deletePayment: 403,
    checkIns: 403,
    checkIn: 403,
    edit: 403,
    addInvitee: 403,
  };

  it('a treasurer reads the event and records, edits and deletes its payments, and nothing else', async () => {
    const treasurer = await committeeMember('treasurer');
    assert.deepEqual(await rights(treasurer, eventId), {
      ...ALL_403,
      show: 200,
      invitees: 200,
      payments: 200,
      report: 200,
      pay: 201,
      editPayment: 200,
      deletePayment: 200,
      // events.view reads the door's list too.
      checkIns: 200,
    });
    assert.equal((await treasurer.api.get(`/events/${otherEventId}`)).status, 403);
    assert.equal((await treasurer.api.get(`/events/${foreignEventId}`)).status, 404);
  });

  it('an usher checks guests in on their event only', async () => {
    const usher = await committeeMember('usher');
    assert.deepEqual(await rights(usher, eventId), { ...ALL_403, checkIns: 200, checkIn: 201 });
    assert.equal((await usher.api.post(`/events/${otherEventId}/check-ins`, { code: entryCode })).status, 403);
    assert.equal((await usher.api.post(`/events/${foreignEventId}/check-ins`, { code: entryCode })).status, 404);
  });

  it("an usher's door: only their event to choose, its guest list, and no other event's", async () => {
    const usher = await committeeMember('usher');
    const doors = await usher.api.get('/door/events');
    assert.equal(doors.status, 200);
    assert.deepEqual(
      (doors.data.data as Array<{ id: number }>).map((event) => event.id),
      [eventId],
    );
    const list = await usher.api.get(`/events/${eventId}/door-list`);
    assert.equal(list.status, 200);
    assert.deepEqual(
      (list.data.data.guests as Array<{ id: number }>).map((guest) => guest.id),
      [inviteeId],
    );
    assert.equal((await usher.api.get(`/events/${otherEventId}/door-list`)).status, 403);
    assert.equal((await usher.api.get(`/events/${foreignEventId}/door-list`)).status, 404);
    const viewer = await committeeMember('viewer');
    assert.equal((await viewer.api.get('/door/events')).status, 403, 'a viewer works no door');
  });

  it('a viewer reads the event, its invitees, payments and reports, and changes nothing', async () => {
    const viewer = await committeeMember('viewer');
    assert.deepEqual(await rights(viewer, eventId), {
      ...ALL_403,
      show: 200,
      invitees: 200,
      payments: 200,
      report: 200,
      checkIns: 200,
    });
    assert.equal((await viewer.api.get(`/events/${eventId}/report.pdf`)).status, 200);
    assert.equal((await viewer.api.get(`/events/${otherEventId}/payments`)).status, 403);
    assert.equal((await viewer.api.get(`/events/${foreignEventId}/payments`)).status, 404);
  });

  it('GET /events lists only the events of a member’s roles; a user with neither permission nor role gets 403', async () => {
    const viewer = await committeeMember('viewer');
    const listed = await viewer.api.get('/events');
    assert.equal(listed.status, 200, JSON.stringify(listed.data));
    assert.deepEqual(
      listed.data.data.map((e: { id: number }) => e.id),
      [eventId],
    );
    assert.equal(listed.data.meta.total, 1);
    const nobody = await createMemberSession(owner, ['contacts.view']);
    assert.equal((await nobody.api.get('/events')).status, 403);
  });

  it("GET /me names each event of the caller's roles with what the role grants there; none for an API key", async () => {
    const treasurer = await committeeMember('treasurer');
    const ushering = await owner.api.post(`/events/${otherEventId}/members`, { user_id: treasurer.id, role: 'usher' });
    assert.equal(ushering.status, 201, JSON.stringify(ushering.data));
    const names = new Map(
      await Promise.all(
        [eventId, otherEventId].map(async (id) => [id, (await owner.api.get(`/events/${id}`)).data.data.name] as const),
      ),
    );
    const me = await treasurer.api.get('/me');
    assert.equal(me.status, 200);
    assert.deepEqual(me.data.permissions, []);
    assert.deepEqual(me.data.event_roles, [
      {
        event_id: eventId,
        event_name: names.get(eventId),
        role: 'treasurer',
        permissions: ['events.view', 'events.manage_payments'],
      },
      { event_id: otherEventId, event_name: names.get(otherEventId), role: 'usher', permissions: ['events.check_in'] },
    ]);

    await owner.api.delete(`/events/${eventId}/members/${treasurer.memberId}`);
    assert.deepEqual(
      (await treasurer.api.get('/me')).data.event_roles.map((r: { event_id: number }) => r.event_id),
      [otherEventId],
    );
    assert.deepEqual((await owner.api.get('/me')).data.event_roles, [], 'an organiser without roles: none');

    // The admin holds a role too, but a key they make acts with its own permissions only.
    const admin = await owner.api.post(`/events/${eventId}/members`, { user_id: owner.admin.id, role: 'viewer' });
    assert.equal(admin.status, 201, JSON.stringify(admin.data));
    assert.equal((await owner.api.get('/me')).data.event_roles.length, 1);
    const key = await owner.api.post('/api-keys', { name: 'Reports', permissions: ['contacts.view'] });
    assert.equal(key.status, 201, JSON.stringify(key.data));
    const byKey = await apiClient(key.data.data.key as string).get('/me');
    assert.equal(byKey.status, 200);
    assert.deepEqual(byKey.data.event_roles, []);
    await owner.api.delete(`/events/${eventId}/members/${admin.data.data.id}`);
  });

  it('a removed member loses access at once', async () => {
    const viewer = await committeeMember('viewer');
    assert.equal((await viewer.api.get(`/events/${eventId}`)).status, 200);
    const removed = await owner.api.delete(`/events/${eventId}/members/${viewer.memberId}`);
    assert.equal(removed.status, 200, JSON.stringify(removed.data));
    assert.equal((await viewer.api.get(`/events/${eventId}`)).status, 403);
    assert.equal((await viewer.api.get('/events')).status, 403);
    assert.equal((await owner.api.delete(`/events/${eventId}/members/${viewer.memberId}`)).status, 404);
  });

  it('lists members with name and email; adding again replaces the role; a user of another organisation is 422', async () => {
    const usher = await committeeMember('usher');
    const again = await owner.api.post(`/events/${eventId}/members`, { user_id: usher.id, role: 'viewer' });
    assert.equal(again.status, 200, JSON.stringify(again.data));
    assert.equal(again.data.data.id, usher.memberId);
    assert.equal(again.data.data.role, 'viewer');
    assert.equal((await usher.api.get(`/events/${eventId}`)).status, 200);

    const listed = await owner.api.get(`/events/${eventId}/members`, { params: { per_page: 100 } });
    assert.equal(listed.status, 200);
    const entry = listed.data.data.find((m: { id: number }) => m.id === usher.memberId);
    assert.deepEqual(entry.user, { id: usher.id, name: 'Member', email: usher.email });

    const foreign = await createMemberSession(other, []);
    const refused = await owner.api.post(`/events/${eventId}/members`, { user_id: foreign.id, role: 'viewer' });
    assert.equal(refused.status, 422, JSON.stringify(refused.data));
    assert.ok(refused.data.errors.user_id);
  });

  it('nobody gives a role granting what they do not hold: events.edit alone makes no treasurer', async () => {
    const editor = await createMemberSession(owner, ['events.edit']);
    const target = await createMemberSession(owner, []);
    const refused = await editor.api.post(`/events/${eventId}/members`, { user_id: target.id, role: 'treasurer' });
    assert.equal(refused.status, 403, JSON.stringify(refused.data));
    assert.equal((await target.api.get(`/events/${eventId}`)).status, 403);
    const organiser = await createMemberSession(owner, ['events.edit', 'events.view', 'events.manage_payments']);
    const given = await organiser.api.post(`/events/${eventId}/members`, { user_id: target.id, role: 'treasurer' });
    assert.equal(given.status, 201, JSON.stringify(given.data));
  });
});
