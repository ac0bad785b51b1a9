import { darDayStart, parseIsoDate } from './dar-calendar';

/**
 * `YYYY-MM-DD`, then optionally a time `HH:MM[:SS[.fraction]]` after `T` or a space, then optionally `Z` or an
 * offset `±HH`, `±HHMM` or `±HH:MM` (only after a time).
 */
const ISO_DATETIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const OFFSET = /^([+-])(\d{2}):?(\d{2})?$/;
const MINUTE_MS = 60_000;

/** Minutes east of UTC of a `Z`/`±HH[:MM]` suffix; null when it is not a real offset. */
function offsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const [, sign, hours, minutes = '00'] = OFFSET.exec(zone) ?? [];
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * The instant an ISO 8601 datetime given by a user names, or null when it is not one (or names an impossible day
 * or time). With `Z` or an offset it is that instant. Without one it is local time, as ISO 8601 reads it, and our
 * users' clock is Dar es Salaam's: `2026-12-01 09:00` is 06:00Z. Africa/Dar_es_Salaam keeps UTC+3 all year (no
 * daylight saving), so the day's start comes from dar-calendar's fixed offset rather than a time-zone database.
 */
export function parseUserDateTime(text: string): Date | null {
  const match = ISO_DATETIME.exec(text.trim());
  if (!match || parseIsoDate(match[1]!) === null) return null;
  const [, day, hours = '00', minutes = '00', seconds = '00', fraction = '', zone] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  const sinceMidnight =
    ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 +
    Number(fraction.padEnd(3, '0').slice(0, 3));
  if (zone === undefined) return new Date(darDayStart(day!).getTime() + sinceMidnight);
  const offset = offsetMinutes(zone);
  return offset === null ? null : new Date(Date.parse(`${day}T00:00:00Z`) + sinceMidnight - offset * MINUTE_MS);
}
