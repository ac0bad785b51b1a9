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
import { testEnv } from '../helpers/env';
import { EventStage } from '../../db/models';
import { renderPlaceholders } from '../../domain/messaging/placeholders';
import { countSmsSegments } from '../../domain/messaging/sms-segments';
import { inviteePlaceholders } from '../../domain/events/placeholders';
import { optOutToken } from '../../domain/messaging/opt-out-token';
import { loadOptOutKey } from '../../db/messaging/opt-out-key';
import { STAGE_TYPES } from '../../domain/events/vocabulary';

const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();
const BODY =
  'Habari {invitee_name}! {event_name} ni tarehe {event_date}, {venue}. Ahadi: {pledge_amount}. Jibu hapa: {event_link}';

describe('event SMS stages API', () => {
  afterEach(assertEventSmsFiguresExact);
  let owner: TenantSession;
  let other: TenantSession;
  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
  });

  it('creates a draft stage with its fields and counts it on the event; it sends nothing', async () => {
    const event = await createEvent(owner);
    const stage = await createStage(owner, event.id, { stage_type: 'pledge_reminder', name: 'Kumbusho', body: BODY });
    assert.deepEqual(
      [
        stage.event_id,
        stage.stage_type,
        stage.name,
        stage.body,
        stage.status,
        stage.sent_count,
        stage.channel,
        stage.frequency,
        stage.send_at,
        stage.end_at,
      ],
      [event.id, 'pledge_reminder', 'Kumbusho', BODY, 'draft', 0, 'sms', 'once', null, null],
    );
    const sendAt = inOneHour();
    const scheduled = await createStage(owner, event.id, {
      status: 'scheduled',
      send_at: sendAt,
      frequency: 'weekly',
      end_at: '2099-01-01',
    });
    assert.deepEqual(
      [scheduled.status, scheduled.send_at, scheduled.frequency, scheduled.end_at],
      ['scheduled', sendAt.replace(/Z$/, '000Z'), 'weekly', '2099-01-01'],
    );
    assert.equal((await showEvent(owner, event.id)).sms_stages_count, 2);
    assert.equal(
      (await testEnv().sequelize.query('SELECT 1 FROM messages WHERE event_id = $1', { bind: [event.id] }))[0].length,
      0,
    );
  });

  it('validates stage_type, name, body (≤ 4000), frequency, end_at with a recurring frequency, end_at ≥ send_at and scheduling', async () => {
    const event = await createEvent(owner);
    const post = (body: Record<string, unknown>) =>
      owner.api.post(`/events/${event.id}/sms-stages`, { stage_type: 'reminder', name: 'R', body: 'Habari', ...body });
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ stage_type: 'birthday' }, ['stage_type']],
      [{ stage_type: undefined }, ['stage_type']],
      [{ name: '' }, ['name']],
      [{ body: 'x'.repeat(4001) }, ['body']],
      [{ body: '   ' }, ['body']],
      [{ body: undefined }, ['body']],
      [{ frequency: 'hourly' }, ['frequency']],
      [{ frequency: 'daily' }, ['end_at']],
      [{ frequency: 'monthly', end_at: 'soon' }, ['end_at']],
      [{ send_at: '2030-05-10T10:00:00Z', end_at: '2030-05-09', frequency: 'daily' }, ['end_at']],
      [{ status: 'scheduled' }, ['send_at']],
      [{ status: 'scheduled', send_at: '2020-01-01T00:00:00Z' }, ['send_at']],
      [{ status: 'sent' }, ['status']],
      [{ status: 'cancelled' }, ['status']],
      [{ send_at: 'tomorrow' }, ['send_at']],
      [{ sms_fallback: 'yes' }, ['sms_fallback']],
    ];
    for (const [body, fields] of cases) {
      const res = await post(body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.deepEqual(Object.keys(res.data.errors).sort(), fields, JSON.stringify(body));
    }
    const chat = await post({ channel: 'chat', chat_template_id: 999_999 });
    assert.equal(chat.status, 422);
    assert.match(chat.data.errors.chat_template_id[0], /not an approved chat template/);
    // end_at is a Dar es Salaam day: 22:30Z on the 9th is already the 10th in Dar es Salaam.
    assert.equal(
      (await post({ send_at: '2030-05-09T22:30:00Z', end_at: '2030-05-10', frequency: 'daily' })).status,
      201,
    );
    assert.equal((await post({ body: 'x'.repeat(4000) })).status, 201);
    assert.equal(await EventStage.count({ where: { eventId: event.id } }), 2);
  });

  it('refuses a body with a placeholder stages do not fill (422 naming it and the allowed ones), on create and update; other braces are text', async () => {
    const event = await createEvent(owner);
    const allowed =
      'The allowed placeholders are {invitee_name}, {event_name}, {event_date}, {venue}, {pledge_amount}, {event_link}, {card_link}, {optout_link}.';
    const post = (body: string) =>
      owner.api.post(`/events/${event.id}/sms-stages`, { stage_type: 'reminder', name: 'R', body });
    const unknown = await post('Habari {name}');
    assert.equal(unknown.status, 422);
    assert.deepEqual(unknown.data.errors, { body: [`Unknown placeholder in the body: {name}. ${allowed}`] });
    const several = await post('{invitee_name}, {jina} {Event_Name} {jina} {{1}}');
    assert.deepEqual(several.data.errors.body, [
      `Unknown placeholders in the body: {jina}, {Event_Name}, {1}. ${allowed}`,
    ]);
    assert.equal(await EventStage.count({ where: { eventId: event.id } }), 0);

    // A brace around anything but letters, digits and `_` is no placeholder: sent as written, as the renderer does.
    const literal = 'Habari {invitee_name}! Changia {50%} au { } {optout_link} :-{ }';
    const stage = await createStage(owner, event.id, { body: literal });
    assert.equal(stage.body, literal);
    const put = await owner.api.put(`/events/${event.id}/sms-stages/${stage.id}`, { body: 'Karibu {jina_lako}' });
    assert.equal(put.status, 422);
    assert.deepEqual(put.data.errors, { body: [`Unknown placeholder in the body: {jina_lako}. ${allowed}`] });
    assert.equal((await EventStage.findByPk(stage.id))?.body, literal);
  });

  it('updates fields and status (draft, scheduled, cancelled); a sending, sent or completed stage can no longer change', async () => {
    const event = await createEvent(owner);
    const stage = await createStage(owner, event.id);
    const put = (id: number, body: Record<string, unknown>) =>
      owner.api.put(`/events/${event.id}/sms-stages/${id}`, body);
    const scheduled = await put(stage.id, { status: 'scheduled', send_at: inOneHour(), body: 'Karibu {invitee_name}' });
    assert.equal(scheduled.status, 200);
    assert.deepEqual([scheduled.data.data.status, scheduled.data.data.body], ['scheduled', 'Karibu {invitee_name}']);
    assert.equal(
      (await put(stage.id, { send_at: '2020-01-01T00:00:00Z' })).status,
      422,
      'a scheduled stage needs a future send_at',
    );
    assert.equal((await put(stage.id, { frequency: 'daily' })).status, 422, 'daily needs end_at');
    assert.equal((await put(stage.id, { frequency: 'daily', end_at: '2099-12-31' })).status, 200);
    assert.equal((await put(stage.id, { status: 'draft' })).data.data.status, 'draft');
    assert.equal((await put(stage.id, { status: 'sent' })).status, 422);
    assert.equal((await put(stage.id, { status: 'cancelled' })).data.data.status, 'cancelled');
    const cancelled = await put(stage.id, { name: 'Again' });
    assert.equal(cancelled.status, 422);
    assert.match(cancelled.data.message, /cancelled and can no longer be changed/);

    for (const status of ['sending', 'sent', 'completed']) {
      const closed = await createStage(owner, event.id);
      await EventStage.update({ status: status as 'sent' }, { where: { id: closed.id } });
      assert.equal((await put(closed.id, { body: 'Changed' })).status, 422, status);
      assert.equal((await EventStage.findByPk(closed.id))?.body, closed.body);
    }
    const active = await createStage(owner, event.id, { frequency: 'weekly', end_at: '2099-01-01' });
    await EventStage.update({ status: 'active' }, { where: { id: active.id } });
    assert.equal((await put(active.id, { status: 'draft' })).status, 422);
    assert.equal((await put(active.id, { body: 'Wiki hii {invitee_name}' })).status, 200);
    assert.equal((await put(active.id, { status: 'cancelled' })).data.data.status, 'cancelled');
    assert.equal((await owner.api.delete(`/events/${event.id}/sms-stages/${stage.id}`)).status, 200);
    assert.equal(await EventStage.count({ where: { id: stage.id } }), 0);
  });

  it('lists every stage with its eligible invitees and the credits of the body rendered for each, per stage type', async () => {
    const event = await createEvent(owner, {
      name: 'Harusi ya Zawadi',
      venue: 'Ukumbi wa Mlimani',
      event_date: '2026-12-05',
    });
    const pending = await addInvitee(owner, event.id, { name: 'Asha' });
    const invited = await addInvitee(owner, event.id, {
      name: 'Éric Mbwana',
      pledge_amount: 50_000,
      status: 'invited',
    });
    const confirmed = await addInvitee(owner, event.id, {
      name: 'Zawadi 😀',
      pledge_amount: 20_000,
      status: 'confirmed',
    });
    const declined = await addInvitee(owner, event.id, { name: 'Declined', pledge_amount: 10_000, status: 'declined' });
    const paidNoPledge = await addInvitee(owner, event.id, { name: 'N'.repeat(150), status: 'confirmed' });
    for (const [invitee, amount] of [
      [invited, 10_000],
      [confirmed, 20_000],
      [declined, 5000],
      [paidNoPledge, 3000],
    ] as const) {
      await recordPayment(owner, event.id, invitee.id, amount);
    }
    const stages = [];
    for (const stageType of STAGE_TYPES)
      stages.push(await createStage(owner, event.id, { stage_type: stageType, body: BODY }));
    const unicode = await createStage(owner, event.id, {
      stage_type: 'reminder',
      body: 'Karibu sana 🎉 {invitee_name}, {event_name}',
    });

    const res = await owner.api.get(`/events/${event.id}/sms-stages`);
    assert.equal(res.status, 200);
    const byId = new Map(res.data.data.map((s: { id: number }) => [s.id, s]));
    const expectedEligible: Record<string, number[]> = {
      invitation: [pending.id, invited.id],
      rsvp: [pending.id, invited.id],
      reminder: [pending.id, invited.id, confirmed.id, paidNoPledge.id],
      custom: [pending.id, invited.id, confirmed.id, paidNoPledge.id],
      pledge_reminder: [invited.id],
      non_pledge_reminder: [pending.id, paidNoPledge.id],
      thank_you: [invited.id, confirmed.id, paidNoPledge.id],
    };
    const all = [pending, invited, confirmed, declined, paidNoPledge];
    const key = await loadOptOutKey(testEnv().sequelize);
    const creditsFor = (body: string, ids: number[]) =>
      all
        .filter((i) => ids.includes(i.id))
        .reduce(
          (sum, i) =>
            sum +
            countSmsSegments(
              renderPlaceholders(
                body,
                inviteePlaceholders(
                  {
                    name: i.name,
                    pledgeAmount: i.pledge_amount,
                    publicToken: i.event_link.split('/e/')[1],
                    optOutToken: optOutToken(key, owner.tenant.id, i.phone),
                  },
                  { name: event.name, eventDate: event.event_date, venue: event.venue },
                  testEnv().baseUrl,
                ),
              ),
            ),
          0,
        );
    for (const stage of stages) {
      const listed = byId.get(stage.id) as Record<string, number>;
      const expected = creditsFor(BODY, expectedEligible[stage.stage_type]);
      assert.equal(listed.eligible_invitees, expectedEligible[stage.stage_type].length, stage.stage_type);
      assert.deepEqual(
        [listed.stage_total_sms, listed.stage_remaining, listed.stage_cost],
        [expected, expected, expected],
        stage.stage_type,
      );
    }
    const listedUnicode = byId.get(unicode.id) as Record<string, number>;
    assert.equal(listedUnicode.stage_total_sms, creditsFor(unicode.body, expectedEligible.reminder));
    assert.ok(creditsFor(BODY, [paidNoPledge.id]) >= 2, 'a long name makes a multi-part SMS');
  });

  it('counts what is left to send: all of it before a run and between recurring runs, the unsent while sending, nothing once sent', async () => {
    const event = await createEvent(owner);
    const [a, b] = [await addInvitee(owner, event.id, { name: 'A' }), await addInvitee(owner, event.id, { name: 'B' })];
    await addInvitee(owner, event.id, { name: 'C' });
    const body = 'Habari {invitee_name}, karibu.';
    const ids = { sending: 0, sent: 0, active: 0, draft: 0 };
    for (const status of Object.keys(ids) as Array<keyof typeof ids>) {
      const stage = await createStage(owner, event.id, {
        stage_type: 'reminder',
        body,
        ...(status === 'active' ? { frequency: 'daily', end_at: '2099-01-01' } : {}),
      });
      ids[status] = stage.id;
      await EventStage.update(
        { status, currentBatchId: status === 'draft' ? null : 900_000 + stage.id },
        { where: { id: stage.id } },
      );
    }
    await insertEventMessages(owner.tenant.id, event.id, [
      { inviteeId: a.id, credits: 1, accepted: true, batchId: 900_000 + ids.sending },
      { inviteeId: b.id, credits: 1, accepted: false, batchId: 900_000 + ids.active },
    ]);
    const listed = new Map(
      (await owner.api.get(`/events/${event.id}/sms-stages`)).data.data.map(
        (s: { id: number; stage_total_sms: number; stage_remaining: number }) => [
          s.id,
          [s.stage_total_sms, s.stage_remaining],
        ],
      ),
    );
    assert.deepEqual(listed.get(ids.draft), [3, 3]);
    assert.deepEqual(listed.get(ids.sending), [3, 2], 'a and no other invitee has a message of the running batch');
    assert.deepEqual(listed.get(ids.active), [3, 3]);
    assert.deepEqual(listed.get(ids.sent), [3, 0]);
  });

  it('isolates tenants on the event id and the nested stage id; requires events.send_sms to change stages', async () => {
    const mine = await createEvent(owner);
    const stage = await createStage(owner, mine.id);
    const theirs = await createEvent(other);
    const theirStage = await createStage(other, theirs.id);
    const attempts = [
      await other.api.get(`/events/${mine.id}/sms-stages`),
      await other.api.post(`/events/${mine.id}/sms-stages`, { stage_type: 'custom', name: 'X', body: 'X' }),
      await other.api.put(`/events/${mine.id}/sms-stages/${stage.id}`, { name: 'Hacked' }),
      await other.api.delete(`/events/${mine.id}/sms-stages/${stage.id}`),
      await other.api.put(`/events/${theirs.id}/sms-stages/${stage.id}`, { name: 'Hacked' }),
      await owner.api.put(`/events/${mine.id}/sms-stages/${theirStage.id}`, { name: 'Hacked' }),
      await owner.api.delete(`/events/${mine.id}/sms-stages/${theirStage.id}`),
    ];
    assert.deepEqual(
      attempts.map((r) => r.status),
      attempts.map(() => 404),
    );
    assert.deepEqual(
      [(await EventStage.findByPk(stage.id))?.name, (await EventStage.findByPk(theirStage.id))?.name],
      [stage.name, theirStage.name],
    );
    const viewer = await createMemberSession(owner, ['events.view']);
    assert.equal((await viewer.api.get(`/events/${mine.id}/sms-stages`)).status, 200);
    assert.equal(
      (await viewer.api.post(`/events/${mine.id}/sms-stages`, { stage_type: 'custom', name: 'X', body: 'X' })).status,
      403,
    );
    assert.equal((await viewer.api.put(`/events/${mine.id}/sms-stages/${stage.id}`, { name: 'X' })).status, 403);
    assert.equal((await viewer.api.delete(`/events/${mine.id}/sms-stages/${stage.id}`)).status, 403);
  });
});
