import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { WorkflowNotFoundError } from '@temporalio/client';
import { QueryTypes } from 'sequelize';
import { addInvitee, assertEventSmsFiguresExact, createEvent, recordPayment } from '../helpers/events';
import { creditedSession, smsBalance } from '../helpers/sms';
import { testEnv } from '../helpers/env';
import { sandboxTextsTo, smsLedger } from '../helpers/stages';
import { countSmsSegments } from '../../domain/messaging/sms-segments';
import { paymentThanksText, thankForPayment } from '../../use-cases/events/payment-thanks';
import { paymentThanksWorkflowId } from '../../workflows/contracts';

const thanksWorkflow = (paymentId: number) => testEnv().temporal.workflow.getHandle(paymentThanksWorkflowId(paymentId));

function originMessages(tenantId: number, paymentId: number) {
  return testEnv().sequelize.query<{ id: number; status: string; body: string; credits: number }>(
    'SELECT id, status, body, credits FROM messages WHERE tenant_id = $1 AND origin_key = $2',
    { bind: [tenantId, `event-payment:${paymentId}`], type: QueryTypes.SELECT },
  );
}

describe('the thank-you SMS of an event payment (auto_payment_sms)', function () {
  afterEach(assertEventSmsFiguresExact);
  this.timeout(60_000);

  it('thanks the payer once, billed like any send, even when its activity runs again', async () => {
    const owner = await creditedSession(20);
    const event = await createEvent(owner, { name: 'Harambee ya Shule', auto_payment_sms: true });
    const invitee = await addInvitee(owner, event.id, { name: 'Asha Juma', pledge_amount: 50_000 });
    const payment = await recordPayment(owner, event.id, invitee.id, 20_000);

    assert.equal(await thanksWorkflow(payment.id).result(), 'sent');
    const text = paymentThanksText('Asha Juma', 20_000, 'Harambee ya Shule', 20_000, 50_000);
    assert.match(text, /^Asante Asha Juma kwa mchango wako wa TZS 20,000 kwa Harambee ya Shule\./);
    const credits = countSmsSegments(text);
    const [message] = await originMessages(owner.tenant.id, payment.id);
    assert.deepEqual([message.body, message.credits], [text, credits]);
    assert.deepEqual(sandboxTextsTo([invitee.phone]).get(invitee.phone), [text]);

    // A retried activity (its worker died after sending) finds the message: no second SMS, no second debit.
    assert.equal(await thankForPayment(testEnv().activityDeps, payment.id), 'sent');
    assert.equal((await originMessages(owner.tenant.id, payment.id)).length, 1);
    assert.deepEqual(sandboxTextsTo([invitee.phone]).get(invitee.phone), [text]);
    assert.equal(await smsBalance(owner), 20 - credits);
    assert.deepEqual(
      (await smsLedger(owner.tenant.id)).filter((e) => e.amount < 0),
      [{ amount: -credits, reference: `sms:msg:${message.id}` }],
    );
  });

  it('names the amount, the total paid with it and what remains of the pledge, or that the pledge is complete', async () => {
    const owner = await creditedSession(20);
    const event = await createEvent(owner, { name: 'Harusi ya Neema', auto_payment_sms: true });
    const invitee = await addInvitee(owner, event.id, { name: 'Juma', pledge_amount: 50_000 });
    const first = await recordPayment(owner, event.id, invitee.id, 20_000);
    assert.equal(await thanksWorkflow(first.id).result(), 'sent');
    const second = await recordPayment(owner, event.id, invitee.id, 30_000);
    assert.equal(await thanksWorkflow(second.id).result(), 'sent');
    const noPledge = await addInvitee(owner, event.id, { name: 'Neema' });
    const gift = await recordPayment(owner, event.id, noPledge.id, 5_000);
    assert.equal(await thanksWorkflow(gift.id).result(), 'sent');
    assert.deepEqual(
      sandboxTextsTo([invitee.phone, noPledge.phone]),
      new Map([
        [
          invitee.phone,
          [
            'Asante Juma kwa mchango wako wa TZS 20,000 kwa Harusi ya Neema. Jumla uliyochangia: TZS 20,000. Salio la ahadi: TZS 30,000.',
            'Asante Juma kwa mchango wako wa TZS 30,000 kwa Harusi ya Neema. Jumla uliyochangia: TZS 50,000. Ahadi yako ya TZS 50,000 imekamilika.',
          ],
        ],
        [
          noPledge.phone,
          ['Asante Neema kwa mchango wako wa TZS 5,000 kwa Harusi ya Neema. Jumla uliyochangia: TZS 5,000.'],
        ],
      ]),
    );

    // A thank-you that goes out after a later payment was recorded counts only the payments up to its own.
    const quiet = await createEvent(owner, { name: 'Harambee', auto_payment_sms: false });
    const payer = await addInvitee(owner, quiet.id, { name: 'Amani', pledge_amount: 100_000 });
    const early = await recordPayment(owner, quiet.id, payer.id, 10_000);
    await recordPayment(owner, quiet.id, payer.id, 40_000);
    await owner.api.put(`/events/${quiet.id}`, { auto_payment_sms: true });
    assert.equal(await thankForPayment(testEnv().activityDeps, early.id), 'sent');
    assert.deepEqual(sandboxTextsTo([payer.phone]).get(payer.phone), [
      'Asante Amani kwa mchango wako wa TZS 10,000 kwa Harambee. Jumla uliyochangia: TZS 10,000. Salio la ahadi: TZS 90,000.',
    ]);
  });

  it('skips the SMS when the balance is short, and the payment stays recorded', async () => {
    const owner = await creditedSession(0);
    const event = await createEvent(owner, { auto_payment_sms: true });
    const invitee = await addInvitee(owner, event.id);
    const payment = await recordPayment(owner, event.id, invitee.id, 5_000);

    assert.equal(await thanksWorkflow(payment.id).result(), 'skipped');
    assert.deepEqual(await originMessages(owner.tenant.id, payment.id), []);
    assert.deepEqual(sandboxTextsTo([invitee.phone]).get(invitee.phone), []);
    const listed = (await owner.api.get(`/events/${event.id}/payments`)).data.data;
    assert.deepEqual(
      listed.map((p: { id: number }) => p.id),
      [payment.id],
    );
    assert.equal(await smsBalance(owner), 0);
  });

  it('sends nothing for an event with auto_payment_sms off', async () => {
    const owner = await creditedSession(20);
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const payment = await recordPayment(owner, event.id, invitee.id, 5_000);
    await assert.rejects(thanksWorkflow(payment.id).describe(), WorkflowNotFoundError);
    assert.equal(await thankForPayment(testEnv().activityDeps, payment.id), 'skipped');
    assert.deepEqual(await originMessages(owner.tenant.id, payment.id), []);
    assert.equal(await smsBalance(owner), 20);
  });

  it('thanks, once, a payment whose workflow was never started (its process died after the commit), through the sweep', async () => {
    const owner = await creditedSession(20);
    const event = await createEvent(owner, { name: 'Harambee ya Kanisa', auto_payment_sms: true });
    const quiet = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { name: 'Neema Mushi' });
    const other = await addInvitee(owner, quiet.id);
    // Recorded as a dead process leaves it: the payment committed, no workflow started, some minutes ago.
    const recordedLongAgo = (eventId: number, inviteeId: number) =>
      testEnv()
        .sequelize.query<{ id: number; thanks_due: boolean }>(
          `INSERT INTO event_payments (tenant_id, event_id, event_invitee_id, amount, payment_date, created_at)
       VALUES ($1, $2, $3, 15000, current_date, now() - interval '10 minutes') RETURNING id, thanks_due`,
          { bind: [owner.tenant.id, eventId, inviteeId], type: QueryTypes.SELECT },
        )
        .then(([row]) => row);
    const due = await recordedLongAgo(event.id, invitee.id);
    const notDue = await recordedLongAgo(quiet.id, other.id);
    assert.deepEqual([due.thanks_due, notDue.thanks_due], [true, false]);

    const sweep = () =>
      testEnv().temporal.workflow.execute('paymentThanksSweepWorkflow', {
        taskQueue: testEnv().config.taskQueue,
        workflowId: `payment-thanks-sweep-test-${randomUUID()}`,
      }) as Promise<number>;
    assert.ok((await sweep()) >= 1);
    const [message] = await originMessages(owner.tenant.id, due.id);
    assert.match(message.body, /^Asante Neema Mushi kwa mchango wako wa TZS 15,000 kwa Harambee ya Kanisa\./);
    assert.deepEqual(
      sandboxTextsTo([invitee.phone, other.phone]),
      new Map([
        [invitee.phone, [message.body]],
        [other.phone, []],
      ]),
    );
    const thanked = await testEnv().sequelize.query<{ id: number; thanked: boolean }>(
      'SELECT id, thanked_at IS NOT NULL AS thanked FROM event_payments WHERE id IN ($1, $2) ORDER BY id',
      { bind: [due.id, notDue.id], type: QueryTypes.SELECT },
    );
    assert.deepEqual(
      thanked.map((r) => r.thanked),
      [true, false],
    );

    await sweep();
    assert.equal((await originMessages(owner.tenant.id, due.id)).length, 1);
    assert.deepEqual(sandboxTextsTo([invitee.phone]).get(invitee.phone), [message.body]);
    assert.equal(await smsBalance(owner), 20 - message.credits);
  });
});
