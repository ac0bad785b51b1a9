/**
 * In-memory state of the SMS sandbox. Messages live in a Map by id plus append-only arrays, so a 100,000-message
 * run stays O(1) per write and listing newest-first is a backwards walk that stops at `limit`.
 */
import type { GatewayError, GatewayStatus } from './statuses';
import type { InboundSms } from './inbound';
import type { UssdSession } from './ussd';

/** One accepted recipient of a send. */
export interface StoredMessage {
  messageId: string;
  to: string;
  from: string;
  text: string;
  reference: string | null;
  notifyUrl: string | null;
  callbackData: string | null;
  smsCount: number;
  /** Epoch ms of acceptance. */
  sentAt: number;
  /** Epoch ms of the requested schedule (`date`+`time`, EAT), null when sent at once. */
  scheduledFor: number | null;
}

export interface StoredReport {
  messageId: string;
  status: GatewayStatus;
  error: GatewayError;
  /** Epoch ms the report was written. */
  doneAt: number;
}

/** One POST of a delivery callback; `statusCode` is null when no HTTP answer came (timeout, refused). */
export interface CallbackAttempt {
  messageId: string;
  url: string;
  attempt: number;
  statusCode: number | null;
  error: string | null;
  at: number;
}

/**
 * `POST /__sandbox/faults`: the next `remaining` requests to the path answer `status`; with `to`, only requests with a
 * message to that number (normalized) count, so a test faults its own recipient and not another's sends.
 */
export interface Fault {
  status: number;
  remaining: number;
  retryAfter: number | null;
  to?: string;
}

/**
 * `POST /__sandbox/latency`: the next `remaining` requests to the path are processed, then answered late; with `to`,
 * only requests with a message to that number (normalized) count, so a test is not answered late by another's page.
 */
export interface Latency {
  ms: number;
  remaining: number;
  to?: string;
}

export interface TimeRange {
  /** Inclusive epoch ms lower bound. */
  since?: number;
  /** Exclusive epoch ms upper bound. */
  until?: number;
}

export interface LogFilter extends TimeRange {
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export interface ReportFilter extends TimeRange {
  limit: number;
}

function inRange(epochMs: number, range: TimeRange): boolean {
  return (range.since === undefined || epochMs >= range.since) && (range.until === undefined || epochMs < range.until);
}

/** Takes one use of a counted control (fault or latency) for `path`, dropping it when used up. */
function takeCounted<T extends { remaining: number }>(controls: Map<string, T>, path: string): T | null {
  const control = controls.get(path);
  if (!control) return null;
  control.remaining -= 1;
  if (control.remaining <= 0) controls.delete(path);
  return control;
}

export class SmsStore {
  /** SMS parts left; null means unlimited (the default). */
  balance: number | null = null;
  readonly faults = new Map<string, Fault>();
  readonly latencies = new Map<string, Latency>();
  readonly callbackAttempts: CallbackAttempt[] = [];
  /** Incoming SMS posted through `/__sandbox/inbound`, oldest first. */
  readonly inbound: InboundSms[] = [];
  /** USSD sessions by id (ussd-routes.ts). */
  readonly ussdSessions = new Map<string, UssdSession>();
  private readonly messages = new Map<string, StoredMessage>();
  private readonly log: StoredMessage[] = [];
  private readonly logByTo = new Map<string, StoredMessage[]>();
  private readonly reports = new Map<string, StoredReport>();
  /** Report ids in write order; an id appears again when its report is overwritten. */
  private readonly reportOrder: string[] = [];
  private readonly failFirstKeysSeen = new Set<string>();

  get messageCount(): number {
    return this.messages.size;
  }

  get reportCount(): number {
    return this.reports.size;
  }

  addMessage(message: StoredMessage): void {
    this.messages.set(message.messageId, message);
    this.log.push(message);
    const sameTo = this.logByTo.get(message.to);
    if (sameTo) sameTo.push(message);
    else this.logByTo.set(message.to, [message]);
  }

  getMessage(messageId: string): StoredMessage | undefined {
    return this.messages.get(messageId);
  }

  saveReport(report: StoredReport): void {
    this.reports.set(report.messageId, report);
    this.reportOrder.push(report.messageId);
  }

  getReport(messageId: string): StoredReport | undefined {
    return this.reports.get(messageId);
  }

  /** Accepted messages, newest first, filtered and paged. */
  listLogs(filter: LogFilter): StoredMessage[] {
    const source = filter.to === undefined ? this.log : (this.logByTo.get(filter.to) ?? []);
    const page: StoredMessage[] = [];
    let skipped = 0;
    for (let i = source.length - 1; i >= 0 && page.length < filter.limit; i -= 1) {
      const message = source[i]!;
      if (filter.from !== undefined && message.from !== filter.from) continue;
      if (!inRange(message.sentAt, filter)) continue;
      if (skipped < filter.offset) skipped += 1;
      else page.push(message);
    }
    return page;
  }

  /** Current reports, newest first; a report's sent time decides the date filters, as in Infobip. */
  listReports(filter: ReportFilter): StoredReport[] {
    const page: StoredReport[] = [];
    const seen = new Set<string>();
    for (let i = this.reportOrder.length - 1; i >= 0 && page.length < filter.limit; i -= 1) {
      const messageId = this.reportOrder[i]!;
      if (seen.has(messageId)) continue;
      seen.add(messageId);
      const message = this.messages.get(messageId);
      const report = this.reports.get(messageId);
      if (message && report && inRange(message.sentAt, filter)) page.push(report);
    }
    return page;
  }

  /** Records a (to, text) key of magic 002; true the first time, when that request must fail. */
  markFailFirstKey(key: string): boolean {
    if (this.failFirstKeysSeen.has(key)) return false;
    this.failFirstKeysSeen.add(key);
    return true;
  }

  /** The fault of a request to `path`: before its body is read (`recipients` null) only one without `to` applies. */
  takeFault(path: string, recipients: string[] | null): Fault | null {
    const fault = this.faults.get(path);
    if (!fault) return null;
    if (fault.to === undefined ? recipients !== null : recipients === null || !recipients.includes(fault.to))
      return null;
    return takeCounted(this.faults, path);
  }

  /** The latency of a request to `path` whose messages go to `recipients` (normalized), if one applies. */
  takeLatency(path: string, recipients: string[]): Latency | null {
    const latency = this.latencies.get(path);
    if (!latency || (latency.to !== undefined && !recipients.includes(latency.to))) return null;
    return takeCounted(this.latencies, path);
  }

  recordCallbackAttempt(attempt: CallbackAttempt): void {
    this.callbackAttempts.push(attempt);
  }

  /** Every message in acceptance order (for `/__sandbox/state`). */
  allMessages(): readonly StoredMessage[] {
    return this.log;
  }

  /** Every current report, one per message. */
  allReports(): StoredReport[] {
    return [...this.reports.values()];
  }

  reset(): void {
    this.balance = null;
    this.faults.clear();
    this.latencies.clear();
    this.callbackAttempts.length = 0;
    this.inbound.length = 0;
    this.ussdSessions.clear();
    this.messages.clear();
    this.log.length = 0;
    this.logByTo.clear();
    this.reports.clear();
    this.reportOrder.length = 0;
    this.failFirstKeysSeen.clear();
  }
}
