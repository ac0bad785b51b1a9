import { ScheduleOverlapPolicy, type Client, type ScheduleOptionsAction, type ScheduleSpec } from '@temporalio/client';
import { LOW_BALANCE_ALERTS_SCHEDULE_ID } from '../../workflows/contracts';
import { ensureSchedule } from './ensure-schedule';

export const LOW_BALANCE_ALERTS_SCHEDULE_SPEC: ScheduleSpec = { intervals: [{ every: '1 minute' }] };

function lowBalanceAlertsAction(taskQueue: string): ScheduleOptionsAction {
  return {
    type: 'startWorkflow',
    workflowType: 'lowBalanceAlertsWorkflow',
    workflowId: LOW_BALANCE_ALERTS_SCHEDULE_ID,
    taskQueue,
    args: [],
  };
}

/**
 * Creates the minute-by-minute Schedule that delivers low-balance alerts, or brings an existing one to the current
 * spec and task queue (every worker start calls it). Runs never overlap; a missed run is covered by the next one.
 */
export const ensureLowBalanceAlertsSchedule = (client: Client, taskQueue: string): Promise<'created' | 'updated'> =>
  ensureSchedule(client, {
    scheduleId: LOW_BALANCE_ALERTS_SCHEDULE_ID,
    spec: LOW_BALANCE_ALERTS_SCHEDULE_SPEC,
    action: lowBalanceAlertsAction(taskQueue),
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 minute' },
  });
