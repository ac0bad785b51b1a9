import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { temporal } from '@temporalio/proto';
import { Worker } from '@temporalio/worker';
import { testEnv } from '../helpers/env';
import { creditedSession, isSubmitted, phoneNumbers, sandboxCountsByReference, tenantMessages } from '../helpers/sms';
import { superAdminToken, trpcCall } from '../helpers/trpc';
import { waitFor } from '../helpers/wait-for';
import { balanceOf } from '../helpers/credits';
import { createListBatch, readBatchProgress } from '../../db/messaging/batches';
import { sendBatchWorkflow } from '../../workflows/messaging/send-batch';
import { PARALLEL_PAGES } from '../../workflows/messaging/batch-pages';
import { batchWorkflowId } from '../../workflows/contracts';
import { MULTI_SEND_PATH } from '../../infra/providers/sms-gateway';

type History = temporal.api.history.v1.IHistory;

/**
 * Moments in a batch workflow's history when a page slot stood idle although pages were left to start and no plan
 * was under way (a plan under way is a fair wait). Read after each workflow task's commands: the pages in flight
 * then, the pages not started yet.
 */
function idleSlotsWithPagesLeft(history: History, pages: number): string[] {
  const typeOf = new Map<string, string>();
  const inFlight = { submitBatchPage: 0, planBatchRound: 0 };
  let started = 0;
  let afterCommands = false;
  const idle: string[] = [];
  for (const event of history.events ?? []) {
    const scheduled = event.activityTaskScheduledEventAttributes;
    if (scheduled) {
      const type = scheduled.activityType!.name!;
      typeOf.set(String(event.eventId), type);
      if (type === 'submitBatchPage' || type === 'planBatchRound') inFlight[type]++;
      if (type === 'submitBatchPage') started++;
      continue;
    }
    // The other commands of a workflow task (the patch's marker and search attribute) name the task that made them.
    if (
      Object.values(event).some(
        (attributes) => attributes && typeof attributes === 'object' && 'workflowTaskCompletedEventId' in attributes,
      )
    )
      continue;
    if (
      afterCommands &&
      started > 0 &&
      started < pages &&
      inFlight.planBatchRound === 0 &&
      inFlight.submitBatchPage < PARALLEL_PAGES
    ) {
      idle.push(
        `event ${String(event.eventId)}: ${inFlight.submitBatchPage} pages in flight, ${pages - started} not started, no plan under way`,
      );
    }
    afterCommands = Boolean(event.workflowTaskCompletedEventAttributes);
    const ended =
      event.activityTaskCompletedEventAttributes ??
      event.activityTaskFailedEventAttributes ??
      event.activityTaskTimedOutEventAttributes;
    const type = ended ? typeOf.get(String(ended.scheduledEventId)) : undefined;
    if (type === 'submitBatchPage' || type === 'planBatchRound') inFlight[type]--;
  }
  return idle;
}

/**
 * A bulk batch of `messages` one-credit messages, accepted (and debited) as the API would, sent by its workflow in
 * pages of one; the gateway answers the first `slowPages` pages `ms` late.
 */
async function sendOneMessagePages(messages: number, slow: { ms: number; slowPages: number }) {
  const env = testEnv();
  const session = await creditedSession(messages);
  const items = phoneNumbers(messages).map((toNumber, i) => ({
    toNumber,
    body: `Window ${i}`,
    credits: 1,
    contactId: null,
  }));
  const batch = await createListBatch(
    env.sequelize,
    {
      tenantId: session.tenant.id,
      userId: null,
      channel: 'sms',
      kind: 'bulk',
      audience: { type: 'numbers' },
      fromSender: 'INFO',
      scheduledAt: null,
    },
    items,
  );
  env.sandboxes.sms.store.latencies.set(MULTI_SEND_PATH, { ms: slow.ms, remaining: slow.slowPages });
  const handle = await env.temporal.workflow.start(sendBatchWorkflow, {
    taskQueue: env.config.taskQueue,
    workflowId: batchWorkflowId(batch.batchId),
    args: [{ batchId: batch.batchId, pageSize: 1 }],
  });
  return { session, batch, handle };
}

