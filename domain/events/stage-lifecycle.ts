/**
 * The life of an event stage (docs/decisions.md §8), in one place: the status moves allowed and who makes them, the rules of
 * changing a stage, when its runs fall (Dar es Salaam wall-clock time) and where the end of a run leaves it. Pure:
 * db/events stores the stage, use-cases/events make the moves. finishStageRun's SQL twins stageStatusAfterRun
 * (test/db/stage-run-end.test.ts compares them in PostgreSQL for every case).
 */
import { darDate, daysInMonth } from '../calendar/dar-calendar';
import type { StageFrequency, StageStatus } from './vocabulary';

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
    case 'once':
      return sendAt;
    case 'daily':
      return new Date(sendAt.getTime() + k * DAY_MS);
    case 'weekly':
      return new Date(sendAt.getTime() + 7 * k * DAY_MS);
    case 'monthly':
      return monthlyOccurrence(sendAt, k);
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

/** The next run of a stage: its first run after now and after `since` (its last run, or the run just taken), or null. */
export function nextRunOf(recurrence: StageRecurrence, now: Date, since: Date | null): Date | null {
  return nextStageRun(recurrence, new Date(Math.max(now.getTime(), since?.getTime() ?? 0)));
}

/**
 * What moves a stage: a user's `change` (create starts from draft), a `send` now, its armed `run` starting or being
 * `skip`ped (nothing billed), and the `finish` of the run it is sending.
 */
export type StageMove = 'change' | 'send' | 'run' | 'skip' | 'finish';

/**
 * The allowed status moves: from each status, by each move, the statuses it may reach. A sending stage only waits
 * for its run's end; sent, completed and cancelled are final.
 */
export const STAGE_TRANSITIONS: Readonly<Record<StageStatus, Partial<Record<StageMove, readonly StageStatus[]>>>> = {
  draft: { change: ['draft', 'scheduled', 'cancelled'], send: ['sending'] },
  scheduled: {
    change: ['draft', 'scheduled', 'cancelled'],
    send: ['sending'],
    run: ['sending'],
    skip: ['draft', 'active', 'completed'],
  },
  active: { change: ['active', 'cancelled'], send: ['sending'], run: ['sending'], skip: ['active', 'completed'] },
  sending: { finish: ['sent', 'draft', 'active', 'completed'] },
  sent: {},
  completed: {},
  cancelled: {},
};

/** Whether `move` may take a stage from `from` to `to`. */
export const canMove = (from: StageStatus, move: StageMove, to: StageStatus): boolean =>
  STAGE_TRANSITIONS[from][move]?.includes(to) ?? false;

/** Statuses whose stage has runs armed on its workflow. */
const ARMED_STATUSES: readonly StageStatus[] = ['scheduled', 'active'];
export const isArmed = (status: StageStatus): boolean => ARMED_STATUSES.includes(status);

/** Statuses whose next_run_at is a run the workflow waits for: the armed ones, and a stage sending a run keeps its schedule. */
export const hasPlannedRun = (status: StageStatus): boolean => isArmed(status) || status === 'sending';

/** A stage's timing as it will be stored (the request merged over the current row). */
export interface StageTiming {
  status: StageStatus;
  frequency: StageFrequency;
  sendAt: Date | null;
  /** `YYYY-MM-DD`, a Dar es Salaam day (inclusive). */
  endAt: string | null;
}

/**
 * The timing rules of docs/interface.md §2 and docs/decisions.md §8, as field errors: a recurring frequency needs `end_at`, and
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
    else if (timing.sendAt.getTime() <= now.getTime())
      add('send_at', 'The send at must be in the future to schedule a stage.');
  }
  return errors;
}

/** What a user's change of a stage sets (absent: unchanged). */
export interface StageChange {
  status?: StageStatus;
  frequency?: StageFrequency;
}

/**
 * The rules of changing a stage in its current status, as field errors: a stage sending, sent, completed or cancelled
 * can no longer be changed; a recurring stage between runs (`active`) can be edited or cancelled, and stays recurring.
 */
export function stageChangeErrors(status: StageStatus, change: StageChange): Record<string, string[]> {
  const targets = STAGE_TRANSITIONS[status].change;
  if (!targets) return { status: [`This stage is ${status} and can no longer be changed.`] };
  if (change.status !== undefined && !targets.includes(change.status)) {
    return {
      status: [
        status === 'active'
          ? 'A recurring stage between runs can only be cancelled.'
          : `A ${status} stage cannot become ${change.status}.`,
      ],
    };
  }
  if (status === 'active' && change.frequency === 'once') {
    return { frequency: ['A recurring stage between runs stays recurring; cancel it and create a once stage.'] };
  }
  return {};
}

