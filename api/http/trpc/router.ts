import { router } from './trpc';
import { tenantsRouter } from './admin/tenants';
import { statsProcedure } from './admin/stats';
import { purchasesRouter } from './admin/purchases';
import { creditsRouter } from './admin/credits';
import { packagesRouter } from './admin/packages';
import { senderIdsRouter } from './admin/sender-ids';
import { chatTemplatesRouter } from './admin/chat-templates';
import { unmatchedSmsInboxProcedure } from './admin/sms-inbox';
import { failuresByCodeProcedure } from './admin/failures';

/** The admin tools' API at /trpc: one sub-router per area. */
export const appRouter = router({
  admin: router({
    tenants: tenantsRouter,
    stats: statsProcedure,
    failuresByCode: failuresByCodeProcedure,
    purchases: purchasesRouter,
    credits: creditsRouter,
    packages: packagesRouter,
    senderIds: senderIdsRouter,
    chatTemplates: chatTemplatesRouter,
    unmatchedSmsInbox: unmatchedSmsInboxProcedure,
  }),
});

export type AppRouter = typeof appRouter;
