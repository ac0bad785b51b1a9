import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, showEvent } from '../helpers/events';
import { testEnv } from '../helpers/env';
import { EventInvitee } from '../../db/models';

type Usher = Awaited<ReturnType<typeof createMemberSession>>;

/** The check-in rows of an invitee, as stored. */
async function checkInRows(inviteeId: number): Promise<{ guests: number; door: string | null; user_id: number }[]> {
  return testEnv().sequelize.query(
    'SELECT guests, door, user_id FROM event_check_ins WHERE invitee_id = $1 ORDER BY id',
    { bind: [inviteeId], type: QueryTypes.SELECT },
  );
}

async function guestsAdmitted(inviteeId: number): Promise<number> {
  return (await EventInvitee.findByPk(inviteeId, { rejectOnEmpty: true })).guestsAdmitted;
}

describe('event check-ins API (the door)', () => {
  let owner: TenantSession;
  let other: TenantSession;
  let usher: Usher;
  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
    usher = await createMemberSession(owner, ['events.check_in']);
  });

  it('admits a single card once: the second scan is 409 already_admitted with when and where, and changes nothing', async () => {
    const event = await createEvent(owner, { status: 'active' });
    const invitee = await addInvitee(owner, event.id, { name: 'Asha Juma' });
    assert.equal(invitee.card_type, 'single');
    assert.equal(invitee.admits, 1);

    const first = await usher.api.post(`/events/${event.id}/check-ins`, {
      code: invitee.entry_code,
      door: 'Main gate',
    });
    assert.equal(first.status, 201, JSON.stringify(first.data));
    assert.deepEqual(
      { ...first.data.data, id: 0, checked_in_at: '' },
      {
        id: 0,
        invitee: { id: invitee.id, name: 'Asha Juma', card_type: 'single', admits: 1 },
        guests: 1,
        admitted_total: 1,
        admits_remaining: 0,
        checked_in_at: '',
        door: 'Main gate',
      },
    );

    const second = await usher.api.post(`/events/${event.id}/check-ins`, {
      code: invitee.entry_code,
      door: 'Side door',
    });
    assert.equal(second.status, 409);
    assert.deepEqual(
      {
        code: second.data.code,
        admitted_total: second.data.admitted_total,
        admits: second.data.admits,
        door: second.data.door,
      },
      { code: 'already_admitted', admitted_total: 1, admits: 1, door: 'Main gate' },
    );
    assert.equal(second.data.last_checked_in_at, first.data.data.checked_in_at);
    assert.deepEqual(await checkInRows(invitee.id), [{ guests: 1, door: 'Main gate', user_id: usher.id }]);
    assert.equal(await guestsAdmitted(invitee.id), 1);

    const shown = await showEvent(owner, event.id);
    assert.deepEqual([shown.checked_in_count, shown.guests_admitted], [1, 1]);
  });

  it('admits a double card twice and refuses the third guest; asking for more guests than remain admits none', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { card_type: 'double' });
    assert.equal(invitee.admits, 2, 'a double card admits 2 by default');
    const scan = () => usher.api.post(`/events/${event.id}/check-ins`, { code: invitee.entry_code });

    const tooMany = await usher.api.post(`/events/${event.id}/check-ins`, { code: invitee.entry_code, guests: 3 });
    assert.equal(tooMany.status, 409);
    assert.equal(tooMany.data.code, 'already_admitted');
    assert.equal(tooMany.data.last_checked_in_at, null);
    assert.equal(await guestsAdmitted(invitee.id), 0);

    const one = await scan();
    assert.equal(one.status, 201);
    assert.deepEqual([one.data.data.admitted_total, one.data.data.admits_remaining], [1, 1]);
    const two = await scan();
    assert.equal(two.status, 201);
    assert.deepEqual([two.data.data.admitted_total, two.data.data.admits_remaining], [2, 0]);
    const three = await scan();
    assert.equal(three.status, 409);
    assert.deepEqual([three.data.code, three.data.admitted_total, three.data.admits], ['already_admitted', 2, 2]);
    assert.equal((await checkInRows(invitee.id)).length, 2);

    const shown = await showEvent(owner, event.id);
    assert.deepEqual([shown.checked_in_count, shown.guests_admitted], [1, 2]);
    const listed = await owner.api.get('/events', { params: { search: event.name } });
    const inList = (listed.data.data as { id: number; guests_admitted: number }[]).find((e) => e.id === event.id);
    assert.equal(inList?.guests_admitted, 2);
  });

  it("answers 404 card_not_found for another event's code, an unknown code and a reissued card's old code", async () => {
    const [event, elsewhere] = [await createEvent(owner), await createEvent(owner)];
    const invitee = await addInvitee(owner, event.id);
    const stranger = await addInvitee(owner, elsewhere.id);

    const foreign = await usher.api.post(`/events/${event.id}/check-ins`, { code: stranger.entry_code });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.data.code, 'card_not_found');
    const unknown = await usher.api.post(`/events/${event.id}/check-ins`, { code: 'AAAAAAAAAAAAAAAAAAAAAA' });
    assert.deepEqual([unknown.status, unknown.data.code], [404, 'card_not_found']);
    const foreignId = await usher.api.post(`/events/${event.id}/check-ins`, { invitee_id: stranger.id });
    assert.deepEqual([foreignId.status, foreignId.data.code], [404, 'card_not_found']);

    const reissued = await owner.api.post(`/events/${event.id}/invitees/${invitee.id}/card/reissue`);
    assert.equal(reissued.status, 200);
    assert.equal(reissued.data.data.id, invitee.id);
    assert.notEqual(reissued.data.data.entry_code, invitee.entry_code);
    assert.match(reissued.data.data.entry_code, /^[A-Za-z0-9_-]{22}$/);
    const old = await usher.api.post(`/events/${event.id}/check-ins`, { code: invitee.entry_code });
    assert.deepEqual([old.status, old.data.code], [404, 'card_not_found']);
    const fresh = await usher.api.post(`/events/${event.id}/check-ins`, { code: reissued.data.data.entry_code });
    assert.equal(fresh.status, 201);
    assert.equal(await guestsAdmitted(stranger.id), 0);

    const crossTenant = await other.api.post(`/events/${event.id}/check-ins`, { code: reissued.data.data.entry_code });
    assert.equal(crossTenant.status, 404);
  });

  it('admits exactly one of two ushers scanning the same single card at the same moment', async () => {
    const event = await createEvent(owner);
    const second = await createMemberSession(owner, ['events.check_in']);
    for (let round = 0; round < 5; round++) {
      const invitee = await addInvitee(owner, event.id);
      const answers = await Promise.all(
        [usher, second, usher, second].map((u) =>
          u.api.post(`/events/${event.id}/check-ins`, { code: invitee.entry_code }),
        ),
      );
      assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409]);
      assert.equal((await checkInRows(invitee.id)).length, 1);
      assert.equal(await guestsAdmitted(invitee.id), 1);
    }
  });

  it('refuses a declined invitee and a cancelled event with their own 409 codes', async () => {
    const event = await createEvent(owner);
    const declined = await addInvitee(owner, event.id, { status: 'declined', card_type: 'family' });
    assert.equal(declined.admits, 4);
    const refused = await usher.api.post(`/events/${event.id}/check-ins`, { invitee_id: declined.id });
    assert.deepEqual([refused.status, refused.data.code], [409, 'invitee_declined']);

    const guest = await addInvitee(owner, event.id);
    assert.equal((await owner.api.put(`/events/${event.id}`, { status: 'cancelled' })).status, 200);
    const cancelled = await usher.api.post(`/events/${event.id}/check-ins`, { code: guest.entry_code });
    assert.deepEqual([cancelled.status, cancelled.data.code], [409, 'event_cancelled']);
    assert.equal((await checkInRows(guest.id)).length + (await checkInRows(declined.id)).length, 0);
  });

  it('takes an offline scan with its scanned_at, refuses one in the future, and validates the body', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { card_type: 'vip', admits: 3 });
    assert.deepEqual([invitee.card_type, invitee.admits], ['vip', 3]);
    const url = `/events/${event.id}/check-ins`;
    const future = await usher.api.post(url, {
      code: invitee.entry_code,
      scanned_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    assert.equal(future.status, 422);
    assert.ok(future.data.errors.scanned_at);
    const noCard = await usher.api.post(url, { guests: 1 });
    assert.equal(noCard.status, 422);
    assert.ok(noCard.data.errors.code);
    const zero = await usher.api.post(url, { code: invitee.entry_code, guests: 0 });
    assert.equal(zero.status, 422);
    const longDoor = await usher.api.post(url, { code: invitee.entry_code, door: 'x'.repeat(101) });
    assert.equal(longDoor.status, 422);

    const scannedAt = '2026-11-20T16:05:00.000Z';
    const offline = await usher.api.post(url, { code: invitee.entry_code, guests: 2, scanned_at: scannedAt });
    assert.equal(offline.status, 201);
    assert.equal(offline.data.data.checked_in_at, '2026-11-20T16:05:00.000000Z');
    assert.deepEqual([offline.data.data.guests, offline.data.data.admits_remaining], [2, 1]);
  });

  it('lists check-ins newest first with the usher and door, and undoes them by the rules', async () => {
    const event = await createEvent(owner);
    const [a, b] = [
      await addInvitee(owner, event.id, { name: 'Amina' }),
      await addInvitee(owner, event.id, { name: 'Baraka' }),
    ];
    const first = await usher.api.post(`/events/${event.id}/check-ins`, { code: a.entry_code, door: 'North' });
    const second = await owner.api.post(`/events/${event.id}/check-ins`, { invitee_id: b.id });
    assert.equal(first.status, 201);
    assert.equal(second.status, 201);

    const list = await usher.api.get(`/events/${event.id}/check-ins`);
    assert.equal(list.status, 200);
    assert.equal(list.data.meta.total, 2);
    assert.deepEqual(
      (list.data.data as { invitee: { name: string }; usher: { id: number }; door: string | null }[]).map((c) => [
        c.invitee.name,
        c.usher.id,
        c.door,
      ]),
      [
        ['Baraka', owner.admin.id, null],
        ['Amina', usher.id, 'North'],
      ],
    );

    // An usher may not undo another's check-in; the owner (events.edit) may undo any.
    const notTheirs = await usher.api.delete(`/events/${event.id}/check-ins/${second.data.data.id}`);
    assert.equal(notTheirs.status, 403);
    const own = await usher.api.delete(`/events/${event.id}/check-ins/${first.data.data.id}`);
    assert.equal(own.status, 200);
    assert.equal(await guestsAdmitted(a.id), 0);
    assert.equal((await checkInRows(a.id)).length, 0);
    const again = await usher.api.post(`/events/${event.id}/check-ins`, { code: a.entry_code });
    assert.equal(again.status, 201, 'an undone guest may enter again');

    // Past ten minutes the usher may no longer undo it.
    await testEnv().sequelize.query(
      "UPDATE event_check_ins SET created_at = now() - interval '11 minutes' WHERE id = $1",
      { bind: [again.data.data.id] },
    );
    const late = await usher.api.delete(`/events/${event.id}/check-ins/${again.data.data.id}`);
    assert.equal(late.status, 403);
    assert.equal(await guestsAdmitted(a.id), 1);
    const byOwner = await owner.api.delete(`/events/${event.id}/check-ins/${again.data.data.id}`);
    assert.equal(byOwner.status, 200);
    const gone = await owner.api.delete(`/events/${event.id}/check-ins/${again.data.data.id}`);
    assert.equal(gone.status, 404);
  });

  it('lets an usher check guests in and nothing else: no payments, no invitees, no event edits', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    assert.equal((await usher.api.get(`/events/${event.id}/payments`)).status, 403);
    assert.equal((await usher.api.get(`/events/${event.id}/invitees`)).status, 403);
    assert.equal((await usher.api.get(`/events/${event.id}`)).status, 403);
    assert.equal((await usher.api.post(`/events/${event.id}/invitees/${invitee.id}/card/reissue`)).status, 403);
    assert.equal((await usher.api.put(`/events/${event.id}`, { name: 'Changed' })).status, 403);
    const viewer = await createMemberSession(owner, ['events.view']);
    assert.equal((await viewer.api.post(`/events/${event.id}/check-ins`, { code: invitee.entry_code })).status, 403);
    assert.equal(await guestsAdmitted(invitee.id), 0);
  });
});
