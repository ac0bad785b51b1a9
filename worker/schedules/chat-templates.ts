import { ScheduleOverlapPolicy, type Client, type ScheduleOptionsAction, type ScheduleSpec } from '@temporalio/client';
import { CHAT_TEMPLATES_SYNC_SCHEDULE_ID } from '../../workflows/contracts';
import { ensureSchedule } from './ensure-schedule';

export const CHAT_TEMPLATES_SCHEDULE_SPEC: ScheduleSpec = { intervals: [{ every: '1 hour' }] };

function syncAction(taskQueue: string): ScheduleOptionsAction {
  return {
    type: 'startWorkflow',
    workflowType: 'syncChatTemplatesWorkflow',
    workflowId: CHAT_TEMPLATES_SYNC_SCHEDULE_ID,
    taskQueue,
    args: [],
  };
}

/**
 * Creates the hourly chat template sync Schedule, or brings an existing one to the current spec and task queue
 * (every worker start calls it). Runs never overlap and a missed run is not caught up: the next one covers it.
 * Created, it runs once at once, so a fresh installation lists templates without waiting an hour.
 */
export const ensureChatTemplatesSchedule = (client: Client, taskQueue: string): Promise<'created' | 'updated'> =>
  ensureSchedule(client, {
    scheduleId: CHAT_TEMPLATES_SYNC_SCHEDULE_ID,
    spec: CHAT_TEMPLATES_SCHEDULE_SPEC,
    action: syncAction(taskQueue),
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 minute' },
    state: { triggerImmediately: true },
  });
