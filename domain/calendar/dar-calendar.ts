/**
 * Calendar days as `YYYY-MM-DD` strings in Africa/Dar_es_Salaam (UTC+3 all year, no DST), so "today" means the
 * same day for every API and worker process regardless of the host time zone. Pure: no clock, no I/O.
 */
const DAR_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day in Dar es Salaam at this instant. */
export function darDate(instant: Date): string {
  return new Date(instant.getTime() + DAR_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant at which a Dar es Salaam calendar day begins (00:00 EAT = 21:00Z the day before). */
export function darDayStart(day: string): Date {
  return new Date(toUtcMs(day) - DAR_OFFSET_MS);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Parses `YYYY-MM-DD`, refusing impossible days such as 2026-02-30. */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function formatIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(day: string, days: number): string {
  return new Date(toUtcMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

function toUtcMs(day: string): number {
  const parsed = parseIsoDate(day);
  if (!parsed) throw new RangeError(`not a YYYY-MM-DD date: ${day}`);
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day);
}
