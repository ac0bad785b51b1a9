import { Router, type RequestHandler } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, requireTenantAdmin, tenantAuth } from '../../http/middleware/authenticate';
import { validateBody, validateQuery } from '../../http/middleware/validate';
import { createUserSchema, listUsersQuery, updateUserSchema, type CreateUserInput, type UpdateUserInput } from '../schemas/users';
import { paginated, toPageRequest } from '../../http/pagination';
import { User } from '../../../db/models';
import { emailTaken } from '../../../db/accounts/accounts';
import { changeUserKeepingAnAdmin, searchUsersWhere } from '../../../db/accounts/users';
import { hashPassword } from '../../http/auth/passwords';
import { assertMayGrant } from '../../http/auth/grants';
import { requestPasswordResetMail } from '../../../use-cases/accounts/password-reset-mail';
import { fieldError, notFound, unprocessable, validationFailed } from '../../http/errors/errors';
import { presentManagedUser } from '../presenters/tenant-user';
import { idParam } from '../../http/params';

/**
 * User management (decisions §2, beyond the interface): `users.view` reads; every write is for tenant admins only
 * (they hold users.add/edit/delete with every other permission), and nobody grants what it does not hold.
 */
export function createUsersRouter(deps: ApiDeps): Router {
  const router = Router();
  const adminOnly = requireTenantAdmin('manage its users');

  router.get('/users', requirePermission('users.view'), validateQuery(listUsersQuery), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const page = toPageRequest(res.locals.query);
    const { rows, count } = await User.findAndCountAll({
      where: searchUsersWhere(tenantId, res.locals.query.search), order: [['id', 'ASC']], limit: page.perPage, offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, count, rows.map(presentManagedUser)));
  });

  router.post('/users', adminOnly, validateBody(createUserSchema), async (req, res) => {
    const auth = tenantAuth(req);
    const input = req.body as CreateUserInput;
    assertMayGrant(auth.user, { role: input.role, permissions: input.permissions });
    if (await emailTaken(deps.sequelize, input.email)) throw validationFailed({ email: ['The email has already been taken.'] });
    const user = await User.create({
      tenantId: auth.tenantId, name: input.name, email: input.email, phone: null, role: input.role,
      permissions: input.role === 'admin' ? [] : input.permissions, passwordHash: await hashPassword(input.password),
    });
    res.status(201).json({ data: presentManagedUser(user) });
  });

  router.get('/users/:user_id', requirePermission('users.view'), async (req, res) => {
    const user = await User.findOne({ where: { id: idParam(req, 'user_id'), tenantId: tenantAuth(req).tenantId } });
    if (!user) throw notFound('User');
    res.json({ data: presentManagedUser(user) });
  });

  router.put('/users/:user_id', adminOnly, refusePasswordField, validateBody(updateUserSchema), async (req, res) => {
    const auth = tenantAuth(req);
    const userId = idParam(req, 'user_id');
    const input = req.body as UpdateUserInput;
    assertMayGrant(auth.user, { role: input.role, permissions: input.permissions });
    if (input.email && (await emailTaken(deps.sequelize, input.email, userId))) throw validationFailed({ email: ['The email has already been taken.'] });
    const updated = await changeUserKeepingAnAdmin(deps.sequelize, auth.tenantId, userId, async (user, transaction) => {
      await user.update({
        ...(input.name ? { name: input.name } : {}), ...(input.email ? { email: input.email } : {}),
        ...(input.role ? { role: input.role } : {}), ...(input.permissions ? { permissions: input.permissions } : {}),
      }, { transaction });
      return { staysAdmin: user.role === 'admin', result: user };
    });
    if (!updated) throw notFound('User');
    deps.authCache?.forgetAll();
    res.json({ data: presentManagedUser(updated) });
  });

  router.delete('/users/:user_id', adminOnly, async (req, res) => {
    const auth = tenantAuth(req);
    const userId = idParam(req, 'user_id');
    // An admin removing itself could lock the organization out; another admin has to do it.
    if (userId === auth.user.id) throw unprocessable('You cannot delete your own account.');
    const deleted = await changeUserKeepingAnAdmin(deps.sequelize, auth.tenantId, userId, async (user, transaction) => {
      await user.destroy({ transaction });
      return { staysAdmin: false, result: true };
    });
    if (!deleted) throw notFound('User');
    deps.authCache?.forgetAll();
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
    throw fieldError('password', 'A password cannot be set here: send the user a reset link with POST /users/{id}/password-reset.');
  }
  next();
};
