import assert from 'node:assert/strict';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { createContact, freshPhone } from '../helpers/contacts';
import { addInvitee, createEvent, recordPayment, showEvent } from '../helpers/events';
import { EventInvitee, EventPayment } from '../../db/models';
import { testEnv } from '../helpers/env';

describe('event invitees API', () => {
  let owner: TenantSession;
  let other: TenantSession;
  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
  });

  it('adds an invitee as pending with a normalized phone, no payments and an unguessable public link', async () => {
    const event = await createEvent(owner);
    const phone = freshPhone();
    const invitee = await addInvitee(owner, event.id, {
      name: 'Juma Hamisi',
      phone: phone.local,
      pledge_amount: 100_000,
      email: 'Juma@Example.com',
    });
    assert.deepEqual(
      [
        invitee.event_id,
        invitee.name,
        invitee.phone,
        invitee.email,
        invitee.status,
        invitee.pledge_amount,
        invitee.paid_amount,
        invitee.balance,
        invitee.contact_id,
      ],
      [event.id, 'Juma Hamisi', phone.stored, 'juma@example.com', 'pending', 100_000, 0, 100_000, null],
    );
    const token = invitee.event_link.slice(`${testEnv().baseUrl}/e/`.length);
    assert.match(token, /^[A-Za-z0-9_-]{43}$/, 'a 32-byte base64url token');
    const second = await addInvitee(owner, event.id);
    assert.notEqual(second.event_link, invitee.event_link);
    assert.equal((await addInvitee(owner, event.id, { pledge_amount: null })).pledge_amount, 0);
  });

  it('answers 422 on phone when the number is already invited to the event, in any notation', async () => {
    const event = await createEvent(owner);
    const phone = freshPhone();
    await addInvitee(owner, event.id, { phone: phone.local });
    for (const notation of [phone.stored, `+${phone.stored}`, phone.local]) {
      const again = await owner.api.post(`/events/${event.id}/invitees`, { name: 'Tena', phone: notation });
      assert.equal(again.status, 422, notation);
      assert.deepEqual(Object.keys(again.data.errors), ['phone']);
    }
    await addInvitee(owner, (await createEvent(owner)).id, { phone: phone.local });
    const racer = freshPhone().local;
    const racing = await Promise.all(
      [1, 2, 3].map(() => owner.api.post(`/events/${event.id}/invitees`, { name: 'Race', phone: racer })),
    );
    assert.deepEqual(racing.map((r) => r.status).sort(), [201, 422, 422], 'the unique key decides concurrent adds');
  });

  it('validates name, phone, pledge, status and contact_id', async () => {
    const event = await createEvent(owner);
    const bad = await owner.api.post(`/events/${event.id}/invitees`, {
      phone: '0222123456',
      pledge_amount: -5,
      status: 'maybe',
      email: 'x',
    });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.data.errors).sort(), ['email', 'name', 'phone', 'pledge_amount', 'status']);
    const foreignContact = await createContact(other);
    const res = await owner.api.post(`/events/${event.id}/invitees`, {
      name: 'X',
      phone: freshPhone().local,
      contact_id: foreignContact.id,
    });
    assert.equal(res.status, 422);
    assert.deepEqual(Object.keys(res.data.errors), ['contact_id']);
    const own = await createContact(owner);
    assert.equal((await addInvitee(owner, event.id, { contact_id: own.id })).contact_id, own.id);
  });

  it('lists invitees newest first, paginated, searchable by name or phone and filtered by status', async () => {
    const event = await createEvent(owner);
    const phone = freshPhone();
    const asha = await addInvitee(owner, event.id, { name: 'Asha Juma' });
    const neema = await addInvitee(owner, event.id, { name: 'Neema', phone: phone.local, status: 'confirmed' });
    await addInvitee(owner, (await createEvent(owner)).id, { name: 'Asha elsewhere' });
    const page = await owner.api.get(`/events/${event.id}/invitees`, { params: { per_page: 1 } });
    assert.equal(page.status, 200);
    assert.deepEqual([page.data.meta.total, page.data.data[0].id], [2, neema.id]);
    const byName = await owner.api.get(`/events/${event.id}/invitees`, { params: { search: 'asha' } });
    assert.deepEqual(
      byName.data.data.map((i: { id: number }) => i.id),
      [asha.id],
    );
    const byPhone = await owner.api.get(`/events/${event.id}/invitees`, {
      params: { search: phone.local.slice(0, 8) },
    });
    assert.ok(byPhone.data.data.some((i: { id: number }) => i.id === neema.id));
    const confirmed = await owner.api.get(`/events/${event.id}/invitees`, { params: { status: 'confirmed' } });
    assert.deepEqual(
      confirmed.data.data.map((i: { id: number }) => i.id),
      [neema.id],
    );
  });

  it('updates any invitee field and deletes an invitee with their payments, keeping the event figures exact', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { pledge_amount: 50_000 });
    await recordPayment(owner, event.id, invitee.id, 20_000);
    const updated = await owner.api.put(`/events/${event.id}/invitees/${invitee.id}`, {
      status: 'declined',
      pledge_amount: 80_000,
      name: 'Bi. Asha',
      paid_amount: 1,
    });
    assert.equal(updated.status, 200);
    assert.deepEqual(
      [
        updated.data.data.status,
        updated.data.data.pledge_amount,
        updated.data.data.paid_amount,
        updated.data.data.name,
      ],
      ['declined', 80_000, 20_000, 'Bi. Asha'],
    );
    assert.deepEqual(
      [(await showEvent(owner, event.id)).total_pledged, (await showEvent(owner, event.id)).total_collected],
      [80_000, 20_000],
    );
    assert.equal((await owner.api.put(`/events/${event.id}/invitees/${invitee.id}`, { status: 'gone' })).status, 422);
    const removed = await owner.api.delete(`/events/${event.id}/invitees/${invitee.id}`);
    assert.equal(removed.status, 200);
    assert.equal(await EventPayment.count({ where: { eventInviteeId: invitee.id } }), 0);
    const shown = await showEvent(owner, event.id);
    assert.deepEqual(
      [shown.invitees_count, shown.payments_count, shown.total_pledged, shown.total_collected],
      [0, 0, 0, 0],
    );
  });

  it('takes attending_count from 1 up to the card, null until said, cleared by declining and refused when declined', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { card_type: 'family' });
    assert.equal(invitee.attending_count, null, 'null until they say');
    const put = (body: Record<string, unknown>) => owner.api.put(`/events/${event.id}/invitees/${invitee.id}`, body);
    const set = await put({ status: 'confirmed', attending_count: 3 });
    assert.equal(set.status, 200);
    assert.deepEqual([set.data.data.status, set.data.data.attending_count], ['confirmed', 3]);
    assert.equal((await EventInvitee.findByPk(invitee.id))!.attendingCount, 3);
    for (const [value, message] of [
      [5, 'The attending count may not be greater than 4: the card admits 4 guests.'],
      [0, 'The attending count must be at least 1.'],
      [1.5, 'The attending count must be a whole number.'],
      ['many', 'The attending count must be a whole number.'],
    ] as const) {
      const bad = await put({ attending_count: value });
      assert.equal(bad.status, 422, String(value));
      assert.deepEqual(bad.data.errors, { attending_count: [message] }, String(value));
    }
    const beyondNewCard = await put({ admits: 2, attending_count: 3 });
    assert.deepEqual([beyondNewCard.status, Object.keys(beyondNewCard.data.errors)], [422, ['attending_count']]);
    assert.equal((await EventInvitee.findByPk(invitee.id))!.admits, 4, 'a refused change changes nothing');
    const smallerCard = await put({ card_type: 'double' });
    assert.deepEqual([smallerCard.data.data.admits, smallerCard.data.data.attending_count], [2, 2]);
    const declined = await put({ status: 'declined' });
    assert.deepEqual([declined.data.data.status, declined.data.data.attending_count], ['declined', null]);
    const onDeclined = await put({ attending_count: 1 });
    assert.equal(onDeclined.status, 422);
    assert.deepEqual(onDeclined.data.errors, {
      attending_count: ['A declined invitee brings no one: set the status to confirmed with the count.'],
    });
    const confirmedAgain = await put({ status: 'confirmed', attending_count: 1 });
    assert.deepEqual([confirmedAgain.status, confirmedAgain.data.data.attending_count], [200, 1]);
    assert.equal((await put({ attending_count: null })).data.data.attending_count, null);

    const created = await owner.api.post(`/events/${event.id}/invitees`, {
      name: 'Wawili',
      phone: freshPhone().local,
      card_type: 'double',
      status: 'confirmed',
      attending_count: 2,
    });
    assert.deepEqual([created.status, created.data.data.attending_count], [201, 2]);
    const single = await owner.api.post(`/events/${event.id}/invitees`, {
      name: 'Mmoja',
      phone: freshPhone().local,
      attending_count: 2,
    });
    assert.deepEqual(
      [single.status, single.data.errors],
      [422, { attending_count: ['The attending count may not be greater than 1: the card admits 1 guest.'] }],
    );
  });

  it("imports contacts and a group, skipping phones already invited, and refuses other tenants' ids", async () => {
    const event = await createEvent(owner);
    const contacts = [
      await createContact(owner, { name: 'C1', email: 'c1@example.com' }),
      await createContact(owner, { name: 'C2' }),
      await createContact(owner, { name: 'C3' }),
    ];
    const group = (await owner.api.post('/groups', { name: 'Kamati' })).data.data;
    await owner.api.post(`/groups/${group.id}/contacts`, { contact_ids: [contacts[1].id, contacts[2].id] });
    await addInvitee(owner, event.id, { phone: contacts[2].phone });

    const first = await owner.api.post(`/events/${event.id}/invitees/import`, {
      contact_ids: [contacts[0].id, contacts[1].id],
      group_id: group.id,
    });
    assert.equal(first.status, 200);
    assert.deepEqual([first.data.imported, first.data.skipped], [2, 1]);
    assert.equal(typeof first.data.message, 'string');
    const c1 = await EventInvitee.findOne({ where: { eventId: event.id, phone: contacts[0].phone } });
    assert.deepEqual(
      [c1?.name, c1?.email, c1?.contactId, c1?.status],
      ['C1', 'c1@example.com', contacts[0].id, 'pending'],
    );
    const again = await owner.api.post(`/events/${event.id}/invitees/import`, { group_id: group.id });
    assert.deepEqual([again.data.imported, again.data.skipped], [0, 2]);

    const foreign = await createContact(other);
    const otherGroup = (await other.api.post('/groups', { name: 'Yao' })).data.data;
    const refused = await owner.api.post(`/events/${event.id}/invitees/import`, {
      contact_ids: [contacts[0].id, foreign.id, 999_999_999],
      group_id: otherGroup.id,
    });
    assert.equal(refused.status, 422);
    assert.deepEqual(Object.keys(refused.data.errors).sort(), ['contact_ids', 'group_id']);
    assert.match(refused.data.errors.contact_ids[0], new RegExp(`${foreign.id}, 999999999`));
    assert.equal(
      await EventInvitee.count({ where: { eventId: event.id } }),
      3,
      'nothing imported from a refused request',
    );
    assert.equal((await owner.api.post(`/events/${event.id}/invitees/import`, {})).status, 422);
    assert.equal((await owner.api.post(`/events/${event.id}/invitees/import`, { contact_ids: [] })).status, 422);
  });

  it('isolates tenants on the event id and on the nested invitee id', async () => {
    const mine = await createEvent(owner);
    const theirs = await createEvent(other);
    const myInvitee = await addInvitee(owner, mine.id);
    const theirInvitee = await addInvitee(other, theirs.id);
    const contact = await createContact(other);
    const attempts = [
      await other.api.get(`/events/${mine.id}/invitees`),
      await other.api.post(`/events/${mine.id}/invitees`, { name: 'X', phone: freshPhone().local }),
      await other.api.post(`/events/${mine.id}/invitees/import`, { contact_ids: [contact.id] }),
      await other.api.put(`/events/${mine.id}/invitees/${myInvitee.id}`, { name: 'Hacked' }),
      await other.api.delete(`/events/${mine.id}/invitees/${myInvitee.id}`),
      await owner.api.put(`/events/${mine.id}/invitees/${theirInvitee.id}`, { name: 'Hacked' }),
      await owner.api.delete(`/events/${mine.id}/invitees/${theirInvitee.id}`),
      await other.api.put(`/events/${theirs.id}/invitees/${myInvitee.id}`, { name: 'Hacked' }),
    ];
    assert.deepEqual(
      attempts.map((r) => r.status),
      attempts.map(() => 404),
    );
    assert.equal((await EventInvitee.findByPk(myInvitee.id))?.name, myInvitee.name);
    assert.equal((await EventInvitee.findByPk(theirInvitee.id))?.name, theirInvitee.name);
    assert.equal(await EventInvitee.count({ where: { eventId: mine.id } }), 1);
  });

  it('answers 403 without events.manage_invitees, and lists with events.view', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const viewer = await createMemberSession(owner, ['events.view']);
    assert.equal((await viewer.api.get(`/events/${event.id}/invitees`)).status, 200);
    assert.equal(
      (await viewer.api.post(`/events/${event.id}/invitees`, { name: 'X', phone: freshPhone().local })).status,
      403,
    );
    assert.equal((await viewer.api.put(`/events/${event.id}/invitees/${invitee.id}`, { name: 'X' })).status, 403);
    assert.equal((await viewer.api.delete(`/events/${event.id}/invitees/${invitee.id}`)).status, 403);
    assert.equal((await viewer.api.post(`/events/${event.id}/invitees/import`, { contact_ids: [1] })).status, 403);
    const manager = await createMemberSession(owner, ['events.manage_invitees']);
    assert.equal((await manager.api.get(`/events/${event.id}/invitees`)).status, 403);
    assert.equal(
      (await manager.api.put(`/events/${event.id}/invitees/${invitee.id}`, { status: 'invited' })).status,
      200,
    );
  });
});
