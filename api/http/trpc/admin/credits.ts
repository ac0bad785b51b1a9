import * as yup from 'yup';
import { TRPCError } from '@trpc/server';
import { router, superAdminProcedure } from '../trpc';
import { yupInput } from '../input';
import { adjustCredits, MAX_BALANCE } from '../../../../use-cases/accounts/credit-adjustments';

/** Manual balance corrections by a platform admin (docs/decisions.md §3). */
export const creditsRouter = router({
  /**
   * A signed ledger entry; a balance never goes below 0 nor above MAX_BALANCE (BAD_REQUEST). With an `idempotencyKey`,
   * repeating the call changes nothing (`applied: false`). Its `adjust:` reference keeps it out of the credits sold
   * (db/dashboard/platform-stats.ts).
   */
  adjust: superAdminProcedure
    .input(
      yupInput(
        yup.object({
          tenantId: yup.number().integer().min(1).max(2_147_483_647).required(),
          channel: yup
            .string()
            .oneOf(['sms', 'chat'] as const)
            .required(),
          amount: yup
            .number()
            .integer()
            .required()
            .notOneOf([0], 'The amount must not be 0.')
            .min(-1_000_000_000)
            .max(1_000_000_000),
          reason: yup.string().trim().required('A reason is required.').max(200),
          idempotencyKey: yup.string().trim().max(100),
        }),
      ),
    )
    .mutation(async ({ ctx, input }) => {
      const result = await adjustCredits(ctx.deps.sequelize, input);
      switch (result.outcome) {
        case 'tenant_not_found':
          throw new TRPCError({ code: 'NOT_FOUND', message: 'Tenant not found.' });
        case 'above_limit':
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: `This adjustment would take the balance above ${MAX_BALANCE}.`,
          });
        case 'below_zero':
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: `This adjustment would take the balance below 0 (the balance is ${result.balance}).`,
          });
      }
      return { tenantId: input.tenantId, channel: input.channel, applied: result.applied, balance: result.balance };
    }),
});
