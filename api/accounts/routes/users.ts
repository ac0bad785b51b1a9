import { Router, type RequestHandler } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, requireTenantAdmin, tenantAuth } from '../../http/middleware/authenticate';
import { validateQuery, withBody } from '../../http/middleware/validate';
import { createUserBody, listUsersQuery, updateUserBody } from '../schemas/users';
import { paginated, toPageRequest } from '../../http/pagination';
import { User } from '../../../db/models';
import { searchUsersWhere } from '../../../db/accounts/users';
import { assertMayGrant } from '../../http/auth/grants';
import { requestPasswordResetMail } from '../../../use-cases/accounts/password-reset-mail';
import { createUser, deleteUser, updateUser } from '../../../use-cases/accounts/users';
import { fieldError, notFound } from '../../http/errors/errors';
import { presentManagedUser } from '../presenters/tenant-user';
import { idParam } from '../../http/params';

/**
 * User management (docs/decisions.md §2, beyond the interface): `users.view` reads; every write is for tenant admins only
 * (they hold users.add/edit/delete with every other permission), and nobody grants what it does not hold.
 */
export function createUsersRouter(deps: ApiDeps): Router {
  const router = Router();
  const adminOnly = requireTenantAdmin('manage its users');

  router.get('/users', requirePermission('users.view'), validateQuery(listUsersQuery), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const page = toPageRequest(res.locals.query);
    const { rows, count } = await User.findAndCountAll({
      where: searchUsersWhere(tenantId, res.locals.query.search),
      order: [['id', 'ASC']],
      limit: page.perPage,
      offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, count, rows.map(presentManagedUser)));
  });

  router.post(
    '/users',
    adminOnly,
    withBody(createUserBody, async (req, res, input) => {
      const auth = tenantAuth(req);
      assertMayGrant(auth.user, { role: input.role, permissions: input.permissions });
      res.status(201).json({ data: presentManagedUser(await createUser(deps, auth.tenantId, input)) });
    }),
  );

  router.get('/users/:user_id', requirePermission('users.view'), async (req, res) => {
    const user = await User.findOne({ where: { id: idParam(req, 'user_id'), tenantId: tenantAuth(req).tenantId } });
    if (!user) throw notFound('User');
    res.json({ data: presentManagedUser(user) });
  });

  router.put(
    '/users/:user_id',
    adminOnly,
    refusePasswordField,
    withBody(updateUserBody, async (req, res, input) => {
      const auth = tenantAuth(req);
      const userId = idParam(req, 'user_id');
      assertMayGrant(auth.user, { role: input.role, permissions: input.permissions });
      res.json({ data: presentManagedUser(await updateUser(deps, auth.tenantId, userId, input)) });
    }),
  );

  router.delete('/users/:user_id', adminOnly, async (req, res) => {
    const auth = tenantAuth(req);
    await deleteUser(deps, { tenantId: auth.tenantId, userId: auth.user.id }, idParam(req, 'user_id'));
    res.json({ message: 'User deleted.' });
  });

  router.post('/users/:user_id/password-reset', adminOnly, async (req, res) => {
    const user = await User.findOne({ where: { id: idParam(req, 'user_id'), tenantId: tenantAuth(req).tenantId } });
    if (!user) throw notFound('User');
    await requestPasswordResetMail(deps, user.email);
    res.status(202).json({ message: 'A password reset link is being sent to the user.' });
  });

  return router;
}

/** Nobody sets another user's password: an admin sends a reset link instead. */
const refusePasswordField: RequestHandler = (req, _res, next) => {
  if (req.body && typeof req.body === 'object' && 'password' in req.body) {
    throw fieldError(
      'password',
      'A password cannot be set here: send the user a reset link with POST /users/{id}/password-reset.',
    );
  }
  next();
};
