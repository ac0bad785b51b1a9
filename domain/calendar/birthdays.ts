import { addDays, darDate, daysBetween, formatIsoDate, isLeapYear, parseIsoDate } from './dar-calendar';

/**
 * Birthday arithmetic for the dashboard and the daily wishes. A 29 February birthday is celebrated on
 * 28 February in non-leap years (it stays in the birth month, and wishes go out before, not after, the day).
 */

export interface UpcomingBirthday {
  /** The day the birthday falls on, `YYYY-MM-DD`. */
  date: string;
  daysUntil: number;
  /** The age reached on that day. */
  upcomingAge: number;
}

/** The day a birth date's anniversary is celebrated in a given year. */
export function birthdayInYear(birthDate: string, year: number): string {
  const birth = parseIsoDate(birthDate);
  if (!birth) throw new RangeError(`not a YYYY-MM-DD date: ${birthDate}`);
  const day = birth.month === 2 && birth.day === 29 && !isLeapYear(year) ? 28 : birth.day;
  return formatIsoDate(year, birth.month, day);
}

/** The next birthday on or after `today` (today counts, with daysUntil 0). */
export function nextBirthday(birthDate: string, today: string): UpcomingBirthday {
  const todayYear = Number(today.slice(0, 4));
  let date = birthdayInYear(birthDate, todayYear);
  if (date < today) date = birthdayInYear(birthDate, todayYear + 1);
  return {
    date,
    daysUntil: daysBetween(today, date),
    upcomingAge: Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4)),
  };
}

/**
 * The (month, day) pairs of birth dates whose birthday falls within `days` days from `today` (today included):
 * what an index on (month, day) can be asked for. 29 February joins 28 February in non-leap years.
 */
export function birthdayMonthDays(today: string, days: number): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let offset = 0; offset < days; offset++) {
    const day = parseIsoDate(addDays(today, offset))!;
    pairs.push([day.month, day.day]);
    if (day.month === 2 && day.day === 28 && !isLeapYear(day.year)) pairs.push([2, 29]);
  }
  return pairs;
}

/** Today in Tanzania, as the (month, day) pairs whose birthdays fall today: 29 February is wished on the 28th in other years. */
export function birthdayDay(now: Date): { year: number; monthDays: Array<[number, number]> } {
  const today = darDate(now);
  return { year: Number(today.slice(0, 4)), monthDays: birthdayMonthDays(today, 1) };
}
