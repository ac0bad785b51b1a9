import * as yup from 'yup';
import { QueryTypes } from 'sequelize';
import { TRPCError } from '@trpc/server';
import { router, superAdminProcedure } from '../trpc';
import { yupInput } from '../input';
import { paginationFields } from '../../pagination';
import { Tenant } from '../../../../db/models';
import { likeContains } from '../../../../db/contacts/contacts';
import { formatTimestamp } from '../../../../infra/timestamps';
import { cancelTenantSends } from '../../../../use-cases/messaging/send/tenant-sends';
import { setTenantActive } from '../../../../use-cases/accounts/tenants';

const PER_PAGE = 20;
const tenantIdField = () => yup.number().integer().min(1).max(2_147_483_647).required();

interface TenantRow {
  id: number;
  name: string;
  slug: string;
  is_active: boolean;
  created_at: Date;
  users_count: number;
  sms_balance: number;
  chat_balance: number;
  total: number;
}

export const tenantsRouter = router({
  /** Tenants with users count, balances and active flag; `search` matches name or slug. */
  list: superAdminProcedure
    .input(yupInput(yup.object({ search: yup.string().trim().max(255), page: paginationFields.page })))
    .query(async ({ ctx, input }) => {
      const search = input.search ? likeContains(input.search) : null;
      const rows = await ctx.deps.sequelize.query<TenantRow>(
        `SELECT t.id, t.name, t.slug, t.is_active, t.created_at,
                (SELECT count(*) FROM users u WHERE u.tenant_id = t.id) AS users_count,
                COALESCE((SELECT balance FROM credit_wallets w WHERE w.tenant_id = t.id AND w.channel = 'sms'), 0) AS sms_balance,
                COALESCE((SELECT balance FROM credit_wallets w WHERE w.tenant_id = t.id AND w.channel = 'chat'), 0) AS chat_balance,
                count(*) OVER () AS total
         FROM tenants t
         WHERE (:search::text IS NULL OR t.name ILIKE :search OR t.slug ILIKE :search)
         ORDER BY t.id LIMIT :limit OFFSET :offset`,
        { replacements: { search, limit: PER_PAGE, offset: (input.page - 1) * PER_PAGE }, type: QueryTypes.SELECT },
      );
      return {
        data: rows.map(({ total: _total, created_at, ...row }) => ({
          ...row,
          created_at: formatTimestamp(created_at),
        })),
        meta: { current_page: input.page, per_page: PER_PAGE, total: rows[0]?.total ?? 0 },
      };
    }),

  /**
   * Activates or deactivates an organization. Inactive: its users' tokens stop working at once and its batches
   * are held before their next round. Reactivated: its held batches resume now (`resumed` counts the batches woken).
   */
  setActive: superAdminProcedure
    .input(yupInput(yup.object({ tenantId: tenantIdField(), active: yup.boolean().required() })))
    .mutation(async ({ ctx, input }) => {
      const result = await setTenantActive(ctx.deps, input.tenantId, input.active);
      if (!result) throw new TRPCError({ code: 'NOT_FOUND', message: 'Tenant not found.' });
      const { tenant, resumed } = result;
      return { id: tenant.id, name: tenant.name, slug: tenant.slug, is_active: tenant.isActive, resumed };
    }),

  /** Cancels every message the organization has not sent yet (held or not), each refunded once. */
  cancelPendingSends: superAdminProcedure
    .input(yupInput(yup.object({ tenantId: tenantIdField() })))
    .mutation(async ({ ctx, input }) => {
      if (!(await Tenant.findByPk(input.tenantId)))
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Tenant not found.' });
      return cancelTenantSends(ctx.deps, input.tenantId);
    }),
});
