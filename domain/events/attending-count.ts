import type { InviteeStatus } from './vocabulary';

/**
 * How many of a card's guests will come (issue 34 §3): a whole number from 1 up to what the card admits, null until
 * the invitee says. The one rule behind `PUT …/invitees/{id}`, the invitee's page and the SMS reply `NDIYO 3`.
 */

/** Why `count` cannot be the attending count of a card admitting `admits`, or null when it can. */
export function attendingCountError(count: number, admits: number): string | null {
  if (!Number.isInteger(count)) return 'The attending count must be a whole number.';
  if (count < 1) return 'The attending count must be at least 1.';
  if (count > admits) {
    return admits === 1
      ? 'The attending count may not be greater than 1: the card admits 1 guest.'
      : `The attending count may not be greater than ${admits}: the card admits ${admits} guests.`;
  }
  return null;
}

/** What an invitee has, and what a change asks (undefined: unchanged; a null attending count: not said). */
export interface AttendingState {
  status: InviteeStatus;
  admits: number;
  attendingCount: number | null;
}
export type AttendingChange = Partial<AttendingState>;

/**
 * The attending count after a change, or why the change is refused. A declined invitee brings no one: declining
 * clears the count, and a count given to one who stays declined is refused (confirm them in the same change). A card
 * that now admits fewer than the count keeps the count at what it admits (the organiser changed the card, the guest
 * still comes).
 */
export function settleAttendingCount(
  current: AttendingState,
  change: AttendingChange,
): { ok: true; attendingCount: number | null } | { ok: false; message: string } {
  const status = change.status ?? current.status;
  const admits = change.admits ?? current.admits;
  if (change.attendingCount === undefined) {
    const kept = status === 'declined' ? null : current.attendingCount;
    return { ok: true, attendingCount: kept === null ? null : Math.min(kept, admits) };
  }
  if (change.attendingCount === null) return { ok: true, attendingCount: null };
  if (status === 'declined')
    return { ok: false, message: 'A declined invitee brings no one: set the status to confirmed with the count.' };
  const error = attendingCountError(change.attendingCount, admits);
  return error ? { ok: false, message: error } : { ok: true, attendingCount: change.attendingCount };
}