/** The timing a user's change of a stage sets (absent: unchanged). */
export interface StageTimingChange extends StageChange {
  sendAt?: Date | null;
  endAt?: string | null;
}

/** What a user's change does to a stage's runs. */
export interface StageChangeEffect {
  /** It schedules the stage (status set to scheduled, or send_at changed while scheduled): send_at must be ahead. */
  scheduling: boolean;
  /** The stage is to be (re)armed for its next run (nextRunOf). */
  arms: boolean;
  /** The stage was armed and no longer is: its next run is dropped, its workflow told. */
  disarms: boolean;
}

/**
 * What a change from `before` to `after` does to the stage's runs: setting `scheduled`, or changing send_at,
 * frequency or end_at of an armed stage, (re)arms it for its next run; draft and cancelled disarm it.
 */
export function stageChangeEffect(
  before: StageStatus,
  after: StageStatus,
  change: StageTimingChange,
): StageChangeEffect {
  const statusChanged = change.status !== undefined && change.status !== before;
  const timingChanged = [change.sendAt, change.frequency, change.endAt].some((value) => value !== undefined);
  return {
    scheduling:
      change.status === 'scheduled' || (change.sendAt !== undefined && (change.status ?? before) === 'scheduled'),
    arms: isArmed(after) && (statusChanged || timingChanged),
    disarms: isArmed(before) && !isArmed(after),
  };
}

/** Why a stage cannot be sent now, or null. */
export function sendNowRefusal(status: StageStatus): string | null {
  if (canMove(status, 'send', 'sending')) return null;
  switch (status) {
    case 'sent':
      return 'This stage was already sent.';
    case 'completed':
      return 'This stage has completed its runs.';
    case 'cancelled':
      return 'This stage is cancelled.';
    default:
      return 'This stage is being sent right now.';
  }
}

/** What started a run: its armed time came, or a user sent the stage now. */
export type StageRunTrigger = 'scheduled' | 'now';

/** A stage's timing when a run starts. */
export interface RunStart {
  frequency: StageFrequency;
  /** The armed run's time (`scheduled`), or now (`now`). */
  runAt: Date;
  /** `scheduled`: the stage's run after this one (nextRunOf); `now`: its armed next run, if any. */
  nextRunAt: Date | null;
}

/**
 * The stage once a run started: `sending` it. An armed run moves the stage to its next run; a send-now of a once
 * stage disarms it (this is its send), while an armed recurring stage keeps its schedule.
 */
export function stageOnRunStart(
  trigger: StageRunTrigger,
  start: RunStart,
): { status: StageStatus; lastRunAt: Date; nextRunAt: Date | null } {
  const disarms = trigger === 'now' && start.frequency === 'once';
  return { status: 'sending', lastRunAt: start.runAt, nextRunAt: disarms ? null : start.nextRunAt };
}

/** A stage when a run of it ends (or is skipped). */
export interface StageAtRunEnd {
  status: StageStatus;
  frequency: StageFrequency;
  /** Whether a next run is armed (next_run_at set). */
  armed: boolean;
}

/** How a run ended: what started it, and how many of its messages the provider accepted (0 for a skipped run). */
export interface RunOutcome {
  trigger: StageRunTrigger;
  submitted: number;
}

/**
 * Where a run's end leaves its stage (db/events finishStageRun is its SQL twin). Only a `sending` stage moves (a
 * retry finds it moved already). A once stage becomes `sent`, or `draft` again when nothing of it went out (every
 * message cancelled or refused); a recurring one `active` while a run is armed, else `completed` after its last
 * scheduled run, or `draft` again after a send-now of a stage that was never armed.
 */
export function stageStatusAfterRun(stage: StageAtRunEnd, run: RunOutcome): StageStatus {
  if (stage.status !== 'sending') return stage.status;
  if (stage.frequency === 'once') return run.submitted > 0 ? 'sent' : 'draft';
  if (stage.armed) return 'active';
  return run.trigger === 'scheduled' ? 'completed' : 'draft';
}

/** Where a skipped armed run leaves its stage: as a scheduled run that sent nothing would. */
export function stageStatusAfterSkip(frequency: StageFrequency, nextRunAt: Date | null): StageStatus {
  return stageStatusAfterRun(
    { status: 'sending', frequency, armed: nextRunAt !== null },
    { trigger: 'scheduled', submitted: 0 },
  );
}
