import { daysBetween } from './dar-calendar';

/**
 * Tanzanian public holidays, 2026–2027.
 *
 * Sources: the fixed dates are those of the Public Holidays Act (Cap. 35 R.E. 2002) as amended, as listed by the
 * Government of Tanzania; Good Friday and Easter Monday follow the Western Easter computus (Easter Sunday 2026-04-05,
 * 2027-03-28). The Islamic holidays (Eid el-Fitr, Eid el-Hajj, Maulid) depend on the sighting of the moon: the dates
 * below are the ones published in advance in the Hijri calendar (Umm al-Qura) tables and public-holiday calendars,
 * marked `provisional`; the government confirms each a few days before, and this table should be corrected then.
 * Beyond the last entry there is no upcoming holiday (null) until the table is extended.
 */
export interface PublicHoliday {
  date: string;
  name: string;
  provisional?: true;
}

export const TANZANIA_PUBLIC_HOLIDAYS: readonly PublicHoliday[] = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-01-12', name: 'Zanzibar Revolution Day' },
  { date: '2026-03-20', name: 'Eid el-Fitr', provisional: true },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-04-07', name: 'Sheikh Abeid Amani Karume Day' },
  { date: '2026-04-26', name: 'Union Day' },
  { date: '2026-05-01', name: "Workers' Day" },
  { date: '2026-05-27', name: 'Eid el-Hajj', provisional: true },
  { date: '2026-07-07', name: 'Saba Saba (Dar es Salaam International Trade Fair Day)' },
  { date: '2026-08-08', name: "Nane Nane (Farmers' Day)" },
  { date: '2026-08-26', name: "Maulid (Prophet's Birthday)", provisional: true },
  { date: '2026-10-14', name: 'Mwalimu Nyerere Day' },
  { date: '2026-12-09', name: 'Independence Day' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-26', name: 'Boxing Day' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-01-12', name: 'Zanzibar Revolution Day' },
  { date: '2027-03-10', name: 'Eid el-Fitr', provisional: true },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-04-07', name: 'Sheikh Abeid Amani Karume Day' },
  { date: '2027-04-26', name: 'Union Day' },
  { date: '2027-05-01', name: "Workers' Day" },
  { date: '2027-05-17', name: 'Eid el-Hajj', provisional: true },
  { date: '2027-07-07', name: 'Saba Saba (Dar es Salaam International Trade Fair Day)' },
  { date: '2027-08-08', name: "Nane Nane (Farmers' Day)" },
  { date: '2027-08-15', name: "Maulid (Prophet's Birthday)", provisional: true },
  { date: '2027-10-14', name: 'Mwalimu Nyerere Day' },
  { date: '2027-12-09', name: 'Independence Day' },
  { date: '2027-12-25', name: 'Christmas Day' },
  { date: '2027-12-26', name: 'Boxing Day' },
];

export interface UpcomingHoliday {
  name: string;
  date: string;
  days_until: number;
}

/** The next holiday on or after `today` (a holiday today has days_until 0), or null past the table's end. */
export function nextPublicHoliday(
  today: string,
  table: readonly PublicHoliday[] = TANZANIA_PUBLIC_HOLIDAYS,
): UpcomingHoliday | null {
  const next = table.filter((h) => h.date >= today).sort((a, b) => a.date.localeCompare(b.date))[0];
  return next ? { name: next.name, date: next.date, days_until: daysBetween(today, next.date) } : null;
}
