/**
 * Copies the provider's templates into the platform (docs/decisions.md §3 `admin.chatTemplates.sync`). One implementation
 * for the admin procedure (run in the request) and the hourly Schedule's activity.
 */
import type { Sequelize } from 'sequelize';
import type { ChatProvider } from '../../infra/providers/chat-provider';
import { storeSyncedChatTemplates, type ChatTemplateSyncResult } from '../../db/chat/chat-templates';
import { describeChatTemplate } from '../../domain/chat/chat-template-definition';

export interface ChatTemplateSyncDeps {
  sequelize: Sequelize;
  chatProvider: ChatProvider;
}

export type { ChatTemplateSyncResult };

/**
 * Pulls every page of the provider's templates, then stores them in one transaction. A provider error throws before
 * anything is written, so a failed listing never hides templates.
 */
export async function syncChatTemplatesFromProvider(deps: ChatTemplateSyncDeps): Promise<ChatTemplateSyncResult> {
  const templates = await deps.chatProvider.listTemplates();
  return storeSyncedChatTemplates(deps.sequelize, templates.map(describeChatTemplate));
}
