import type { ListedChatTemplate } from '../../../db/chat/chat-templates';

/** A chat template as senders see it (docs/interface.md §2 "Chat template"); only approved ones are ever listed. */
export const presentChatTemplate = (template: ListedChatTemplate) => ({
  id: template.id,
  name: template.name,
  language: template.language,
  variables: template.variableLabels,
  status: 'approved' as const,
});
