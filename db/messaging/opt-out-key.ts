import { QueryTypes, type Sequelize } from 'sequelize';
import type { OptOutKey } from '../../domain/messaging/opt-out-token';

/** The key never changes once the migration made it: each process reads it once. */
const keys = new WeakMap<Sequelize, Promise<OptOutKey>>();

/** The server's opt-out link key (HMAC pads), read from opt_out_link_key once per connection pool. */
export function loadOptOutKey(sequelize: Sequelize): Promise<OptOutKey> {
  let key = keys.get(sequelize);
  if (!key) {
    key = sequelize
      .query<{ pads: Buffer }>('SELECT pads FROM opt_out_link_key', { type: QueryTypes.SELECT })
      .then(([row]) => {
        if (!row) throw new Error('opt_out_link_key is empty: run the migrations');
        return row.pads;
      });
    key.catch(() => keys.delete(sequelize));
    keys.set(sequelize, key);
  }
  return key;
}
