import { darDate, formatIsoDate, parseIsoDate } from '../calendar/dar-calendar';
import { INVALID_PHONE_MESSAGE } from './phone';

/** The cells of one imported contact as read from the file (any of them may be missing). */
export interface RawContactRow {
  name?: string;
  phone?: string;
  email?: string;
  birth_date?: string;
  /** An invitees file's card cells (issue 34 §1); contact imports ignore them. */
  card_type?: string;
  admits?: string;
}

/** A checked import row (phone normalized to 255…, birth date as YYYY-MM-DD), ready to upsert. */
export interface ValidContactRow {
  name: string;
  phone: string;
  email: string | null;
  birthDate: string | null;
}

/** An invitee row's entry card, when its file names one (domain/events/invitee-card-cells.ts). */
export interface ImportedCard {
  cardType: string;
  admits: number;
}

export type RowCheck = { ok: true; contact: ValidContactRow; card?: ImportedCard } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_WITH_OPTIONAL_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.+\-Z]*)?$/;

/**
 * Validates one imported row: name and phone required, phone a Tanzanian mobile number, email optional,
 * birth date optional as `YYYY-MM-DD` or `DD/MM/YYYY` (spreadsheets in Tanzania write day first), not in
 * the future. All problems of the row are reported together.
 */
export function checkContactRow(
  raw: RawContactRow,
  normalizePhone: (input: string) => string | null,
  today = darDate(new Date()),
): RowCheck {
  const problems: string[] = [];
  const name = (raw.name ?? '').trim();
  if (!name) problems.push('The name is required.');
  else if (name.length > 255) problems.push('The name may not be greater than 255 characters.');
  const phoneText = (raw.phone ?? '').trim();
  const phone = phoneText ? normalizePhone(phoneText) : null;
  if (!phoneText) problems.push('The phone is required.');
  else if (!phone) problems.push(INVALID_PHONE_MESSAGE);
  const email = (raw.email ?? '').trim().toLowerCase() || null;
  if (email && (email.length > 255 || !EMAIL.test(email))) problems.push('The email must be a valid email address.');
  const birthText = (raw.birth_date ?? '').trim();
  const birthDate = birthText ? readBirthDate(birthText, today) : null;
  if (birthText && !birthDate) problems.push('The birth date must be a past date as YYYY-MM-DD or DD/MM/YYYY.');
  if (problems.length > 0) return { ok: false, message: problems.join(' ') };
  return { ok: true, contact: { name, phone: phone!, email, birthDate } };
}

/** `YYYY-MM-DD` (a time part is ignored) or `DD/MM/YYYY`, from 1900 up to today; null otherwise. */
export function readBirthDate(text: string, today: string): string | null {
  const dayFirst = DAY_MONTH_YEAR.exec(text);
  const iso = dayFirst
    ? formatIsoDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]))
    : ISO_WITH_OPTIONAL_TIME.exec(text)?.[1];
  const parsed = iso ? parseIsoDate(iso) : null;
  if (!iso || !parsed || parsed.year < 1900 || iso > today) return null;
  return iso;
}
