/**
 * Keeps a provider number under its throughput whatever the number of worker processes, by the provider's own rule:
 * at most `perSecond` sends in any sliding second (providers.md §3.2). Every send first takes a slot of the number's
 * window, kept in PostgreSQL (db/messaging/send-pacing.ts), then waits for it. A pause in sending (between pages, at
 * the start) is made up at once, as the provider allows, instead of being lost as with evenly spaced slots.
 */
import type { Sequelize } from 'sequelize';
import { takeWindowSlot } from '../../db/messaging/send-pacing';

/**
 * The window is this much longer than a second: a send reaches the provider a few ms after its slot (network and
 * event-loop jitter), and one arriving early would find the send of a second ago still counted. The rare 130429 that
 * jitter still causes is retried by the submitter after a pause.
 */
export const WINDOW_MARGIN_MS = 10;

export interface SendPacer {
  /** Waits for the next slot and answers true; false (at once) when that slot comes after `deadline` (epoch ms). */
  nextSlot(deadline: number): Promise<boolean>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSendPacer(sequelize: Sequelize, key: string, perSecond: number): SendPacer {
  return {
    async nextSlot(deadline) {
      const wait = await takeWindowSlot(sequelize, key, perSecond, 1000 + WINDOW_MARGIN_MS);
      if (Date.now() + wait > deadline) return false;
      if (wait > 0) await sleep(wait);
      return true;
    },
  };
}
