/**
 * How a provider call failed, in the terms that decide what a sender may do next. Every provider client throws
 * subclasses of ProviderError, so the send machinery treats the SMS gateway and the chat provider alike.
 * - `unavailable`: nothing was accepted (refused connection, 5xx answer): retry freely;
 * - `rate_limited`: nothing was accepted; retry after `retryAfterSeconds`;
 * - `ambiguous`: the request left and no (complete) answer came back: the provider may have acted on it, so look
 *   before resending (neither provider has an idempotency key);
 * - `rejected`: the request itself is refused; retrying cannot help.
 */
export type ProviderFailureKind = 'unavailable' | 'rate_limited' | 'ambiguous' | 'rejected';

export abstract class ProviderError extends Error {
  abstract readonly kind: ProviderFailureKind;
  /** For `rate_limited`: how long the provider asked us to wait. */
  readonly retryAfterSeconds: number | null = null;

  get retryable(): boolean {
    return this.kind !== 'rejected';
  }
}
