import assert from 'node:assert/strict';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { createContact } from '../helpers/contacts';
import { approvedSenderId } from '../helpers/sender-ids';
import { addDays, darDate } from '../../domain/calendar/dar-calendar';
import { nextPublicHoliday } from '../../domain/calendar/tz-holidays';
import { Tenant } from '../../db/models';

/** A birth date in a leap year whose birthday is `offset` days from today (Dar es Salaam). */
const birthDateIn = (year: number, offset: number) => `${year}${addDays(darDate(new Date()), offset).slice(4)}`;

describe('GET /dashboard', () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession();
  });

  it("counts this tenant's users, contacts and groups, and gives the next holiday", async () => {
    const tenant = await createTenantSession();
    await createMemberSession(tenant, ['dashboard']);
    for (let i = 0; i < 3; i++) await createContact(tenant);
    await tenant.api.post('/groups', { name: 'G' });
    await createContact(owner);
    const res = await tenant.api.get('/dashboard');
    assert.equal(res.status, 200);
    assert.deepEqual([res.data.users_count, res.data.contacts_count, res.data.groups_count], [2, 3, 1]);
    assert.equal(res.data.messages_count, 0);
    assert.equal(res.data.messages_today, 0);
    assert.deepEqual(res.data.upcoming_holiday, nextPublicHoliday(darDate(new Date())));
    assert.equal(res.data.birthday_wishes_enabled, false);
    assert.deepEqual(res.data.upcoming_birthdays, []);
  });

  it('lists birthdays of the next 30 days, today first, with days_until and upcoming_age', async () => {
    const tenant = await createTenantSession();
    const today = await createContact(tenant, { name: 'Today', birth_date: birthDateIn(1988, 0) });
    const soon = await createContact(tenant, { name: 'Soon', birth_date: birthDateIn(1992, 29) });
    await createContact(tenant, { name: 'Yesterday', birth_date: birthDateIn(1988, -1) });
    await createContact(tenant, { name: 'Too far', birth_date: birthDateIn(1992, 30) });
    await createContact(tenant, { name: 'No date' });
    const res = await tenant.api.get('/dashboard');
    assert.equal(res.status, 200);
    const thisYear = Number(darDate(new Date()).slice(0, 4));
    const soonYear = Number(addDays(darDate(new Date()), 29).slice(0, 4));
    assert.deepEqual(res.data.upcoming_birthdays, [
      {
        id: today.id,
        name: 'Today',
        phone: today.phone,
        birth_date: today.birth_date,
        days_until: 0,
        upcoming_age: thisYear - 1988,
      },
      {
        id: soon.id,
        name: 'Soon',
        phone: soon.phone,
        birth_date: soon.birth_date,
        days_until: 29,
        upcoming_age: soonYear - 1992,
      },
    ]);
  });

  it('answers 403 to a member without the dashboard permission', async () => {
    const member = await createMemberSession(owner, ['contacts.view']);
    assert.equal((await member.api.get('/dashboard')).status, 403);
  });
});

describe('GET/PATCH /settings', () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession();
  });

  it('lets any user read and an admin change the settings, shown on the dashboard', async () => {
    const member = await createMemberSession(owner, []);
    const initial = await member.api.get('/settings');
    assert.equal(initial.status, 200);
    assert.deepEqual(initial.data.data, {
      sender_id: null,
      birthday_wishes_enabled: false,
      birthday_template: null,
      quiet_hours: null,
      low_balance_threshold_sms: null,
      low_balance_threshold_chat: null,
    });
    await approvedSenderId(owner, 'HARUSI2026');
    const patch = {
      sender_id: 'HARUSI2026',
      birthday_wishes_enabled: true,
      birthday_template: 'Heri ya kuzaliwa {name}!',
    };
    const res = await owner.api.patch('/settings', patch);
    assert.equal(res.status, 200);
    assert.deepEqual(res.data.data, { ...initial.data.data, ...patch });
    assert.deepEqual((await member.api.get('/settings')).data.data, { ...initial.data.data, ...patch });
    assert.equal((await owner.api.get('/dashboard')).data.birthday_wishes_enabled, true);
    const cleared = await owner.api.patch('/settings', { sender_id: null, birthday_wishes_enabled: false });
    assert.deepEqual(cleared.data.data, { ...initial.data.data, birthday_template: patch.birthday_template });
  });

  it('answers 403 to a member and changes nothing', async () => {
    const member = await createMemberSession(owner, ['dashboard', 'contacts.edit']);
    assert.equal((await member.api.patch('/settings', { sender_id: 'EVIL' })).status, 403);
    assert.notEqual((await Tenant.findByPk(owner.tenant.id))?.senderId, 'EVIL');
  });

  it('validates the sender id (1–11 letters or digits, one of the approved ones) and needs a template to enable wishes', async () => {
    for (const sender_id of ['TWELVECHARS1', 'Bad Name', 'ñandu', 'NOTASKED']) {
      const res = await owner.api.patch('/settings', { sender_id });
      assert.equal(res.status, 422, sender_id);
      assert.ok(res.data.errors.sender_id);
    }
    const tenant = await createTenantSession();
    const noTemplate = await tenant.api.patch('/settings', { birthday_wishes_enabled: true });
    assert.equal(noTemplate.status, 422);
    assert.ok(noTemplate.data.errors.birthday_template);
    assert.equal((await tenant.api.patch('/settings', { birthday_wishes_enabled: 'maybe' })).status, 422);
  });

  it('keeps organizations apart', async () => {
    const other = await createTenantSession();
    await approvedSenderId(other, 'OTHER');
    assert.equal((await other.api.patch('/settings', { sender_id: 'OTHER' })).status, 200);
    assert.notEqual((await owner.api.get('/settings')).data.data.sender_id, 'OTHER');
  });
});
