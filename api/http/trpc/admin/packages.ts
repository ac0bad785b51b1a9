import * as yup from 'yup';
import { TRPCError } from '@trpc/server';
import { router, superAdminProcedure } from '../trpc';
import { yupInput } from '../input';
import { SmsPackage } from '../../../../db/models';
import { presentSmsPackage } from '../../../purchases/presenters';
import { deletePackage, savePackage } from '../../../../use-cases/purchases/packages';

const quantity = () => yup.number().integer().min(1).max(2_147_483_647).required();

const packageInput = yup.object({
  id: yup.number().integer().min(1).max(2_147_483_647),
  name: yup.string().trim().required('The name is required.').max(100),
  min_quantity: quantity(),
  max_quantity: quantity().min(yup.ref('min_quantity'), 'The max_quantity must be at least the min_quantity.'),
  price_per_sms: yup.number().integer('The price_per_sms must be whole shillings.').min(1).max(1_000_000).required(),
});

const overlapMessage = (other: SmsPackage) =>
  `The tier overlaps package "${other.name}" (${other.minQuantity}–${other.maxQuantity}); tiers may not overlap.`;

/** Price tiers (docs/decisions.md §3/§4). The exclusion constraint on the table also refuses overlaps that race. */
export const packagesRouter = router({
  list: superAdminProcedure.input(yupInput(yup.object({}))).query(async () => ({
    data: (await SmsPackage.findAll({ order: [['minQuantity', 'ASC']] })).map(presentSmsPackage),
  })),

  /** Creates a tier, or updates the one with `id`; an overlapping tier is CONFLICT. */
  upsert: superAdminProcedure.input(yupInput(packageInput)).mutation(async ({ input }) => {
    const fields = {
      name: input.name,
      minQuantity: input.min_quantity,
      maxQuantity: input.max_quantity,
      pricePerSms: input.price_per_sms,
    };
    const result = await savePackage(fields, input.id);
    if (result.outcome === 'not_found') throw new TRPCError({ code: 'NOT_FOUND', message: 'Package not found.' });
    if (result.outcome === 'overlap') {
      throw new TRPCError({
        code: 'CONFLICT',
        message: result.other
          ? overlapMessage(result.other)
          : 'The tier overlaps another package; tiers may not overlap.',
      });
    }
    return { data: presentSmsPackage(result.package) };
  }),

  delete: superAdminProcedure
    .input(yupInput(yup.object({ id: yup.number().integer().min(1).max(2_147_483_647).required() })))
    .mutation(async ({ input }) => {
      if (!(await deletePackage(input.id))) throw new TRPCError({ code: 'NOT_FOUND', message: 'Package not found.' });
      return { deleted: true };
    }),
});
