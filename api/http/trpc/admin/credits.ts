import { randomUUID } from 'node:crypto';
import * as yup from 'yup';
import { TRPCError } from '@trpc/server';
import { router, superAdminProcedure } from '../trpc';
import { yupInput } from '../input';
import { Tenant } from '../../../../db/models';
import { DatabaseError } from 'sequelize';
import { applyLedgerChange } from '../../../../db/accounts/ledger';

/** Balances are int4 columns. */
const MAX_BALANCE = 2_147_483_647;

/** PostgreSQL refuses a balance past int4 (numeric_value_out_of_range), which rolls the adjustment back. */
const applyWithinLimit = (...[sequelize, tx, change]: Parameters<typeof applyLedgerChange>) =>
  applyLedgerChange(sequelize, tx, change).catch((err: unknown) => {
    if (err instanceof DatabaseError && (err.parent as Error & { code?: string }).code === '22003') {
      throw new TRPCError({ code: 'BAD_REQUEST', message: `This adjustment would take the balance above ${MAX_BALANCE}.` });
    }
    throw err;
  });

/** Manual balance corrections by a platform admin (decisions §3). */
export const creditsRouter = router({
  /**
   * A signed ledger entry; a balance never goes below 0 nor above MAX_BALANCE (BAD_REQUEST). With an `idempotencyKey`,
   * repeating the call changes nothing (`applied: false`). Its `adjust:` reference keeps it out of the credits sold
   * (db/dashboard/platform-stats.ts).
   */
  adjust: superAdminProcedure
    .input(yupInput(yup.object({
      tenantId: yup.number().integer().min(1).max(2_147_483_647).required(),
      channel: yup.string().oneOf(['sms', 'chat'] as const).required(),
      amount: yup.number().integer().required().notOneOf([0], 'The amount must not be 0.').min(-1_000_000_000).max(1_000_000_000),
      reason: yup.string().trim().required('A reason is required.').max(200),
      idempotencyKey: yup.string().trim().max(100),
    })))
    .mutation(async ({ ctx, input }) => {
      if (!(await Tenant.findByPk(input.tenantId))) throw new TRPCError({ code: 'NOT_FOUND', message: 'Tenant not found.' });
      const { sequelize } = ctx.deps;
      const result = await sequelize.transaction(async (tx) => {
        const change = await applyWithinLimit(sequelize, tx, {
          tenantId: input.tenantId, channel: input.channel, amount: input.amount,
          reason: input.reason, reference: `adjust:${input.idempotencyKey ?? randomUUID()}`,
        });
        if (!change.applied && change.reason === 'insufficient') {
          throw new TRPCError({ code: 'BAD_REQUEST', message: `This adjustment would take the balance below 0 (the balance is ${change.balance}).` });
        }
        return change;
      });
      return { tenantId: input.tenantId, channel: input.channel, applied: result.applied, balance: result.balance };
    }),
});
