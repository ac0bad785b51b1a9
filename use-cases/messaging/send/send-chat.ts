/**
 * Chat sends (docs/interface.md §4.3b, docs/decisions.md §7): one template message to one number or to a list, always a batch on the
 * shared pipeline (202 at once; the batch's workflow submits it through the chat submitter). One chat credit per
 * recipient, reserved at acceptance: when the chat balance covers fewer recipients than asked, the first ones it
 * covers are sent and the answer says `partial`; a balance of 0 sends nothing.
 */
import type { BatchDeps } from '../deps';
import { ChatCreditsNeededError } from '../../../domain/messaging/errors';
import { acceptBatch } from './batch-workflow';
import { renderChatText } from '../../chat/chat-rendering';
import {
  buttonUrlParamOf,
  chatVariablesOf,
  resolveChatTemplate,
  type ChatTemplateChoice,
} from '../../chat/chat-message-content';
import { createListBatch, type BatchItem } from '../../../db/messaging/batches';
import { CHAT_CREDITS_PER_MESSAGE } from '../../../db/messaging/channel-pricing';
import { InsufficientCreditsError } from '../../../domain/accounts/errors';

/** What a chat message shows as its sender: the platform's WhatsApp business number sends every one. */
export const CHAT_SENDER = 'WhatsApp';

export interface ChatSendRequest extends ChatTemplateChoice {
  tenantId: number;
  userId: number | null;
  kind: 'single' | 'bulk';
  /** Normalized numbers, in order; repeats are sent once. */
  numbers: string[];
  variables?: string[] | null;
  /** Shorthand for the single variable of a one-variable template. */
  text?: string | null;
  buttonUrlParam?: string | null;
  scheduledAt?: Date | null;
}

export interface AcceptedChatSend {
  batchId: number;
  /** Recipients accepted (and billed). */
  count: number;
  /** Distinct recipients asked for. */
  requested: number;
  /** Numbers left out (not billed) because they opted out of the organization's chat. */
  optedOut: number;
  /** The balance covered fewer than asked. */
  partial: boolean;
}

/**
 * Accepts a chat send: template, variables and button checked, the text rendered, the recipients the chat balance
 * covers billed and written with the batch, its workflow started. Throws InvalidInputError (template, variable count,
 * button) or ChatCreditsNeededError (nothing covered).
 */
export async function sendChat(deps: BatchDeps, request: ChatSendRequest): Promise<AcceptedChatSend> {
  const template = await resolveChatTemplate(deps.sequelize, request);
  const variables = chatVariablesOf(template, request);
  const buttonUrlParam = buttonUrlParamOf(template, request.buttonUrlParam);
  const numbers = [...new Set(request.numbers)];
  const body = renderChatText(template, variables);
  const chat = {
    templateId: template.id,
    templateName: template.name,
    language: template.language,
    variables,
    buttonUrlParam,
  };
  const items: BatchItem[] = numbers.map((toNumber) => ({
    toNumber,
    body,
    credits: CHAT_CREDITS_PER_MESSAGE,
    contactId: null,
    chat,
  }));
  const scheduledAt = request.scheduledAt ?? null;
  const header = {
    tenantId: request.tenantId,
    userId: request.userId,
    channel: 'chat' as const,
    kind: request.kind,
    audience: {
      type: 'numbers',
      count: numbers.length,
      template: { id: template.id, name: template.name, language: template.language },
    },
    fromSender: CHAT_SENDER,
    scheduledAt,
  };
  try {
    const batch = await acceptBatch(deps, () =>
      createListBatch(deps.sequelize, header, items, { coverWithBalance: true }),
    );
    return {
      batchId: batch.batchId,
      count: batch.count,
      optedOut: batch.optedOut,
      requested: numbers.length,
      partial: batch.count + batch.optedOut < numbers.length,
    };
  } catch (err) {
    if (err instanceof InsufficientCreditsError) throw new ChatCreditsNeededError(err.balance, err.required);
    throw err;
  }
}
