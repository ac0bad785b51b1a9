import { ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import { PENDING_REPORTS_SCHEDULE_ID } from '../../workflows/contracts';
import type { PendingReportsInput } from '../../workflows/messaging/pending-reports';
import { ensureSchedule } from './ensure-schedule';

/**
 * Creates the 10-minute Schedule that recovers lost delivery reports, or brings an existing one to the current spec
 * and task queue (every worker start calls it). Runs never overlap; a run missed while the cluster was down is
 * not caught up (the next one covers it).
 */
export const ensurePendingReportsSchedule = (client: Client, taskQueue: string): Promise<'created' | 'updated'> => {
  const input: PendingReportsInput = {}; // the age comes from the worker's config
  return ensureSchedule(client, {
    scheduleId: PENDING_REPORTS_SCHEDULE_ID,
    spec: { intervals: [{ every: '10 minutes' }] },
    action: {
      type: 'startWorkflow',
      workflowType: 'pendingReportsWorkflow',
      workflowId: PENDING_REPORTS_SCHEDULE_ID,
      taskQueue,
      args: [input],
    },
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 minute' },
  });
};