describe('a batch page window', () => {
  afterEach(() => testEnv().sandboxes.sms.store.latencies.clear());

  it('keeps every page slot busy to the last page: pages planned before the plan that finds no more still start as slots free', async function () {
    this.timeout(60_000);
    const pages = 12;
    // Pages slower than any plan, so a slot is only ever idle by the window's own doing.
    const { handle } = await sendOneMessagePages(pages, { ms: 700, slowPages: pages });
    const progress = await handle.result();
    assert.deepEqual({ submitted: progress.submitted, failed: progress.failed }, { submitted: pages, failed: 0 });
    const history = await handle.fetchHistory();
    assert.deepEqual(idleSlotsWithPagesLeft(history, pages), []);
  });

  it('an organization deactivated while pages are in flight: those are sent, the pages planned after them send nothing until it is reactivated', async function () {
    this.timeout(90_000);
    const env = testEnv();
    const admin = await superAdminToken();
    // The first four pages are slow at the gateway; the next ones are planned while they are in flight.
    const { session, batch, handle } = await sendOneMessagePages(12, { ms: 3000, slowPages: PARALLEL_PAGES });
    await waitFor(
      async () =>
        (await tenantMessages(session.tenant.id)).filter((m) => m.status === 'submitting').length === PARALLEL_PAGES ||
        undefined,
      20_000,
      50,
    );
    assert.equal(
      (await trpcCall('mutation', 'admin.tenants.setActive', { tenantId: session.tenant.id, active: false }, admin))
        .status,
      200,
    );

    await waitFor(
      async () => {
        const [row] = await env.sequelize.query<{ status: string }>('SELECT status FROM send_batches WHERE id = $1', {
          bind: [batch.batchId],
          type: QueryTypes.SELECT,
        });
        return row.status === 'held' || undefined;
      },
      30_000,
      100,
    );
    const held = await tenantMessages(session.tenant.id);
    assert.deepEqual(
      held.map((m) => (isSubmitted(m) ? 'sent' : m.status)),
      [...Array(4).fill('sent'), ...Array(8).fill('queued')],
      'only the pages in flight were sent',
    );
    assert.equal(sandboxCountsByReference(held.map((m) => m.id)).size, 4);
    assert.equal((await readBatchProgress(env.sequelize, batch.batchId)).submitted, 4);

    assert.equal(
      (await trpcCall('mutation', 'admin.tenants.setActive', { tenantId: session.tenant.id, active: true }, admin))
        .status,
      200,
    );
    const progress = await handle.result();
    assert.deepEqual({ submitted: progress.submitted, failed: progress.failed }, { submitted: 12, failed: 0 });
    const sent = await tenantMessages(session.tenant.id);
    assert.deepEqual(
      [...sandboxCountsByReference(sent.map((m) => m.id)).values()],
      Array(12).fill(1),
      'each message reached the gateway once',
    );
    assert.equal(await balanceOf(session.tenant.id, 'sms'), 0);
  });

  it('replays a batch history recorded before the window kept its planned pages (the change is patched)', async () => {
    // Recorded by the test above on the code before KEEP_PLANNED_PAGES: its last three pages were planned twice.
    const recorded = JSON.parse(
      readFileSync(path.join(__dirname, 'histories', 'page-window-before-keep-planned-pages.json'), 'utf8'),
    );
    const history = temporal.api.history.v1.History.fromObject(recorded);
    assert.notDeepEqual(idleSlotsWithPagesLeft(history, 12), [], 'the recorded history shows the old window');
    await Worker.runReplayHistory({ workflowBundle: testEnv().workflowBundle }, history);
  });
});
