import assert from 'node:assert/strict';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import {
  addInvitee,
  assertEventSmsFiguresExact,
  createEvent,
  createStage,
  insertEventMessages,
  recordPayment,
  showEvent,
} from '../helpers/events';
import { Event, EventInvitee, EventPayment, EventStage } from '../../db/models';

const FIGURE_KEYS = [
  'invitees_count',
  'payments_count',
  'sms_stages_count',
  'total_pledged',
  'total_collected',
  'total_sms',
  'sent_sms',
  'sms_cost',
];
const figures = (event: object) =>
  Object.fromEntries(FIGURE_KEYS.map((k) => [k, (event as Record<string, unknown>)[k]]));

describe('events API', () => {
  afterEach(assertEventSmsFiguresExact);
  let owner: TenantSession;
  let other: TenantSession;
  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
  });

  it('creates an event as draft with every field and zero figures', async () => {
    const event = await createEvent(owner, {
      name: ' Harambee ya Shule ',
      type: 'harambee',
      event_date: '2026-08-01',
      description: 'Madawati',
      venue: 'Ukumbi wa Kijiji',
      target_amount: 5_000_000,
      public_message: 'Karibu',
      bank_name: 'CRDB',
      bank_account_number: '0150-123',
      bank_account_name: 'Kamati',
      pledge_deadline: '2026-07-25',
      auto_payment_sms: true,
    });
    assert.equal(event.name, 'Harambee ya Shule');
    assert.equal(event.status, 'draft');
    assert.deepEqual(
      [event.type, event.event_date, event.pledge_deadline, event.target_amount, event.auto_payment_sms],
      ['harambee', '2026-08-01', '2026-07-25', 5_000_000, true],
    );
    assert.deepEqual(
      [event.bank_name, event.bank_account_number, event.bank_account_name],
      ['CRDB', '0150-123', 'Kamati'],
    );
    assert.deepEqual(figures(event), Object.fromEntries(FIGURE_KEYS.map((k) => [k, 0])));
    assert.match(event.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const minimal = await createEvent(owner, { status: 'active' });
    assert.deepEqual(
      [minimal.status, minimal.auto_payment_sms, minimal.description, minimal.target_amount],
      ['active', false, null, null],
    );
  });

  it('validates the type enum, description length, dates, amounts and auto_payment_sms with 422 per field', async () => {
    const bad = await owner.api.post('/events', {
      type: 'birthday',
      description: 'x'.repeat(2001),
      event_date: '2026-02-30',
      target_amount: 10.5,
      auto_payment_sms: 'yes',
      pledge_deadline: 'soon',
    });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.data.errors).sort(), [
      'auto_payment_sms',
      'description',
      'event_date',
      'name',
      'pledge_deadline',
      'target_amount',
      'type',
    ]);
    assert.match(bad.data.errors.type[0], /wedding, harambee, fundraiser, other/);
    const negative = await owner.api.post('/events', {
      name: 'E',
      type: 'other',
      event_date: '2026-01-01',
      target_amount: -1,
      status: 'finished',
    });
    assert.deepEqual(Object.keys(negative.data.errors).sort(), ['status', 'target_amount']);
    assert.equal(
      (await owner.api.post('/events', { name: 'E', type: 'other' })).data.errors.event_date[0],
      'The event date field is required.',
    );
    assert.equal(
      (
        await owner.api.post('/events', {
          name: 'E',
          type: 'other',
          event_date: '2026-01-01',
          description: 'x'.repeat(2000),
        })
      ).status,
      201,
    );
  });

  it('takes starts_at and ends_at (HH:MM, EAT) and an https location_url; 422 per field otherwise', async () => {
    const event = await createEvent(owner, {
      starts_at: '14:00',
      ends_at: '01:30',
      location_url: 'https://maps.app.goo.gl/xyz',
    });
    assert.deepEqual(
      [event.starts_at, event.ends_at, event.location_url],
      ['14:00', '01:30', 'https://maps.app.goo.gl/xyz'],
    );
    const row = (await Event.findByPk(event.id))!;
    assert.deepEqual([row.startsAt, row.endsAt], ['14:00', '01:30']);
    const shown = await showEvent(owner, event.id);
    assert.deepEqual(
      [shown.starts_at, shown.ends_at, shown.location_url],
      ['14:00', '01:30', 'https://maps.app.goo.gl/xyz'],
    );
    const listed = (await owner.api.get('/events', { params: { search: event.name } })).data.data;
    assert.equal(listed.find((e: { id: number }) => e.id === event.id).starts_at, '14:00');

    const cleared = await owner.api.put(`/events/${event.id}`, { starts_at: '', ends_at: null, location_url: '' });
    assert.equal(cleared.status, 200);
    const after = await showEvent(owner, event.id);
    assert.deepEqual([after.starts_at, after.ends_at, after.location_url], [null, null, null]);
    assert.equal((await createEvent(owner)).starts_at, null);

    const timeMessage = (label: string) => `The ${label} must be a time of day in the form HH:MM (00:00 to 23:59).`;
    for (const [body, errors] of [
      [
        { starts_at: '24:00', ends_at: '9:00' },
        { starts_at: [timeMessage('starts at')], ends_at: [timeMessage('ends at')] },
      ],
      [{ starts_at: '14:00:00' }, { starts_at: [timeMessage('starts at')] }],
      [{ starts_at: 1400 }, { starts_at: ['The starts at field must be a string.'] }],
      [{ location_url: 'http://maps.example.com/x' }, { location_url: ['The location url must be an https:// link.'] }],
      [{ location_url: 'javascript:alert(1)' }, { location_url: ['The location url must be an https:// link.'] }],
      [{ location_url: 'https://' }, { location_url: ['The location url must be an https:// link.'] }],
      [
        { location_url: `https://maps.example.com/${'x'.repeat(2000)}` },
        { location_url: ['The location url may not be greater than 2000 characters.'] },
      ],
    ] as const) {
      const res = await owner.api.put(`/events/${event.id}`, body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.deepEqual(res.data.errors, errors, JSON.stringify(body));
    }
    const refused = await owner.api.post('/events', {
      name: 'X',
      type: 'other',
      event_date: '2026-12-12',
      starts_at: '7pm',
    });
    assert.deepEqual([refused.status, Object.keys(refused.data.errors)], [422, ['starts_at']]);
  });

  it('takes up to four mobile_money till numbers {provider, number, name}; 422 on the entry field at fault', async () => {
    const tills = [
      { provider: 'mpesa', number: '555 123', name: ' Kamati ya Harusi ' },
      { provider: 'tigopesa', number: '+255-712-345-678', name: 'Asha Juma' },
    ];
    const event = await createEvent(owner, { mobile_money: tills });
    const expected = [
      { provider: 'mpesa', number: '555123', name: 'Kamati ya Harusi' },
      { provider: 'tigopesa', number: '+255712345678', name: 'Asha Juma' },
    ];
    assert.deepEqual(event.mobile_money, expected);
    assert.deepEqual((await showEvent(owner, event.id)).mobile_money, expected);
    assert.deepEqual((await Event.findByPk(event.id))!.mobileMoney, expected);
    assert.deepEqual((await createEvent(owner)).mobile_money, [], 'none by default');

    const four = ['mpesa', 'tigopesa', 'airtelmoney', 'halopesa'].map((provider) => ({
      provider,
      number: '1234567',
      name: 'Kamati',
    }));
    assert.equal((await owner.api.put(`/events/${event.id}`, { mobile_money: four })).status, 200);
    assert.equal((await showEvent(owner, event.id)).mobile_money.length, 4);
    for (const [body, errors] of [
      [{ mobile_money: [...four, four[0]] }, { mobile_money: ['The mobile money may not have more than 4 numbers.'] }],
      [
        {
          mobile_money: [
            { provider: 'mpesa', number: '12', name: '' },
            { provider: 'mtn', number: '12345', name: 'X' },
          ],
        },
        {
          'mobile_money.0.number': ['The number must be 5 to 15 digits (a till, business or phone number).'],
          'mobile_money.0.name': ['The name field is required.'],
          'mobile_money.1.provider': ['The provider must be one of: mpesa, tigopesa, airtelmoney, halopesa.'],
        },
      ],
      [
        { mobile_money: [{ number: 'abc12345', name: 'x'.repeat(101) }] },
        {
          'mobile_money.0.provider': ['The provider field is required.'],
          'mobile_money.0.number': ['The number must be 5 to 15 digits (a till, business or phone number).'],
          'mobile_money.0.name': ['The name may not be greater than 100 characters.'],
        },
      ],
    ] as const) {
      const res = await owner.api.put(`/events/${event.id}`, body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.deepEqual(res.data.errors, errors, JSON.stringify(body));
    }
    assert.equal((await showEvent(owner, event.id)).mobile_money.length, 4, 'a refused change changes nothing');
    assert.equal((await owner.api.put(`/events/${event.id}`, { mobile_money: 'mpesa' })).status, 422);
    assert.deepEqual((await owner.api.put(`/events/${event.id}`, { mobile_money: null })).data.data.mobile_money, []);
  });

  it('shows and updates any field; another tenant gets 404 and changes nothing', async () => {
    const event = await createEvent(owner);
    const updated = await owner.api.put(`/events/${event.id}`, {
      status: 'cancelled',
      venue: 'Diamond Jubilee',
      auto_payment_sms: true,
      description: '',
    });
    assert.equal(updated.status, 200);
    assert.deepEqual(
      [
        updated.data.data.status,
        updated.data.data.venue,
        updated.data.data.auto_payment_sms,
        updated.data.data.description,
      ],
      ['cancelled', 'Diamond Jubilee', true, null],
    );
    assert.equal((await owner.api.put(`/events/${event.id}`, {})).status, 200);
    assert.equal((await owner.api.put(`/events/${event.id}`, { event_date: null })).status, 422);
    assert.equal((await owner.api.put(`/events/${event.id}`, { type: 'party' })).status, 422);
    for (const res of [
      await other.api.get(`/events/${event.id}`),
      await other.api.put(`/events/${event.id}`, { name: 'Hacked' }),
      await other.api.delete(`/events/${event.id}`),
    ]) {
      assert.equal(res.status, 404);
    }
    assert.equal((await Event.findByPk(event.id))?.name, event.name);
    assert.equal((await owner.api.get('/events/999999999')).status, 404);
    assert.equal((await owner.api.get('/events/abc')).status, 404);
  });

  it('lists newest first, paginated, searchable by name and filtered by status, with every figure computed', async () => {
    const tenant = await createTenantSession();
    const harusi = await createEvent(tenant, { name: 'Harusi ya Asha', status: 'active' });
    const harambee = await createEvent(tenant, { name: 'Harambee 100% ya_Kanisa', type: 'harambee' });
    const [a, b] = [
      await addInvitee(tenant, harusi.id, { pledge_amount: 50_000 }),
      await addInvitee(tenant, harusi.id, { pledge_amount: 20_000 }),
    ];
    await addInvitee(tenant, harusi.id);
    await recordPayment(tenant, harusi.id, a.id, 30_000);
    await recordPayment(tenant, harusi.id, b.id, 25_000);
    await createStage(tenant, harusi.id);
    await insertEventMessages(tenant.tenant.id, harusi.id, [
      { inviteeId: a.id, credits: 2, accepted: true },
      { inviteeId: b.id, credits: 1, accepted: true },
      { credits: 3, accepted: false },
      { credits: 5, accepted: false, refunded: true },
      { credits: 1, accepted: true, channel: 'chat' },
    ]);
    await createEvent(other, { name: 'Harusi ya mtu mwingine' });

    const all = await tenant.api.get('/events', { params: { per_page: 1 } });
    assert.equal(all.status, 200);
    assert.deepEqual([all.data.meta.total, all.data.meta.last_page, all.data.data[0].id], [2, 2, harambee.id]);
    const second = await tenant.api.get('/events', { params: { per_page: 1, page: 2 } });
    assert.deepEqual(figures(second.data.data[0]), {
      invitees_count: 3,
      payments_count: 2,
      sms_stages_count: 1,
      total_pledged: 70_000,
      total_collected: 55_000,
      total_sms: 4,
      sent_sms: 2,
      sms_cost: 6,
    });
    assert.deepEqual(figures(await showEvent(tenant, harusi.id)), figures(second.data.data[0]));

    const searched = await tenant.api.get('/events', { params: { search: 'harusi' } });
    assert.deepEqual(
      searched.data.data.map((e: { id: number }) => e.id),
      [harusi.id],
    );
    assert.deepEqual(
      (await tenant.api.get('/events', { params: { search: '100%' } })).data.data.map((e: { id: number }) => e.id),
      [harambee.id],
    );
    // `_` is a literal: as a LIKE wildcard `a_A` would match "ya Asha".
    assert.equal((await tenant.api.get('/events', { params: { search: 'a_A' } })).data.meta.total, 0);
    assert.deepEqual(
      (await tenant.api.get('/events', { params: { status: 'active' } })).data.data.map((e: { id: number }) => e.id),
      [harusi.id],
    );
    assert.equal((await tenant.api.get('/events', { params: { status: 'done' } })).status, 422);
    assert.match(all.data.links.next, /\/api\/events\?per_page=1&page=2$/);
  });

  it('deletes an event with its invitees, payments and stages, and nothing of other events', async () => {
    const event = await createEvent(owner);
    const kept = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { pledge_amount: 1000 });
    const keptInvitee = await addInvitee(owner, kept.id, { phone: invitee.phone });
    await recordPayment(owner, event.id, invitee.id, 500);
    await createStage(owner, event.id);
    const res = await owner.api.delete(`/events/${event.id}`);
    assert.equal(res.status, 200);
    assert.equal(typeof res.data.message, 'string');
    assert.equal(await Event.count({ where: { id: event.id } }), 0);
    assert.deepEqual(
      await Promise.all([
        EventInvitee.count({ where: { eventId: event.id } }),
        EventPayment.count({ where: { eventId: event.id } }),
        EventStage.count({ where: { eventId: event.id } }),
      ]),
      [0, 0, 0],
    );
    assert.equal(await EventInvitee.count({ where: { id: keptInvitee.id } }), 1);
    assert.equal((await owner.api.delete(`/events/${event.id}`)).status, 404);
  });

  it('answers 403 to a member lacking the permission of each operation', async () => {
    const event = await createEvent(owner);
    const member = await createMemberSession(owner, ['events.view']);
    assert.equal((await member.api.get(`/events/${event.id}`)).status, 200);
    assert.equal((await member.api.get('/events')).status, 200);
    assert.equal(
      (await member.api.post('/events', { name: 'E', type: 'other', event_date: '2026-01-01' })).status,
      403,
    );
    assert.equal((await member.api.put(`/events/${event.id}`, { name: 'X' })).status, 403);
    assert.equal((await member.api.delete(`/events/${event.id}`)).status, 403);
    const lister = await createMemberSession(owner, ['events']);
    assert.equal((await lister.api.get('/events')).status, 200);
    assert.equal((await lister.api.get(`/events/${event.id}`)).status, 403);
    const editor = await createMemberSession(owner, ['events.edit']);
    assert.equal((await editor.api.put(`/events/${event.id}`, { name: 'Imebadilishwa' })).status, 200);
  });
});
