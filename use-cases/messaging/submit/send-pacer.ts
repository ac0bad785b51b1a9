/**
 * Keeps a provider number under its throughput whatever the number of worker processes: every send first takes the
 * next slot of the number's evenly spaced schedule, kept in PostgreSQL (db/messaging/send-pacing.ts), then waits
 * for it. Slots are spaced a little wider than the limit allows, because the provider counts arrivals in a sliding
 * second and network and event-loop jitter move arrivals by a few milliseconds either way.
 */
import type { Sequelize } from 'sequelize';
import { takeSendSlots } from '../../../db/messaging/send-pacing';

/** Slots are this much wider than 1 s / throughput: 1.5 % cost 1.3 s per 10,000; a 130429 from jitter is simply retried. */
export const PACING_MARGIN = 0.005;

export interface SendPacer {
  /** Waits for the next slot and answers true; false (at once) when that slot comes after `deadline` (epoch ms). */
  nextSlot(deadline: number): Promise<boolean>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSendPacer(sequelize: Sequelize, key: string, perSecond: number): SendPacer {
  const intervalMs = (1000 / perSecond) * (1 + PACING_MARGIN);
  return {
    async nextSlot(deadline) {
      const wait = await takeSendSlots(sequelize, key, 1, intervalMs);
      if (Date.now() + wait > deadline) return false;
      if (wait > 0) await sleep(wait);
      return true;
    },
  };
}
