import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import {
  allHandlersFinished,
  ChildWorkflowFailure,
  condition,
  continueAsNew,
  defineSignal,
  executeChild,
  ParentClosePolicy,
  proxyActivities,
  setHandler,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import { shortActivityOptions } from '../activity-options';
import { sendBatchWorkflow } from '../messaging/send-batch';
import { batchWorkflowId, chatSmsFallbackWorkflowId, STAGE_CHANGED_SIGNAL } from '../contracts';
import { chatSmsFallbackWorkflow } from './chat-sms-fallback';

const { planStageRun, startStageRun, finishStageRun } =
  proxyActivities<ReturnType<typeof createActivities>>(shortActivityOptions);
/** Polling by retries (no history per poll), for the rare run whose batch workflow another execution started. */
const { awaitBatchFinished } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export interface EventStageInput {
  stageId: number;
  tenantId: number;
  /** Runs per execution before it continues as new (its history stays small over a year of daily runs). */
  runsPerExecution?: number;
}

/** The stage changed (armed, re-armed, sent now, disarmed, cancelled, deleted): read it again now. */
export const stageChangedSignal = defineSignal(STAGE_CHANGED_SIGNAL);

const RUNS_PER_EXECUTION = 30;

/**
 * A chat run with an SMS fallback hands it to its own workflow (abandoned: it outlives this execution), so this
 * stage's next runs never wait for the window.
 */
async function startSmsFallback(chatBatchId: number, afterMs: number): Promise<void> {
  try {
    await startChild(chatSmsFallbackWorkflow, {
      workflowId: chatSmsFallbackWorkflowId(chatBatchId),
      args: [{ chatBatchId, afterMs }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      typedSearchAttributes: workflowInfo().typedSearchAttributes,
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}

/** Sends a run's batch (its own workflow `batch-<id>`, as a child) and lands its outcome on the stage. */
async function sendRun(batchId: number): Promise<void> {
  try {
    await executeChild(sendBatchWorkflow, {
      workflowId: batchWorkflowId(batchId),
      args: [{ batchId }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      // The stage's own TenantId, as its workflow was started with it: an operator finds the run's batch by it too.
      typedSearchAttributes: workflowInfo().typedSearchAttributes,
    });
  } catch (err) {
    // Started by an earlier execution that was terminated mid-run: wait for it another way.
    if (err instanceof WorkflowExecutionAlreadyStartedError) await awaitBatchFinished(batchId);
    // Terminated by an operator: the run ends with what went out.
    else if (!(err instanceof ChildWorkflowFailure)) throw err;
  }
  const end = await finishStageRun(batchId);
  // Histories from before fallbacks existed answered nothing here.
  if (typeof end?.smsFallbackAfterMs === 'number') await startSmsFallback(batchId, end.smsFallbackAfterMs);
}

/**
 * One workflow per stage (id `stage-<stageId>`, TenantId search attribute): it reads the stage, sees a send-now run
 * through, waits for the next armed run (Dar es Salaam wall-clock times computed by the activities), runs it and
 * reads the stage again, until nothing is armed. The stage row decides everything; a `stageChanged` signal only makes
 * it read again now. Timers rather than a Schedule: the whole life of a stage is testable with time skipping, and its
 * status moves in one place.
 */
export async function eventStageWorkflow(input: EventStageInput): Promise<number> {
  let changed = false;
  setHandler(stageChangedSignal, () => {
    changed = true;
  });
  let lastBatchId: number | null = null;
  for (let runs = 0; ;) {
    changed = false;
    const plan = await planStageRun(input.stageId);
    if (plan.runningBatchId !== null && plan.runningBatchId !== lastBatchId) {
      lastBatchId = plan.runningBatchId;
      await sendRun(plan.runningBatchId);
      runs += 1;
    } else if (plan.nextRunAt === null) {
      if (!changed) return runs;
      continue;
    } else if (!(await condition(() => changed, Math.max(1, plan.nextRunAt - Date.now())))) {
      const run = await startStageRun(input.stageId, plan.nextRunAt);
      if (run.batchId !== null) {
        lastBatchId = run.batchId;
        await sendRun(run.batchId);
        runs += 1;
      }
    }
    if (runs >= (input.runsPerExecution ?? RUNS_PER_EXECUTION) || workflowInfo().continueAsNewSuggested) {
      await condition(allHandlersFinished);
      return continueAsNew<typeof eventStageWorkflow>(input);
    }
  }
}
