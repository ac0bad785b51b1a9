import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../../../infra/config';
import { takeRateLimitSlots } from '../../../db/messaging/rate-limit';
import { createCoalescer } from '../../../infra/coalescer';

/** The three send endpoints share one budget per tenant (docs/decisions.md §5). */
const SEND_LIMIT_KEY = 'sms-send';

/** A tenant's requests that arrive while its previous take runs are taken together, up to this many. */
const MAX_GROUP = 100;

/** One request's take: `wait` 0 when it passed, else the seconds to wait; and the window as it then stood. */
export interface SendSlot {
  wait: number;
  limit: number;
  /** Slots left after this request's: each request of a group sees its own (the last granted sees the fewest). */
  remaining: number;
  /** Seconds until the window's oldest second frees. */
  resetIn: number;
}

/**
 * 60 requests per rolling minute per tenant (config.sendRateLimitPerMinute), shared by every API process: the slots
 * are rows of PostgreSQL (db/messaging/rate-limit.ts). A tenant's concurrent requests take their slots in one
 * statement (infra/coalescer.ts), granted in arrival order; each answers 0 (pass) or the seconds to wait.
 */
export function sendSlotTaker(deps: {
  sequelize: Sequelize;
  config: Pick<AppConfig, 'sendRateLimitPerMinute'>;
}): (tenantId: number) => Promise<SendSlot> {
  const limit = deps.config.sendRateLimitPerMinute;
  const take = createCoalescer(MAX_GROUP, async (_key, requests: number[]): Promise<SendSlot[]> => {
    // A group holds one request at least, all of the one tenant its key names.
    const { granted, wait, remaining, resetIn } = await takeRateLimitSlots(
      deps.sequelize,
      requests[0]!,
      SEND_LIMIT_KEY,
      limit,
      requests.length,
    );
    return requests.map((_tenantId, i) =>
      i < granted
        ? { wait: 0, limit, remaining: remaining + (granted - 1 - i), resetIn }
        : { wait, limit, remaining: 0, resetIn },
    );
  });
  return (tenantId) => take(`${SEND_LIMIT_KEY}:${tenantId}`, tenantId);
}
