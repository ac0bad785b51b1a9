import { useMutation } from '@tanstack/react-query';
import { useTrpc } from './admin-session';
import { call } from './trpc';

/** Copies the chat provider's templates now (admin.chatTemplates.sync), as the hourly Schedule does. */
export function useChatTemplateSync() {
  const trpc = useTrpc();
  return useMutation({ mutationFn: () => call(() => trpc.admin.chatTemplates.sync.mutate({})) });
}
