/**
 * Submits messages to the gateway exactly once (providers.md §1.6): rows still `submitting` from an earlier,
 * ambiguous attempt are first looked up in the gateway's `/logs` by reference (our message id) and adopted;
 * only the rest is claimed and sent, in one multi-send. Used by the scheduled and bulk send activities and by the
 * API's immediate send.
 */
import type { Sequelize } from 'sequelize';
import type { Logger } from '../infra/logger';
import { reportToDeliveryUpdate } from './sms-status';
import { failMessages } from '../../db/messaging/messages';
import {
  claimForSubmit, recordSendResults, releaseClaim, type OutboundMessage, type SendResult,
} from '../../db/messaging/message-submission';
import {
  GatewayRateLimited, GatewayRejected, GatewayUnavailable, type GatewayReportRow, type SendEntry, type SmsGateway,
} from '../infra/providers/sms-gateway';

export interface SubmitDeps {
  sequelize: Sequelize;
  smsGateway: SmsGateway;
  logger: Logger;
}

export interface SubmitCounts {
  submitted: number;
  failed: number;
}

/** A `/logs` lookup looks this far before the first attempt (clock skew between us and the gateway). */
const LOOKUP_SKEW_MS = 2 * 60_000;
const LOG_PAGE = 1000;
const MAX_LOG_PAGES = 50;

const isSendable = (m: OutboundMessage) =>
  m.body.length > 0 && /^255\d{9}$/.test(m.toNumber) && /^[A-Za-z0-9]{1,11}$/.test(m.fromSender);

function add(counts: SubmitCounts, more: SubmitCounts): void {
  counts.submitted += more.submitted;
  counts.failed += more.failed;
}

/** One send-answer entry as a result: every PENDING entry is an acceptance, anything else a refusal. */
export function resultOfEntry(id: number, entry: SendEntry): SendResult {
  const accepted = entry.messageId !== undefined && entry.messageId !== null && entry.status?.groupName === 'PENDING';
  if (accepted) {
    return { id, status: entry.status.name, gatewayMessageId: String(entry.messageId), gatewayResponse: entry, deliveryStatus: null, deliveryError: null };
  }
  return {
    id, status: 'failed', gatewayMessageId: null, gatewayResponse: entry,
    deliveryStatus: entry.status?.name ?? null, deliveryError: entry.status?.description ?? entry.status?.name ?? 'Rejected by the gateway',
  };
}

/** A `/logs` row found for a message whose send answer was lost: adopt its id and whatever status it shows. */
function resultOfLogRow(id: number, row: GatewayReportRow): SendResult {
  const update = reportToDeliveryUpdate(row);
  const pending = !update || update.rank === 1;
  return {
    id,
    status: pending ? (update?.status ?? 'PENDING_ACCEPTED') : update.status,
    gatewayMessageId: String(row.messageId),
    gatewayResponse: { messageId: String(row.messageId), to: row.to, status: row.status, smsCount: row.smsCount, adoptedFromLogs: true },
    deliveryStatus: pending ? null : update.name,
    deliveryError: pending ? null : update.error,
  };
}

/** Adopts the rows of `results` that are wanted messages (reference = our id, same number). */
function adoptRows(results: GatewayReportRow[], wanted: Map<string, OutboundMessage>, found: SendResult[]): void {
  for (const row of results) {
    const message = row.reference ? wanted.get(String(row.reference)) : undefined;
    if (!message || row.to !== message.toNumber) continue;
    found.push(resultOfLogRow(message.id, row));
    wanted.delete(String(row.reference));
  }
}

/**
 * Finds ambiguous messages in the gateway's log since their first attempt: a scan of the whole log since then,
 * and when that log is too long to scan, one lookup per number still missing (the log filters on `to`).
 */
export async function findInGatewayLogs(gateway: SmsGateway, messages: OutboundMessage[]): Promise<SendResult[]> {
  const wanted = new Map(messages.map((m) => [String(m.id), m]));
  const since = Math.min(...messages.map((m) => (m.submitAttemptedAt ? new Date(m.submitAttemptedAt).getTime() : Date.now())));
  const sentSince = new Date(since - LOOKUP_SKEW_MS).toISOString();
  const found: SendResult[] = [];
  const to = messages.length === 1 ? messages[0].toNumber : undefined;
  let complete = false;
  for (let page = 0; page < MAX_LOG_PAGES && wanted.size > 0 && !complete; page++) {
    const { results } = await gateway.getLogs({ sentSince, to, limit: LOG_PAGE, offset: page * LOG_PAGE });
    adoptRows(results, wanted, found);
    complete = results.length < LOG_PAGE;
  }
  for (const message of complete ? [] : [...wanted.values()]) {
    const { results } = await gateway.getLogs({ sentSince, to: message.toNumber, limit: LOG_PAGE });
    adoptRows(results, wanted, found);
  }
  return found;
}

/**
 * The `submitting` ones among `messages` may have reached the gateway on an attempt whose answer was lost: those
 * found in its `/logs` (by reference = our id) are recorded as sent. Returns their ids and the recorded counts.
 */
export async function adoptLoggedMessages(deps: SubmitDeps, messages: OutboundMessage[]): Promise<{ ids: Set<number>; counts: SubmitCounts }> {
  const ambiguous = messages.filter((m) => m.status === 'submitting');
  const adopted = ambiguous.length > 0 ? await findInGatewayLogs(deps.smsGateway, ambiguous) : [];
  const counts = await recordSendResults(deps.sequelize, adopted);
  if (adopted.length > 0) deps.logger.info({ adopted: adopted.length, ambiguous: ambiguous.length }, 'adopted messages found in gateway logs');
  return { ids: new Set(adopted.map((r) => r.id)), counts };
}

/**
 * Submits the given unsent messages. Throws GatewayUnavailable / GatewayRateLimited (rows released, nothing
 * sent) or GatewayTimeout (rows stay `submitting`: the next attempt looks them up first). A GatewayRejected
 * request (400/401) fails and refunds the messages.
 */
export async function submitMessages(deps: SubmitDeps, messages: OutboundMessage[]): Promise<SubmitCounts> {
  const { sequelize, smsGateway } = deps;
  const counts: SubmitCounts = { submitted: 0, failed: 0 };
  const sendable = messages.filter(isSendable);
  const unsendable = messages.filter((m) => !isSendable(m)).map((m) => m.id);
  counts.failed += await failMessages(sequelize, unsendable, 'The message has no text, an invalid number or an invalid sender id.');

  const adopted = await adoptLoggedMessages(deps, sendable);
  add(counts, adopted.counts);

  const adoptedIds = adopted.ids;
  const candidates = sendable.filter((m) => !adoptedIds.has(m.id));
  const claimed = await claimForSubmit(sequelize, candidates.map((m) => m.id));
  const batch = candidates.filter((m) => claimed.has(m.id));
  if (batch.length === 0) return counts;

  let entries: SendEntry[];
  try {
    entries = await smsGateway.sendMulti(batch.map((m) => ({ from: m.fromSender, to: m.toNumber, text: m.body, reference: String(m.id) })));
  } catch (err) {
    if (err instanceof GatewayUnavailable || err instanceof GatewayRateLimited) await releaseClaim(sequelize, batch.map((m) => m.id));
    if (!(err instanceof GatewayRejected)) throw err;
    counts.failed += await failMessages(sequelize, batch.map((m) => m.id), err.message);
    return counts;
  }
  add(counts, await recordSendResults(sequelize, batch.map((m, i) => resultOfEntry(m.id, entries[i]))));
  return counts;
}
