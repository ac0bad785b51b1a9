import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createContact } from '../helpers/contacts';
import { creditedSession, isSubmitted, phoneNumbers, smsBalance, tenantMessages } from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';
import type { TenantSession } from '../helpers/tenant';
import { quietHoursEnd } from '../../domain/calendar/quiet-hours';
import type { BirthdayRun } from '../../activities/messaging/birthdays';

const DAR_MS = 3 * 3_600_000;
/** The Dar es Salaam clock time `minutes` from now, `HH:MM`. */
const darClock = (minutes: number) => new Date(Date.now() + DAR_MS + minutes * 60_000).toISOString().slice(11, 16);
const at = (iso: string) => new Date(iso);

async function messageTimes(tenantId: number): Promise<Array<{ status: string; scheduled_at: Date | null }>> {
  return testEnv().sequelize.query('SELECT status, scheduled_at FROM messages WHERE tenant_id = $1 ORDER BY id', {
    bind: [tenantId],
    type: QueryTypes.SELECT,
  });
}

async function quietNow(session: TenantSession, endInMinutes: number): Promise<Date> {
  const res = await session.api.patch('/settings', {
    quiet_hours: { start: darClock(-60), end: darClock(endInMinutes) },
  });
  assert.equal(res.status, 200, JSON.stringify(res.data));
  const end = quietHoursEnd(res.data.data.quiet_hours, new Date());
  assert.ok(end);
  return end;
}

