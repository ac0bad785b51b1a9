/**
 * The channel rules of a stage (docs/interface.md §2, docs/decisions.md §11): a chat stage names an approved chat template and gives
 * one `chat_variables` item per template variable (each may hold the stage placeholders, rendered per invitee); its
 * URL button, when the template has one, opens the invitee's page (the button takes the invitee's public token). An
 * SMS stage carries none of the chat fields.
 */
import type { Sequelize } from 'sequelize';
import type { EventStage } from '../../db/models';
import type { SendableChatTemplate } from '../../db/chat/chat-templates';
import { invalidField } from '../../domain/messaging/errors';
import { checkVariableCount, resolveChatTemplate } from '../chat/chat-message-content';

type ChatFields = Pick<EventStage, 'chatTemplateId' | 'chatVariables' | 'smsFallback'>;

/** Whether a change gives any chat field a value (null, an empty list and false give none). */
const givesChatFields = (given: Partial<ChatFields>): boolean =>
  (given.chatTemplateId ?? null) !== null || (given.chatVariables?.length ?? 0) > 0 || given.smsFallback === true;

/** The approved template of a chat stage with the right number of variables; InvalidInputError otherwise. */
export async function chatStageTemplate(sequelize: Sequelize, stage: ChatFields): Promise<SendableChatTemplate> {
  if ((stage.chatTemplateId ?? null) === null)
    throw invalidField('chat_template_id', 'The chat template id field is required when channel is chat.');
  const template = await resolveChatTemplate(sequelize, { chatTemplateId: stage.chatTemplateId });
  checkVariableCount(template, stage.chatVariables?.length ?? 0, 'chat_variables');
  return template;
}

/**
 * Checks the stage as it would be stored after a change that gave `given`; throws InvalidInputError. A chat stage is
 * checked when it is created or its channel or chat fields change (an unrelated edit, or a cancel, of a stage whose
 * template was withdrawn since stays possible; its run is refused then). A stage turned to SMS drops its chat fields.
 */
export async function checkStageChannel(
  sequelize: Sequelize,
  stage: EventStage,
  given: Partial<EventStage>,
  creating: boolean,
): Promise<void> {
  if (stage.channel !== 'chat') {
    if (givesChatFields(given))
      throw invalidField('channel', 'The chat template id, chat variables and sms fallback are only for chat stages.');
    stage.set({ chatTemplateId: null, chatVariables: null, smsFallback: false });
    return;
  }
  const touched = ['channel', 'chatTemplateId', 'chatVariables'].some(
    (key) => given[key as keyof EventStage] !== undefined,
  );
  if (creating || touched) await chatStageTemplate(sequelize, stage);
}
