/** East Africa Time (UTC+3, no DST) helpers: the gateway prints and schedules in local Tanzanian time. */

const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_ONLY = /^\d{2}:\d{2}$/;

/** `2026-11-22T09:15:02.120+0300`, the timestamp format of §1.3. */
export function formatEat(epochMs: number): string {
  return `${new Date(epochMs + EAT_OFFSET_MS).toISOString().slice(0, 23)}+0300`;
}

/** Whether `YYYY-MM-DD` names a real calendar day (Date.parse happily rolls 02-30 over to March). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
}

/** Whether `HH:mm` is a valid 24-hour clock time. */
export function isClockTime(value: string): boolean {
  if (!TIME_ONLY.test(value)) return false;
  const [hours, minutes] = value.split(':').map(Number);
  return hours! < 24 && minutes! < 60; // TIME_ONLY: two parts
}

/** Epoch ms of a schedule `date` + `time` read as EAT. Callers validate both first. */
export function parseEatDateTime(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00+03:00`);
}

/**
 * A `sentSince`/`sentUntil` filter bound: `YYYY-MM-DD` is a whole EAT day (since = its start, until = its end,
 * exclusive), any other value must be an ISO timestamp. Returns null when unparseable.
 */
export function parseDateBound(value: string, bound: 'since' | 'until'): number | null {
  if (DATE_ONLY.test(value)) {
    if (!isCalendarDate(value)) return null;
    const dayStart = parseEatDateTime(value, '00:00');
    return bound === 'since' ? dayStart : dayStart + DAY_MS;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed)) return null;
  // An exact `until` instant is inclusive; keep the half-open [since, until) convention of whole days.
  return bound === 'since' ? parsed : parsed + 1;
}
