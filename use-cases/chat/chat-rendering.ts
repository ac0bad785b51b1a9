/**
 * A chat template and its variables, both ways: the text the recipient sees (stored as the message's body) and the
 * provider request that sends it (docs/providers.md §3.1). The variables are ordered as the template's: the distinct
 * `{{n}}` of a text header first, then the body's (domain/chat/chat-template-definition.ts).
 */
import type { OutboundChatContent } from '../../db/chat/chat-content';
import type { ChatTemplateMessage } from '../../infra/providers/chat-provider';
import { placeholderNumbers } from '../../domain/chat/chat-template-definition';

export interface RenderableTemplate {
  headerText: string | null;
  bodyText: string;
}

export interface TemplateButtons {
  buttons: ReadonlyArray<{ type: string; index: number; url?: string }>;
}

/** How many of the variables fill the header (the rest fill the body). */
export const headerVariableCount = (headerText: string | null): number => placeholderNumbers(headerText).length;

/** `{{n}}` of a text filled with its values in order of n (a missing value leaves the placeholder). */
function fill(text: string, values: readonly string[]): string {
  const numbers = placeholderNumbers(text);
  return text.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => values[numbers.indexOf(Number(n))] ?? whole);
}

/** The text a recipient sees: the header (when it has text) and the body, with the variables filled in. */
export function renderChatText(template: RenderableTemplate, variables: readonly string[]): string {
  const headerCount = headerVariableCount(template.headerText);
  const body = fill(template.bodyText, variables.slice(headerCount));
  return template.headerText ? `${fill(template.headerText, variables.slice(0, headerCount))}\n${body}` : body;
}

/** The index of the template's URL button whose URL ends in a `{{1}}` the sender fills, or null. */
export function dynamicUrlButtonIndex(template: TemplateButtons): number | null {
  const button = template.buttons.find((b) => b.type === 'url' && placeholderNumbers(b.url).length > 0);
  return button ? button.index : null;
}

/** The provider request of one chat message; `bizOpaque` names our message in every status the provider sends back. */
export function templateMessageOf(to: string, chat: OutboundChatContent, bizOpaque: string): ChatTemplateMessage {
  const headerCount = headerVariableCount(chat.headerText);
  const buttonIndex = dynamicUrlButtonIndex(chat);
  return {
    to,
    template: { name: chat.templateName, language: chat.language },
    headerParameters: chat.variables.slice(0, headerCount),
    bodyParameters: chat.variables.slice(headerCount),
    ...(buttonIndex !== null && chat.buttonUrlParam !== null
      ? { urlButton: { index: buttonIndex, parameter: chat.buttonUrlParam } }
      : {}),
    bizOpaque,
  };
}
