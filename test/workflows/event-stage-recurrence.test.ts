import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { testEnv } from '../helpers/env';
import { addInvitee, assertEventSmsFiguresExact, createEvent, createStage, recordPayment } from '../helpers/events';
import { creditedSession } from '../helpers/sms';
import { sandboxTextsTo, stageBatches, stageRow, waitForStage } from '../helpers/stages';
import { createActivities } from '../../activities';
import { EventStage } from '../../db/models';
import { addDays, darDate, daysInMonth, formatIsoDate } from '../../domain/calendar/dar-calendar';
import { temporalTestServerPath } from '../../infra/temporal-dev-server';
import { eventStageWorkflow, stageChangedSignal } from '../../workflows/events/event-stage';
import { stageWorkflowId } from '../../workflows/contracts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A recurring stage armed as PUT …/sms-stages/{id} arms it (status, send_at, frequency, end_at, next_run_at), but
 * without waking the dev server's workflow: each test runs the stage's workflow on the time-skipping server instead.
 */
async function armedStage(recurrence: { sendAt: Date; frequency: 'daily' | 'weekly' | 'monthly'; endAt: string }) {
  const owner = await creditedSession(50);
  const event = await createEvent(owner, { name: 'Kikao cha Harusi' });
  const invitee = await addInvitee(owner, event.id, { name: 'Asha' });
  const stage = await createStage(owner, event.id, { stage_type: 'invitation', body: 'Karibu {invitee_name}' });
  await EventStage.update(
    {
      status: 'scheduled',
      sendAt: recurrence.sendAt,
      frequency: recurrence.frequency,
      endAt: recurrence.endAt,
      nextRunAt: recurrence.sendAt,
    },
    { where: { id: stage.id } },
  );
  return { owner, event, invitee, stageId: stage.id };
}

/** The `runAt` of every run the workflow started (startStageRun's second argument) over its continued-as-new executions, as Dar es Salaam `YYYY-MM-DDTHH:MM`. */
async function runTimes(
  env: TestWorkflowEnvironment,
  handle: { workflowId: string; firstExecutionRunId: string },
): Promise<string[]> {
  const times: string[] = [];
  for (let runId: string | undefined = handle.firstExecutionRunId; runId;) {
    const { events } = await env.client.workflow.getHandle(handle.workflowId, runId).fetchHistory();
    for (const e of events!) {
      if (e.activityTaskScheduledEventAttributes?.activityType?.name !== 'startStageRun') continue;
      const runAt = JSON.parse(
        Buffer.from(e.activityTaskScheduledEventAttributes.input!.payloads![1].data!).toString(),
      ) as number;
      times.push(new Date(runAt + 3 * HOUR_MS).toISOString().slice(0, 16));
    }
    runId = events!.at(-1)!.workflowExecutionContinuedAsNewEventAttributes?.newExecutionRunId ?? undefined;
  }
  return times;
}

