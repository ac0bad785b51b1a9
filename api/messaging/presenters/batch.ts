import type { BatchDetail as BatchDetailRecord, BatchRecord } from '../../../db/messaging/batch-queries';
import { formatTimestamp } from '../../../infra/timestamps';
import {
  Id,
  NamedRef,
  Nullable,
  NullableTimestamp,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../../http/openapi/response-schema';

const counter = (description: string) => Type.Integer({ minimum: 0, description });

/** The fields of a batch, shared by the list's `Batch` and the detail's `BatchDetail`. */
const batchProperties = {
  id: Id,
  channel: Type.Union([Type.Literal('sms'), Type.Literal('chat')]),
  kind: Type.Union([
    Type.Literal('single'),
    Type.Literal('bulk'),
    Type.Literal('group'),
    Type.Literal('birthday'),
    Type.Literal('stage'),
    Type.Literal('resend'),
  ]),
  audience: Type.Record(Type.String(), Type.Unknown(), {
    description:
      'Who it went to, as recorded at acceptance: `{type: "numbers", count}`, `{type: "group", group_id, group_name}`, `{type: "birthdays", day}`, `{type: "resend", source_batch_id, statuses}` or a stage\'s audience; a chat list adds its template',
    examples: [{ type: 'group', group_id: 7, group_name: 'Choir' }],
  }),
  status: Type.Union([
    Type.Literal('scheduled'),
    Type.Literal('queued'),
    Type.Literal('sending'),
    Type.Literal('held'),
    Type.Literal('completed'),
    Type.Literal('cancelled'),
    Type.Literal('failed'),
  ]),
  total: counter('Recipients accepted (those who opted out excluded)'),
  credits: counter('Credits billed at acceptance'),
  submitted: counter('Messages the provider took'),
  failed: counter('Messages that failed before the provider took them'),
  cancelled: counter('Messages cancelled and refunded'),
  opted_out: counter('Recipients left out at acceptance because they had opted out (never billed)'),
  failure_reason: Nullable(Type.String()),
  scheduled_at: NullableTimestamp,
  completed_at: NullableTimestamp,
  cancelled_at: NullableTimestamp,
  user: Nullable(NamedRef),
  created_at: Timestamp,
};

export const BatchSchema = Resource(
  'Batch',
  batchProperties,
  'A batch: one bulk, group, birthday, scheduled single, stage or resend send and its progress (docs/decisions.md §11)',
);
export type Batch = Static<typeof BatchSchema>;

export const BatchDetailSchema = Resource(
  'BatchDetail',
  {
    ...batchProperties,
    counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
      description:
        'Its messages by status (submitting and accepted count as queued), plus `pending` for recipients not yet written as messages and `opted_out` for those left out',
      examples: [{ queued: 2, DELIVERED: 40, pending: 58 }],
    }),
  },
  'A batch with its messages counted by status: its live progress',
);
export type BatchDetail = Static<typeof BatchDetailSchema>;

/** `POST …/batches/{id}/cancel`: how many messages were cancelled, and the batch after it. */
export const BatchCancellationSchema = Resource(
  'BatchCancellation',
  { message: Type.String(), cancelled: Type.Integer({ minimum: 1 }), data: BatchDetailSchema },
  'The messages of a batch cancelled and refunded, and the batch after it',
);
export type BatchCancellation = Static<typeof BatchCancellationSchema>;

/** `POST …/batches/{id}/resend`: the new batch that sends the chosen messages again. */
export const BatchResendSchema = Resource(
  'BatchResend',
  { message: Type.String(), count: Type.Integer({ minimum: 0 }), batch_id: Id },
  "A batch's messages queued again as a new batch",
);
export type BatchResend = Static<typeof BatchResendSchema>;

/**
 * A batch (beyond the interface, docs/decisions.md §11): what was sent to whom and when, and where it stands. The list
 * shows the counters; the detail adds `counts`, the batch's messages by status (its live progress).
 */
export const presentBatch = (b: BatchRecord): Batch => ({
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
  created_at: formatTimestamp(b.created_at)!,
});

export const presentBatchDetail = (b: BatchDetailRecord): BatchDetail => ({ ...presentBatch(b), counts: b.counts });
