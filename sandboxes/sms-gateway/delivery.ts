/**
 * Turns accepted messages into delivery reports after `dlrDelayMs` (from the schedule time when one was given)
 * and posts each report to the callback URL.
 */
import type { Logger } from '../../infra/logger';
import { CallbackDispatcher } from './callbacks';
import { reportOutcomeFor } from './magic-numbers';
import { presentCallback, type CallbackFormat } from './presenters';
import { ReportQueue } from './report-queue';
import { inboundFormBody, type InboundSms } from './inbound';
import type { GatewayError, GatewayStatus } from './statuses';
import type { SmsStore, StoredMessage, StoredReport } from './store';

export interface DeliveryConfig {
  dlrDelayMs: number;
  /** Used when the request carried no `notifyUrl`. */
  callbackUrl: string;
  callbackFormat: CallbackFormat;
  callbackConcurrency: number;
  callbackTimeoutMs: number;
  callbackRetryDelaysMs: readonly number[];
}

export class DeliveryEngine {
  private readonly queue: ReportQueue;
  private readonly callbacks: CallbackDispatcher;

  constructor(
    private readonly store: SmsStore,
    private readonly config: DeliveryConfig,
    private readonly log: Logger,
  ) {
    this.queue = new ReportQueue((messageIds) => this.writeDueReports(messageIds));
    this.callbacks = new CallbackDispatcher({
      concurrency: config.callbackConcurrency,
      timeoutMs: config.callbackTimeoutMs,
      retryDelaysMs: config.callbackRetryDelaysMs,
      onAttempt: (attempt) => store.recordCallbackAttempt(attempt),
      log,
    });
  }

  /** Reports not yet written, and callbacks not yet settled (for `/__sandbox/state`). */
  get pending(): { reports: number; callbacks: number } {
    return { reports: this.queue.size, callbacks: this.callbacks.pending };
  }

  /** Starts the report timer of an accepted message; magic 003 never gets one. */
  scheduleReport(message: StoredMessage): void {
    if (reportOutcomeFor(message.to) === null) return;
    const start = Math.max(message.sentAt, message.scheduledFor ?? 0);
    this.queue.push(start + this.config.dlrDelayMs, message.messageId);
  }

  /** Writes (or overwrites) the message's report now and posts its callback. */
  writeReport(message: StoredMessage, status: GatewayStatus, error: GatewayError): StoredReport {
    const report: StoredReport = { messageId: message.messageId, status, error, doneAt: Date.now() };
    this.store.saveReport(report);
    const body = presentCallback(this.config.callbackFormat, message, report);
    this.callbacks.enqueue({
      messageId: message.messageId,
      url: message.notifyUrl ?? this.config.callbackUrl,
      payload: JSON.stringify(body),
      attempt: 1,
    });
    return report;
  }

  /** Posts an incoming SMS to its URL, form-encoded, retried like a delivery callback (attempts recorded by its id). */
  postInbound(sms: InboundSms): void {
    this.callbacks.enqueue({
      messageId: sms.id,
      url: sms.url,
      payload: inboundFormBody(sms),
      attempt: 1,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  /** Forgets every pending report and callback (reset and shutdown). */
  reset(): void {
    this.queue.clear();
    this.callbacks.reset();
  }

  private writeDueReports(messageIds: string[]): void {
    for (const messageId of messageIds) {
      const message = this.store.getMessage(messageId);
      // A report posted through the control API before the timer wins: the timer must not overwrite it.
      if (!message || this.store.getReport(messageId)) continue;
      const outcome = reportOutcomeFor(message.to);
      if (outcome) this.writeReport(message, outcome.status, outcome.error);
    }
    this.log.debug({ count: messageIds.length }, 'delivery reports written');
  }
}
