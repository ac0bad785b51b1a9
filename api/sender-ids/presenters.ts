import type { SenderId } from '../../db/models';
import { formatTimestamp } from '../../infra/timestamps';
import {
  Id,
  Nullable,
  NullableTimestamp,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../http/openapi/response-schema';

export const SenderIdSchema = Resource(
  'SenderId',
  {
    id: Id,
    sender_id: Type.String({ examples: ['ACME'] }),
    status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
    rejection_reason: Nullable(Type.String()),
    reviewed_at: NullableTimestamp,
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  'A sender id the organization requested: pending until a platform admin approves or rejects it',
);
export type SenderIdResource = Static<typeof SenderIdSchema>;

/** A sender id request as its tenant sees it (GET/POST /sender-ids). */
export const presentSenderId = (s: SenderId): SenderIdResource => ({
  id: s.id,
  sender_id: s.senderId,
  status: s.status,
  rejection_reason: s.rejectionReason,
  reviewed_at: formatTimestamp(s.reviewedAt),
  created_at: formatTimestamp(s.createdAt)!,
  updated_at: formatTimestamp(s.updatedAt)!,
});
