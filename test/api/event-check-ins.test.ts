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
        superseded: [],
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

  it('keeps exactly one admission, the earliest scan, when offline scans of one single card arrive at once', async () => {
    const event = await createEvent(owner);
    const second = await createMemberSession(owner, ['events.check_in']);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    for (let round = 0; round < 3; round++) {
      const invitee = await addInvitee(owner, event.id);
      const answers = await Promise.all(
        [7, 3, 9, 5].map((minutes, n) =>
          (n % 2 ? second : usher).api.post(`/events/${event.id}/check-ins`, {
            code: invitee.entry_code,
            door: `${minutes} min ago`,
            scanned_at: minutesAgo(minutes),
          }),
        ),
      );
      assert.ok(answers.some((answer) => answer.status === 201));
      assert.ok(answers.every((answer) => answer.status === 201 || answer.data.code === 'already_admitted'));
      const counting = await testEnv().sequelize.query<{ door: string }>(
        'SELECT door FROM event_check_ins WHERE invitee_id = $1 AND superseded_at IS NULL',
        { bind: [invitee.id], type: QueryTypes.SELECT },
      );
      assert.deepEqual(counting, [{ door: '9 min ago' }]);
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

  it('lets the earlier offline scan, synced second, win: the later check-in is superseded, shown, and counts no more', async () => {
    const event = await createEvent(owner);
    const doorB = await createMemberSession(owner, ['events.check_in']);
    const invitee = await addInvitee(owner, event.id, { name: 'Asha Juma' });
    const url = `/events/${event.id}/check-ins`;
    const at = (minutes: number) => new Date(Date.parse('2026-11-20T16:00:00.000Z') + minutes * 60_000).toISOString();

    // Door B scanned at 16:05 and reached the server first; door A had scanned the card offline at 16:00.
    const later = await doorB.api.post(url, { code: invitee.entry_code, door: 'B', scanned_at: at(5) });
    assert.equal(later.status, 201, JSON.stringify(later.data));
    assert.deepEqual(later.data.data.superseded, []);
    const earlier = await usher.api.post(url, { code: invitee.entry_code, door: 'A', scanned_at: at(0) });
    assert.equal(earlier.status, 201, JSON.stringify(earlier.data));
    assert.deepEqual(
      [earlier.data.data.admitted_total, earlier.data.data.admits_remaining, earlier.data.data.checked_in_at],
      [1, 0, '2026-11-20T16:00:00.000000Z'],
    );
    assert.deepEqual(earlier.data.data.superseded, [
      {
        id: later.data.data.id,
        door: 'B',
        checked_in_at: '2026-11-20T16:05:00.000000Z',
        scanned_at: '2026-11-20T16:05:00.000000Z',
      },
    ]);

    const rows = await testEnv().sequelize.query<{ id: number; superseded_by: number | null; superseded: boolean }>(
      'SELECT id, superseded_by, superseded_at IS NOT NULL AS superseded FROM event_check_ins WHERE invitee_id = $1 ORDER BY id',
      { bind: [invitee.id], type: QueryTypes.SELECT },
    );
    assert.deepEqual(rows, [
      { id: later.data.data.id, superseded_by: earlier.data.data.id, superseded: true },
      { id: earlier.data.data.id, superseded_by: null, superseded: false },
    ]);
    assert.equal(await guestsAdmitted(invitee.id), 1);
    const shown = await showEvent(owner, event.id);
    assert.deepEqual([shown.checked_in_count, shown.guests_admitted], [1, 1]);

    // The list tells door B's usher who won; superseded=true lists only such check-ins.
    const list = await doorB.api.get(url);
    assert.equal(list.status, 200);
    const entries = list.data.data as {
      id: number;
      superseded_at: string | null;
      superseded_by: { id: number; door: string; usher: { id: number }; scanned_at: string } | null;
    }[];
    const displaced = entries.find((entry) => entry.id === later.data.data.id)!;
    assert.ok(displaced.superseded_at);
    assert.deepEqual(
      [displaced.superseded_by?.id, displaced.superseded_by?.door, displaced.superseded_by?.usher.id],
      [earlier.data.data.id, 'A', usher.id],
    );
    assert.equal(displaced.superseded_by?.scanned_at, '2026-11-20T16:00:00.000000Z');
    const winner = entries.find((entry) => entry.id === earlier.data.data.id)!;
    assert.deepEqual([winner.superseded_at, winner.superseded_by], [null, null]);
    const onlySuperseded = await doorB.api.get(url, { params: { superseded: 'true' } });
    assert.deepEqual(
      (onlySuperseded.data.data as { id: number }[]).map((entry) => entry.id),
      [later.data.data.id],
    );
    assert.equal(onlySuperseded.data.meta.total, 1);

    // A scan made after the winning one is refused as before, naming the winner's door.
    const after = await doorB.api.post(url, { code: invitee.entry_code, door: 'C', scanned_at: at(2) });
    assert.deepEqual([after.status, after.data.code, after.data.door], [409, 'already_admitted', 'A']);
    assert.equal(after.data.last_checked_in_at, '2026-11-20T16:00:00.000000Z');
    const online = await doorB.api.post(url, { code: invitee.entry_code });
    assert.deepEqual([online.status, online.data.code], [409, 'already_admitted']);

    // The superseded check-in counts no more: nothing to undo. Undoing the winner leaves it superseded.
    const undoLater = await doorB.api.delete(`${url}/${later.data.data.id}`);
    assert.deepEqual([undoLater.status, undoLater.data.code], [409, 'check_in_superseded']);
    assert.equal(await guestsAdmitted(invitee.id), 1);
    assert.equal((await usher.api.delete(`${url}/${earlier.data.data.id}`)).status, 200);
    assert.equal(await guestsAdmitted(invitee.id), 0);
    const [left] = await testEnv().sequelize.query<{ superseded_by: number | null; superseded: boolean }>(
      'SELECT superseded_by, superseded_at IS NOT NULL AS superseded FROM event_check_ins WHERE invitee_id = $1',
      { bind: [invitee.id], type: QueryTypes.SELECT },
    );
    assert.deepEqual(left, { superseded_by: null, superseded: true });
    const afterUndo = await showEvent(owner, event.id);
    assert.deepEqual([afterUndo.checked_in_count, afterUndo.guests_admitted], [0, 0]);
  });

  it('on a double card displaces only as many later check-ins as make room, latest first, and never earlier ones', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { card_type: 'double' });
    const url = `/events/${event.id}/check-ins`;
    const at = (minutes: number) => new Date(Date.parse('2026-11-21T15:00:00.000Z') + minutes * 60_000).toISOString();
    const scan = (minutes: number, guests = 1) =>
      usher.api.post(url, { code: invitee.entry_code, guests, door: `at ${minutes}`, scanned_at: at(minutes) });
    const live = async () =>
      (
        await testEnv().sequelize.query<{ door: string }>(
          'SELECT door FROM event_check_ins WHERE invitee_id = $1 AND superseded_at IS NULL ORDER BY checked_in_at',
          { bind: [invitee.id], type: QueryTypes.SELECT },
        )
      ).map((row) => row.door);

    assert.equal((await scan(10)).status, 201);
    assert.equal((await scan(20)).status, 201);
    // Two guests at 15:15 need both places, but only the 15:20 check-in is later: refused, nothing changes.
    const tooMany = await scan(15, 2);
    assert.deepEqual([tooMany.status, tooMany.data.code, tooMany.data.admitted_total], [409, 'already_admitted', 2]);
    assert.deepEqual(await live(), ['at 10', 'at 20']);

    // One guest at 15:15 displaces the 15:20 check-in alone (the latest); the 15:10 one was earlier and stays.
    const one = await scan(15);
    assert.equal(one.status, 201, JSON.stringify(one.data));
    assert.deepEqual(
      (one.data.data.superseded as { door: string }[]).map((row) => row.door),
      ['at 20'],
    );
    assert.deepEqual([one.data.data.admitted_total, one.data.data.admits_remaining], [2, 0]);
    assert.deepEqual(await live(), ['at 10', 'at 15']);

    // Two guests at 15:05 now displace both later check-ins, the latest first.
    const two = await scan(5, 2);
    assert.equal(two.status, 201, JSON.stringify(two.data));
    assert.deepEqual(
      (two.data.data.superseded as { door: string }[]).map((row) => row.door),
      ['at 15', 'at 10'],
    );
    assert.deepEqual(await live(), ['at 5']);
    assert.equal(await guestsAdmitted(invitee.id), 2);
    const shown = await showEvent(owner, event.id);
    assert.deepEqual([shown.checked_in_count, shown.guests_admitted], [1, 2]);
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
