/** Why an events operation refused: domain errors with no HTTP in them (api/http/errors/error-table.ts maps them). */

/** A stage change that breaks a rule: field errors, answered as 422. */
export class StageRuleError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors).flat()[0]);
  }
}

/** The contact is not one of the tenant's (an invitee may only link the tenant's own contacts). */
export class ForeignContactError extends Error {}

/** An attending count the invitee's card or answer does not allow (domain/events/attending-count.ts). */
export class AttendingCountError extends Error {}

/** The invitee named by a payment is not one of this event's (interface: 422). */
export class InviteeNotInEventError extends Error {
  constructor() {
    super('The selected invitee does not belong to this event.');
  }
}

/** The payment provider refused or could not take the order. */
export class PledgeCheckoutUnavailableError extends Error {}
/** The invitee already has MAX_PENDING_PLEDGE_ORDERS other online payments open. */
export class TooManyPendingPledgeOrdersError extends Error {}
/** The event was cancelled while the payment was being asked for. */
export class PledgeEventClosedError extends Error {}

/** No card of this event holds the code (unknown, another event's, or replaced by a reissue). */
export class CardNotFoundError extends Error {
  constructor() {
    super('No card of this event has this code.');
  }
}

/** The card has admitted all its guests (or fewer remain than asked): nothing was admitted. */
export class AlreadyAdmittedError extends Error {
  constructor(
    readonly admittedTotal: number,
    readonly admits: number,
    readonly lastCheckedInAt: Date | null,
    readonly door: string | null,
  ) {
    const remaining = Math.max(0, admits - admittedTotal);
    super(
      remaining === 0
        ? `Already admitted: the card admits ${admits} and ${admittedTotal} entered.`
        : `Only ${remaining} of the card's ${admits} may still enter.`,
    );
  }
}

/** The invitee declined the invitation: their card admits no one. */
export class InviteeDeclinedError extends Error {
  constructor() {
    super('The invitee declined the invitation.');
  }
}

/** The event was cancelled: no one is checked in. */
export class EventCancelledError extends Error {
  constructor() {
    super('The event is cancelled.');
  }
}

/** An usher may undo only their own check-in, within CHECK_IN_UNDO_MINUTES; events.edit may undo any. */
export class CheckInUndoRefusedError extends Error {}

/** The check-in was superseded by an earlier scan of the card: it no longer counts, so there is nothing to undo. */
export class CheckInSupersededError extends Error {
  constructor() {
    super('This check-in was superseded by an earlier scan of the card: it no longer counts, nothing to undo.');
  }
}
