/** The hourly template sync's activity: the same sync admin.chatTemplates.sync runs in the request. */
import type { ActivityDeps } from '../deps';
import { syncChatTemplatesFromProvider, type ChatTemplateSyncResult } from '../../use-cases/chat/chat-template-sync';

export type { ChatTemplateSyncResult } from '../../use-cases/chat/chat-template-sync';

export function createChatTemplateActivities(deps: ActivityDeps) {
  return {
    /** Pulls every template page and stores them; safe to retry (the store is one idempotent transaction). */
    async syncChatTemplates(): Promise<ChatTemplateSyncResult> {
      const result = await syncChatTemplatesFromProvider(deps);
      deps.logger.info(result, 'chat templates synced');
      return result;
    },
  };
}
