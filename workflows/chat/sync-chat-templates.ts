import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../../activities';
import type { ChatTemplateSyncResult } from '../../activities/chat/chat-templates';

/**
 * A refused listing (a bad token, say) will not heal by retrying: it fails the run, and the next hourly run tries
 * again. Rate limits and outages retry with backoff.
 */
const { syncChatTemplates } = proxyActivities<ReturnType<typeof createActivities>>({
  startToCloseTimeout: '2 minutes',
  retry: {
    initialInterval: '2 seconds',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: 6,
    nonRetryableErrorTypes: ['ChatProviderRejected'],
  },
});

/** Started every hour by the `chat-templates-sync` Schedule: copies the provider's templates into the platform. */
export async function syncChatTemplatesWorkflow(): Promise<ChatTemplateSyncResult> {
  return syncChatTemplates();
}
