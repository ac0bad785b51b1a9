/** The retry curve's bounds (infra's WebhooksConfig carries them). */
export interface RetryCurve {
  retryInitialMs: number;
  retryMaxMs: number;
}

/**
 * When a failed delivery is tried again: exponential backoff from `retryInitialMs`, doubling per failed attempt, capped
 * at `retryMaxMs` (defaults 5 s … 6 h), for `retryHorizonMs` (3 days). The same curve spaces the probes of an endpoint
 * that is down (its consecutive failed rounds), so a dead endpoint costs one probe per step, not one per event.
 */
export function retryDelayMs(config: RetryCurve, failedAttempts: number): number {
  const exponent = Math.min(Math.max(failedAttempts, 1) - 1, 40);
  return Math.min(config.retryInitialMs * 2 ** exponent, config.retryMaxMs);
}
