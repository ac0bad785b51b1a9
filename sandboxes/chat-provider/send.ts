/**
 * The send use case of `POST /{PHONE_NUMBER_ID}/messages`: shape checks, magic 104, the template checks, magic 105,
 * the number's throughput, then acceptance with the status ladder (docs/providers.md §3.5.3–7). A refused send stores
 * nothing and does not count against the throughput.
 */
import { randomBytes } from 'node:crypto';
import { graphErrors } from './graph-errors';
import { isMagic, MAGIC_NUMBERS, normalizeNumber, statusPlanFor } from './magic-numbers';
import { parseSendRequest, type SendRequest } from './send-request';
import type { StatusLadder } from './status-ladder';
import type { ChatStore, StatusStep, StoredChatMessage } from './store';
import { renderTemplateSend, type RenderedTemplate } from './template-send';
import type { ThroughputWindow } from './throughput';

export interface SendDeps {
  store: ChatStore;
  ladder: StatusLadder;
  throughput: ThroughputWindow;
}

/** The 200 answer of §3.1. */
export interface SendAnswer {
  messaging_product: 'whatsapp';
  contacts: { input: string; wa_id: string }[];
  messages: { id: string; message_status?: string }[];
}

type Content = RenderedTemplate & { template: StoredChatMessage['template'] };

/** A `wamid.` id shaped like Meta's: base64 of a small frame holding the number and a random hex id. */
export function newWamid(number: string): string {
  const frame = `\x1c\x18${String.fromCharCode(number.length)}${number}\x15\x02\x00\x11\x18\x12${randomBytes(9).toString('hex').toUpperCase()}\x00`;
  return `wamid.${Buffer.from(frame, 'latin1').toString('base64')}`;
}

function contentOf(store: ChatStore, request: SendRequest): Content {
  if (request.type === 'text') return { text: request.text, header: null, buttonUrls: {}, template: null };
  const template = store.findTemplate(request.name, request.language);
  if (!template || template.status !== 'APPROVED') throw graphErrors.templateNotFound(request.name, request.language);
  const rendered = renderTemplateSend(template, request.components);
  return { ...rendered, template: { name: template.name, language: template.language, category: template.category } };
}

/** Key of magic 105: the same template with the same parameters (or the same text) is "an identical retry". */
function failFirstKey(request: SendRequest): string {
  return request.type === 'text'
    ? `text\n${request.text}`
    : `template\n${request.name}\n${request.language}\n${JSON.stringify(request.components)}`;
}

/** Free-form text outside the number's 24 h window is accepted, then fails with 131047 (§3.5.6). */
function planFor(store: ChatStore, request: SendRequest, now: number): StatusStep[] {
  const wa = normalizeNumber(request.to);
  if (request.type === 'text' && !store.windowOpen(wa, now) && statusPlanFor(wa).length > 0) {
    return [{ status: 'failed', errorCode: 131047 }];
  }
  return statusPlanFor(wa);
}

/** Accepts or refuses one send; a refusal is a thrown GraphError. */
export function submitSend(deps: SendDeps, body: unknown): SendAnswer {
  const request = parseSendRequest(body);
  if (isMagic(request.to, MAGIC_NUMBERS.throttled)) throw graphErrors.rateLimitHit();
  const content = contentOf(deps.store, request);
  if (isMagic(request.to, MAGIC_NUMBERS.failsFirstTry) && deps.store.markFailFirstKey(failFirstKey(request))) {
    throw graphErrors.serviceUnavailable();
  }
  const now = Date.now();
  if (!deps.throughput.tryTake(now)) throw graphErrors.rateLimitHit();
  const waId = normalizeNumber(request.to);
  const message: StoredChatMessage = {
    wamid: newWamid(waId),
    to: request.to,
    type: request.type,
    bizOpaque: request.bizOpaque,
    acceptedAt: now,
    conversationId: randomBytes(16).toString('hex'),
    pendingSteps: planFor(deps.store, request, now),
    posted: [],
    ...content,
  };
  deps.store.addMessage(message);
  deps.ladder.start(message);
  return {
    messaging_product: 'whatsapp',
    contacts: [{ input: request.to, wa_id: waId }],
    messages: [request.type === 'template' ? { id: message.wamid, message_status: 'accepted' } : { id: message.wamid }],
  };
}