describe('event stages over days and months (time-skipping server)', function () {
  afterEach(assertEventSmsFiguresExact);
  this.timeout(120_000);
  let env: TestWorkflowEnvironment;
  let taskQueue: string;
  let worker: Worker;

  before(async () => {
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: temporalTestServerPath() } },
    });
  });
  beforeEach(async () => {
    taskQueue = `stage-skip-${randomUUID()}`;
    worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      workflowBundle: testEnv().workflowBundle,
      activities: createActivities(testEnv().activityDeps),
    });
  });
  after(async () => {
    await env?.teardown();
  });

  /** An hour after the test server's clock (an earlier test skipped it days ahead), on a whole minute. */
  const anHourAhead = async () => new Date(Math.ceil((Number(await env.currentTimeMs()) + HOUR_MS) / 60_000) * 60_000);
  const startStage = (stageId: number, tenantId: number) =>
    env.client.workflow.start(eventStageWorkflow, {
      workflowId: stageWorkflowId(stageId),
      taskQueue,
      args: [{ stageId, tenantId, runsPerExecution: 2 }],
    });

  it('sends a daily stage 3 times over 3 days, then completes it', async () => {
    const sendAt = await anHourAhead();
    const { owner, invitee, stageId } = await armedStage({
      sendAt,
      frequency: 'daily',
      endAt: addDays(darDate(sendAt), 2),
    });
    const handle = await startStage(stageId, owner.tenant.id);
    await worker.runUntil(handle.result());
    const stage = await stageRow(stageId);
    assert.deepEqual([stage.status, stage.sentCount, stage.nextRunAt], ['completed', 3, null]);
    assert.equal((await stageBatches(stageId)).length, 3);
    assert.equal(sandboxTextsTo([invitee.phone]).get(invitee.phone)!.length, 3);
    const wallClock = new Date(sendAt.getTime() + 3 * HOUR_MS).toISOString().slice(11, 16);
    const runs = await runTimes(env, handle);
    assert.deepEqual(
      runs.map((r) => r.slice(11)),
      [wallClock, wallClock, wallClock],
      'the same Dar es Salaam time each day',
    );
    assert.deepEqual(
      runs.map((r) => r.slice(0, 10)),
      [0, 1, 2].map((d) => addDays(darDate(sendAt), d)),
    );
  });

  it('sends a daily stage cancelled after its first run once', async () => {
    const sendAt = await anHourAhead();
    const { owner, event, invitee, stageId } = await armedStage({
      sendAt,
      frequency: 'daily',
      endAt: addDays(darDate(sendAt), 2),
    });
    const handle = await startStage(stageId, owner.tenant.id);
    await worker.runUntil(async () => {
      await env.sleep(2 * HOUR_MS);
      await waitForStage(stageId, (s) => s.status === 'active' && s.sentCount === 1);
      const res = await owner.api.put(`/events/${event.id}/sms-stages/${stageId}`, { status: 'cancelled' });
      assert.equal(res.status, 200, JSON.stringify(res.data));
      await handle.signal(stageChangedSignal);
      assert.equal(await handle.result(), 1);
    });
    const stage = await stageRow(stageId);
    assert.deepEqual([stage.status, stage.sentCount], ['cancelled', 1]);
    assert.equal((await stageBatches(stageId)).length, 1);
    assert.equal(sandboxTextsTo([invitee.phone]).get(invitee.phone)!.length, 1);
  });

  it('leaves out of the next run of a daily pledge reminder an invitee who paid in full between runs', async () => {
    const sendAt = await anHourAhead();
    const owner = await creditedSession(50);
    const event = await createEvent(owner, { name: 'Harambee ya Kanisa' });
    const asha = await addInvitee(owner, event.id, { name: 'Asha', pledge_amount: 50_000 });
    const baraka = await addInvitee(owner, event.id, { name: 'Baraka', pledge_amount: 30_000 });
    await recordPayment(owner, event.id, baraka.id, 10_000);
    const stage = await createStage(owner, event.id, {
      stage_type: 'pledge_reminder',
      body: '{invitee_name}, salio la ahadi yako: {pledge_balance}',
    });
    await EventStage.update(
      { status: 'scheduled', sendAt, frequency: 'daily', endAt: addDays(darDate(sendAt), 1), nextRunAt: sendAt },
      { where: { id: stage.id } },
    );
    const handle = await startStage(stage.id, owner.tenant.id);
    await worker.runUntil(async () => {
      await env.sleep(2 * HOUR_MS);
      // sent_count counts messages: the first run's two.
      await waitForStage(stage.id, (s) => s.status === 'active' && s.sentCount === 2);
      // Between the runs: Asha pays her pledge in full, Baraka a part of his.
      await recordPayment(owner, event.id, asha.id, 50_000);
      await recordPayment(owner, event.id, baraka.id, 5_000);
      await handle.result();
    });
    assert.deepEqual([(await stageRow(stage.id)).status, (await stageRow(stage.id)).sentCount], ['completed', 3]);
    assert.deepEqual(
      sandboxTextsTo([asha.phone, baraka.phone]),
      new Map([
        [asha.phone, ['Asha, salio la ahadi yako: TZS 50,000']],
        [baraka.phone, ['Baraka, salio la ahadi yako: TZS 20,000', 'Baraka, salio la ahadi yako: TZS 15,000']],
      ]),
      'the second run reaches Baraka only, with what he owes then',
    );
    assert.deepEqual(
      (await stageBatches(stage.id)).map((b) => b.invitee_ids),
      [[asha.id, baraka.id], [baraka.id]],
    );
  });

  it('runs a monthly stage of the 31st on the last day of shorter months (31 Jan, 28 Feb, 31 Mar, 30 Apr)', async () => {
    const year = new Date(await env.currentTimeMs()).getUTCFullYear() + 1;
    const sendAt = new Date(Date.UTC(year, 0, 31, 7, 0)); // 10:00 in Dar es Salaam
    const { owner, stageId } = await armedStage({ sendAt, frequency: 'monthly', endAt: formatIsoDate(year, 4, 30) });
    const handle = await startStage(stageId, owner.tenant.id);
    await worker.runUntil(handle.result());
    const months = [1, 2, 3, 4].map((m) => `${formatIsoDate(year, m, Math.min(31, daysInMonth(year, m)))}T10:00`);
    assert.deepEqual(await runTimes(env, handle), months);
    const stage = await stageRow(stageId);
    assert.deepEqual([stage.status, stage.sentCount], ['completed', 4]);
  });
});
