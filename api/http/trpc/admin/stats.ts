import * as yup from 'yup';
import { QueryTypes } from 'sequelize';
import { superAdminProcedure } from '../trpc';
import { yupInput } from '../input';
import { darTodayBounds, platformStatsSql } from '../../../../db/dashboard/platform-stats';

/** Platform totals: tenants, users, messages today (Africa/Dar_es_Salaam), credits sold. */
export const statsProcedure = superAdminProcedure.input(yupInput(yup.object({}))).query(async ({ ctx }) => {
  const [row] = await ctx.deps.sequelize.query<Record<string, number>>(platformStatsSql(), {
    type: QueryTypes.SELECT,
    bind: darTodayBounds(new Date()),
  });
  return row;
});
