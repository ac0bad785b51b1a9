/**
 * Webhooks to the platform (docs/providers.md §3.4, §3.5.5): one status or one inbound message per POST, in the
 * `whatsapp_business_account` envelope, serialised once the way Meta does (non-ASCII as `\uXXXX`) and signed over
 * exactly those bytes. Delivery, retries (1 s, 2 s, 4 s) and the bounded pool are the SMS sandbox's dispatcher.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Logger } from '../../infra/logger';
import { CallbackDispatcher } from '../sms-gateway/callbacks';
import { webhookError } from './graph-errors';
import { normalizeNumber } from './magic-numbers';
import type { ChatStatus, ChatStore, StatusStep, StoredChatMessage, WebhookDelivery } from './store';

export interface WebhookConfig {
  webhookUrl: string;
  /** Signs every POST when set; without it the signature header is omitted. */
  appSecret: string | null;
  wabaId: string;
  phoneNumberId: string;
  displayPhoneNumber: string;
  webhookConcurrency: number;
  webhookTimeoutMs: number;
  webhookRetryDelaysMs: readonly number[];
}

/** What `POST /__sandbox/chat/inbound` sends: a text, a quick-reply button tap or an interactive reply. */
export type InboundReply =
  | { type: 'text'; text: string }
  | { type: 'button'; payload: string; text: string }
  | { type: 'interactive'; replyType: 'button_reply' | 'list_reply'; id: string; title: string };

export interface InboundMessage {
  wamid: string;
  from: string;
  name: string;
  reply: InboundReply;
  contextWamid: string | null;
  at: number;
}

/** JSON as Meta serialises it: every non-ASCII UTF-16 unit escaped, so the signed bytes are pure ASCII. */
export function encodeLikeMeta(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `X-Hub-Signature-256` of a payload: `sha256=` + hex HMAC-SHA256 keyed with the app secret. */
export const signPayload = (payload: string, appSecret: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(payload).digest('hex')}`;

const unixSeconds = (epochMs: number): string => String(Math.floor(epochMs / 1000));

/** `conversation` and `pricing` of `sent`/`delivered` (per-message pricing, PMP, since July 2025). */
function billingOf(message: StoredChatMessage, status: ChatStatus, at: number): Record<string, unknown> {
  const category = message.template ? message.template.category.toLowerCase() : 'service';
  const conversation: Record<string, unknown> = { id: message.conversationId, origin: { type: category } };
  if (status === 'sent') conversation.expiration_timestamp = unixSeconds(at + 24 * 3600 * 1000);
  const pricing = message.template
    ? { billable: true, pricing_model: 'PMP', type: 'regular', category }
    : { billable: false, pricing_model: 'PMP', type: 'free_customer_service', category };
  return { conversation, pricing };
}

function statusValue(message: StoredChatMessage, step: StatusStep, at: number): Record<string, unknown> {
  const value: Record<string, unknown> = {
    id: message.wamid,
    status: step.status,
    timestamp: unixSeconds(at),
    recipient_id: normalizeNumber(message.to),
  };
  if (message.bizOpaque !== null) value.biz_opaque_callback_data = message.bizOpaque;
  if (step.status === 'sent' || step.status === 'delivered') Object.assign(value, billingOf(message, step.status, at));
  if (step.status === 'failed') value.errors = [webhookError(step.errorCode ?? 131000)];
  return value;
}

function inboundValue(message: InboundMessage, displayPhoneNumber: string): Record<string, unknown> {
  const { reply } = message;
  const wire: Record<string, unknown> = {
    from: message.from,
    id: message.wamid,
    timestamp: unixSeconds(message.at),
    type: reply.type,
  };
  if (message.contextWamid !== null) wire.context = { from: displayPhoneNumber, id: message.contextWamid };
  if (reply.type === 'text') wire.text = { body: reply.text };
  if (reply.type === 'button') wire.button = { payload: reply.payload, text: reply.text };
  if (reply.type === 'interactive') {
    wire.interactive = { type: reply.replyType, [reply.replyType]: { id: reply.id, title: reply.title } };
  }
  return { contacts: [{ profile: { name: message.name }, wa_id: message.from }], messages: [wire] };
}

export class WebhookSender {
  private readonly dispatcher: CallbackDispatcher;

  constructor(
    private readonly store: ChatStore,
    private readonly config: WebhookConfig,
    log: Logger,
  ) {
    this.dispatcher = new CallbackDispatcher({
      concurrency: config.webhookConcurrency,
      timeoutMs: config.webhookTimeoutMs,
      retryDelaysMs: config.webhookRetryDelaysMs,
      onAttempt: (attempt) => store.webhookAttempts.push(attempt),
      log,
    });
  }

  /** Webhooks waiting for a slot or a retry, plus those in flight. */
  get pending(): number {
    return this.dispatcher.pending;
  }

  postStatus(message: StoredChatMessage, step: StatusStep): WebhookDelivery {
    message.posted.push(step);
    return this.post('status', message.wamid, step.status, { statuses: [statusValue(message, step, Date.now())] });
  }

  postInbound(message: InboundMessage): WebhookDelivery {
    return this.post('inbound', message.wamid, null, inboundValue(message, this.config.displayPhoneNumber));
  }

  /** Drops queued and scheduled webhooks and abandons those in flight. */
  reset(): void {
    this.dispatcher.reset();
  }

  private post(
    kind: WebhookDelivery['kind'],
    wamid: string,
    status: ChatStatus | null,
    value: Record<string, unknown>,
  ): WebhookDelivery {
    const { wabaId, phoneNumberId, displayPhoneNumber, appSecret, webhookUrl } = this.config;
    const payload = encodeLikeMeta({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: wabaId,
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: displayPhoneNumber, phone_number_id: phoneNumberId },
                ...value,
              },
              field: 'messages',
            },
          ],
        },
      ],
    });
    const signature = appSecret ? signPayload(payload, appSecret) : null;
    const delivery: WebhookDelivery = { id: randomUUID(), kind, wamid, status, url: webhookUrl, payload, signature };
    this.store.webhooks.push(delivery);
    this.dispatcher.enqueue({
      messageId: delivery.id,
      url: webhookUrl,
      payload,
      attempt: 1,
      headers: signature ? { 'x-hub-signature-256': signature } : {},
    });
    return delivery;
  }
}
