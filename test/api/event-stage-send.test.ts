import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { createTenantSession } from '../helpers/tenant';
import { loadOptOutKey } from '../../db/messaging/opt-out-key';
import { addInvitee, assertEventSmsFiguresExact, createEvent, createStage, recordPayment } from '../helpers/events';
import { creditedSession, smsBalance } from '../helpers/sms';
import { creditTenant } from '../helpers/credits';
import { testEnv } from '../helpers/env';
import {
  expectedStageText,
  sandboxTextsTo,
  sendStage,
  smsLedger,
  stageBatches,
  stageRow,
  waitForStage,
} from '../helpers/stages';
import { EventInvitee, EventStage } from '../../db/models';
import { countSmsSegments } from '../../domain/messaging/sms-segments';
import { STAGE_TYPES } from '../../domain/events/vocabulary';

const BODY =
  'Habari {invitee_name}! {event_name} ni tarehe {event_date}, {venue}. Ahadi: {pledge_amount}. Jibu: {event_link}';

async function inviteeStatuses(eventId: number): Promise<Record<number, string>> {
  const rows = await EventInvitee.findAll({ where: { eventId }, attributes: ['id', 'status'] });
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

describe('sending an event stage now (POST …/sms-stages/{id}/send)', function () {
  afterEach(assertEventSmsFiguresExact);
  this.timeout(90_000);

  it('sends an invitation to the pending and invited invitees with its placeholders rendered, moves pending to invited, bills once and ends sent', async () => {
    const owner = await creditedSession(100);
    const key = await loadOptOutKey(testEnv().sequelize);
    const event = await createEvent(owner, {
      name: 'Harusi ya Neema',
      venue: 'Ukumbi wa Diamond',
      event_date: '2026-12-19',
    });
    const pending = await addInvitee(owner, event.id, { name: 'Asha Juma', pledge_amount: 50_000 });
    const invited = await addInvitee(owner, event.id, { name: 'Baraka', status: 'invited' });
    const confirmed = await addInvitee(owner, event.id, { name: 'Chausiku', status: 'confirmed' });
    const declined = await addInvitee(owner, event.id, { name: 'Daudi', status: 'declined' });
    const stage = await createStage(owner, event.id, { stage_type: 'invitation', body: BODY });

    const res = await sendStage(owner, event.id, stage.id);
    assert.equal(res.status, 200, JSON.stringify(res.data));
    const credits = [pending, invited].reduce(
      (sum, i) => sum + countSmsSegments(expectedStageText(BODY, i, event, owner.tenant.id, key)),
      0,
    );
    assert.deepEqual([res.data.count, res.data.credits], [2, credits]);
    assert.match(res.data.message, /2 invitees/);
    // Billed and the invitations marked in the request itself.
    assert.equal(await smsBalance(owner), 100 - credits);
    assert.deepEqual(await inviteeStatuses(event.id), {
      [pending.id]: 'invited',
      [invited.id]: 'invited',
      [confirmed.id]: 'confirmed',
      [declined.id]: 'declined',
    });
    assert.ok(['sending', 'sent'].includes((await stageRow(stage.id)).status));

    const sent = await waitForStage(stage.id, (s) => s.status === 'sent');
    assert.equal(sent.sentCount, 2);
    assert.equal(sent.currentBatchId, res.data.batch_id);
    const texts = sandboxTextsTo([pending, invited, confirmed, declined].map((i) => i.phone));
    assert.deepEqual(texts.get(pending.phone), [expectedStageText(BODY, pending, event, owner.tenant.id, key)]);
    assert.deepEqual(texts.get(invited.phone), [expectedStageText(BODY, invited, event, owner.tenant.id, key)]);
    assert.deepEqual([texts.get(confirmed.phone), texts.get(declined.phone)], [[], []]);
    assert.match(texts.get(pending.phone)![0], new RegExp(`Jibu: ${testEnv().baseUrl}/e/[A-Za-z0-9_-]{43}$`));
    assert.match(texts.get(pending.phone)![0], /tarehe 19\/12\/2026, Ukumbi wa Diamond\. Ahadi: TZS 50,000/);

    const [batch] = await stageBatches(stage.id);
    assert.deepEqual(
      [batch.id, batch.status, batch.total, batch.credits],
      [res.data.batch_id, 'completed', 2, credits],
    );
    assert.deepEqual(batch.invitee_ids, [pending.id, invited.id]);
    assert.deepEqual(batch.audience, {
      type: 'invitees',
      event_id: event.id,
      stage_id: stage.id,
      stage_type: 'invitation',
      run: 'now',
      public_base_url: testEnv().baseUrl,
    });
    const [messages] = await testEnv().sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM messages WHERE batch_id = $1 AND event_id = $2',
      { bind: [batch.id, event.id], type: QueryTypes.SELECT },
    );
    assert.equal(messages.n, 2, 'messages carry their event');
    const debits = (await smsLedger(owner.tenant.id)).filter((e) => e.amount < 0);
    assert.deepEqual(debits, [{ amount: -credits, reference: `sms:batch:${batch.id}` }]);
    const listed = (await owner.api.get(`/events/${event.id}`)).data.data;
    assert.deepEqual([listed.total_sms, listed.sms_cost], [2, credits]);

    const again = await sendStage(owner, event.id, stage.id);
    assert.equal(again.status, 422);
    assert.equal(again.data.message, 'This stage was already sent.');
    assert.equal(await smsBalance(owner), 100 - credits);
  });

  it('sends each stage type to the invitees docs/decisions.md §8 makes eligible', async () => {
    const owner = await creditedSession(200);
    const event = await createEvent(owner);
    const pending = await addInvitee(owner, event.id, { name: 'Pending' });
    const invited = await addInvitee(owner, event.id, { name: 'Invited', pledge_amount: 50_000, status: 'invited' });
    const confirmed = await addInvitee(owner, event.id, {
      name: 'Confirmed',
      pledge_amount: 20_000,
      status: 'confirmed',
    });
    const declined = await addInvitee(owner, event.id, { name: 'Declined', pledge_amount: 10_000, status: 'declined' });
    const paidNoPledge = await addInvitee(owner, event.id, { name: 'Paid', status: 'confirmed' });
    for (const [invitee, amount] of [
      [invited, 10_000],
      [confirmed, 20_000],
      [declined, 5000],
      [paidNoPledge, 3000],
    ] as const) {
      await recordPayment(owner, event.id, invitee.id, amount);
    }
    const expected: Record<string, number[]> = {
      invitation: [pending.id, invited.id],
      rsvp: [pending.id, invited.id],
      reminder: [pending.id, invited.id, confirmed.id, paidNoPledge.id],
      custom: [pending.id, invited.id, confirmed.id, paidNoPledge.id],
      pledge_reminder: [invited.id],
      non_pledge_reminder: [pending.id, paidNoPledge.id],
      thank_you: [invited.id, confirmed.id, paidNoPledge.id],
    };
    // The invitation last: it turns the pending invitee into an invited one (which changes no other stage's audience).
    for (const stageType of [...STAGE_TYPES.filter((t) => t !== 'invitation'), 'invitation' as const]) {
      const stage = await createStage(owner, event.id, { stage_type: stageType, body: `${stageType}: {invitee_name}` });
      assert.equal((await sendStage(owner, event.id, stage.id)).status, 200, stageType);
      await waitForStage(stage.id, (s) => s.status === 'sent');
      const [batch] = await stageBatches(stage.id);
      assert.deepEqual(
        batch.invitee_ids,
        expected[stageType].sort((a, b) => a - b),
        stageType,
      );
    }
    assert.equal(sandboxTextsTo([declined.phone]).get(declined.phone)!.length, 0, 'never a declined invitee');
  });

  it("leaves out the invitees opted out of the stage's channel, and its figures count exactly what the send bills", async () => {
    const [owner, other] = [await creditedSession(20), await createTenantSession()];
    const event = await createEvent(owner);
    const asha = await addInvitee(owner, event.id, { name: 'Asha' });
    const baraka = await addInvitee(owner, event.id, { name: 'Baraka' });
    // Two segments were it sent: counted, the figures would not match the bill.
    const optedOut = await addInvitee(owner, event.id, { name: 'C'.repeat(200) });
    assert.equal((await owner.api.post('/opt-outs', { phone: optedOut.phone, channel: 'sms' })).status, 201);
    // Chat only, or another organization's list: neither stops this SMS stage.
    assert.equal((await owner.api.post('/opt-outs', { phone: baraka.phone, channel: 'chat' })).status, 201);
    assert.equal((await other.api.post('/opt-outs', { phone: asha.phone })).status, 201);
    const stage = await createStage(owner, event.id, { stage_type: 'reminder', body: 'Habari {invitee_name}' });

    const listed = (await owner.api.get(`/events/${event.id}/sms-stages`)).data.data[0];
    assert.deepEqual(
      [listed.eligible_invitees, listed.stage_total_sms, listed.stage_remaining, listed.stage_cost],
      [2, 2, 2, 2],
    );
    const res = await sendStage(owner, event.id, stage.id);
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual([res.data.count, res.data.credits], [listed.eligible_invitees, listed.stage_cost]);
    assert.equal(await smsBalance(owner), 20 - listed.stage_cost);
    await waitForStage(stage.id, (s) => s.status === 'sent');
    assert.deepEqual((await stageBatches(stage.id))[0].invitee_ids, [asha.id, baraka.id]);
    assert.deepEqual(sandboxTextsTo([optedOut.phone]).get(optedOut.phone), []);
  });

  it('refuses with 422 and changes nothing: no eligible invitee, a short balance, a stage sent, completed, cancelled or sending', async () => {
    const owner = await creditedSession(1);
    const event = await createEvent(owner);
    const a = await addInvitee(owner, event.id);
    await addInvitee(owner, event.id);
    const thanks = await createStage(owner, event.id, { stage_type: 'thank_you' });
    const empty = await sendStage(owner, event.id, thanks.id);
    assert.deepEqual([empty.status, empty.data.message], [422, 'There are no eligible invitees for this stage.']);

    const invitation = await createStage(owner, event.id, { stage_type: 'invitation', body: 'Karibu {invitee_name}' });
    const short = await sendStage(owner, event.id, invitation.id);
    assert.equal(short.status, 422);
    assert.deepEqual([short.data.balance, short.data.required], [1, 2]);
    assert.equal((await inviteeStatuses(event.id))[a.id], 'pending', 'no invitation was sent');

    for (const status of ['sent', 'completed', 'cancelled', 'sending'] as const) {
      const closed = await createStage(owner, event.id, { stage_type: 'reminder' });
      await EventStage.update({ status }, { where: { id: closed.id } });
      const res = await sendStage(owner, event.id, closed.id);
      assert.equal(res.status, 422, status);
      assert.match(res.data.message, /already sent|completed its runs|cancelled|being sent/, status);
    }
    assert.equal(await smsBalance(owner), 1);
    const [batches] = await testEnv().sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM send_batches WHERE tenant_id = $1',
      { bind: [owner.tenant.id], type: QueryTypes.SELECT },
    );
    assert.equal(batches.n, 0);
    assert.equal((await stageRow(invitation.id)).status, 'draft');
  });

  it('sends a recurring stage that is not armed once and leaves it a draft, counting what each send-now sent', async () => {
    const owner = await creditedSession(10);
    const event = await createEvent(owner);
    await addInvitee(owner, event.id);
    await addInvitee(owner, event.id);
    const stage = await createStage(owner, event.id, {
      stage_type: 'reminder',
      frequency: 'weekly',
      end_at: '2099-01-01',
      body: 'Kumbusho',
    });
    for (const expected of [2, 4]) {
      assert.equal((await sendStage(owner, event.id, stage.id)).status, 200);
      const done = await waitForStage(stage.id, (s) => s.status === 'draft' && s.sentCount === expected);
      assert.deepEqual([done.nextRunAt, done.lastRunAt !== null], [null, true]);
    }
    assert.equal((await stageBatches(stage.id)).length, 2);
  });

  it("answers 404 for another tenant's event or stage and sends nothing", async () => {
    const [owner, other] = [await creditedSession(10), await createTenantSession()];
    await creditTenant(other.tenant.id, 'sms', 10);
    const event = await createEvent(owner);
    await addInvitee(owner, event.id);
    const stage = await createStage(owner, event.id);
    const theirs = await createEvent(other);
    const attempts = [
      await sendStage(other, event.id, stage.id),
      await sendStage(other, theirs.id, stage.id),
      await sendStage(owner, event.id, 2_000_000_000),
    ];
    assert.deepEqual(
      attempts.map((r) => r.status),
      [404, 404, 404],
    );
    assert.deepEqual(
      [await smsBalance(owner), await smsBalance(other), (await stageRow(stage.id)).status],
      [10, 10, 'draft'],
    );
  });
});
