/**
 * Why a send use-case refused: domain errors with no HTTP in them. The API maps them to its answers in one place
 * (api/http/errors/error-table.ts); activities log or retry them. A short balance is domain/accounts/errors.ts InsufficientCreditsError.
 */
export abstract class MessagingError extends Error {}

/** Input that names things the tenant does not have, or cannot be sent: field path → messages. */
export class InvalidInputError extends MessagingError {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors).flat()[0] ?? 'The given data was invalid.');
  }
}

export const invalidField = (field: string, message: string): InvalidInputError =>
  new InvalidInputError({ [field]: [message] });

/** A record of the tenant's that does not exist (or is another tenant's). */
export class NotFoundError extends MessagingError {
  constructor(readonly what: string) {
    super(`${what} not found.`);
  }
}

/** Which refusal: the API answers it as its error code (api/http/errors/error-codes.ts), so clients can tell them apart. */
export type Refusal =
  | 'refused'
  | 'opted_out'
  | 'all_recipients_opted_out'
  | 'group_empty'
  | 'not_scheduled'
  | 'nothing_to_cancel'
  | 'nothing_to_resend'
  | 'no_gateway_id'
  | 'stage_already_sent'
  | 'stage_not_sendable'
  | 'no_eligible_invitees'
  | 'cannot_delete_self';

/** A request the current state refuses (not scheduled any more, nothing left to cancel, an empty group…). */
export class RefusedError extends MessagingError {
  constructor(
    message: string,
    readonly refusal: Refusal = 'refused',
  ) {
    super(message);
  }
}

/** The number opted out of the organization's messages on this channel: nothing is sent or billed. */
export class RecipientOptedOutError extends RefusedError {
  constructor() {
    super('This number has opted out of messages from your organization.', 'opted_out');
  }
}

/** The tenant tried to remove an opt-out the recipient made (its page, a STOP reply): only the recipient may. */
export class RecipientOptOutError extends MessagingError {
  constructor(phone: string) {
    super(
      `${phone} opted out itself (the opt-out page or a STOP reply); only the recipient can take that back, with the page or a START or ANZA reply.`,
    );
  }
}

/** The provider refused this message outright (it was refunded). */
export class MessageRejectedError extends MessagingError {}

/** The provider could not be used for a request that waits for it (it was refunded unless said otherwise). */
export class ProviderFailedError extends MessagingError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/**
 * A send was billed but whether the provider took it is not known yet (it did not answer in time and its logs could
 * not be read): it is settled within minutes and refunded unless it was sent. Running the request again could send
 * and bill twice.
 */
export class SendOutcomeUnknownError extends MessagingError {}

/** A batch was accepted but its workflow could not be started: it was failed and refunded, nothing was sent. */
export class BatchNotStartedError extends MessagingError {}

/** The chat wallet covers no recipient at all (a partial cover sends what it covers instead). */
export class ChatCreditsNeededError extends MessagingError {
  constructor(
    readonly balance: number,
    readonly required: number,
  ) {
    super('Insufficient chat balance. Please buy chat credits to send chat messages.');
  }
}

/** No recipient at acceptance (an empty group, no birthdays today, no eligible invitee). */
export class EmptyAudienceError extends Error {}

/** Every recipient at acceptance had opted out of the organization's messages on the batch's channel. */
export class AllRecipientsOptedOutError extends EmptyAudienceError {
  constructor(readonly optedOut: number) {
    super('Every recipient has opted out of your messages.');
  }
}
