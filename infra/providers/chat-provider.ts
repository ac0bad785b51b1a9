/**
 * HTTP client of the chat provider (WhatsApp Cloud API on Meta's Graph API, docs/providers.md §3): template and text
 * sends from the business phone number, and the WABA's templates. Bearer auth, one pinned Graph version. No rate
 * limiting here (the send pipeline paces itself) and no retries (errors say whether one is safe).
 */
import { createJsonHttpCall } from './json-http-call';
import type { ChatProviderConfig } from '../config';
import {
  ChatProviderAmbiguous,
  ChatProviderRejected,
  classifyChatAnswer,
  classifyChatFetchFailure,
} from './chat-provider-errors';

export * from './chat-provider-errors';

export interface ChatTemplateMessage {
  /** Digits with country code (`255712345678`). */
  to: string;
  template: { name: string; language: string };
  /** Fill the TEXT header's `{{n}}`, in order. */
  headerParameters?: string[];
  /** Fill the body's `{{1}}`, `{{2}}`… in order. */
  bodyParameters?: string[];
  /** The `{{1}}` suffix of a dynamic URL button at `index`. */
  urlButton?: { index: number; parameter: string };
  /** Our chat message id: Meta echoes it on every status webhook (≤ 512 characters). */
  bizOpaque?: string;
}

export interface ChatTextMessage {
  to: string;
  text: string;
  previewUrl?: boolean;
  bizOpaque?: string;
}

export interface ChatSendResult {
  /** Meta's message id (`wamid.…`): status webhooks name it. */
  wamid: string;
  /** `accepted`, `held_for_quality_assessment` or `paused`: queued, not delivered. */
  messageStatus: string;
}

export interface ProviderTemplateButton {
  type: string;
  text?: string;
  url?: string;
  phone_number?: string;
  example?: string[];
}

export interface ProviderTemplateComponent {
  type: string;
  format?: string;
  text?: string;
  example?: { header_text?: string[]; body_text?: string[][] };
  buttons?: ProviderTemplateButton[];
}

/** A message template as Graph lists it (§3.3). */
export interface ProviderTemplate {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  components: ProviderTemplateComponent[];
}

export interface TemplateFilters {
  status?: string;
  name?: string;
  language?: string;
  category?: string;
  /** Templates per page (Graph `limit`); default 100. */
  pageSize?: number;
}

export interface ChatProvider {
  /** Throws a ChatProviderError. */
  sendTemplate(message: ChatTemplateMessage): Promise<ChatSendResult>;
  /** Free-form text: Meta delivers it only within 24 h of the recipient's last message (else a 131047 webhook). */
  sendText(message: ChatTextMessage): Promise<ChatSendResult>;
  /**
   * Every page of the WABA's templates, while `paging.next` is present. The next page is asked on our own base URL
   * with `paging.cursors.after`, so the token never goes to a URL an answer supplied.
   */
  listTemplates(filters?: TemplateFilters): Promise<ProviderTemplate[]>;
}

export type ChatProviderOptions = Pick<
  ChatProviderConfig,
  'url' | 'accessToken' | 'phoneNumberId' | 'wabaId' | 'apiVersion' | 'timeoutMs'
>;

const TEMPLATE_FIELDS = 'name,language,status,category,components';
/** A WABA holds at most a few thousand templates; more pages than this means the paging is broken. */
const MAX_PAGES = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function templateComponents(message: ChatTemplateMessage): Record<string, unknown>[] {
  const textParameters = (values: string[]) => values.map((text) => ({ type: 'text', text }));
  const components: Record<string, unknown>[] = [];
  if (message.headerParameters?.length)
    components.push({ type: 'header', parameters: textParameters(message.headerParameters) });
  if (message.bodyParameters?.length)
    components.push({ type: 'body', parameters: textParameters(message.bodyParameters) });
  if (message.urlButton) {
    const { index, parameter } = message.urlButton;
    components.push({ type: 'button', sub_type: 'url', index: String(index), parameters: textParameters([parameter]) });
  }
  return components;
}

