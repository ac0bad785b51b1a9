import * as yup from 'yup';
import { TRPCError } from '@trpc/server';
import { router, superAdminProcedure } from '../trpc';
import { yupInput } from '../input';
import { paginationFields } from '../../pagination';
import { SenderId, Tenant } from '../../../../db/models';
import { SENDER_ID_STATUSES } from '../../../../db/models/SenderId';
import { type SenderIdReview } from '../../../../db/sender-ids/sender-ids';
import { approveTenantSenderId, rejectTenantSenderId } from '../../../../use-cases/sender-ids/sender-ids';
import { presentSenderId } from '../../../sender-ids/presenters';

const PER_PAGE = 20;

const presentAdminSenderId = (s: SenderId) => ({
  ...presentSenderId(s),
  tenant: s.tenant ? { id: s.tenant.id, name: s.tenant.name, slug: s.tenant.slug } : { id: s.tenantId },
  requested_by: s.requestedBy,
  reviewed_by: s.reviewedBy,
});

/** Runs an approve/reject: a missing sender id is NOT_FOUND, approving a rejected one CONFLICT (the error table). */
async function review(work: () => Promise<SenderIdReview | null>) {
  const result = await work();
  if (!result) throw new TRPCError({ code: 'NOT_FOUND', message: 'Sender id not found.' });
  await result.senderId.reload({ include: [{ model: Tenant, as: 'tenant', attributes: ['id', 'name', 'slug'] }] });
  return { data: presentAdminSenderId(result.senderId), changed: result.changed };
}

const senderIdId = () => yup.number().integer().min(1).max(2_147_483_647).required();

/** Sender id requests of every tenant: a platform admin approves or rejects them (only approved ones are sent under). */
export const senderIdsRouter = router({
  list: superAdminProcedure
    .input(
      yupInput(yup.object({ status: yup.string().oneOf(SENDER_ID_STATUSES), page: paginationFields.page }).default({})),
    )
    .query(async ({ input }) => {
      const { rows, count } = await SenderId.findAndCountAll({
        where: input.status ? { status: input.status } : {},
        include: [{ model: Tenant, as: 'tenant', attributes: ['id', 'name', 'slug'] }],
        order: [['id', 'DESC']],
        limit: PER_PAGE,
        offset: (input.page - 1) * PER_PAGE,
      });
      return {
        data: rows.map(presentAdminSenderId),
        meta: { current_page: input.page, per_page: PER_PAGE, total: count },
      };
    }),

  approve: superAdminProcedure
    .input(yupInput(yup.object({ senderIdId: senderIdId() })))
    .mutation(({ ctx, input }) =>
      review(() => approveTenantSenderId(ctx.deps.sequelize, input.senderIdId, ctx.auth.admin.id)),
    ),

  /** Rejects a pending request, or withdraws an approved one (the tenant falls back to the platform default). */
  reject: superAdminProcedure
    .input(
      yupInput(
        yup.object({
          senderIdId: senderIdId(),
          reason: yup.string().trim().required('A reason is required.').max(500),
        }),
      ),
    )
    .mutation(({ ctx, input }) =>
      review(() =>
        rejectTenantSenderId(ctx.deps.sequelize, input.senderIdId, {
          adminId: ctx.auth.admin.id,
          reason: input.reason,
          platformDefault: ctx.deps.config.smsGateway.defaultSender,
        }),
      ),
    ),
});
