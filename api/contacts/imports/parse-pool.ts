import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { envInteger, serverBusy, threadFile } from '../../http/worker-pool';
import type { CheckedRow, ParseOutcome, ParseTask } from './parse-upload';
import type { ThreadMessage, ThreadOutcome, ThreadTask } from './parse-thread';

/** How uploads are parsed off the event loop (each API process has its own pool). */
export interface UploadParserOptions {
  /** `UPLOAD_PARSE_THREADS` (default 1): threads parsing uploads at once. */
  threads: number;
  /** `UPLOAD_PARSE_QUEUE` (default 8): uploads waiting for a thread; one more is answered 503. */
  maxQueue: number;
  /** `UPLOAD_PARSE_BUDGET_MS` (default 10,000): a thread's running time on one file before it is stopped. */
  budgetMs: number;
}

export function uploadParserOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): UploadParserOptions {
  return {
    threads: envInteger(env, 'UPLOAD_PARSE_THREADS', 1, 1, 16),
    maxQueue: envInteger(env, 'UPLOAD_PARSE_QUEUE', 8, 0, 1000),
    budgetMs: envInteger(env, 'UPLOAD_PARSE_BUDGET_MS', 10_000, 100, 600_000),
  };
}

/**
 * Parses uploads in a small piscina pool, so a costly file never blocks the API's event loop. A file that runs past
 * the budget has its thread terminated (piscina starts another) and is refused; a full queue is 503 with Retry-After.
 */
export class UploadParser {
  private readonly pool: Piscina<ThreadTask, ThreadOutcome>;

  constructor(private readonly options: UploadParserOptions) {
    this.pool = new Piscina({
      ...threadFile(__filename, 'parse-thread'),
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Infinity,
    });
  }

  async parse(task: ParseTask): Promise<ParseOutcome> {
    if (this.pool.queueSize >= this.options.maxQueue && this.pool.idleThreads === 0) {
      throw serverBusy('The server is busy reading other uploads. Please try again shortly.');
    }
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let budget: NodeJS.Timeout | undefined;
    const rows: CheckedRow[] = [];
    let allTaken = () => {};
    const taken = new Promise<void>((resolve) => {
      allTaken = resolve;
    });
    port1.on('message', (message: ThreadMessage) => {
      // The budget counts while a thread parses the file: not while it waits in the queue, nor while rows are handed over.
      if ('started' in message) {
        budget = setTimeout(() => abort.abort(), this.options.budgetMs);
        return;
      }
      clearTimeout(budget);
      rows.push(...message.rows);
      if (message.last) allTaken();
      else setImmediate(() => port1.postMessage('next'));
    });
    try {
      const outcome = await this.pool.run({ ...task, port: port2 }, { signal: abort.signal, transferList: [port2] });
      if (!outcome.ok) return outcome;
      await taken;
      return { ok: true, rows };
    } catch (err) {
      if (!abort.signal.aborted) throw err;
      const seconds = (this.options.budgetMs / 1000).toLocaleString('en');
      return { ok: false, message: `The file took more than the limit of ${seconds} s of processing time to read.` };
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

let shared: UploadParser | undefined;

/** The process's upload parser, started with its first upload, configured from the environment. */
export function uploadParser(): UploadParser {
  shared ??= new UploadParser(uploadParserOptionsFromEnv());
  return shared;
}
