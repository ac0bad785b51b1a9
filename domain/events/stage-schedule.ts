import { darDate } from '../calendar/dar-calendar';
import type { StageFrequency, StageStatus } from './vocabulary';

/** A stage's timing as it will be stored (the request merged over the current row). */
export interface StageTiming {
  status: StageStatus;
  frequency: StageFrequency;
  sendAt: Date | null;
  /** `YYYY-MM-DD`, a Dar es Salaam day (inclusive). */
  endAt: string | null;
}

/**
 * The timing rules of interface §2 and decisions §8, as field errors: a recurring frequency needs `end_at`, and
 * `end_at` (a day) is not before the day of `send_at` in Dar es Salaam. A stage being scheduled (`arming`: status
 * set to scheduled, or send_at changed while scheduled) needs a `send_at` in the future.
 */
export function stageTimingErrors(timing: StageTiming, arming: boolean, now: Date): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (timing.frequency !== 'once' && timing.endAt === null) {
    add('end_at', `The end at field is required with a ${timing.frequency} frequency.`);
  }
  if (timing.endAt !== null && timing.sendAt !== null && timing.endAt < darDate(timing.sendAt)) {
    add('end_at', 'The end at must be a date on or after send at.');
  }
  if (arming && timing.status === 'scheduled') {
    if (timing.sendAt === null) add('send_at', 'The send at field is required to schedule a stage.');
    else if (timing.sendAt.getTime() <= now.getTime()) add('send_at', 'The send at must be in the future to schedule a stage.');
  }
  return errors;
}
