import type { Sequelize, Transaction } from 'sequelize';

/** Whose password changes: a tenant user or a platform admin. */
export type PasswordOwner = { userId: number } | { platformAdminId: number };

const OWNERS = {
  user: { table: 'users', column: 'user_id' },
  admin: { table: 'platform_admins', column: 'platform_admin_id' },
} as const;

/**
 * The one way a password changes (reset, profile, platform admin at start-up): sets the hash, revokes every session
 * of the account but `keepTokenId` (the one changing its own password) and uses up every outstanding reset token, in
 * the caller's transaction. The account row is written first, so concurrent changes of one account queue on it.
 */
export async function changeAccountPassword(
  sequelize: Sequelize,
  input: { owner: PasswordOwner; passwordHash: string; keepTokenId?: string },
  transaction: Transaction,
): Promise<void> {
  const { table, column } = 'userId' in input.owner ? OWNERS.user : OWNERS.admin;
  const id = 'userId' in input.owner ? input.owner.userId : input.owner.platformAdminId;
  const options = { transaction, replacements: { id, hash: input.passwordHash, keep: input.keepTokenId ?? null } };
  await sequelize.query(`UPDATE ${table} SET password_hash = :hash, updated_at = now() WHERE id = :id`, options);
  await sequelize.query(
    `UPDATE access_tokens SET revoked_at = now()
     WHERE ${column} = :id AND revoked_at IS NULL AND (:keep::uuid IS NULL OR id <> :keep::uuid)`,
    options,
  );
  await sequelize.query(
    `UPDATE password_resets SET used_at = now() WHERE ${column} = :id AND used_at IS NULL`,
    options,
  );
}
