import { ExclusionConstraintError, Op } from 'sequelize';
import { SmsPackage } from '../../db/models';

/** Price tiers (docs/decisions.md §3/§4): a platform admin's writes. The table's exclusion constraint also refuses overlaps that race. */

export interface PackageFields {
  name: string;
  minQuantity: number;
  maxQuantity: number;
  pricePerSms: number;
}

/** What saving a tier did, or why it was refused (nothing written). */
export type PackageSaveOutcome =
  | { outcome: 'saved'; package: SmsPackage }
  | { outcome: 'not_found' }
  /** `other` is the tier found overlapping; absent when the constraint caught a racing one. */
  | { outcome: 'overlap'; other?: SmsPackage };

/** Creates a tier, or updates the one with `id`; an overlapping tier is refused. */
export async function savePackage(fields: PackageFields, id?: number): Promise<PackageSaveOutcome> {
  const overlapping = await SmsPackage.findOne({
    where: {
      minQuantity: { [Op.lte]: fields.maxQuantity },
      maxQuantity: { [Op.gte]: fields.minQuantity },
      ...(id ? { id: { [Op.ne]: id } } : {}),
    },
  });
  if (overlapping) return { outcome: 'overlap', other: overlapping };
  try {
    if (!id) return { outcome: 'saved', package: await SmsPackage.create(fields) };
    const existing = await SmsPackage.findByPk(id);
    if (!existing) return { outcome: 'not_found' };
    return { outcome: 'saved', package: await existing.update(fields) };
  } catch (err) {
    if (err instanceof ExclusionConstraintError) return { outcome: 'overlap' };
    throw err;
  }
}

/** False when there is no such tier. */
export const deletePackage = async (id: number): Promise<boolean> => (await SmsPackage.destroy({ where: { id } })) > 0;
