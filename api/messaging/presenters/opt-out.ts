import type { OptOutRecord } from '../../../db/messaging/opt-outs';
import { formatTimestamp } from '../../../infra/timestamps';

/**
 * An opt-out: `channel` null stops every channel; `source` is who made it: the recipient (link: its opt-out page,
 * reply: STOP/ACHA on chat; only the recipient takes these back) or the organization (api).
 */
export const presentOptOut = (o: OptOutRecord) => ({
  id: Number(o.id),
  phone: o.phone,
  channel: o.channel,
  source: o.source,
  contact: o.contact,
  created_at: formatTimestamp(o.created_at),
});
