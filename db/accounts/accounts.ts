import { createHash } from 'node:crypto';
import { QueryTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import { PlatformAdmin, Tenant, User } from '../models';
import { slugify } from '../../infra/slug';
import { AccountConflict } from '../../domain/accounts/errors';

export interface NewOrganization {
  orgName: string;
  phone: string;
  name: string;
  email: string;
  passwordHash: string;
}

/** Creates a tenant, its empty wallets and its first admin in one transaction. Taken slug or email: AccountConflict. */
export async function registerOrganization(
  sequelize: Sequelize,
  input: NewOrganization,
): Promise<{ tenant: Tenant; user: User }> {
  const slug = slugify(input.orgName);
  if (await emailTaken(sequelize, input.email)) throw new AccountConflict('email', 'The email has already been taken.');
  try {
    return await sequelize.transaction(async (transaction) => {
      const tenant = await Tenant.create(
        { name: input.orgName, slug, phone: input.phone, senderId: null, birthdayTemplate: null },
        { transaction },
      );
      await sequelize.query(`INSERT INTO credit_wallets (tenant_id, channel) VALUES (:id, 'sms'), (:id, 'chat')`, {
        replacements: { id: tenant.id },
        transaction,
      });
      const user = await User.create(
        {
          tenantId: tenant.id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash: input.passwordHash,
          role: 'admin',
        },
        { transaction },
      );
      return { tenant, user };
    });
  } catch (err) {
    // Two concurrent registrations: the unique indexes decide, and the loser gets the same 422.
    if (err instanceof UniqueConstraintError) {
      const onSlug = Object.keys(err.fields ?? {}).includes('slug');
      throw onSlug
        ? new AccountConflict('org_name', 'An organization with this name already exists.')
        : new AccountConflict('email', 'The email has already been taken.');
    }
    throw err;
  }
}

/** True when a tenant user or a platform admin already uses the email (excluding one user when updating). */
export async function emailTaken(sequelize: Sequelize, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await sequelize.query(
    `SELECT 1 FROM users WHERE email = :email AND id <> :except
     UNION ALL SELECT 1 FROM platform_admins WHERE email = :email LIMIT 1`,
    { replacements: { email, except: exceptUserId ?? 0 }, type: QueryTypes.SELECT },
  );
  return rows.length > 0;
}

export async function slugTaken(sequelize: Sequelize, orgName: string): Promise<boolean> {
  return (await Tenant.count({ where: { slug: slugify(orgName) } })) > 0;
}

export type LoginAccount =
  { kind: 'super_admin'; admin: PlatformAdmin } | { kind: 'user'; user: User & { tenant: Tenant } };

/** Platform admins first, then tenant users (docs/interface.md §4.1). */
export async function findLoginAccount(email: string): Promise<LoginAccount | null> {
  const admin = await PlatformAdmin.findOne({ where: { email } });
  if (admin) return { kind: 'super_admin', admin };
  const user = await User.findOne({ where: { email }, include: [{ model: Tenant, as: 'tenant' }] });
  return user?.tenant ? { kind: 'user', user: user as User & { tenant: Tenant } } : null;
}

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');