/** The wamid of a 200 send answer; an answer without one leaves the outcome unknown. */
function sendResultOf(answer: unknown, what: string): ChatSendResult {
  const message = isRecord(answer) && Array.isArray(answer.messages) ? answer.messages[0] : undefined;
  if (!isRecord(message) || typeof message.id !== 'string' || message.id === '') {
    throw new ChatProviderAmbiguous(what, {
      code: null,
      httpStatus: 200,
      title: 'the answer names no message id',
      details: null,
    });
  }
  return {
    wamid: message.id,
    messageStatus: typeof message.message_status === 'string' ? message.message_status : 'accepted',
  };
}

function isProviderTemplate(value: unknown): value is ProviderTemplate {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.language === 'string' &&
    typeof value.status === 'string'
  );
}

function toProviderTemplate(value: ProviderTemplate): ProviderTemplate {
  return {
    id: String(value.id ?? ''),
    name: value.name,
    language: value.language,
    status: value.status,
    category: typeof value.category === 'string' ? value.category : '',
    components: Array.isArray(value.components)
      ? (value.components.filter(isRecord) as ProviderTemplateComponent[])
      : [],
  };
}

function templatesQuery(filters: TemplateFilters, after: string | null): string {
  const query = new URLSearchParams({ fields: TEMPLATE_FIELDS, limit: String(filters.pageSize ?? 100) });
  for (const key of ['status', 'name', 'language', 'category'] as const) if (filters[key]) query.set(key, filters[key]);
  if (after !== null) query.set('after', after);
  return query.toString();
}

type GraphCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

/** One Graph request under the pinned version; its failures are classified (chat-provider-errors.ts). */
const createGraphCall = (options: ChatProviderOptions): GraphCall =>
  createJsonHttpCall({
    baseUrl: `${options.url.replace(/\/+$/, '')}/${options.apiVersion}`,
    authorization: `Bearer ${options.accessToken}`,
    timeoutMs: options.timeoutMs,
    classifyFetchFailure: classifyChatFetchFailure,
    classifyAnswer: (status, _retryAfter, text, what) => classifyChatAnswer(status, text, what),
    unreadableAnswer: (status, what) =>
      new ChatProviderAmbiguous(what, {
        code: null,
        httpStatus: status,
        title: 'the answer is not JSON',
        details: null,
      }),
  });

/** Every page of a WABA's templates, asking each next page by its `after` cursor while `paging.next` is present. */
async function listAllTemplates(
  call: GraphCall,
  wabaId: string,
  filters: TemplateFilters,
): Promise<ProviderTemplate[]> {
  const templates: ProviderTemplate[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await call('GET', `/${wabaId}/message_templates?${templatesQuery(filters, after)}`);
    const data: unknown[] = isRecord(answer) && Array.isArray(answer.data) ? answer.data : [];
    templates.push(...data.filter(isProviderTemplate).map(toProviderTemplate));
    const paging = isRecord(answer) && isRecord(answer.paging) ? answer.paging : {};
    if (typeof paging.next !== 'string') return templates;
    const cursor = isRecord(paging.cursors) && typeof paging.cursors.after === 'string' ? paging.cursors.after : null;
    // A next page we cannot reach would silently drop templates (and hide them in the sync): fail instead.
    if (cursor === null || cursor === after) break;
    after = cursor;
  }
  throw new ChatProviderRejected('GET message_templates', {
    code: null,
    httpStatus: 200,
    title: 'the template paging does not advance',
    details: null,
  });
}

export function createHttpChatProvider(options: ChatProviderOptions): ChatProvider {
  const call = createGraphCall(options);
  const send = async (payload: Record<string, unknown>, bizOpaque: string | undefined): Promise<ChatSendResult> => {
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      ...payload,
      ...(bizOpaque ? { biz_opaque_callback_data: bizOpaque } : {}),
    };
    const path = `/${options.phoneNumberId}/messages`;
    return sendResultOf(await call('POST', path, body), `POST ${path}`);
  };

  return {
    sendTemplate(message) {
      const components = templateComponents(message);
      const template = {
        name: message.template.name,
        language: { code: message.template.language },
        ...(components.length ? { components } : {}),
      };
      return send({ to: message.to, type: 'template', template }, message.bizOpaque);
    },
    sendText(message) {
      return send(
        { to: message.to, type: 'text', text: { body: message.text, preview_url: message.previewUrl ?? false } },
        message.bizOpaque,
      );
    },
    listTemplates: (filters = {}) => listAllTemplates(call, options.wabaId, filters),
  };
}
