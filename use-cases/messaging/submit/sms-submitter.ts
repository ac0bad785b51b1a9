/**
 * The SMS channel at the gateway: a page is one multi-send; a message whose send answer was lost is looked up in
 * the gateway's `/logs` by `reference` (our message id) before anything is resent (docs/providers.md §1.6).
 */
import type { OutboundMessage, SendResult } from '../../../db/messaging/message-submission';
import type { GatewayReportRow, SendEntry, SmsGateway } from '../../../infra/providers/sms-gateway';
import { reportToDeliveryUpdate } from '../../../domain/messaging/sms-status';
import type { ChannelSubmitter } from './channel-submitter';

/** A `/logs` lookup looks this far before the first attempt (clock skew between us and the gateway). */
const LOOKUP_SKEW_MS = 2 * 60_000;
const LOG_PAGE = 1000;
const MAX_LOG_PAGES = 50;

/** One send-answer entry as a result: every PENDING entry is an acceptance, anything else a refusal. */
export function resultOfEntry(id: number, entry: SendEntry): SendResult {
  const accepted = entry.messageId !== undefined && entry.messageId !== null && entry.status?.groupName === 'PENDING';
  if (accepted) {
    return {
      id,
      status: entry.status.name,
      gatewayMessageId: String(entry.messageId),
      gatewayResponse: entry,
      deliveryStatus: null,
      deliveryError: null,
    };
  }
  return {
    id,
    status: 'failed',
    gatewayMessageId: null,
    gatewayResponse: entry,
    deliveryStatus: entry.status?.name ?? null,
    deliveryError: entry.status?.description ?? entry.status?.name ?? 'Rejected by the gateway',
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
    gatewayResponse: {
      messageId: String(row.messageId),
      to: row.to,
      status: row.status,
      smsCount: row.smsCount,
      adoptedFromLogs: true,
    },
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
 * Finds messages in the gateway's log since their first attempt: a scan of the whole log since then, and when
 * that log is too long to scan, one lookup per number still missing (the log filters on `to`).
 */
export async function findInGatewayLogs(gateway: SmsGateway, messages: OutboundMessage[]): Promise<SendResult[]> {
  if (messages.length === 0) return [];
  const wanted = new Map(messages.map((m) => [String(m.id), m]));
  const since = Math.min(
    ...messages.map((m) => (m.submitAttemptedAt ? new Date(m.submitAttemptedAt).getTime() : Date.now())),
  );
  const sentSince = new Date(since - LOOKUP_SKEW_MS).toISOString();
  const found: SendResult[] = [];
  const to = messages.length === 1 ? messages[0]!.toNumber : undefined;
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

export function createSmsSubmitter(gateway: SmsGateway): ChannelSubmitter {
  return {
    unsendableReason: (m) =>
      m.body.length > 0 && /^255\d{9}$/.test(m.toNumber) && /^[A-Za-z0-9]{1,11}$/.test(m.fromSender)
        ? null
        : 'The message has no text, an invalid number or an invalid sender id.',
    async send(messages) {
      const entries = await gateway.sendMulti(
        messages.map((m) => ({ from: m.fromSender, to: m.toNumber, text: m.body, reference: String(m.id) })),
      );
      return messages.map((m, i) => resultOfEntry(m.id, entries[i]!)); // sendMulti answers one entry per message
    },
    findAccepted: (messages) => findInGatewayLogs(gateway, messages),
    unconfirmedGiveUpMs: null,
    claimsEachMessage: false,
  };
}
