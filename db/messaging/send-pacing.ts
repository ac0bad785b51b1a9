/**
 * Pacing provider sends across every worker process (see `take_window_slot` in the send-window-slots migration): at
 * most `limit` slots in any sliding window, the slot times kept in PostgreSQL.
 */
import { QueryTypes, type Sequelize } from 'sequelize';

/** Takes the next slot of `key` (at most `limit` per `windowMs`); returns how many ms until it. */
export async function takeWindowSlot(sequelize: Sequelize, key: string, limit: number, windowMs: number): Promise<number> {
  const [row] = await sequelize.query<{ wait: number }>('SELECT take_window_slot($1, $2, $3) AS wait',
    { bind: [key, limit, windowMs], type: QueryTypes.SELECT });
  return Math.max(0, Number(row.wait));
}
