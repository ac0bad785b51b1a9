/** Wire shapes of docs/providers.md §1.2, §1.3 and §1.5, built from stored records. */
import { formatEat } from './eat-time';
import { mccMncOf } from './numbers';
import { errorOf, statusOf, type GatewayError, type GatewayStatus } from './statuses';
import type { StoredMessage, StoredReport } from './store';

/** Price of one SMS part in TZS, as reports show it. */
export const PRICE_PER_PART_TZS = 25;

/** One entry of a send response; `messageId` only on accepted entries. */
export interface SendEntry {
  to: string;
  status: GatewayStatus;
  messageId?: string;
  smsCount: number;
}

/** A `results[]` element of `/reports` (and, with `text`/`reference`, of `/logs`). */
export interface ReportRow {
  bulkId: string;
  messageId: string;
  to: string;
  from: string;
  sentAt: string;
  doneAt: string | null;
  smsCount: number;
  mccMnc: string | null;
  price: { pricePerMessage: number; currency: string };
  status: GatewayStatus;
  error: GatewayError;
  callbackData?: string;
}

export interface LogRow extends ReportRow {
  text: string;
  reference: string | null;
}

/** The flat delivery callback the platform's `/api/webhooks/delivery` takes, plus context fields. */
export interface FlatCallbackBody {
  messageId: string;
  status: string;
  error: string | null;
  to: string;
  groupName: string;
  description: string;
  doneAt: string;
  reference: string | null;
}

export type CallbackFormat = 'flat' | 'infobip';

export function presentAccepted(message: StoredMessage): SendEntry {
  return {
    to: message.to,
    status: statusOf('PENDING_ACCEPTED'),
    messageId: message.messageId,
    smsCount: message.smsCount,
  };
}

export function presentRejected(to: string, statusName: string): SendEntry {
  return { to, status: statusOf(statusName), smsCount: 0 };
}

/** A report row; before any report exists (logs) it shows the message as still PENDING_ACCEPTED. */
export function presentReportRow(message: StoredMessage, report: StoredReport | undefined): ReportRow {
  const row: ReportRow = {
    bulkId: '',
    messageId: message.messageId,
    to: message.to,
    from: message.from,
    sentAt: formatEat(message.sentAt),
    doneAt: report ? formatEat(report.doneAt) : null,
    smsCount: message.smsCount,
    mccMnc: mccMncOf(message.to),
    price: { pricePerMessage: PRICE_PER_PART_TZS * message.smsCount, currency: 'TZS' },
    status: report ? report.status : statusOf('PENDING_ACCEPTED'),
    error: report ? report.error : errorOf('NO_ERROR'),
  };
  if (message.callbackData !== null) row.callbackData = message.callbackData;
  return row;
}

export function presentLogRow(message: StoredMessage, report: StoredReport | undefined): LogRow {
  return { ...presentReportRow(message, report), text: message.text, reference: message.reference };
}

export function presentFlatCallback(message: StoredMessage, report: StoredReport): FlatCallbackBody {
  return {
    messageId: message.messageId,
    status: report.status.name,
    error: report.error.id === 0 ? null : report.error.name,
    to: message.to,
    groupName: report.status.groupName,
    description: report.status.description,
    doneAt: formatEat(report.doneAt),
    reference: message.reference,
  };
}

/** The callback body in the configured format (§1.5): flat, or Infobip's `{"results":[report]}`. */
export function presentCallback(
  format: CallbackFormat,
  message: StoredMessage,
  report: StoredReport,
): FlatCallbackBody | { results: ReportRow[] } {
  if (format === 'infobip') return { results: [presentReportRow(message, report)] };
  return presentFlatCallback(message, report);
}
