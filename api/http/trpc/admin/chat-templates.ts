import * as yup from 'yup';
import { TRPCError } from '@trpc/server';
import { router, superAdminProcedure } from '../trpc';
import { yupInput } from '../input';
import { syncChatTemplatesFromProvider } from '../../../../use-cases/chat/chat-template-sync';
import { ChatProviderError } from '../../../../infra/providers/chat-provider';

/** The platform's WhatsApp templates (docs/decisions.md §3). */
export const chatTemplatesRouter = router({
  /**
   * Copies every template of the provider now, as the hourly Schedule does: `synced` approved templates are listed,
   * `hidden` ones were taken off the list. A provider failure is BAD_GATEWAY and changes nothing.
   */
  sync: superAdminProcedure.input(yupInput(yup.object({}).default({}))).mutation(async ({ ctx }) => {
    try {
      return await syncChatTemplatesFromProvider(ctx.deps);
    } catch (err) {
      if (!(err instanceof ChatProviderError)) throw err;
      ctx.deps.logger.warn({ err }, 'chat template sync failed');
      throw new TRPCError({
        code: 'BAD_GATEWAY',
        message: `The chat provider could not list the templates: ${err.title}.`,
        cause: err,
      });
    }
  }),
});
