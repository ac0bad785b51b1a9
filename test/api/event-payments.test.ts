import assert from 'node:assert/strict';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, recordPayment, showEvent } from '../helpers/events';
import { EventInvitee, EventPayment } from '../../db/models';
import { darDate } from '../../domain/calendar/dar-calendar';

const paidOf = async (inviteeId: number) => (await EventInvitee.findByPk(inviteeId))!.paidAmount;

describe('event payments API', () => {
  let owner: TenantSession;
  let other: TenantSession;
  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
  });

  it("records a payment with its invitee and recording user, and the invitee's paid_amount follows", async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { name: 'Mzee Salim', pledge_amount: 100_000 });
    const payment = await recordPayment(owner, event.id, invitee.id, 40_000, {
      payment_method: 'mobile_money',
      reference: 'MP123',
      notes: 'M-Pesa',
      payment_date: '2026-01-05',
    });
    assert.deepEqual(
      [
        payment.event_id,
        payment.event_invitee_id,
        payment.amount,
        payment.payment_date,
        payment.payment_method,
        payment.reference,
        payment.notes,
        payment.confirmation_code,
      ],
      [event.id, invitee.id, 40_000, '2026-01-05', 'mobile_money', 'MP123', 'M-Pesa', null],
    );
    assert.deepEqual(payment.invitee, { id: invitee.id, name: 'Mzee Salim', phone: invitee.phone });
    assert.deepEqual(payment.recorded_by, { id: owner.admin.id, name: owner.admin.name });
    assert.equal(await paidOf(invitee.id), 40_000);
    const defaulted = await owner.api.post(`/events/${event.id}/payments`, {
      event_invitee_id: invitee.id,
      amount: 1,
      payment_date: darDate(new Date()),
    });
    assert.equal(defaulted.data.data.payment_method, 'cash');
    const shown = await showEvent(owner, event.id);
    assert.deepEqual([shown.payments_count, shown.total_collected, shown.total_pledged], [2, 40_001, 100_000]);
  });

  it('answers 422 for an amount that is not a positive whole number, a missing or future date, an unknown method, and an invitee of another event', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const otherEventInvitee = await addInvitee(owner, (await createEvent(owner)).id);
    const post = (body: Record<string, unknown>) =>
      owner.api.post(`/events/${event.id}/payments`, {
        event_invitee_id: invitee.id,
        amount: 100,
        payment_date: '2026-01-01',
        ...body,
      });
    for (const [body, field] of [
      [{ amount: 0 }, 'amount'],
      [{ amount: -50 }, 'amount'],
      [{ amount: 10.5 }, 'amount'],
      [{ amount: 'mia' }, 'amount'],
      [{ amount: undefined }, 'amount'],
      [{ payment_date: undefined }, 'payment_date'],
      [{ payment_date: '2999-01-01' }, 'payment_date'],
      [{ payment_date: '01/02/2026' }, 'payment_date'],
      [{ payment_method: 'cheque' }, 'payment_method'],
      [{ event_invitee_id: undefined }, 'event_invitee_id'],
      [{ event_invitee_id: otherEventInvitee.id }, 'event_invitee_id'],
      [{ event_invitee_id: 2_000_000_000 }, 'event_invitee_id'],
    ] as const) {
      const res = await post(body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.deepEqual(Object.keys(res.data.errors), [field], JSON.stringify(body));
    }
    assert.equal(await EventPayment.count({ where: { eventId: event.id } }), 0);
    assert.equal(await paidOf(invitee.id), 0);
  });

  it('lists payments newest first with the invitee and the recorder', async () => {
    const event = await createEvent(owner);
    const [a, b] = [await addInvitee(owner, event.id, { name: 'A' }), await addInvitee(owner, event.id, { name: 'B' })];
    const older = await recordPayment(owner, event.id, a.id, 1000, { payment_date: '2026-01-01' });
    const newest = await recordPayment(owner, event.id, b.id, 2000, { payment_date: '2026-01-03' });
    const sameDayLater = await recordPayment(owner, event.id, a.id, 3000, { payment_date: '2026-01-01' });
    const member = await createMemberSession(owner, ['events.view']);
    const res = await member.api.get(`/events/${event.id}/payments`, { params: { per_page: 2 } });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.data.data.map((p: { id: number }) => p.id),
      [newest.id, sameDayLater.id],
    );
    assert.deepEqual([res.data.meta.total, res.data.meta.last_page], [3, 2]);
    assert.equal(res.data.data[0].invitee.name, 'B');
    assert.equal(res.data.data[0].recorded_by.id, owner.admin.id);
    const page2 = await member.api.get(`/events/${event.id}/payments`, { params: { per_page: 2, page: 2 } });
    assert.deepEqual(
      page2.data.data.map((p: { id: number }) => p.id),
      [older.id],
    );
  });

  it('updates a payment (also moving it to another invitee) and deletes one, recounting paid_amount each time', async () => {
    const event = await createEvent(owner);
    const [a, b] = [await addInvitee(owner, event.id), await addInvitee(owner, event.id)];
    const payment = await recordPayment(owner, event.id, a.id, 5000);
    await recordPayment(owner, event.id, a.id, 700);
    const changed = await owner.api.put(`/events/${event.id}/payments/${payment.id}`, {
      amount: 6000,
      notes: 'corrected',
    });
    assert.equal(changed.status, 200);
    assert.deepEqual([changed.data.data.amount, changed.data.data.notes], [6000, 'corrected']);
    assert.equal(await paidOf(a.id), 6700);
    const moved = await owner.api.put(`/events/${event.id}/payments/${payment.id}`, { event_invitee_id: b.id });
    assert.equal(moved.data.data.invitee.id, b.id);
    assert.deepEqual([await paidOf(a.id), await paidOf(b.id)], [700, 6000]);
    const foreign = await addInvitee(other, (await createEvent(other)).id);
    assert.equal(
      (await owner.api.put(`/events/${event.id}/payments/${payment.id}`, { event_invitee_id: foreign.id })).status,
      422,
    );
    assert.equal((await owner.api.put(`/events/${event.id}/payments/${payment.id}`, { amount: 0 })).status, 422);
    assert.equal((await owner.api.delete(`/events/${event.id}/payments/${payment.id}`)).status, 200);
    assert.deepEqual([await paidOf(a.id), await paidOf(b.id)], [700, 0]);
    const shown = await showEvent(owner, event.id);
    assert.deepEqual([shown.payments_count, shown.total_collected], [1, 700]);
  });

  it('keeps paid_amount exactly the sum of payments under concurrent records, updates and deletes', async () => {
    const event = await createEvent(owner);
    const [a, b] = [await addInvitee(owner, event.id, { pledge_amount: 1_000_000 }), await addInvitee(owner, event.id)];
    const seeded = await Promise.all([1, 2, 3, 4].map((n) => recordPayment(owner, event.id, a.id, n * 100)));
    const writes = [
      ...Array.from({ length: 16 }, (_, n) =>
        owner.api.post(`/events/${event.id}/payments`, {
          event_invitee_id: n % 3 ? a.id : b.id,
          amount: 1000 + n,
          payment_date: '2026-01-02',
        }),
      ),
      owner.api.delete(`/events/${event.id}/payments/${seeded[0].id}`),
      owner.api.put(`/events/${event.id}/payments/${seeded[1].id}`, { amount: 5 }),
      owner.api.put(`/events/${event.id}/payments/${seeded[2].id}`, { event_invitee_id: b.id }),
      owner.api.put(`/events/${event.id}/invitees/${a.id}`, { pledge_amount: 900_000 }),
    ];
    const statuses = (await Promise.all(writes)).map((r) => r.status);
    assert.ok(
      statuses.every((s) => s === 200 || s === 201),
      statuses.join(','),
    );
    for (const invitee of [a, b]) {
      const sum = await EventPayment.sum('amount', { where: { eventInviteeId: invitee.id } });
      assert.equal(await paidOf(invitee.id), Number(sum), `invitee ${invitee.id}`);
    }
    const shown = await showEvent(owner, event.id);
    assert.equal(shown.total_collected, Number(await EventPayment.sum('amount', { where: { eventId: event.id } })));
    assert.equal(shown.payments_count, await EventPayment.count({ where: { eventId: event.id } }));
    assert.equal(shown.total_pledged, 900_000);
  });

  it('isolates tenants on the event id, the payment id and the invitee id', async () => {
    const mine = await createEvent(owner);
    const invitee = await addInvitee(owner, mine.id);
    const payment = await recordPayment(owner, mine.id, invitee.id, 100);
    const theirs = await createEvent(other);
    const theirPayment = await recordPayment(other, theirs.id, (await addInvitee(other, theirs.id)).id, 100);
    const attempts = [
      await other.api.get(`/events/${mine.id}/payments`),
      await other.api.post(`/events/${mine.id}/payments`, {
        event_invitee_id: invitee.id,
        amount: 5,
        payment_date: '2026-01-01',
      }),
      await other.api.put(`/events/${mine.id}/payments/${payment.id}`, { amount: 5 }),
      await other.api.delete(`/events/${mine.id}/payments/${payment.id}`),
      await other.api.put(`/events/${theirs.id}/payments/${payment.id}`, { amount: 5 }),
      await owner.api.put(`/events/${mine.id}/payments/${theirPayment.id}`, { amount: 5 }),
      await owner.api.delete(`/events/${mine.id}/payments/${theirPayment.id}`),
    ];
    assert.deepEqual(
      attempts.map((r) => r.status),
      attempts.map(() => 404),
    );
    const theirsAttempt = await other.api.post(`/events/${theirs.id}/payments`, {
      event_invitee_id: invitee.id,
      amount: 5,
      payment_date: '2026-01-01',
    });
    assert.equal(theirsAttempt.status, 422, 'an invitee of another tenant is never "of this event"');
    assert.deepEqual([(await EventPayment.findByPk(payment.id))?.amount, await paidOf(invitee.id)], [100, 100]);
  });

  it('answers 403 without events.manage_payments', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const payment = await recordPayment(owner, event.id, invitee.id, 100);
    const viewer = await createMemberSession(owner, ['events.view', 'events.manage_invitees']);
    assert.equal(
      (
        await viewer.api.post(`/events/${event.id}/payments`, {
          event_invitee_id: invitee.id,
          amount: 5,
          payment_date: '2026-01-01',
        })
      ).status,
      403,
    );
    assert.equal((await viewer.api.put(`/events/${event.id}/payments/${payment.id}`, { amount: 5 })).status, 403);
    assert.equal((await viewer.api.delete(`/events/${event.id}/payments/${payment.id}`)).status, 403);
    const cashier = await createMemberSession(owner, ['events.manage_payments']);
    assert.equal(
      (
        await cashier.api.post(`/events/${event.id}/payments`, {
          event_invitee_id: invitee.id,
          amount: 5,
          payment_date: '2026-01-01',
        })
      ).status,
      201,
    );
    assert.equal((await cashier.api.get(`/events/${event.id}/payments`)).status, 403);
  });
});
