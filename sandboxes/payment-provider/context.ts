import type { Logger } from '../../infra/logger';
import type { PaymentSandboxStore } from './store';

export type AutoSettlement = 'completed' | 'failed';

/** Resolved settings of one sandbox instance (options first, then the env vars of providers.md 2.6). */
export interface SandboxConfig {
  /** Base for `redirect_url`; null means "the request's Host". */
  publicUrl: string | null;
  /** Empty strings mean "accept any non-empty pair". */
  consumerKey: string;
  consumerSecret: string;
  tokenTtlSeconds: number;
  auto: AutoSettlement | null;
  autoDelayMs: number;
  ipnRetryDelaysMs: readonly number[];
  ipnTimeoutMs: number;
}

/**
 * Timers and in-flight requests that a reset or close must stop, so no IPN or auto-settlement from before a
 * reset lands in the fresh state.
 */
export class TimerSet {
  private readonly timers = new Set<NodeJS.Timeout>();
  private controller = new AbortController();

  /** Aborted by the next `cancelAll()`. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  after(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** Resolves true after `ms`, or false as soon as `cancelAll()` runs. */
  sleep(ms: number): Promise<boolean> {
    const signal = this.signal;
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const onAbort = (): void => resolve(false);
      signal.addEventListener('abort', onAbort, { once: true });
      this.after(ms, () => {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      });
    });
  }

  cancelAll(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.controller.abort();
    this.controller = new AbortController();
  }
}

/** Everything a handler needs; built once per sandbox instance. */
export interface SandboxContext {
  config: SandboxConfig;
  store: PaymentSandboxStore;
  timers: TimerSet;
  logger: Logger;
  /** Sends the IPN for the order's current status (fire and forget; retries on its own). */
  notify(orderTrackingId: string): void;
}
