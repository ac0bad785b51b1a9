/** Why an events operation refused: domain errors with no HTTP in them (api/http/errors/error-table.ts maps them). */

/** A stage change that breaks a rule: field errors, answered as 422. */
export class StageRuleError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors).flat()[0]);
  }
}

/** The contact is not one of the tenant's (an invitee may only link the tenant's own contacts). */
export class ForeignContactError extends Error {}

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
