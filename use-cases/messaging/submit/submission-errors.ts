/**
 * Provider outcomes of a page that are neither all accepted nor one error for all: a channel that calls its provider
 * once per message (chat) gets some answers and misses others. Both are ProviderErrors, so the batch activity retries
 * the page as for any provider failure, and the retry sends only what is still unsent.
 */
import type { SendResult } from '../../../db/messaging/message-submission';
import { ProviderError, type ProviderFailureKind } from '../../../infra/providers/provider-errors';

/**
 * A page the provider answered in part: `results` are the answers it gave (recorded), `unsentIds` the messages it
 * surely did not take (released for a clean retry), `ambiguousIds` those it may have taken (kept `submitting`, looked
 * for before anything is resent). `cause` is why the rest went unanswered.
 */
export class PartialSendError extends ProviderError {
  override readonly name = 'PartialSendError';
  readonly kind: ProviderFailureKind;

  constructor(
    readonly results: SendResult[],
    readonly unsentIds: number[],
    readonly ambiguousIds: number[],
    override readonly cause: ProviderError,
  ) {
    super(
      `${unsentIds.length + ambiguousIds.length} of ${results.length + unsentIds.length + ambiguousIds.length} messages unanswered: ${cause.message}`,
    );
    this.kind = ambiguousIds.length > 0 ? 'ambiguous' : cause.kind;
  }
}

/** Messages whose send answer was lost and that the provider has not reported on yet: retry later, resend nothing. */
export class OutcomePendingError extends ProviderError {
  override readonly name = 'OutcomePendingError';
  readonly kind = 'ambiguous';

  constructor(readonly waiting: number) {
    super(
      `${waiting} message(s) may have been sent; waiting for the provider to report on them before anything is resent`,
    );
  }
}
