import type { Sequelize } from 'sequelize';
import { PlatformAdmin } from '../../db/models';
import { changeAccountPassword } from '../../db/accounts/password-change';
import { hashPassword, verifyPassword } from '../../infra/auth/passwords';

/**
 * Makes the platform admin named by SUPERADMIN_EMAIL exist with SUPERADMIN_PASSWORD, at every API start. A changed
 * password goes through changeAccountPassword, so the admin's old sessions and reset tokens stop working; an unchanged
 * one is left alone (no new hash, no revoked sessions at each restart).
 */
export async function ensureSuperAdmin(sequelize: Sequelize, email: string, password: string): Promise<void> {
  const [admin, created] = await PlatformAdmin.findOrCreate({
    where: { email: email.toLowerCase() },
    defaults: { name: 'Platform Admin', email: email.toLowerCase(), passwordHash: await hashPassword(password) },
  });
  if (created || (await verifyPassword(admin.passwordHash, password))) return;
  const passwordHash = await hashPassword(password);
  await sequelize.transaction((transaction) =>
    changeAccountPassword(sequelize, { owner: { platformAdminId: admin.id }, passwordHash }, transaction),
  );
}
