/**
 * Pacing provider sends across every worker process (see `take_send_slots` in the chat-sends migration): slots are
 * reserved in PostgreSQL, evenly spaced, so all workers together stay under a provider's throughput.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';

/** Reserves the next `count` slots of `key`, `intervalMs` apart; returns how many ms until the first of them. */
export async function takeSendSlots(
  sequelize: Sequelize,
  key: string,
  count: number,
  intervalMs: number,
): Promise<number> {
  const [row = missingRow('the send slots')] = await sequelize.query<{ wait: number }>(
    'SELECT take_send_slots($1, $2, $3) AS wait',
    { bind: [key, count, intervalMs], type: QueryTypes.SELECT },
  );
  return Number(row.wait);
}
