/**
 * The domain's refusals as the interface's answers (§7), in one table: use-cases and db/ throw the domain errors of
 * domain/<area>/errors.ts with no HTTP in them, and both the REST error handler and the tRPC error middleware ask here
 * (tRPC keeps the message and turns the status into its code).
 */
import {
  AppError,
  fieldError,
  forbidden,
  insufficientBalance,
  notFound,
  unprocessable,
  validationFailed,
} from './errors';
import { formatTimestamp } from '../../../infra/timestamps';
import { AccountConflict, InsufficientCreditsError, LastAdminError } from '../../../domain/accounts/errors';
import {
  AlreadyAdmittedError,
  AttendingCountError,
  CardNotFoundError,
  CheckInSupersededError,
  CheckInUndoRefusedError,
  EventCancelledError,
  ForeignContactError,
  InviteeDeclinedError,
  InviteeNotInEventError,
  StageRuleError,
} from '../../../domain/events/errors';
import {
  AllRecipientsOptedOutError,
  BatchNotStartedError,
  ChatCreditsNeededError,
  EmptyAudienceError,
  InvalidInputError,
  MessageRejectedError,
  MessagingError,
  NotFoundError,
  ProviderFailedError,
  RecipientOptOutError,
  RefusedError,
  SendOutcomeUnknownError,
} from '../../../domain/messaging/errors';
import {
  NoPriceTierError,
  PendingCheckoutsLimitError,
  PendingPurchaseExistsError,
  PurchaseStateError,
} from '../../../domain/purchases/errors';
import { SenderIdRequestRefused, SenderIdStateError } from '../../../domain/sender-ids/errors';
import {
  WebhookDeliveryNotFoundError,
  WebhookEndpointDisabledError,
  WebhookEndpointLimitError,
  WebhookEndpointNotFoundError,
  WebhookError,
  WebhookUrlRefusedError,
} from '../../../domain/webhooks/errors';

/** One row: the answer to an error of `type` (or of a subclass), undefined for any other error. */
type Row = (err: unknown) => AppError | undefined;

const on =
  <E extends Error>(type: abstract new (...args: never[]) => E, answer: (err: E) => AppError): Row =>
  (err) =>
    err instanceof type ? answer(err) : undefined;

const providerFailed = (err: ProviderFailedError): AppError =>
  err.retryAfterSeconds !== null
    ? new AppError(
        429,
        'gateway_rate_limited',
        err.message,
        {},
        { 'Retry-After': String(Math.max(1, Math.ceil(err.retryAfterSeconds))) },
      )
    : new AppError(502, 'gateway_unreachable', err.message);

/** The first row that matches answers: a subclass comes before its parent. Each answer carries its error code. */
const TABLE: readonly Row[] = [
  // accounts
  on(InsufficientCreditsError, (err) => insufficientBalance(err.balance, err.required)),
  on(AccountConflict, (err) => validationFailed({ [err.field]: [err.message] })),
  on(LastAdminError, (err) => unprocessable(err.message, 'last_admin')),
  // purchases
  on(PendingPurchaseExistsError, (err) =>
    unprocessable(err.message, 'pending_purchase_exists', { pending_id: err.pendingId }),
  ),
  on(PendingCheckoutsLimitError, (err) =>
    unprocessable(err.message, 'pending_checkouts_limit', { pending_ids: err.pendingIds }),
  ),
  on(NoPriceTierError, (err) => unprocessable(err.message, 'no_price_tier')),
  on(PurchaseStateError, (err) => new AppError(409, 'invalid_state', err.message)),
  // sender ids
  on(SenderIdRequestRefused, (err) => fieldError('sender_id', err.message)),
  on(SenderIdStateError, (err) => new AppError(409, 'invalid_state', err.message)),
  // events: 422 on the field at fault
  on(ForeignContactError, (err) => validationFailed({ contact_id: [err.message] })),
  on(AttendingCountError, (err) => validationFailed({ attending_count: [err.message] })),
  on(InviteeNotInEventError, (err) => validationFailed({ event_invitee_id: [err.message] })),
  on(StageRuleError, (err) => validationFailed(err.errors)),
  // events: the door
  on(CardNotFoundError, (err) => new AppError(404, 'card_not_found', err.message)),
  on(
    AlreadyAdmittedError,
    (err) =>
      new AppError(409, 'already_admitted', err.message, {
        admitted_total: err.admittedTotal,
        admits: err.admits,
        last_checked_in_at: formatTimestamp(err.lastCheckedInAt),
        door: err.door,
      }),
  ),
  on(InviteeDeclinedError, (err) => new AppError(409, 'invitee_declined', err.message)),
  on(EventCancelledError, (err) => new AppError(409, 'event_cancelled', err.message)),
  on(CheckInUndoRefusedError, (err) => forbidden(err.message)),
  on(CheckInSupersededError, (err) => new AppError(409, 'check_in_superseded', err.message)),
  // messaging
  on(
    AllRecipientsOptedOutError,
    (err) => new AppError(422, 'all_recipients_opted_out', err.message, { opted_out: err.optedOut }),
  ),
  on(EmptyAudienceError, () => new AppError(422, 'no_recipients', 'There is no recipient to send to.')),
  on(InvalidInputError, (err) => validationFailed(err.errors)),
  on(NotFoundError, (err) => notFound(err.what)),
  on(RecipientOptOutError, (err) => new AppError(409, 'recipient_opt_out', err.message)),
  on(
    ChatCreditsNeededError,
    (err) => new AppError(422, 'insufficient_balance', err.message, { balance: err.balance, required: err.required }),
  ),
  on(RefusedError, (err) => new AppError(422, err.refusal, err.message)),
  on(MessageRejectedError, (err) => new AppError(422, 'message_rejected', err.message)),
  // 504: not known yet whether the provider took it (an Idempotency-Key keeps this answer: never run twice).
  on(SendOutcomeUnknownError, (err) => new AppError(504, 'send_outcome_unknown', err.message)),
  on(BatchNotStartedError, (err) => new AppError(503, 'batch_not_started', err.message)),
  on(ProviderFailedError, providerFailed),
  on(MessagingError, (err) => new AppError(422, 'refused', err.message)),
  // webhooks: a refused URL is 422 on `url`, a missing endpoint 404
  on(WebhookUrlRefusedError, (err) => fieldError('url', err.message)),
  on(WebhookEndpointNotFoundError, () => notFound('Webhook endpoint')),
  on(WebhookDeliveryNotFoundError, () => notFound('Webhook delivery')),
  on(WebhookEndpointLimitError, (err) => new AppError(422, 'webhook_endpoint_limit', err.message)),
  on(WebhookEndpointDisabledError, (err) => new AppError(422, 'webhook_endpoint_disabled', err.message)),
  on(WebhookError, (err) => new AppError(422, 'refused', err.message)),
];

/** The answer to a domain error; undefined for anything else (the caller's other rules, or a server error). */
export function domainErrorToHttp(err: unknown): AppError | undefined {
  for (const row of TABLE) {
    const answer = row(err);
    if (answer) return answer;
  }
  return undefined;
}
