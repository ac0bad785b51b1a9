/**
 * The bodies the SMS gateway may POST to `/webhooks/delivery` (docs/providers.md §1.5), reduced to delivery updates:
 * the flat `{messageId, status, error}` (our sandbox adds `groupName`, `doneAt`...), Infobip's
 * `{results: [report, …]}`, and a bare report object (`status` as an object). Anything else is not a callback.
 */
import { containsControlCharacters } from '../../infra/control-characters';
import {
  parseGatewayTime,
  reportToDeliveryUpdate,
  toDeliveryUpdate,
  type DeliveryUpdate,
  type GatewayReportLike,
} from '../../domain/messaging/sms-status';

export interface ParsedCallback {
  updates: DeliveryUpdate[];
  /** Entries that named a message but a status outside the gateway's vocabulary (acknowledged, not applied). */
  unrecognized: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isMessageId = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

/** `error` of a flat callback: a name, or null/absent/`NO_ERROR` for none. */
function flatError(error: unknown): string | null {
  if (typeof error === 'string') return error === '' || error === 'NO_ERROR' ? null : error;
  if (isObject(error) && error.id !== 0 && typeof error.name === 'string') return error.name;
  return null;
}

function flatToUpdate(body: Record<string, unknown>): DeliveryUpdate | null {
  return toDeliveryUpdate({
    gatewayMessageId: String(body.messageId).trim(),
    name: String(body.status).trim(),
    groupName: typeof body.groupName === 'string' ? body.groupName : null,
    error: flatError(body.error),
    doneAt: typeof body.doneAt === 'string' ? parseGatewayTime(body.doneAt) : null,
  });
}

/**
 * One entry (flat or report): undefined when it is not a callback entry at all, null when its status is unknown or
 * any of its texts holds a control character (no id or status of ours does: not ours, acknowledged, nothing stored).
 */
function entryToUpdate(entry: unknown): DeliveryUpdate | null | undefined {
  if (!isObject(entry) || !isMessageId(entry.messageId)) return undefined;
  if (containsControlCharacters(entry)) return null;
  if (typeof entry.status === 'string' && entry.status.trim() !== '') return flatToUpdate(entry);
  if (isObject(entry.status) && typeof entry.status.name === 'string')
    return reportToDeliveryUpdate(entry as GatewayReportLike);
  return undefined;
}

/** The updates a callback body carries, or null when the body is no delivery callback. */
export function parseDeliveryCallback(body: unknown): ParsedCallback | null {
  const entries = isObject(body) && Array.isArray(body.results) ? body.results : [body];
  if (entries.length === 0) return { updates: [], unrecognized: 0 };
  const parsed: ParsedCallback = { updates: [], unrecognized: 0 };
  for (const entry of entries) {
    const update = entryToUpdate(entry);
    if (update === undefined) return null;
    if (update === null) parsed.unrecognized += 1;
    else parsed.updates.push(update);
  }
  return parsed;
}
