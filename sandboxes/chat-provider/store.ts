/** In-memory state of the chat sandbox: templates, accepted messages, webhooks sent, 24 h windows, controls. */
import type { CallbackAttempt } from '../sms-gateway/store';
import { defaultTemplates, type SandboxTemplate } from './templates';

export type ChatStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** One status the sandbox will post (or posted); `errorCode` only on `failed`. */
export interface StatusStep {
  status: ChatStatus;
  errorCode?: number;
}

export interface StoredChatMessage {
  wamid: string;
  /** Digits as sent (a leading `+` removed). */
  to: string;
  type: 'template' | 'text';
  template: { name: string; language: string; category: string } | null;
  /** The text the recipient sees: body with its parameters filled in, or the free-form text. */
  text: string;
  header: string | null;
  /** URL buttons with their parameter appended, by button index. */
  buttonUrls: Record<string, string>;
  bizOpaque: string | null;
  acceptedAt: number;
  /** Conversation id of the status webhooks (one per message here). */
  conversationId: string;
  /** Statuses still to post automatically; a status posted through the control API clears them. */
  pendingSteps: StatusStep[];
  /** Statuses already posted, in order. */
  posted: StatusStep[];
}

/** One webhook the sandbox posts: a status of a message, or an inbound message. */
export interface WebhookDelivery {
  id: string;
  kind: 'status' | 'inbound';
  wamid: string;
  status: ChatStatus | null;
  url: string;
  /** The exact bytes posted (and signed). */
  payload: string;
  signature: string | null;
}

/** `POST /__sandbox/faults`: the next `remaining` requests to the path answer `status` with Graph `code`. */
export interface Fault {
  status: number;
  code: number | null;
  remaining: number;
  retryAfter: number | null;
}

/**
 * `POST /__sandbox/latency`: the next requests are processed, then answered `ms` late (or their socket dropped); only
 * those to the recipient `to` when it is set, so a test holds its own send and not another test's retry.
 */
export interface Latency {
  ms: number;
  drop: boolean;
  remaining: number;
  /** Normalized recipient, or null for any request to the path. */
  to: string | null;
}

export const DAY_MS = 24 * 3600 * 1000;

function takeCounted<T extends { remaining: number }>(controls: Map<string, T>, path: string): T | null {
  const control = controls.get(path);
  if (!control) return null;
  control.remaining -= 1;
  if (control.remaining <= 0) controls.delete(path);
  return control;
}

export class ChatStore {
  templates: SandboxTemplate[];
  readonly faults = new Map<string, Fault>();
  readonly latencies = new Map<string, Latency>();
  readonly webhooks: WebhookDelivery[] = [];
  readonly webhookAttempts: CallbackAttempt[] = [];
  private readonly messages = new Map<string, StoredChatMessage>();
  /** Epoch ms of each number's last inbound message: it opens a 24 h window for free-form text. */
  private readonly lastInbound = new Map<string, number>();
  private readonly failFirstKeysSeen = new Set<string>();

  constructor(private readonly buttonBaseUrl: string) {
    this.templates = defaultTemplates(buttonBaseUrl);
  }

  get messageCount(): number {
    return this.messages.size;
  }

  addMessage(message: StoredChatMessage): void {
    this.messages.set(message.wamid, message);
  }

  getMessage(wamid: string): StoredChatMessage | undefined {
    return this.messages.get(wamid);
  }

  allMessages(): StoredChatMessage[] {
    return [...this.messages.values()];
  }

  findTemplate(name: string, language: string): SandboxTemplate | undefined {
    return this.templates.find((template) => template.name === name && template.language === language);
  }

  /** Adds a template, or replaces the one with the same (name, language) keeping its id. */
  upsertTemplate(template: Omit<SandboxTemplate, 'id'>, newId: string): SandboxTemplate {
    const index = this.templates.findIndex((t) => t.name === template.name && t.language === template.language);
    if (index === -1) {
      const added = { id: newId, ...template };
      this.templates.push(added);
      return added;
    }
    const replaced = { id: this.templates[index]!.id, ...template };
    this.templates[index] = replaced;
    return replaced;
  }

  recordInbound(from: string, at: number): void {
    this.lastInbound.set(from, at);
  }

  /** Whether `number` wrote to us within the last 24 h, so a free-form text may reach it. */
  windowOpen(number: string, now: number): boolean {
    const last = this.lastInbound.get(number);
    return last !== undefined && now - last < DAY_MS;
  }

  /** Records a key of magic 105; true the first time, when that send must fail. */
  markFailFirstKey(key: string): boolean {
    if (this.failFirstKeysSeen.has(key)) return false;
    this.failFirstKeysSeen.add(key);
    return true;
  }

  takeFault(path: string): Fault | null {
    return takeCounted(this.faults, path);
  }

  /** The latency of a request to `path` for recipient `to` (its body's `to`, normalized), if one applies. */
  takeLatency(path: string, to: string | null): Latency | null {
    const latency = this.latencies.get(path);
    if (!latency || (latency.to !== null && latency.to !== to)) return null;
    return takeCounted(this.latencies, path);
  }

  reset(): void {
    this.templates = defaultTemplates(this.buttonBaseUrl);
    this.faults.clear();
    this.latencies.clear();
    this.webhooks.length = 0;
    this.webhookAttempts.length = 0;
    this.messages.clear();
    this.lastInbound.clear();
    this.failFirstKeysSeen.clear();
  }
}
