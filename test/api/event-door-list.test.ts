import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent } from '../helpers/events';

type Usher = Awaited<ReturnType<typeof createMemberSession>>;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** An EAT calendar date `days` from today. */
function eatDate(days: number): string {
  const eat = new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000);
  return eat.toISOString().slice(0, 10);
}

describe('door list API (what an usher with events.check_in alone may read)', () => {
  let owner: TenantSession;
  let other: TenantSession;
  let usher: Usher;
  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
    usher = await createMemberSession(owner, ['events.check_in']);
  });

  it('lists the events whose door may open (not cancelled, not past), soonest first, with nothing but what the door shows', async () => {
    const later = await createEvent(owner, { name: 'Harusi ya Baadaye', event_date: eatDate(20), venue: 'Ukumbi' });
    const today = await createEvent(owner, { name: 'Harambee ya Leo', event_date: eatDate(0), status: 'active' });
    await createEvent(owner, { name: 'Iliyopita', event_date: eatDate(-3) });
    await createEvent(owner, { name: 'Imeahirishwa', event_date: eatDate(1), status: 'cancelled' });
    await createEvent(other, { name: 'Ya Mwingine', event_date: eatDate(0) });

    // The usher may not read the events themselves (their money and figures)…
    assert.equal((await usher.api.get('/events')).status, 403);
    assert.equal((await usher.api.get(`/events/${today.id}`)).status, 403);
    assert.equal((await usher.api.get(`/events/${today.id}/invitees`)).status, 403);

    // …but may see which doors to work.
    const res = await usher.api.get('/door/events');
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual(res.data.data, [
      { id: today.id, name: 'Harambee ya Leo', event_date: eatDate(0), venue: today.venue, status: 'active' },
      { id: later.id, name: 'Harusi ya Baadaye', event_date: eatDate(20), venue: 'Ukumbi', status: later.status },
    ]);
  });

  it("gives the event's guests with the code's hash, the phone's last three digits and what was admitted", async () => {
    const event = await createEvent(owner, { name: 'Harusi ya Asha', venue: 'Mlimani City', status: 'active' });
    const zawadi = await addInvitee(owner, event.id, { name: 'Zawadi Ali', card_type: 'double' });
    const baraka = await addInvitee(owner, event.id, { name: 'Baraka Mushi', status: 'declined' });
    const admitted = await usher.api.post(`/events/${event.id}/check-ins`, { code: zawadi.entry_code });
    assert.equal(admitted.status, 201, JSON.stringify(admitted.data));

    const res = await usher.api.get(`/events/${event.id}/door-list`);
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual(res.data.data.event, {
      id: event.id,
      name: 'Harusi ya Asha',
      event_date: event.event_date,
      venue: 'Mlimani City',
      status: 'active',
    });
    assert.deepEqual(res.data.data.guests, [
      {
        id: baraka.id,
        name: 'Baraka Mushi',
        phone_last3: baraka.phone.slice(-3),
        card_type: 'single',
        admits: 1,
        admitted_total: 0,
        status: 'declined',
        entry_code_sha256: sha256(baraka.entry_code),
      },
      {
        id: zawadi.id,
        name: 'Zawadi Ali',
        phone_last3: zawadi.phone.slice(-3),
        card_type: 'double',
        admits: 2,
        admitted_total: 1,
        status: zawadi.status,
        entry_code_sha256: sha256(zawadi.entry_code),
      },
    ]);
    // Neither the working code nor the whole phone leaves for the door device.
    const text = JSON.stringify(res.data);
    for (const guest of [zawadi, baraka]) {
      assert.ok(!text.includes(guest.entry_code));
      assert.ok(!text.includes(guest.phone));
    }
  });

  it("is another tenant's event: 404, and a user without events.check_in: 403", async () => {
    const theirs = await createEvent(other);
    await addInvitee(other, theirs.id);
    const res = await usher.api.get(`/events/${theirs.id}/door-list`);
    assert.equal(res.status, 404);
    assert.equal((await usher.api.get('/events/999999999/door-list')).status, 404);

    const viewer = await createMemberSession(owner, ['events.view']);
    const mine = await createEvent(owner);
    assert.equal((await viewer.api.get(`/events/${mine.id}/door-list`)).status, 403);
    assert.equal((await viewer.api.get('/door/events')).status, 403);
  });
});
