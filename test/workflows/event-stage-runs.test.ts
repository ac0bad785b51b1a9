import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { addInvitee, assertEventSmsFiguresExact, createEvent, createStage } from '../helpers/events';
import { creditedSession, smsBalance } from '../helpers/sms';
import { sandboxTextsTo, sendStage, smsLedger, stageBatches, stageRow, waitForStage } from '../helpers/stages';
import { waitFor } from '../helpers/wait-for';
import { EventStage } from '../../db/models';
import { runScheduledStage } from '../../use-cases/events/stage-runs';
import { updateEventStage } from '../../use-cases/events/stage-changes';
import { stageWorkflowId, TENANT_ID_SEARCH_ATTRIBUTE } from '../../workflows/contracts';
import { MULTI_SEND_PATH as SEND_PATH } from '../../infra/providers/sms-gateway';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stageWorkflow = (stageId: number) => testEnv().temporal.workflow.getHandle(stageWorkflowId(stageId));
/** The API's own deps, as the use-cases get them. */
const apiDeps = () => ({ ...testEnv().activityDeps, temporal: testEnv().temporal });

describe('event stages on Temporal (dev server)', function () {
  afterEach(assertEventSmsFiguresExact);
  this.timeout(120_000);
  afterEach(() => testEnv().sandboxes.sms.store.faults.clear());

  it('arms a scheduled stage for send_at, runs it then, bills it at run time, and its workflow is found by stage id and TenantId', async () => {
    const owner = await creditedSession(10);
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const sendAt = inMs(2500);
    const stage = await createStage(owner, event.id, {
      status: 'scheduled',
      send_at: sendAt,
      body: 'Karibu {invitee_name}',
    });
    assert.equal((await stageRow(stage.id)).nextRunAt?.toISOString(), new Date(sendAt).toISOString());
    const description = await stageWorkflow(stage.id).describe();
    assert.equal(description.status.name, 'RUNNING');
    assert.deepEqual(description.typedSearchAttributes.get(TENANT_ID_SEARCH_ATTRIBUTE), owner.tenant.id);
    assert.equal(await smsBalance(owner), 10, 'nothing billed before the run');

    const sent = await waitForStage(stage.id, (s) => s.status === 'sent', 20_000);
    assert.deepEqual(
      [sent.sentCount, sent.lastRunAt?.toISOString(), sent.nextRunAt],
      [1, new Date(sendAt).toISOString(), null],
    );
    const [batch] = await stageBatches(stage.id);
    assert.equal(batch.audience.run, 'scheduled');
    const [created] = await testEnv().sequelize.query<{ created_at: Date }>(
      'SELECT created_at FROM send_batches WHERE id = $1',
      { bind: [batch.id], type: QueryTypes.SELECT },
    );
    assert.ok(created.created_at.getTime() >= new Date(sendAt).getTime(), 'billed at its time, not when armed');
    assert.deepEqual(sandboxTextsTo([invitee.phone]).get(invitee.phone), [`Karibu ${invitee.name}`]);
    assert.equal(await smsBalance(owner), 9);
    assert.equal(await stageWorkflow(stage.id).result(), 1, 'the workflow ends with nothing left armed');
  });

  it('re-arms a stage when send_at changes, and stops it when set back to draft or cancelled', async () => {
    const owner = await creditedSession(10);
    const event = await createEvent(owner);
    await addInvitee(owner, event.id);
    const put = (id: number, body: Record<string, unknown>) =>
      owner.api.put(`/events/${event.id}/sms-stages/${id}`, body);
    const moved = await createStage(owner, event.id, { status: 'scheduled', send_at: inMs(3_600_000) });
    const sendAt = inMs(2000);
    assert.equal((await put(moved.id, { send_at: sendAt })).data.data.next_run_at, sendAt.replace(/Z$/, '000Z'));
    const cancelled = await createStage(owner, event.id, { status: 'scheduled', send_at: inMs(2000) });
    const drafted = await createStage(owner, event.id, { status: 'scheduled', send_at: inMs(2000) });
    assert.equal((await put(cancelled.id, { status: 'cancelled' })).status, 200);
    assert.equal((await put(drafted.id, { status: 'draft' })).data.data.next_run_at, null);
    assert.equal(await stageWorkflow(cancelled.id).result(), 0, "a cancelled stage's workflow ends at once");
    assert.equal(await stageWorkflow(drafted.id).result(), 0);

    await waitForStage(moved.id, (s) => s.status === 'sent', 20_000);
    await sleep(1000);
    assert.deepEqual([(await stageBatches(cancelled.id)).length, (await stageBatches(drafted.id)).length], [0, 0]);
    assert.deepEqual(
      [(await stageRow(cancelled.id)).status, (await stageRow(drafted.id)).status],
      ['cancelled', 'draft'],
    );
    assert.equal(await smsBalance(owner), 9);
  });

  it('decides a cancel racing a run in the stage row: the cancel wins and nothing is billed, or the run wins and the cancel is refused', async () => {
    const owner = await creditedSession(100);
    const event = await createEvent(owner);
    await addInvitee(owner, event.id);
    const outcomes = { cancelled: 0, sent: 0 };
    for (let trial = 0; trial < 20; trial++) {
      const runAt = new Date(Date.now() - 1000);
      // Armed in the database only: this test is the run's activity and the request, racing; no workflow is involved.
      const stage = await EventStage.create({
        tenantId: owner.tenant.id,
        eventId: event.id,
        stageType: 'reminder',
        name: `Race ${trial}`,
        body: 'Race',
        status: 'scheduled',
        sendAt: runAt,
        nextRunAt: runAt,
        endAt: null,
      });
      const [run, cancel] = await Promise.allSettled([
        runScheduledStage(testEnv().activityDeps, stage.id, runAt),
        trial % 2 === 0
          ? updateEventStage(apiDeps(), owner.tenant.id, event.id, stage.id, { status: 'cancelled' })
          : sleep(3 * (trial % 4)).then(() =>
              updateEventStage(apiDeps(), owner.tenant.id, event.id, stage.id, { status: 'cancelled' }),
            ),
      ]);
      assert.equal(run.status, 'fulfilled');
      const row = await stageRow(stage.id);
      const batches = await stageBatches(stage.id);
      if (cancel.status === 'fulfilled') {
        assert.deepEqual(
          [run.value.outcome, row.status, batches.length],
          ['unarmed', 'cancelled', 0],
          `trial ${trial}`,
        );
        outcomes.cancelled += 1;
      } else {
        assert.match(
          (cancel.reason as Error).message,
          /This stage is sending and can no longer be changed/,
          `trial ${trial}`,
        );
        assert.deepEqual([run.value.outcome, row.status, batches.length], ['started', 'sending', 1], `trial ${trial}`);
        outcomes.sent += 1;
      }
    }
    const debits = (await smsLedger(owner.tenant.id)).filter((e) => e.amount < 0);
    assert.equal(debits.length, outcomes.sent, 'one debit per run that won, none for a cancel that won');
    assert.equal(await smsBalance(owner), 100 - outcomes.sent);
  });

  it('ends a cancel racing the real workflow at send_at in exactly one outcome', async () => {
    const owner = await creditedSession(100);
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    let sent = 0;
    for (const offset of [-400, -100, 0, 50, 150, 400, 1500]) {
      const sendAt = Date.now() + 1500;
      const stage = await createStage(owner, event.id, {
        stage_type: 'reminder',
        status: 'scheduled',
        send_at: new Date(sendAt).toISOString(),
        body: `Race ${offset}`,
      });
      await sleep(Math.max(0, sendAt + offset - Date.now()));
      const cancel = await owner.api.put(`/events/${event.id}/sms-stages/${stage.id}`, { status: 'cancelled' });
      await stageWorkflow(stage.id).result();
      const row = await waitForStage(stage.id, (s) => s.status !== 'sending');
      const texts = sandboxTextsTo([invitee.phone])
        .get(invitee.phone)!
        .filter((t) => t === `Race ${offset}`);
      if (cancel.status === 200) {
        assert.deepEqual(
          [row.status, (await stageBatches(stage.id)).length, texts.length],
          ['cancelled', 0, 0],
          `offset ${offset}`,
        );
      } else {
        assert.equal(cancel.status, 422, `offset ${offset}`);
        assert.deepEqual([row.status, row.sentCount, texts.length], ['sent', 1, 1], `offset ${offset}`);
        sent += 1;
      }
    }
    assert.equal(await smsBalance(owner), 100 - sent);
    assert.ok(sent >= 1 && sent < 7, `the early cancels win and the late ones lose (${sent} sent)`);
  });

  it("stops a deleted stage's workflow, and cancels and refunds what its running send has not submitted", async () => {
    const owner = await creditedSession(10);
    const event = await createEvent(owner);
    const invitees = [
      await addInvitee(owner, event.id),
      await addInvitee(owner, event.id),
      await addInvitee(owner, event.id),
    ];
    const armed = await createStage(owner, event.id, { status: 'scheduled', send_at: inMs(3000) });
    const running = await createStage(owner, event.id, { stage_type: 'reminder', body: 'Kumbusho' });
    // The gateway is down: the running send waits it out with its messages queued.
    testEnv().sandboxes.sms.store.faults.set(SEND_PATH, { status: 503, remaining: 1_000_000, retryAfter: null });
    assert.equal((await sendStage(owner, event.id, running.id)).status, 200);
    await waitFor(async () => (await stageBatches(running.id))[0]?.invitee_ids.length === 3);
    assert.equal(await smsBalance(owner), 7);

    for (const stage of [armed, running])
      assert.equal((await owner.api.delete(`/events/${event.id}/sms-stages/${stage.id}`)).status, 200);
    assert.equal(await stageWorkflow(armed.id).result(), 0);
    assert.equal(await stageWorkflow(running.id).result(), 1);
    testEnv().sandboxes.sms.store.faults.clear();
    const [batch] = await stageBatches(running.id);
    assert.equal(batch.status, 'cancelled');
    assert.equal(await smsBalance(owner), 10, 'every unsent message refunded once');
    await sleep(3500);
    assert.equal((await stageBatches(armed.id)).length, 0, 'the deleted armed stage never ran');
    assert.deepEqual([...sandboxTextsTo(invitees.map((i) => i.phone)).values()].flat(), []);
  });

  it('stops every stage of a deleted event the same way', async () => {
    const owner = await creditedSession(10);
    const event = await createEvent(owner);
    await addInvitee(owner, event.id);
    await addInvitee(owner, event.id);
    const armed = await createStage(owner, event.id, {
      status: 'scheduled',
      send_at: inMs(60_000),
      frequency: 'daily',
      end_at: '2099-01-01',
    });
    const running = await createStage(owner, event.id, { stage_type: 'reminder' });
    testEnv().sandboxes.sms.store.faults.set(SEND_PATH, { status: 503, remaining: 1_000_000, retryAfter: null });
    assert.equal((await sendStage(owner, event.id, running.id)).status, 200);
    await waitFor(async () => (await stageBatches(running.id))[0]?.invitee_ids.length === 2);
    assert.equal((await owner.api.delete(`/events/${event.id}`)).status, 200);
    assert.deepEqual(await Promise.all([stageWorkflow(armed.id).result(), stageWorkflow(running.id).result()]), [0, 1]);
    assert.equal((await stageBatches(running.id))[0].status, 'cancelled');
    assert.equal(await smsBalance(owner), 10);
  });
});
