import type { BatchDetail, BatchRecord } from '../../../db/messaging/batch-queries';
import { formatTimestamp } from '../../../infra/timestamps';

/**
 * A batch (beyond the interface, docs/decisions.md §11): what was sent to whom and when, and where it stands. The list
 * shows the counters; the detail adds `counts`, the batch's messages by status (its live progress).
 */
export const presentBatch = (b: BatchRecord) => ({
  id: Number(b.id),
  channel: b.channel,
  kind: b.kind,
  audience: b.audience,
  status: b.status,
  total: b.total,
  credits: b.credits,
  submitted: b.submitted,
  failed: b.failed,
  cancelled: b.cancelled,
  opted_out: b.opted_out,
  failure_reason: b.failure_reason,
  scheduled_at: formatTimestamp(b.scheduled_at),
  completed_at: formatTimestamp(b.completed_at),
  cancelled_at: formatTimestamp(b.cancelled_at),
  user: b.user,
  created_at: formatTimestamp(b.created_at),
});

export const presentBatchDetail = (b: BatchDetail) => ({ ...presentBatch(b), counts: b.counts });
