/**
 * A tenant's quiet hours: a daily window of Africa/Dar_es_Salaam clock times (UTC+3 all year, no DST) in which
 * background sends do not go out. `start` is inside the window, `end` is not; a window whose start is later than
 * its end crosses midnight (`20:00`–`08:00`). Pure: no clock, no I/O.
 */
export interface QuietHours {
  /** `HH:MM`, Dar es Salaam time. */
  start: string;
  /** `HH:MM`, Dar es Salaam time; differs from `start`. */
  end: string;
}

const DAR_OFFSET_MS = 3 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `text` is a clock time `HH:MM` (00:00–23:59). */
export const isClockTime = (text: string): boolean => CLOCK_TIME.test(text);

function minutesOfDay(clock: string): number {
  const match = CLOCK_TIME.exec(clock);
  if (!match) throw new RangeError(`not an HH:MM time: ${clock}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The instant the window ends when `instant` falls inside it, else null. A window crossing midnight ends on the
 * next day when `instant` is in its evening part.
 */
export function quietHoursEnd(window: QuietHours, instant: Date): Date | null {
  const local = instant.getTime() + DAR_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const now = local - dayStart;
  const start = minutesOfDay(window.start) * MINUTE_MS;
  const end = minutesOfDay(window.end) * MINUTE_MS;
  const endsToday = new Date(dayStart + end - DAR_OFFSET_MS);
  if (start < end) return now >= start && now < end ? endsToday : null;
  if (now >= start) return new Date(dayStart + DAY_MS + end - DAR_OFFSET_MS);
  return now < end ? endsToday : null;
}
