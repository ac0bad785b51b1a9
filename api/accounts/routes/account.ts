import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { tenantAuth } from '../../http/middleware/authenticate';
import { validateBody } from '../../http/middleware/validate';
import { updateProfileSchema, type UpdateProfileInput } from '../schemas/auth';
import { revokeToken } from '../../http/auth/tokens';
import { hashPassword, verifyPassword } from '../../http/auth/passwords';
import { emailTaken } from '../../../db/accounts/accounts';
import { readBalances } from '../../../db/accounts/ledger';
import { changeAccountPassword } from '../../../db/accounts/password-change';
import { User } from '../../../db/models';
import { fieldError, notFound, unauthenticated, validationFailed } from '../../http/errors/errors';
import { presentTenant, presentUser } from '../presenters/user';

/** The caller's own account: /me, /profile, /logout, /balance (any authenticated user). */
export function createAccountRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/me', (req, res) => {
    const auth = req.auth;
    if (!auth) throw unauthenticated();
    if (auth.kind === 'super_admin') {
      res.json({ user_type: 'super_admin', user: { ...auth.admin, role: 'super_admin', tenant: null }, tenant: null, permissions: [] });
      return;
    }
    res.json({ user_type: 'user', user: presentUser(auth.user, auth.tenant), tenant: presentTenant(auth.tenant), permissions: auth.user.permissions });
  });

  router.get('/profile', (req, res) => {
    const auth = tenantAuth(req);
    res.json(presentUser(auth.user, auth.tenant));
  });

  // The current password guards what would hand the account over: a new password, or a new email (where resets go).
  router.patch('/profile', validateBody(updateProfileSchema), async (req, res) => {
    const auth = tenantAuth(req);
    const input = req.body as UpdateProfileInput;
    const user = await User.findOne({ where: { id: auth.user.id, tenantId: auth.tenantId } });
    if (!user) throw notFound('User');
    const changesEmail = input.email !== undefined && input.email !== user.email;
    if (changesEmail && (await emailTaken(deps.sequelize, input.email!, user.id))) {
      throw validationFailed({ email: ['The email has already been taken.'] });
    }
    if (changesEmail || input.new_password) await assertCurrentPassword(user, input.current_password);
    const passwordHash = input.new_password ? await hashPassword(input.new_password) : null;
    await deps.sequelize.transaction(async (transaction) => {
      if (input.name) user.name = input.name;
      if (changesEmail) user.email = input.email!;
      await user.save({ transaction });
      if (passwordHash) {
        await changeAccountPassword(deps.sequelize, { owner: { userId: user.id }, passwordHash, keepTokenId: auth.tokenId }, transaction);
      }
    });
    deps.authCache?.forgetAll();
    res.json(presentUser(user, auth.tenant));
  });

  router.post('/logout', async (req, res) => {
    if (!req.auth) throw unauthenticated();
    await revokeToken(deps.sequelize, req.auth.tokenId);
    deps.authCache?.forgetAll();
    res.json({ message: 'Logged out.' });
  });

  router.get('/balance', async (req, res) => {
    const auth = tenantAuth(req);
    res.json(await readBalances(deps.sequelize, auth.tenantId));
  });

  return router;
}

async function assertCurrentPassword(user: User, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw fieldError('current_password', 'The current password is required to change the email or the password.');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw fieldError('current_password', 'The current password is incorrect.');
}
