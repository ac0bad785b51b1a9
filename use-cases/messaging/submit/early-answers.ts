/**
 * Hands a long page's answers to the submission's recorder as they come, a group at a time, one write at a time:
 * a chat page takes minutes at the number's throughput, and its messages should show as sent within a second or so
 * of their send, not when the page ends. A write that fails (a database outage) keeps its answers for the end of the
 * page, where the submission records what is left, as for a page that records nothing early.
 */
import type { SendResult } from '../../../db/messaging/message-submission';
import type { Logger } from '../../../infra/logger';

/** A group is written once this long has passed since the last write began… */
const RECORD_EVERY_MS = 1_000;
/** …or once this many answers wait. */
const RECORD_EVERY_ANSWERS = 200;

export interface EarlyAnswers {
  add(answer: SendResult): void;
  /** Waits for the write under way; the ids of the answers recorded (the page leaves them out of its results). */
  settle(): Promise<Set<number>>;
}

export function createEarlyAnswers(
  recordNow: ((answers: SendResult[]) => Promise<void>) | undefined,
  logger: Logger,
): EarlyAnswers {
  const recorded = new Set<number>();
  let waiting: SendResult[] = [];
  let writing: Promise<void> | null = null;
  let lastWrite = Date.now();
  const write = (record: (answers: SendResult[]) => Promise<void>) => {
    const answers = waiting;
    waiting = [];
    lastWrite = Date.now();
    writing = record(answers)
      .then(() => answers.forEach((a) => recorded.add(a.id)))
      .catch((err: unknown) => {
        waiting.push(...answers);
        logger.warn({ err, answers: answers.length }, 'could not record answers yet; kept for the end of the page');
      })
      .finally(() => {
        writing = null;
      });
  };
  return {
    add(answer) {
      if (!recordNow) return;
      waiting.push(answer);
      if (!writing && (waiting.length >= RECORD_EVERY_ANSWERS || Date.now() - lastWrite >= RECORD_EVERY_MS))
        write(recordNow);
    },
    async settle() {
      while (writing) await writing;
      return recorded;
    },
  };
}
