/**
 * Outbound delivery callbacks (docs/providers.md §0 "callbacks out"): JSON POST with a 5 s timeout, retried after 1 s,
 * 2 s and 4 s on a non-2xx answer or network error. A bounded pool (default 50 in flight) keeps a 100,000-report
 * burst from opening 100,000 sockets.
 */
import type { Logger } from '../../infra/logger';
import type { CallbackAttempt } from './store';

export interface CallbackJob {
  messageId: string;
  url: string;
  /** JSON body, serialised once so retries resend the same bytes. */
  payload: string;
  /** 1 for the first POST. */
  attempt: number;
  /** Extra request headers (a signature over `payload`, say). */
  headers?: Record<string, string>;
}

export interface CallbackDispatcherOptions {
  concurrency: number;
  timeoutMs: number;
  /** Waits before attempt 2, 3, …; when exhausted the callback is given up. */
  retryDelaysMs: readonly number[];
  onAttempt: (attempt: CallbackAttempt) => void;
  log: Logger;
}

export const DEFAULT_CALLBACK_OPTIONS = {
  concurrency: 50,
  timeoutMs: 5000,
  retryDelaysMs: [1000, 2000, 4000],
} as const;

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name}: ${error.message}${cause}`;
}

export class CallbackDispatcher {
  private queue: CallbackJob[] = [];
  private head = 0;
  private inFlight = 0;
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  /**
   * Bumped on reset: a POST already in flight then finishes (within its timeout) but is neither recorded nor
   * retried. Cheaper than AbortSignal.any, which keeps every combined signal linked to a long-lived parent.
   */
  private generation = 0;

  constructor(private readonly options: CallbackDispatcherOptions) {}

  /** Callbacks waiting for a slot or a retry, plus those in flight. */
  get pending(): number {
    return this.queue.length - this.head + this.retryTimers.size + this.inFlight;
  }

  enqueue(job: CallbackJob): void {
    this.queue.push(job);
    this.pump();
  }

  /** Drops queued and scheduled callbacks and abandons those in flight. */
  reset(): void {
    this.generation += 1;
    this.queue = [];
    this.head = 0;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
  }

  private pump(): void {
    while (this.inFlight < this.options.concurrency && this.head < this.queue.length) {
      const job = this.queue[this.head]!;
      this.head += 1;
      this.inFlight += 1;
      void this.deliver(job).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
    // Compact occasionally so a long run does not keep every delivered job alive.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  private async deliver(job: CallbackJob): Promise<void> {
    const generation = this.generation;
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(job.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...job.headers },
        body: job.payload,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      statusCode = response.status;
      await response.arrayBuffer(); // drain so the keep-alive socket goes back to the pool
    } catch (failure) {
      error = describeFailure(failure);
    }
    if (generation !== this.generation) return;
    const { messageId, url, attempt } = job;
    this.options.onAttempt({ messageId, url, attempt, statusCode, error, at: Date.now() });
    if (statusCode === null || statusCode < 200 || statusCode >= 300) this.retryLater(job, statusCode, error);
  }

  private retryLater(job: CallbackJob, statusCode: number | null, error: string | null): void {
    const delay = this.options.retryDelaysMs[job.attempt - 1];
    if (delay === undefined) {
      this.options.log.warn(
        { messageId: job.messageId, url: job.url, attempts: job.attempt, statusCode, error },
        'callback given up',
      );
      return;
    }
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      this.enqueue({ ...job, attempt: job.attempt + 1 });
    }, delay);
    timer.unref();
    this.retryTimers.add(timer);
  }
}
