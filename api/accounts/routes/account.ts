import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requireSession, sessionTokenId, tenantAuth } from '../../http/middleware/authenticate';
import { withBody } from '../../http/middleware/validate';
import { updateProfileBody } from '../schemas/auth';
import { readBalances } from '../../../db/accounts/ledger';
import { unauthenticated } from '../../http/errors/errors';
import { presentSuperAdmin, presentTenant, presentUser } from '../presenters/user';
import type { Balances, Caller } from '../presenters/session';
import { logOut, updateProfile } from '../../../use-cases/accounts/profile';
import { listUserEventRoles } from '../../../db/events/event-members';
import { presentEventRole } from '../../events/presenters/event-role';

/** The caller's own account: /me, /profile, /logout, /balance (any authenticated user). */
export function createAccountRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/me', async (req, res) => {
    const auth = req.auth;
    if (!auth) throw unauthenticated();
    if (auth.kind === 'super_admin') {
      res.json({
        user_type: 'super_admin',
        user: presentSuperAdmin(auth.admin),
        tenant: null,
        permissions: [],
        event_roles: [],
      } satisfies Caller);
      return;
    }
    res.json({
      user_type: 'user',
      user: presentUser(auth.user, auth.tenant),
      tenant: presentTenant(auth.tenant),
      permissions: auth.user.permissions,
      // An API key acts with its own permissions only (api/events/event-access.ts): the roles are its creator's.
      event_roles:
        auth.apiKeyId === null
          ? (await listUserEventRoles(deps.sequelize, auth.tenantId, auth.user.id)).map(presentEventRole)
          : [],
    } satisfies Caller);
  });

  router.get('/profile', (req, res) => {
    const auth = tenantAuth(req);
    res.json(presentUser(auth.user, auth.tenant));
  });

  // The current password guards what would hand the account over: a new password, or a new email (where resets go).
  const profileAction = "change its creator's profile";
  router.patch(
    '/profile',
    requireSession(profileAction),
    withBody(updateProfileBody, async (req, res, input) => {
      const auth = tenantAuth(req);
      const tokenId = sessionTokenId(req, profileAction);
      const user = await updateProfile(deps, { userId: auth.user.id, tenantId: auth.tenantId, tokenId }, input);
      res.json(presentUser(user, auth.tenant));
    }),
  );

  router.post('/logout', async (req, res) => {
    await logOut(deps, sessionTokenId(req, 'log out (an admin revokes it with DELETE /api-keys/{id})'));
    res.json({ message: 'Logged out.' });
  });

  router.get('/balance', async (req, res) => {
    const auth = tenantAuth(req);
    res.json((await readBalances(deps.sequelize, auth.tenantId)) satisfies Balances);
  });

  return router;
}
