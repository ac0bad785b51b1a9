/**
 * Message statuses (docs/decisions.md §5) and how a gateway report moves them. After submit a message carries the
 * gateway status name (`PENDING_ACCEPTED`); once a report exists it carries the report's group name
 * (`DELIVERED`, `UNDELIVERABLE`, `EXPIRED`, `REJECTED`) and `delivery_status` holds the name.
 */

/** Statuses of our own, before or instead of a gateway status. */
export const LOCAL_STATUSES = ['scheduled', 'queued', 'submitting', 'failed', 'cancelled'] as const;

export const REPORT_GROUPS = ['PENDING', 'DELIVERED', 'UNDELIVERABLE', 'EXPIRED', 'REJECTED'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** Every value `status` can hold (the list filter accepts these). */
export const MESSAGE_STATUSES = [
  ...LOCAL_STATUSES,
  'PENDING_ACCEPTED',
  'PENDING_ENROUTE',
  'PENDING_WAITING_DELIVERY',
  'DELIVERED',
  'UNDELIVERABLE',
  'EXPIRED',
  'REJECTED',
] as const;

/** A report reduced to what we store. */
export interface DeliveryUpdate {
  gatewayMessageId: string;
  /** Detailed status name, e.g. `DELIVERED_TO_HANDSET`. */
  name: string;
  /** What `status` becomes: the name while pending, else the group name. */
  status: string;
  /** 1 pending, 2 delivered to operator, 3 final: a message never moves to a lower rank. */
  rank: 1 | 2 | 3;
  error: string | null;
  /** When the gateway says it was done (reports), else null (now is used for deliveries). */
  doneAt: Date | null;
}

/** The group of a status name; names carry their group as prefix, except the odd `MISSING_TO` (rejected). */
export function groupOfStatusName(name: string): ReportGroup | null {
  const group = REPORT_GROUPS.find((g) => name.startsWith(`${g}_`));
  if (group) return group;
  return name === 'MISSING_TO' ? 'REJECTED' : null;
}

export function rankOfStatusName(name: string, group: ReportGroup): 1 | 2 | 3 {
  if (group === 'PENDING') return 1;
  return name === 'DELIVERED_TO_OPERATOR' ? 2 : 3;
}

/**
 * Builds an update from a status name and, when known, its group name (production sends odd group ids, so the
 * group name wins over anything numeric). Returns null for a name outside the vocabulary.
 */
export function toDeliveryUpdate(input: {
  gatewayMessageId: string;
  name: string;
  groupName?: string | null;
  error?: string | null;
  doneAt?: Date | null;
}): DeliveryUpdate | null {
  const group = (REPORT_GROUPS as readonly string[]).includes(input.groupName ?? '')
    ? (input.groupName as ReportGroup)
    : groupOfStatusName(input.name);
  // Longer values fit no stored message (gateway ids and names are short): not a report of ours.
  if (!group || input.gatewayMessageId === '' || input.gatewayMessageId.length > 64 || input.name.length > 64)
    return null;
  return {
    gatewayMessageId: input.gatewayMessageId,
    name: input.name,
    status: group === 'PENDING' ? input.name : group,
    rank: rankOfStatusName(input.name, group),
    error: input.error ?? null,
    doneAt: input.doneAt ?? null,
  };
}

/** A gateway report row (`/reports`, `/logs`, `results[]` callbacks) as an update. */
export interface GatewayReportLike {
  messageId?: unknown;
  status?: { name?: unknown; groupName?: unknown } | null;
  error?: { id?: unknown; name?: unknown } | null;
  doneAt?: unknown;
}

export function reportToDeliveryUpdate(row: GatewayReportLike): DeliveryUpdate | null {
  if (row.messageId === undefined || row.messageId === null || typeof row.status?.name !== 'string') return null;
  const errorName = row.error && row.error.id !== 0 && typeof row.error.name === 'string' ? row.error.name : null;
  const doneAt = typeof row.doneAt === 'string' ? parseGatewayTime(row.doneAt) : null;
  return toDeliveryUpdate({
    gatewayMessageId: String(row.messageId),
    name: row.status.name,
    groupName: typeof row.status.groupName === 'string' ? row.status.groupName : null,
    error: errorName,
    doneAt,
  });
}

/** `2026-11-22T09:15:09.871+0300` → Date (the gateway writes offsets without a colon). */
export function parseGatewayTime(value: string): Date | null {
  const normalized = value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(normalized);
  return Number.isNaN(date.getTime()) ? null : date;
}
