import type { ListedChatTemplate } from '../../../db/chat/chat-templates';
import { Id, Nullable, Resource, Type, type Static } from '../../http/openapi/response-schema';

export const ChatTemplateSchema = Resource(
  'ChatTemplate',
  {
    id: Id,
    name: Type.String({ examples: ['event_invitation'] }),
    language: Type.String({ examples: ['sw'] }),
    variables: Type.Array(Type.String(), {
      description:
        "One label per variable in the order a send gives them: the provider's example value, else its position",
      examples: [['Amina', 'Harusi ya Juma']],
    }),
    status: Type.Literal('approved'),
    header: Nullable(
      Type.String({ description: 'Its text header, with {{n}} variables', examples: ['Tiketi ya {{1}}'] }),
    ),
    text: Type.String({
      description: 'Its body as the recipient reads it, with {{n}} where the variables go',
      examples: ['Habari {{1}}, umealikwa kwenye {{2}}.'],
    }),
  },
  'An approved chat (WhatsApp) template a sender may address (docs/interface.md §2)',
);
export type ChatTemplate = Static<typeof ChatTemplateSchema>;

/** A chat template as senders see it (docs/interface.md §2 "Chat template"); only approved ones are ever listed. */
export const presentChatTemplate = (template: ListedChatTemplate): ChatTemplate => ({
  id: template.id,
  name: template.name,
  language: template.language,
  variables: template.variableLabels,
  status: 'approved',
  header: template.headerText,
  text: template.bodyText,
});
