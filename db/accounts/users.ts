import { Op, type Sequelize, type Transaction } from 'sequelize';
import { User } from '../models';
import { likeContains } from '../contacts/contacts';
import { LastAdminError } from '../../domain/accounts/errors';

/**
 * Runs a change to one user that might remove an admin, with the tenant's admin rows locked so two
 * concurrent demotions cannot both pass the check. `change` returns whether the user stays an admin.
 */
export async function changeUserKeepingAnAdmin<T>(
  sequelize: Sequelize,
  tenantId: number,
  userId: number,
  change: (user: User, transaction: Transaction) => Promise<{ staysAdmin: boolean; result: T }>,
): Promise<T | null> {
  return sequelize.transaction(async (transaction) => {
    const admins = await User.findAll({
      where: { tenantId, role: 'admin' },
      lock: transaction.LOCK.UPDATE,
      transaction,
      attributes: ['id'],
    });
    const user = await User.findOne({ where: { id: userId, tenantId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!user) return null;
    const wasAdmin = user.role === 'admin';
    const { staysAdmin, result } = await change(user, transaction);
    if (wasAdmin && !staysAdmin && admins.filter((a) => a.id !== userId).length === 0) throw new LastAdminError();
    return result;
  });
}

export function searchUsersWhere(tenantId: number, search?: string) {
  if (!search) return { tenantId };
  const like = likeContains(search);
  return { tenantId, [Op.or]: [{ name: { [Op.iLike]: like } }, { email: { [Op.iLike]: like } }] };
}
