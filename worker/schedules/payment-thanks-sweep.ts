import { ScheduleOverlapPolicy, type Client, type ScheduleOptionsAction, type ScheduleSpec } from '@temporalio/client';
import { PAYMENT_THANKS_SWEEP_SCHEDULE_ID } from '../../workflows/contracts';
import { ensureSchedule } from './ensure-schedule';

export const PAYMENT_THANKS_SWEEP_SCHEDULE_SPEC: ScheduleSpec = { intervals: [{ every: '5 minutes' }] };

function sweepAction(taskQueue: string): ScheduleOptionsAction {
  return {
    type: 'startWorkflow',
    workflowType: 'paymentThanksSweepWorkflow',
    workflowId: PAYMENT_THANKS_SWEEP_SCHEDULE_ID,
    taskQueue,
    args: [],
  };
}

/**
 * Creates the 5-minute Schedule that thanks payments whose thank-you workflow was never started, or brings an
 * existing one to the current spec and task queue (every worker start calls it). Runs never overlap.
 */
export const ensurePaymentThanksSweepSchedule = (client: Client, taskQueue: string): Promise<'created' | 'updated'> =>
  ensureSchedule(client, {
    scheduleId: PAYMENT_THANKS_SWEEP_SCHEDULE_ID,
    spec: PAYMENT_THANKS_SWEEP_SCHEDULE_SPEC,
    action: sweepAction(taskQueue),
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '5 minutes' },
  });
