import { router } from './trpc';
import { tenantsRouter } from './admin/tenants';
import { statsProcedure } from './admin/stats';

/** The admin tools' API at /trpc: one sub-router per area. */
export const appRouter = router({
  admin: router({
    tenants: tenantsRouter,
    stats: statsProcedure,
  }),
});

export type AppRouter = typeof appRouter;
