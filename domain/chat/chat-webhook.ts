/**
 * The chat provider's webhook body (docs/providers.md §3.4) reduced to what the platform keeps: status events of our
 * messages and inbound messages. Tolerant by design: other objects and fields (`message_template_status_update`…),
 * unknown statuses and malformed entries are skipped, never an error, since the provider retries a refusal for days.
 */

export type ChatDeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface ChatStatusError {
  code: number | null;
  title: string;
  details: string | null;
}

export interface ChatPricing {
  billable: boolean | null;
  pricingModel: string | null;
  type: string | null;
  category: string | null;
}

export interface ChatStatusEvent {
  wamid: string;
  status: ChatDeliveryStatus;
  timestamp: Date | null;
  recipient: string | null;
  /** `biz_opaque_callback_data`: our chat message id. */
  bizOpaque: string | null;
  errors: ChatStatusError[];
  pricing: ChatPricing | null;
}

export interface ChatInboundEvent {
  wamid: string;
  from: string;
  /** The sender's WhatsApp profile name. */
  name: string | null;
  timestamp: Date | null;
  type: string;
  /** The text, or the label of a tapped button / chosen reply. */
  text: string | null;
  /** A template button's payload, an interactive reply's id. */
  buttonPayload: string | null;
  buttonText: string | null;
  /** The wamid of the message this one replies to. */
  contextWamid: string | null;
}

export interface ParsedChatWebhook {
  statuses: ChatStatusEvent[];
  inbound: ChatInboundEvent[];
}

const STATUSES = new Set<string>(['sent', 'delivered', 'read', 'failed']);
const MAX_WAMID = 128;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const wamidOf = (value: unknown): string | null => {
  const wamid = str(value);
  return wamid !== null && wamid.length <= MAX_WAMID ? wamid : null;
};

/** Unix seconds as a string (or number) → Date; anything else → null. */
function unixTime(value: unknown): Date | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,12}$/.test(text) ? new Date(Number(text) * 1000) : null;
}

function errorOf(error: Json): ChatStatusError {
  const details = isRecord(error.error_data) ? str(error.error_data.details) : null;
  return {
    code: typeof error.code === 'number' ? error.code : null,
    title: str(error.title) ?? str(error.message) ?? '',
    details,
  };
}

function pricingOf(value: unknown): ChatPricing | null {
  if (!isRecord(value)) return null;
  return {
    billable: typeof value.billable === 'boolean' ? value.billable : null,
    pricingModel: str(value.pricing_model),
    type: str(value.type),
    category: str(value.category),
  };
}

function statusEvent(value: Json): ChatStatusEvent | null {
  const wamid = wamidOf(value.id);
  const status = str(value.status);
  if (wamid === null || status === null || !STATUSES.has(status)) return null;
  return {
    wamid,
    status: status as ChatDeliveryStatus,
    timestamp: unixTime(value.timestamp),
    recipient: str(value.recipient_id),
    bizOpaque: str(value.biz_opaque_callback_data),
    errors: records(value.errors).map(errorOf),
    pricing: pricingOf(value.pricing),
  };
}

/** A text's body, a button tap's payload and label, an interactive reply's id and title. */
function replyOf(message: Json): { text: string | null; payload: string | null; label: string | null } {
  if (message.type === 'text' && isRecord(message.text))
    return { text: str(message.text.body), payload: null, label: null };
  if (message.type === 'button' && isRecord(message.button)) {
    const label = str(message.button.text);
    return { text: label, payload: str(message.button.payload), label };
  }
  const interactive = isRecord(message.interactive) ? message.interactive : {};
  const reply = isRecord(interactive.button_reply)
    ? interactive.button_reply
    : isRecord(interactive.list_reply)
      ? interactive.list_reply
      : null;
  if (message.type === 'interactive' && reply) {
    const label = str(reply.title);
    return { text: label, payload: str(reply.id), label };
  }
  return { text: null, payload: null, label: null };
}

function inboundEvent(message: Json, names: Map<string, string>): ChatInboundEvent | null {
  const wamid = wamidOf(message.id);
  const from = str(message.from);
  const type = str(message.type);
  if (wamid === null || from === null || !/^\d{1,20}$/.test(from) || type === null) return null;
  const reply =
    type === 'text' || type === 'button' || type === 'interactive'
      ? replyOf(message)
      : { text: null, payload: null, label: null };
  return {
    wamid,
    from,
    name: names.get(from) ?? null,
    timestamp: unixTime(message.timestamp),
    type: type.slice(0, 32),
    text: reply.text,
    buttonPayload: reply.payload,
    buttonText: reply.label,
    contextWamid: isRecord(message.context) ? wamidOf(message.context.id) : null,
  };
}

/** The `value`s of every `messages` change of a `whatsapp_business_account` body. */
function messageValues(body: unknown): Json[] {
  if (!isRecord(body) || body.object !== 'whatsapp_business_account') return [];
  return records(body.entry)
    .flatMap((entry) => records(entry.changes))
    .filter((change) => change.field === 'messages' && isRecord(change.value))
    .map((change) => change.value as Json);
}

export function parseChatWebhook(body: unknown): ParsedChatWebhook {
  const parsed: ParsedChatWebhook = { statuses: [], inbound: [] };
  for (const value of messageValues(body)) {
    const names = new Map<string, string>();
    for (const contact of records(value.contacts)) {
      const name = isRecord(contact.profile) ? str(contact.profile.name) : null;
      const waId = str(contact.wa_id);
      if (waId !== null && name !== null) names.set(waId, name);
    }
    parsed.statuses.push(...records(value.statuses).flatMap((status) => statusEvent(status) ?? []));
    parsed.inbound.push(...records(value.messages).flatMap((message) => inboundEvent(message, names) ?? []));
  }
  return parsed;
}
