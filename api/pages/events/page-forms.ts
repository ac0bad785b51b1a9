import { formatTzs } from '../../../domain/events/placeholders';
import { MAX_TZS_AMOUNT } from '../../../domain/events/vocabulary';
import { attendingCountError } from '../../../domain/events/attending-count';
import type { EventInvitee } from '../../../db/models';
import type { PageText } from './text';

/** The most one online payment may be when it is not bounded by an unpaid pledge (a contribution). */
export const MAX_ONLINE_PAYMENT = 10_000_000;

/** Whole shillings as a person types them: `50000`, `50,000`, `50 000`, `TZS 50,000`; null for anything else. */
export function parseShillings(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  const compact = raw
    .trim()
    .replace(/^TZS\s*/i, '')
    .replace(/[\s,]/g, '');
  if (!/^\d{1,13}$/.test(compact)) return null;
  const value = Number(compact);
  return value <= MAX_TZS_AMOUNT ? value : null;
}

/** The RSVP button pressed: `confirm` or `decline`. */
export const parseAnswer = (raw: unknown): 'confirmed' | 'declined' | null =>
  raw === 'confirm' ? 'confirmed' : raw === 'decline' ? 'declined' : null;

/**
 * The "how many will come" of a confirmation: undefined when the card admits one (no question asked) or nothing was
 * sent, else the number or why it is refused (domain/events/attending-count.ts).
 */
export function parseGuests(
  raw: unknown,
  admits: number,
  text: PageText,
): { ok: true; count: number | undefined } | { ok: false; message: string } {
  if (admits <= 1 || raw === undefined) return { ok: true, count: undefined };
  const count = typeof raw === 'string' && /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return attendingCountError(count, admits) === null
    ? { ok: true, count }
    : { ok: false, message: text.errors.guests(admits) };
}

/**
 * Why an online payment amount is refused, or null: at least 1 shilling; with an unpaid pledge at most its balance,
 * otherwise (no pledge, or paid in full) any contribution up to MAX_ONLINE_PAYMENT.
 */
export function payAmountError(amount: number | null, invitee: EventInvitee, text: PageText): string | null {
  if (amount === null || amount < 1) return text.errors.amount;
  const balance = invitee.pledgeAmount - invitee.paidAmount;
  if (balance > 0) return amount > balance ? text.errors.payTooMuch(formatTzs(balance)) : null;
  return amount > MAX_ONLINE_PAYMENT ? text.errors.payTooLarge(formatTzs(MAX_ONLINE_PAYMENT)) : null;
}
