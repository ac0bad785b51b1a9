import type { SenderId } from '../../db/models';
import { formatTimestamp } from '../../infra/timestamps';

/** A sender id request as its tenant sees it (GET/POST /sender-ids). */
export const presentSenderId = (s: SenderId) => ({
  id: s.id,
  sender_id: s.senderId,
  status: s.status,
  rejection_reason: s.rejectionReason,
  reviewed_at: formatTimestamp(s.reviewedAt),
  created_at: formatTimestamp(s.createdAt),
  updated_at: formatTimestamp(s.updatedAt),
});
