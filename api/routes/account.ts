import { Router } from 'express';
import type { ApiDeps } from '../deps';
import { tenantAuth } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate';
import { updateProfileSchema, type UpdateProfileInput } from '../schemas/auth';
import { revokeToken } from '../auth/tokens';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { emailTaken } from '../../db/accounts';
import { readBalances } from '../../db/ledger';
import { User } from '../../db/models';
import { notFound, unauthenticated, validationFailed } from '../errors';
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

  router.patch('/profile', validateBody(updateProfileSchema), async (req, res) => {
    const auth = tenantAuth(req);
    const input = req.body as UpdateProfileInput;
    const user = await User.findOne({ where: { id: auth.user.id, tenantId: auth.tenantId } });
    if (!user) throw notFound('User');
    if (input.email && input.email !== user.email && (await emailTaken(deps.sequelize, input.email, user.id))) {
      throw validationFailed({ email: ['The email has already been taken.'] });
    }
    if (input.new_password) {
      if (!(await verifyPassword(user.passwordHash, input.current_password ?? ''))) {
        throw validationFailed({ current_password: ['The current password is incorrect.'] });
      }
      user.passwordHash = await hashPassword(input.new_password);
    }
    if (input.name) user.name = input.name;
    if (input.email) user.email = input.email;
    await user.save();
    res.json(presentUser(user, auth.tenant));
  });

  router.post('/logout', async (req, res) => {
    if (!req.auth) throw unauthenticated();
    await revokeToken(deps.sequelize, req.auth.tokenId);
    res.json({ message: 'Logged out.' });
  });

  router.get('/balance', async (req, res) => {
    const auth = tenantAuth(req);
    res.json(await readBalances(deps.sequelize, auth.tenantId));
  });

  return router;
}
