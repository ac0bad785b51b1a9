import { darDate, daysInMonth } from '../calendar/dar-calendar';
import type { StageFrequency } from './vocabulary';

/** Africa/Dar_es_Salaam is UTC+3 all year (no DST), so a wall-clock time is a fixed offset from UTC. */
const DAR_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a stage runs: its first run, how often, and its last day. */
export interface StageRecurrence {
  sendAt: Date;
  frequency: StageFrequency;
  /** `YYYY-MM-DD`, a Dar es Salaam day: the last day a run may fall on (inclusive); null for a `once` stage. */
  endAt: string | null;
}

/** send_at's Dar es Salaam day and time `k` months on, the day clamped to the month's length. */
function monthlyOccurrence(sendAt: Date, k: number): Date {
  const local = new Date(sendAt.getTime() + DAR_OFFSET_MS);
  const months = local.getUTCMonth() + k;
  const year = local.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const day = Math.min(local.getUTCDate(), daysInMonth(year, month + 1));
  const timeOfDay = local.getTime() - Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(Date.UTC(year, month, day) + timeOfDay - DAR_OFFSET_MS);
}

/**
 * The `k`-th run (k ≥ 0) of a stage, at send_at's Dar es Salaam wall-clock time: k days, weeks or months after
 * send_at. A monthly stage keeps send_at's day of the month, or the month's last day when the month is shorter
 * (31 January → 28 or 29 February → 31 March → 30 April): it runs once every month, never skipping one.
 */
export function stageOccurrence(sendAt: Date, frequency: StageFrequency, k: number): Date {
  switch (frequency) {
    case 'once': return sendAt;
    case 'daily': return new Date(sendAt.getTime() + k * DAY_MS);
    case 'weekly': return new Date(sendAt.getTime() + 7 * k * DAY_MS);
    case 'monthly': return monthlyOccurrence(sendAt, k);
  }
}

/** A run index at or before the first run after `after` (a cheap start for the search). */
function firstCandidate(recurrence: StageRecurrence, after: Date): number {
  const elapsed = after.getTime() - recurrence.sendAt.getTime();
  if (elapsed <= 0) return 0;
  if (recurrence.frequency === 'daily') return Math.floor(elapsed / DAY_MS);
  if (recurrence.frequency === 'weekly') return Math.floor(elapsed / (7 * DAY_MS));
  return Math.max(0, Math.floor(elapsed / (31 * DAY_MS)) - 1);
}

/**
 * The stage's first run strictly after `after` whose Dar es Salaam day is on or before end_at, or null when none
 * is left (a `once` stage has the single run at send_at).
 */
export function nextStageRun(recurrence: StageRecurrence, after: Date): Date | null {
  if (recurrence.frequency === 'once') return recurrence.sendAt > after ? recurrence.sendAt : null;
  for (let k = firstCandidate(recurrence, after); ; k++) {
    const at = stageOccurrence(recurrence.sendAt, recurrence.frequency, k);
    if (recurrence.endAt !== null && darDate(at) > recurrence.endAt) return null;
    if (at > after) return at;
  }
}
