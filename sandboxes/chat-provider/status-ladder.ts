/**
 * The status ladder of accepted messages (docs/providers.md §3.5.5): each message's planned statuses are posted one per
 * `statusDelayMs`. One due-time heap entry per message at a time, so 10,000 sends cost one timer.
 */
import { ReportQueue } from '../sms-gateway/report-queue';
import type { ChatStore, StatusStep, StoredChatMessage } from './store';
import type { WebhookSender } from './webhooks';

export class StatusLadder {
  private readonly queue: ReportQueue;

  constructor(
    private readonly store: ChatStore,
    private readonly webhooks: WebhookSender,
    private readonly delayMs: number,
  ) {
    this.queue = new ReportQueue((wamids) => this.postDue(wamids));
  }

  /** Messages with a status still to post. */
  get pending(): number {
    return this.queue.size;
  }

  /** Starts the ladder of a message just accepted (a message with no planned status never posts one). */
  start(message: StoredChatMessage): void {
    if (message.pendingSteps.length > 0) this.queue.push(message.acceptedAt + this.delayMs, message.wamid);
  }

  /** Posts a status now; the message's automatic ladder stops, so the caller decides what follows. */
  postNow(message: StoredChatMessage, step: StatusStep): void {
    message.pendingSteps = [];
    this.webhooks.postStatus(message, step);
  }

  reset(): void {
    this.queue.clear();
  }

  private postDue(wamids: string[]): void {
    for (const wamid of wamids) {
      const message = this.store.getMessage(wamid);
      const step = message?.pendingSteps.shift();
      if (!message || !step) continue;
      this.webhooks.postStatus(message, step);
      if (message.pendingSteps.length > 0) this.queue.push(Date.now() + this.delayMs, wamid);
    }
  }
}
