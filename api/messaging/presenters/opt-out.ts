import type { OptOutRecord } from '../../../db/messaging/opt-outs';
import { formatTimestamp } from '../../../infra/timestamps';
import {
  Id,
  NamedRef,
  Nullable,
  Phone,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../../http/openapi/response-schema';

export const OptOutSchema = Resource(
  'OptOut',
  {
    id: Id,
    phone: Phone,
    channel: Nullable(Type.Union([Type.Literal('sms'), Type.Literal('chat')], { description: 'null: every channel' })),
    source: Type.Union([Type.Literal('link'), Type.Literal('reply'), Type.Literal('api')], {
      description:
        'Who made it: the recipient (link: its opt-out page; reply: STOP or ACHA on chat) or the organization (api)',
    }),
    contact: Nullable(NamedRef),
    created_at: Timestamp,
  },
  'A number that asked to receive nothing more, on one channel or on every channel',
);
export type OptOut = Static<typeof OptOutSchema>;

/** `{message, count}`: what DELETE /opt-outs/{phone} removed. */
export const OptOutRemovalSchema = Type.Object(
  { message: Type.String(), count: Type.Integer({ minimum: 1, description: 'How many entries were removed' }) },
  { additionalProperties: false },
);

/**
 * An opt-out: `channel` null stops every channel; `source` is who made it: the recipient (link: its opt-out page,
 * reply: STOP/ACHA on chat; only the recipient takes these back) or the organization (api).
 */
export const presentOptOut = (o: OptOutRecord): OptOut => ({
  id: Number(o.id),
  phone: o.phone,
  channel: o.channel,
  source: o.source,
  contact: o.contact,
  created_at: formatTimestamp(o.created_at)!,
});