describe('quiet hours', () => {
  it('finds the end of a window in Dar es Salaam time, crossing midnight or not', () => {
    const night = { start: '20:00', end: '08:00' };
    assert.equal(quietHoursEnd(night, at('2026-11-23T19:59:00+03:00')), null);
    assert.deepEqual(quietHoursEnd(night, at('2026-11-23T20:00:00+03:00')), at('2026-11-24T08:00:00+03:00'));
    assert.deepEqual(quietHoursEnd(night, at('2026-11-23T23:59:00+03:00')), at('2026-11-24T08:00:00+03:00'));
    assert.deepEqual(quietHoursEnd(night, at('2026-11-24T00:30:00+03:00')), at('2026-11-24T08:00:00+03:00'));
    assert.equal(quietHoursEnd(night, at('2026-11-24T08:00:00+03:00')), null);
    const lunch = { start: '12:30', end: '14:00' };
    assert.deepEqual(quietHoursEnd(lunch, at('2026-11-23T13:00:00+03:00')), at('2026-11-23T14:00:00+03:00'));
    assert.equal(quietHoursEnd(lunch, at('2026-11-23T14:00:00+03:00')), null);
    assert.equal(quietHoursEnd(lunch, at('2026-11-23T12:29:59+03:00')), null);
  });

  it('validates the setting and shows it; null turns it off', async () => {
    const session = await creditedSession(0);
    for (const bad of [
      { start: '25:00', end: '08:00' },
      { start: '20:00' },
      { start: '8:00', end: '20:00' },
      { start: '20:00', end: '20:00' },
      'night',
    ]) {
      assert.equal((await session.api.patch('/settings', { quiet_hours: bad })).status, 422, JSON.stringify(bad));
    }
    assert.deepEqual(
      (await session.api.patch('/settings', { quiet_hours: { start: '20:00', end: '08:00' } })).data.data.quiet_hours,
      { start: '20:00', end: '08:00' },
    );
    assert.equal((await session.api.patch('/settings', { quiet_hours: null })).data.data.quiet_hours, null);
    assert.equal((await session.api.get('/settings')).data.data.quiet_hours, null);
  });

  it('holds bulk and group sends accepted inside the window until it ends (billed, rows scheduled); single sends go at once', async () => {
    const session = await creditedSession(20);
    const end = await quietNow(session, 90);
    const bulk = await session.api.post('/sms/send-bulk', {
      messages: phoneNumbers(3).map((to) => ({ to, text: 'Usiku mwema' })),
    });
    assert.equal(bulk.status, 202, JSON.stringify(bulk.data));
    assert.equal(new Date(bulk.data.scheduled_at).getTime(), end.getTime());
    const contact = await createContact(session, { name: 'Neema' });
    const group = (await session.api.post('/groups', { name: `Usiku ${Date.now()}` })).data.data;
    await session.api.post(`/groups/${group.id}/contacts`, { contact_ids: [contact.id] });
    const groupSend = await session.api.post(`/sms/send-group/${group.id}`, { text: 'Habari {name}' });
    assert.equal(groupSend.status, 202);
    for (const batchId of [bulk.data.batch_id, groupSend.data.batch_id]) {
      const detail = (await session.api.get(`/sms/batches/${batchId}`)).data.data;
      assert.equal(detail.status, 'scheduled');
      assert.equal(new Date(detail.scheduled_at).getTime(), end.getTime());
    }
    // The group's recipients become rows when its workflow starts (as for any scheduled snapshot batch).
    const rows = await waitFor(async () => {
      const found = await messageTimes(session.tenant.id);
      return found.length === 4 ? found : undefined;
    });
    assert.ok(
      rows.every((r) => r.status === 'scheduled' && r.scheduled_at?.getTime() === end.getTime()),
      JSON.stringify(rows),
    );
    assert.equal(await smsBalance(session), 16);

    const single = await session.api.post('/sms/send', { to: phoneNumbers(1)[0], text: 'Dharura' });
    assert.equal(single.status, 201);
    assert.notEqual(single.data.data.status, 'scheduled');
    for (const batchId of [bulk.data.batch_id, groupSend.data.batch_id])
      await session.api.post(`/sms/batches/${batchId}/cancel`);
  });

  it("holds today's birthday wishes prepared inside the window until it ends", async () => {
    const session = await creditedSession(5);
    assert.equal(
      (await session.api.patch('/settings', { birthday_wishes_enabled: true, birthday_template: 'Heri {name}!' }))
        .status,
      200,
    );
    await createContact(session, { name: 'Juma', birth_date: '1990-03-15' });
    const end = await quietNow(session, 90);
    const run = (await testEnv().temporal.workflow.execute('birthdayWishesWorkflow', {
      taskQueue: testEnv().config.taskQueue,
      workflowId: `birthday-quiet-${randomUUID()}`,
      args: [{ at: '2026-03-15T05:00:00Z', tenantIds: [session.tenant.id] }],
    })) as BirthdayRun;
    assert.equal(run.batches.length, 1);
    const rows = await waitFor(async () => {
      const found = await messageTimes(session.tenant.id);
      return found.length === 1 ? found : undefined;
    });
    assert.deepEqual(rows, [{ status: 'scheduled', scheduled_at: end }]);
    const detail = (await session.api.get(`/sms/batches/${run.batches[0].id}`)).data.data;
    assert.deepEqual(
      [detail.kind, detail.status, new Date(detail.scheduled_at).getTime()],
      ['birthday', 'scheduled', end.getTime()],
    );
    await session.api.post(`/sms/batches/${run.batches[0].id}/cancel`);
  });

  it('sends a held batch when the window ends: the workflow wakes at the new scheduled time', async function () {
    this.timeout(200_000);
    const session = await creditedSession(5);
    const end = await quietNow(session, 1);
    const bulk = await session.api.post('/sms/send-bulk', {
      messages: phoneNumbers(2).map((to) => ({ to, text: 'Asubuhi njema' })),
    });
    assert.equal(bulk.status, 202);
    // Its rows appear as `scheduled` within seconds (the list becomes rows in the workflow), then are sent at the end.
    const held = await waitFor(async () => {
      const found = await tenantMessages(session.tenant.id);
      return found.length === 2 ? found : undefined;
    });
    assert.deepEqual(
      held.map((m) => m.status),
      ['scheduled', 'scheduled'],
    );
    const rows = await waitFor(
      async () => {
        const found = await tenantMessages(session.tenant.id);
        return found.length === 2 && found.every((m) => isSubmitted(m)) ? found : undefined;
      },
      180_000,
      1000,
    );
    assert.equal(rows.length, 2);
    assert.ok(Date.now() >= end.getTime());
  });
});
