import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { envInteger, serverBusy, threadFile } from '../../http/worker-pool';
import type { CardJob, CardThreadTask } from './card-thread';

/** How cards are drawn off the event loop (each API process has its own pool). */
export interface CardRendererOptions {
  /** `CARD_RENDER_THREADS` (default 1): threads drawing cards at once. */
  threads: number;
  /** `CARD_RENDER_QUEUE` (default 16): drawings waiting for a thread; one more is answered 503. */
  maxQueue: number;
  /** `CARD_RENDER_BUDGET_MS` (default 60,000): a thread's running time on one drawing before it is stopped. */
  budgetMs: number;
}

export function cardRendererOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CardRendererOptions {
  return {
    threads: envInteger(env, 'CARD_RENDER_THREADS', 1, 1, 16),
    maxQueue: envInteger(env, 'CARD_RENDER_QUEUE', 16, 0, 1000),
    budgetMs: envInteger(env, 'CARD_RENDER_BUDGET_MS', 60_000, 100, 600_000),
  };
}

/**
 * Draws entry cards (a PNG takes 20–40 ms of resvg, a PDF of thousands of cards seconds of pdfmake) in a small piscina
 * pool, so no drawing blocks the API's event loop. A drawing that runs past the budget has its thread terminated
 * (piscina starts another) and is answered 503; so is one more when the queue is full.
 */
export class CardRenderer {
  private readonly pool: Piscina<CardThreadTask, Uint8Array>;

  constructor(private readonly options: CardRendererOptions) {
    this.pool = new Piscina({
      ...threadFile(__filename, 'card-thread'),
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Infinity,
    });
  }

  /** Jobs handed to the pool and not yet settled: those beyond `threads` wait (counted here, not by the pool's idle
   * threads, which a thread still starting, such as the one replacing a stopped drawing, is not). */
  private inFlight = 0;

  async render(job: CardJob): Promise<Buffer> {
    if (this.inFlight - this.options.threads >= this.options.maxQueue)
      throw serverBusy('The server is busy drawing other cards. Please try again shortly.');
    this.inFlight++;
    try {
      return await this.draw(job);
    } finally {
      this.inFlight--;
    }
  }

  private async draw(job: CardJob): Promise<Buffer> {
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let budget: NodeJS.Timeout | undefined;
    // The budget counts while a thread draws: not while the job waits in the queue.
    port1.once('message', () => {
      budget = setTimeout(() => abort.abort(), this.options.budgetMs);
    });
    try {
      const drawn = await this.pool.run({ job, port: port2 }, { signal: abort.signal, transferList: [port2] });
      return Buffer.from(drawn.buffer, drawn.byteOffset, drawn.byteLength);
    } catch (err) {
      if (!abort.signal.aborted) throw err;
      const seconds = (this.options.budgetMs / 1000).toLocaleString('en');
      throw serverBusy(`Drawing the cards took more than the limit of ${seconds} s. Please try again later.`);
    } finally {
      clearTimeout(budget);
      port1.close();
    }
  }

  /** Stops the threads (tests; a process that exits stops them anyway). */
  close(): Promise<void> {
    return this.pool.destroy();
  }
}

let shared: CardRenderer | undefined;

/** The process's card renderer, started with its first card, configured from the environment. */
export function cardRenderer(): CardRenderer {
  shared ??= new CardRenderer(cardRendererOptionsFromEnv());
  return shared;
}
