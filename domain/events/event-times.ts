import { addDays, darDayStart } from '../calendar/dar-calendar';

/**
 * When an event happens, from its day and its clock times in Africa/Dar_es_Salaam (UTC+3 all year, no DST): a whole
 * day without a start; an end at or before the start is on the next day (a reception from 18:00 to 01:00); an end
 * without a start means nothing. Pure: no clock, no I/O.
 */
export type EventSchedule = { allDay: true; day: string } | { allDay: false; start: Date; end: Date | null };

const MINUTE_MS = 60_000;

function darInstant(day: string, clock: string): Date {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return new Date(darDayStart(day).getTime() + (hours * 60 + minutes) * MINUTE_MS);
}

export function eventSchedule(eventDate: string, startsAt: string | null, endsAt: string | null): EventSchedule {
  if (startsAt === null) return { allDay: true, day: eventDate };
  const start = darInstant(eventDate, startsAt);
  if (endsAt === null) return { allDay: false, start, end: null };
  const end = darInstant(endsAt > startsAt ? eventDate : addDays(eventDate, 1), endsAt);
  return { allDay: false, start, end };
}

/** `14:00`, or `18:00–01:00` (an end at or before the start is the next day's); '' without a start. */
export const clockRange = (startsAt: string | null, endsAt: string | null): string =>
  startsAt === null ? '' : endsAt === null ? startsAt : `${startsAt}–${endsAt}`;
