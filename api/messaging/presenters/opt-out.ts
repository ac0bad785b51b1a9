import type { OptOutRecord } from '../../../db/messaging/opt-outs';
import { formatTimestamp } from '../../../lib/infra/timestamps';

/** An opt-out: `channel` null stops every channel; `source` is link, reply (STOP/ACHA on chat) or api. */
export const presentOptOut = (o: OptOutRecord) => ({
  id: Number(o.id),
  phone: o.phone,
  channel: o.channel,
  source: o.source,
  contact: o.contact,
  created_at: formatTimestamp(o.created_at),
});
