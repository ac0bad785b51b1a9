import * as yup from 'yup';
import { superAdminProcedure } from '../trpc';
import { yupInput } from '../input';
import { failuresByCode } from '../../../../db/dashboard/failures-by-code';

/** Failed messages of the last `days` days (default 7) by the provider's code, most frequent first. */
export const failuresByCodeProcedure = superAdminProcedure
  .input(yupInput(yup.object({ days: yup.number().integer().min(1).max(90).default(7) }).default({})))
  .query(async ({ ctx, input }) => {
    const since = new Date(Date.now() - input.days * 24 * 60 * 60 * 1000);
    return { days: input.days, data: await failuresByCode(ctx.deps.sequelize, since) };
  });
