import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { creditedSession, smsBalance } from '../helpers/sms';
import { creditTenant } from '../helpers/credits';
import { addInvitee, assertEventSmsFiguresExact, createEvent, createStage } from '../helpers/events';
import { syncedChatTemplateId } from '../helpers/chat-sends';
import { sendStage, smsLedger, waitForStage } from '../helpers/stages';
import { createActivities } from '../../activities';
import { temporalTestServerPath } from '../../infra/temporal-dev-server';
import { chatSmsFallbackWorkflow } from '../../workflows/events/chat-sms-fallback';
import { chatSmsFallbackWorkflowId } from '../../workflows/contracts';

const WINDOW_MS = 30 * 60_000;

describe('chat stage SMS fallback over its real window (time-skipping server)', function () {
  afterEach(assertEventSmsFiguresExact);
  this.timeout(120_000);
  let env: TestWorkflowEnvironment;

  before(async () => {
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: temporalTestServerPath() } },
    });
  });
  after(async () => {
    await env?.teardown();
  });

  it('waits the default 30 minutes durably, then sends one SMS to the invitee the chat never reached; another execution sends none', async () => {
    assert.equal(testEnv().config.chatSmsFallbackMinutes * 60_000, WINDOW_MS, 'the default window');
    const owner = await creditedSession(20);
    await creditTenant(owner.tenant.id, 'chat', 5);
    const event = await createEvent(owner);
    const silent = await addInvitee(owner, event.id, { name: 'Chiku', phone: '0710000103' });
    const stage = await createStage(owner, event.id, {
      stage_type: 'custom',
      body: 'Habari {invitee_name}',
      channel: 'chat',
      chat_template_id: await syncedChatTemplateId('event_invitation'),
      chat_variables: ['{invitee_name}', '{event_name}'],
      sms_fallback: true,
    });
    const res = await sendStage(owner, event.id, stage.id);
    assert.equal(res.status, 200, JSON.stringify(res.data));
    await waitForStage(stage.id, (s) => s.status === 'sent');
    // The dev server's own fallback of this run would wait 30 real minutes: ended here, the same workflow runs with time skipped.
    const devServerFallback = testEnv().temporal.workflow.getHandle(chatSmsFallbackWorkflowId(res.data.batch_id));
    await waitFor(() => devServerFallback.describe().then(() => true));
    await devServerFallback.terminate('run on the time-skipping server instead');

    const taskQueue = `fallback-skip-${randomUUID()}`;
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      workflowBundle: testEnv().workflowBundle,
      activities: createActivities(testEnv().activityDeps),
    });
    // Only what the gateway got from now on: other tests text these magic numbers too.
    const seen = testEnv().sandboxes.sms.store.allMessages().length;
    const smsTo = () =>
      testEnv()
        .sandboxes.sms.store.allMessages()
        .slice(seen)
        .filter((m) => m.to === silent.phone);
    const run = (workflowId: string, afterMs: number) =>
      env.client.workflow.execute(chatSmsFallbackWorkflow, {
        workflowId,
        taskQueue,
        args: [{ chatBatchId: res.data.batch_id, afterMs }],
      });
    await worker.runUntil(async () => {
      const before = Number(await env.currentTimeMs());
      const smsBatchId = await run(`skip-a-${randomUUID()}`, WINDOW_MS);
      assert.ok(Number(await env.currentTimeMs()) - before >= WINDOW_MS, 'decided only after the window');
      assert.equal(typeof smsBatchId, 'number');
      await waitFor(() => smsTo().length === 1, 20_000);
      assert.deepEqual(
        smsTo().map((m) => m.text),
        ['Habari Chiku'],
      );
      assert.equal(await run(`skip-b-${randomUUID()}`, 1), smsBatchId, 'a second execution finds the decision');
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal(smsTo().length, 1, 'sent once');
    assert.deepEqual((await smsLedger(owner.tenant.id)).filter((r) => r.amount < 0).length, 1, 'billed once');
    assert.equal(await smsBalance(owner), 19);
  });
});
