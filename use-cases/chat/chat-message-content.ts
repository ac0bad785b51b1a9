/**
 * What a chat send asks for, checked against the template before anything is billed: the template (approved, by id
 * or by name and language), its variables (the count must match: 422 naming the template and both counts) and the
 * parameter of its dynamic URL button. Shared by the chat sends and chat stages.
 */
import type { Sequelize } from 'sequelize';
import { findSendableChatTemplate, type SendableChatTemplate } from '../../db/chat/chat-templates';
import { invalidField } from '../../domain/messaging/errors';
import { dynamicUrlButtonIndex } from './chat-rendering';

export const DEFAULT_CHAT_LANGUAGE = 'sw';

export interface ChatTemplateChoice {
  chatTemplateId?: number | null;
  /** A template name, looked up in `language` (default `sw`). */
  template?: string | null;
  language?: string | null;
}

export const templateLabel = (template: Pick<SendableChatTemplate, 'name' | 'language'>): string =>
  `${template.name} (${template.language})`;

/** The approved template the request names; an error on `chat_template_id` or `template` when there is none. */
export async function resolveChatTemplate(
  sequelize: Sequelize,
  choice: ChatTemplateChoice,
): Promise<SendableChatTemplate> {
  if (choice.chatTemplateId) {
    const template = await findSendableChatTemplate(sequelize, { id: choice.chatTemplateId });
    if (!template)
      throw invalidField('chat_template_id', 'The selected chat template is not an approved chat template.');
    return template;
  }
  const name = choice.template ?? '';
  const language = choice.language || DEFAULT_CHAT_LANGUAGE;
  const template = name ? await findSendableChatTemplate(sequelize, { name, language }) : null;
  if (!template)
    throw invalidField('template', `There is no approved chat template named "${name}" in language "${language}".`);
  return template;
}

/** Refuses a variable list whose length is not the template's variable count, naming the template and both counts. */
export function checkVariableCount(template: SendableChatTemplate, given: number, field: string): void {
  if (given === template.variablesCount) return;
  const plural = (n: number) => `${n} variable${n === 1 ? '' : 's'}`;
  throw invalidField(
    field,
    `The chat template ${templateLabel(template)} expects ${plural(template.variablesCount)}, but ${given} ${given === 1 ? 'was' : 'were'} given.`,
  );
}

/** The ordered variables of a send: `variables`, or `text` as the single variable of a one-variable template. */
export function chatVariablesOf(
  template: SendableChatTemplate,
  input: { variables?: string[] | null; text?: string | null },
): string[] {
  if (input.text !== undefined && input.text !== null) {
    if (input.variables?.length) throw invalidField('text', 'Give either text or variables, not both.');
    // text stands for the single variable: any other template gets the count error on `text`.
    checkVariableCount(template, 1, 'text');
    return [input.text];
  }
  const variables = input.variables ?? [];
  checkVariableCount(template, variables.length, 'variables');
  return variables;
}

/** The URL button's parameter: required when the template has a dynamic URL button, refused when it has none. */
export function buttonUrlParamOf(template: SendableChatTemplate, given: string | null | undefined): string | null {
  const hasButton = dynamicUrlButtonIndex(template) !== null;
  if (hasButton && !given)
    throw invalidField(
      'button_url_param',
      `The chat template ${templateLabel(template)} has a link button: button_url_param is required.`,
    );
  if (!hasButton && given)
    throw invalidField('button_url_param', `The chat template ${templateLabel(template)} has no link button to fill.`);
  return given || null;
}
