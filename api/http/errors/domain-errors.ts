/**
 * The domain's refusals as the interface's answers (§7), in one place: use-cases throw domain errors with no HTTP
 * in them, and the error handler asks here first.
 */
import { AppError, insufficientBalance, notFound, validationFailed } from './errors';
import { InsufficientCreditsError } from '../../../db/accounts/ledger';
import { AllRecipientsOptedOutError, EmptyAudienceError } from '../../../db/messaging/batches';
import {
  BatchNotStartedError, ChatCreditsNeededError, InvalidInputError, MessageRejectedError, MessagingError, NotFoundError, ProviderFailedError,
  RecipientOptOutError, RefusedError, SendOutcomeUnknownError,
} from '../../../domain/messaging/errors';
import { eventErrorToHttp } from '../../events/event-errors';
import { webhookErrorToHttp } from '../../webhooks/webhook-errors';

export function domainErrorToHttp(err: unknown): AppError | undefined {
  if (err instanceof InsufficientCreditsError) return insufficientBalance(err.balance, err.required);
  if (err instanceof AllRecipientsOptedOutError) return new AppError(422, err.message, { opted_out: err.optedOut });
  if (err instanceof EmptyAudienceError) return new AppError(422, 'There is no recipient to send to.');
  const areaError = eventErrorToHttp(err) ?? webhookErrorToHttp(err);
  if (areaError) return areaError;
  if (!(err instanceof MessagingError)) return undefined;
  if (err instanceof InvalidInputError) return validationFailed(err.errors);
  if (err instanceof NotFoundError) return notFound(err.what);
  if (err instanceof RecipientOptOutError) return new AppError(409, err.message);
  if (err instanceof ChatCreditsNeededError) return new AppError(422, err.message, { balance: err.balance, required: err.required });
  if (err instanceof RefusedError || err instanceof MessageRejectedError) return new AppError(422, err.message);
  // 504: not known yet whether the provider took it (an Idempotency-Key keeps this answer: never run twice).
  if (err instanceof SendOutcomeUnknownError) return new AppError(504, err.message);
  if (err instanceof BatchNotStartedError) return new AppError(503, err.message);
  if (err instanceof ProviderFailedError) {
    return err.retryAfterSeconds !== null
      ? new AppError(429, err.message, {}, { 'Retry-After': String(Math.max(1, Math.ceil(err.retryAfterSeconds))) })
      : new AppError(502, err.message);
  }
  return new AppError(422, err.message);
}
