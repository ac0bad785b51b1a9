import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { createContact, freshPhone } from '../helpers/contacts';
import { creditTenant } from '../helpers/credits';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { approvedSenderId, senderReceivedBySandbox } from '../helpers/sender-ids';
import { birthdayDay } from '../../domain/calendar/birthdays';
import type { BirthdayRun } from '../../activities/messaging/birthdays';
import { ensureBirthdaySchedule } from '../../worker/schedules/birthday-wishes';
import { BIRTHDAY_SCHEDULE_ID } from '../../workflows/contracts';

const MARCH_15_AT_8_EAT = '2026-03-15T05:00:00Z';

async function runBirthdays(at: string, tenantIds: number[]): Promise<BirthdayRun> {
  const env = testEnv();
  return env.temporal.workflow.execute('birthdayWishesWorkflow', {
    taskQueue: env.config.taskQueue,
    workflowId: `birthday-test-${randomUUID()}`,
    args: [{ at, tenantIds }],
  }) as Promise<BirthdayRun>;
}

interface SentRow {
  to_number: string;
  body: string;
  status: string;
  gateway_message_id: string | null;
}
const messagesOf = (tenantId: number) =>
  testEnv().sequelize.query<SentRow>(
    'SELECT to_number, body, status, gateway_message_id FROM messages WHERE tenant_id = $1 ORDER BY to_number',
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
const balanceOf = async (s: TenantSession) => (await s.api.get('/balance')).data.sms_balance as number;
/** Waits until the tenant has `count` messages, all accepted by the gateway. */
const submitted = (tenantId: number, count: number) =>
  waitFor(
    async () => {
      const rows = await messagesOf(tenantId);
      return rows.length === count && rows.every((r) => r.gateway_message_id !== null) ? rows : undefined;
    },
    20_000,
    200,
  );

/** A tenant with wishes on and two contacts born on 15 March (plus one born the 16th and one without a date). */
async function birthdayTenant(): Promise<{ session: TenantSession; phones: string[] }> {
  const session = await createTenantSession();
  const settings = await session.api.patch('/settings', {
    birthday_wishes_enabled: true,
    birthday_template: 'Heri ya siku ya kuzaliwa {name}!',
  });
  assert.equal(settings.status, 200, JSON.stringify(settings.data));
  const phones = [freshPhone(), freshPhone()];
  await createContact(session, { name: 'Juma', phone: phones[0].local, birth_date: '1990-03-15' });
  await createContact(session, { name: 'Neema', phone: phones[1].local, birth_date: '2001-03-15' });
  await createContact(session, { name: 'Kesho', birth_date: '1990-03-16' });
  await createContact(session, { name: 'Bila tarehe' });
  return { session, phones: phones.map((p) => p.stored).sort() };
}

describe('birthday wishes', () => {
  it('takes "today" in Dar es Salaam, and wishes 29 February birthdays on 28 February in other years', () => {
    assert.deepEqual(birthdayDay(new Date('2026-03-14T21:30:00Z')), { year: 2026, monthDays: [[3, 15]] });
    assert.deepEqual(birthdayDay(new Date('2027-02-28T05:00:00Z')), {
      year: 2027,
      monthDays: [
        [2, 28],
        [2, 29],
      ],
    });
    assert.deepEqual(birthdayDay(new Date('2028-02-28T05:00:00Z')), { year: 2028, monthDays: [[2, 28]] });
  });

  it('sends the tenant’s text to each contact born today, billed like any send, once a year', async () => {
    const { session, phones } = await birthdayTenant();
    await creditTenant(session.tenant.id, 'sms', 10);
    const run = await runBirthdays(MARCH_15_AT_8_EAT, [session.tenant.id]);
    assert.equal(run.batches.length, 1);
    assert.deepEqual(run.skippedTenantIds, []);
    const rows = await submitted(session.tenant.id, 2);
    assert.deepEqual(
      rows.map((r) => r.to_number),
      phones,
    );
    assert.deepEqual(rows.map((r) => r.body).sort(), [
      'Heri ya siku ya kuzaliwa Juma!',
      'Heri ya siku ya kuzaliwa Neema!',
    ]);
    assert.equal(await balanceOf(session), 8);

    const again = await runBirthdays('2026-03-15T14:00:00Z', [session.tenant.id]);
    assert.deepEqual(again, { batches: [], skippedTenantIds: [] });
    assert.equal((await messagesOf(session.tenant.id)).length, 2, 'a rerun the same day sends nothing');

    await runBirthdays('2027-03-15T05:00:00Z', [session.tenant.id]);
    await submitted(session.tenant.id, 4);
    assert.equal(await balanceOf(session), 6, 'next year they are wished again');
  });

  it('sends under the tenant’s sender id once it is approved and selected, else the platform default', async () => {
    const { session } = await birthdayTenant();
    await creditTenant(session.tenant.id, 'sms', 10);
    await approvedSenderId(session, 'SHEREHE');
    assert.equal((await session.api.patch('/settings', { sender_id: 'SHEREHE' })).status, 200);
    await runBirthdays(MARCH_15_AT_8_EAT, [session.tenant.id]);
    const rows = await submitted(session.tenant.id, 2);
    assert.deepEqual(
      rows.map((r) => senderReceivedBySandbox(r.gateway_message_id!)),
      ['SHEREHE', 'SHEREHE'],
    );

    const pending = await birthdayTenant();
    await creditTenant(pending.session.tenant.id, 'sms', 10);
    await pending.session.api.post('/sender-ids', { sender_id: 'SHEREHE' });
    await runBirthdays(MARCH_15_AT_8_EAT, [pending.session.tenant.id]);
    const defaults = await submitted(pending.session.tenant.id, 2);
    assert.deepEqual(
      defaults.map((r) => senderReceivedBySandbox(r.gateway_message_id!)),
      [testEnv().config.smsGateway.defaultSender, testEnv().config.smsGateway.defaultSender],
    );
  });

  it('skips (and logs) a tenant whose balance is short, and sends after a top-up', async () => {
    const { session } = await birthdayTenant();
    await creditTenant(session.tenant.id, 'sms', 1);
    const run = await runBirthdays(MARCH_15_AT_8_EAT, [session.tenant.id]);
    assert.deepEqual(run, { batches: [], skippedTenantIds: [session.tenant.id] });
    assert.equal((await messagesOf(session.tenant.id)).length, 0);
    assert.equal(await balanceOf(session), 1);
    await creditTenant(session.tenant.id, 'sms', 1);
    const rerun = await runBirthdays(MARCH_15_AT_8_EAT, [session.tenant.id]);
    assert.equal(rerun.batches.length, 1);
    await submitted(session.tenant.id, 2);
    assert.equal(await balanceOf(session), 0);
  });

  it('sends nothing when the setting is off', async () => {
    const { session } = await birthdayTenant();
    await creditTenant(session.tenant.id, 'sms', 10);
    assert.equal((await session.api.patch('/settings', { birthday_wishes_enabled: false })).status, 200);
    assert.deepEqual(await runBirthdays(MARCH_15_AT_8_EAT, [session.tenant.id]), { batches: [], skippedTenantIds: [] });
    assert.equal(await balanceOf(session), 10);
  });

  it('creates the 08:00 Africa/Dar_es_Salaam Schedule idempotently', async () => {
    const { temporal, config } = testEnv();
    try {
      assert.equal(await ensureBirthdaySchedule(temporal, config.taskQueue), 'created');
      assert.equal(await ensureBirthdaySchedule(temporal, config.taskQueue), 'updated');
      const schedule = await temporal.schedule.getHandle(BIRTHDAY_SCHEDULE_ID).describe();
      assert.equal(schedule.spec.timezone, 'Africa/Dar_es_Salaam');
      assert.equal(schedule.action.type, 'startWorkflow');
      const next = schedule.info.nextActionTimes;
      assert.ok(next.length > 0);
      for (const time of next)
        assert.equal(time.toISOString().slice(11, 16), '05:00', 'fires at 08:00 EAT = 05:00 UTC');
    } finally {
      await temporal.schedule.getHandle(BIRTHDAY_SCHEDULE_ID).delete();
    }
  });
});
