import { once } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import { parseUpload, type CheckedRow, type ParseTask } from './parse-upload';

/** A task as the pool hands it over: the parse task and a port to talk with the API on the way. */
export interface ThreadTask extends ParseTask {
  port: MessagePort;
}

/** From the thread on the task's port: started, then (once parsed) the rows in batches, each asked for by the API. */
export type ThreadMessage = { started: true } | { rows: CheckedRow[]; last: boolean };

/** What the thread's task returns, after its last batch of rows. */
export type ThreadOutcome = { ok: true } | { ok: false; message: string };

/**
 * Rows per message. The API asks for the next batch only after it took the previous one, so its event loop
 * deserializes one batch at a time (a few ms) between other requests rather than 100,000 rows at once.
 */
const ROWS_PER_MESSAGE = 2000;

/**
 * The entry point of an upload thread (piscina loads this file in each thread of the pool, parse-pool.ts). It says
 * when it starts, so the CPU budget counts running time and not time waiting in the queue, parses, then hands the
 * rows over batch by batch.
 */
export default async function parseInThread(task: ThreadTask): Promise<ThreadOutcome> {
  const { port, ...parseTask } = task;
  const post = (message: ThreadMessage) => port.postMessage(message);
  try {
    post({ started: true });
    const outcome = await parseUpload(parseTask);
    if (!outcome.ok) return outcome;
    const { rows } = outcome;
    for (let i = 0; i === 0 || i < rows.length; i += ROWS_PER_MESSAGE) {
      if (i > 0) await once(port, 'message');
      post({ rows: rows.slice(i, i + ROWS_PER_MESSAGE), last: i + ROWS_PER_MESSAGE >= rows.length });
    }
    return { ok: true };
  } finally {
    port.close();
  }
}
