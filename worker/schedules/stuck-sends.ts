import { ScheduleOverlapPolicy, type Client, type ScheduleOptionsAction, type ScheduleSpec } from '@temporalio/client';
import { STUCK_SENDS_SCHEDULE_ID } from '../../workflows/contracts';
import { ensureSchedule } from './ensure-schedule';
import type { StuckSendsInput } from '../../workflows/messaging/stuck-sends';

export const STUCK_SENDS_SCHEDULE_SPEC: ScheduleSpec = { intervals: [{ every: '5 minutes' }] };

function stuckSendsAction(taskQueue: string): ScheduleOptionsAction {
  const input: StuckSendsInput = {}; // the threshold comes from the worker's config
  return {
    type: 'startWorkflow',
    workflowType: 'stuckSendsWorkflow',
    workflowId: STUCK_SENDS_SCHEDULE_ID,
    taskQueue,
    args: [input],
  };
}

/**
 * Creates the 5-minute reconciliation Schedule of stuck single sends, or brings an existing one to the current
 * spec and task queue (every worker start calls it). Runs never overlap, and a run missed while the cluster was
 * down is not caught up: the next one covers it.
 */
export const ensureStuckSendsSchedule = (client: Client, taskQueue: string): Promise<'created' | 'updated'> =>
  ensureSchedule(client, {
    scheduleId: STUCK_SENDS_SCHEDULE_ID,
    spec: STUCK_SENDS_SCHEDULE_SPEC,
    action: stuckSendsAction(taskQueue),
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 minute' },
  });
