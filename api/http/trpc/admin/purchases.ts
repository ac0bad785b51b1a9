import * as yup from 'yup';
import { TRPCError } from '@trpc/server';
import { router, superAdminProcedure } from '../trpc';
import { yupInput } from '../input';
import { paginationFields } from '../../pagination';
import { Purchase, Tenant } from '../../../../db/models';
import { PURCHASE_STATUSES } from '../../../../db/models/Purchase';
import { type SettleResult } from '../../../../db/purchases/purchases';
import { approveManualPurchase, rejectManualPurchase } from '../../../../use-cases/purchases/reviews';
import { presentPurchase } from '../../../purchases/presenters';
import { formatTimestamp } from '../../../../infra/timestamps';

const PER_PAGE = 20;

const presentAdminPurchase = (p: Purchase) => ({
  ...presentPurchase(p),
  tenant: p.tenant ? { id: p.tenant.id, name: p.tenant.name, slug: p.tenant.slug } : { id: p.tenantId },
  reviewed_by: p.reviewedBy,
  credited_at: formatTimestamp(p.creditedAt),
  reversed_at: formatTimestamp(p.reversedAt),
  reversed_credits: p.reversedCredits,
});

/** Runs an approve/reject; a missing purchase is NOT_FOUND and a move out of a settled state CONFLICT (the error table). */
async function review(work: () => Promise<SettleResult | null>) {
  const result = await work();
  if (!result) throw new TRPCError({ code: 'NOT_FOUND', message: 'Purchase not found.' });
  return { data: presentAdminPurchase(result.purchase), changed: result.outcome !== 'unchanged' };
}

const purchaseId = () => yup.number().integer().min(1).max(2_147_483_647).required();

/** Purchases of every tenant; manual requests are approved (credited once) or rejected here (docs/decisions.md §3). */
export const purchasesRouter = router({
  list: superAdminProcedure
    .input(
      yupInput(
        yup.object({
          status: yup.string().oneOf(PURCHASE_STATUSES),
          channel: yup.string().oneOf(['sms', 'chat'] as const),
          page: paginationFields.page,
        }),
      ),
    )
    .query(async ({ input }) => {
      const { rows, count } = await Purchase.findAndCountAll({
        where: {
          ...(input.status ? { status: input.status } : {}),
          ...(input.channel ? { channel: input.channel } : {}),
        },
        include: [{ model: Tenant, as: 'tenant', attributes: ['id', 'name', 'slug'] }],
        order: [['id', 'DESC']],
        limit: PER_PAGE,
        offset: (input.page - 1) * PER_PAGE,
      });
      return {
        data: rows.map(presentAdminPurchase),
        meta: { current_page: input.page, per_page: PER_PAGE, total: count },
      };
    }),

  /** pending → approved with the credit, in one transaction with the row locked; a second call changes nothing. */
  approve: superAdminProcedure
    .input(yupInput(yup.object({ purchaseId: purchaseId() })))
    .mutation(({ ctx, input }) =>
      review(() => approveManualPurchase(ctx.deps.sequelize, input.purchaseId, ctx.auth.admin.id)),
    ),

  reject: superAdminProcedure
    .input(
      yupInput(
        yup.object({
          purchaseId: purchaseId(),
          reason: yup.string().trim().required('A reason is required.').max(500),
        }),
      ),
    )
    .mutation(({ ctx, input }) =>
      review(() => rejectManualPurchase(ctx.deps.sequelize, input.purchaseId, ctx.auth.admin.id, input.reason)),
    ),
});
