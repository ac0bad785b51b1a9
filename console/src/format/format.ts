import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Where the console's people live: every time is shown in East Africa Time, whatever the device's zone. */
export const TIME_ZONE = 'Africa/Dar_es_Salaam';

// Digits grouped by commas in both languages, as prices are written in Tanzania.
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count (credits, messages) with thousands separators: 12500 → "12,500". */
export const formatCount = (value: number): string => whole.format(value);

/** An amount of Tanzanian shillings: 12500 → "TZS 12,500". */
export const formatMoney = (amount: number): string => `TZS ${whole.format(amount)}`;

/** An instant (ISO 8601 with its offset) as a date and time in Dar es Salaam, in the console's language. */
export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** An instant as HH:MM in Dar es Salaam, as an usher says when a scan was made (the same in both languages). */
export const formatClock = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** A calendar date (YYYY-MM-DD, already a Dar es Salaam day) with its weekday, in the console's language. */
export const formatDate = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'long' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** A phone number as Tanzanians write it: +255712345678 → "0712 345 678" (foreign numbers stay international). */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'TZ');
  if (!parsed) return phone;
  return parsed.country === 'TZ' ? parsed.formatNational() : parsed.formatInternational();
}
