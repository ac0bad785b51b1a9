import { ScheduleOverlapPolicy, type Client, type ScheduleOptionsAction, type ScheduleSpec } from '@temporalio/client';
import { BIRTHDAY_SCHEDULE_ID } from '../../workflows/contracts';
import { ensureSchedule } from './ensure-schedule';
import type { BirthdayWishesInput } from '../../workflows/messaging/birthday-wishes';

/** 08:00 every day in Dar es Salaam (UTC+3 all year). */
export const BIRTHDAY_SCHEDULE_SPEC: ScheduleSpec = {
  calendars: [{ hour: 8, minute: 0, comment: 'birthday wishes' }],
  timezone: 'Africa/Dar_es_Salaam',
};

function birthdayAction(taskQueue: string): ScheduleOptionsAction {
  const input: BirthdayWishesInput = {}; // "today" is the day the Schedule fires
  return {
    type: 'startWorkflow',
    workflowType: 'birthdayWishesWorkflow',
    workflowId: BIRTHDAY_SCHEDULE_ID,
    taskQueue,
    args: [input],
  };
}

/**
 * Creates the daily birthday Schedule, or brings an existing one to the current spec and task queue: every
 * worker start calls it, so it is idempotent. A run missed while the cluster was down is caught up within 12 hours
 * (still the same day in Dar es Salaam); a contact is wished once a year whatever reruns happen (birthday_wishes).
 */
export const ensureBirthdaySchedule = (client: Client, taskQueue: string): Promise<'created' | 'updated'> =>
  ensureSchedule(client, {
    scheduleId: BIRTHDAY_SCHEDULE_ID,
    spec: BIRTHDAY_SCHEDULE_SPEC,
    action: birthdayAction(taskQueue),
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '12 hours' },
  });
