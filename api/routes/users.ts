import { Router } from 'express';
import type { ApiDeps } from '../deps';
import { requirePermission, tenantAuth } from '../middleware/authenticate';
import { validateBody, validateQuery } from '../middleware/validate';
import { createUserSchema, listUsersQuery, updateUserSchema, type CreateUserInput, type UpdateUserInput } from '../schemas/users';
import { paginated, toPageRequest } from '../pagination';
import { User } from '../../db/models';
import { emailTaken } from '../../db/accounts';
import { changeUserKeepingAnAdmin, LastAdminError, searchUsersWhere } from '../../db/users';
import { hashPassword } from '../auth/passwords';
import { notFound, unprocessable, validationFailed } from '../errors';
import { presentManagedUser } from '../presenters/tenant-user';
import { idParam } from '../params';

/** User management for tenant admins (decisions §2, beyond the interface). */
export function createUsersRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/users', requirePermission('users.view'), validateQuery(listUsersQuery), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const page = toPageRequest(res.locals.query);
    const { rows, count } = await User.findAndCountAll({
      where: searchUsersWhere(tenantId, res.locals.query.search), order: [['id', 'ASC']], limit: page.perPage, offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, count, rows.map(presentManagedUser)));
  });

  router.post('/users', requirePermission('users.add'), validateBody(createUserSchema), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const input = req.body as CreateUserInput;
    if (await emailTaken(deps.sequelize, input.email)) throw validationFailed({ email: ['The email has already been taken.'] });
    const user = await User.create({
      tenantId, name: input.name, email: input.email, phone: null, role: input.role,
      permissions: input.role === 'admin' ? [] : input.permissions, passwordHash: await hashPassword(input.password),
    });
    res.status(201).json({ data: presentManagedUser(user) });
  });

  router.get('/users/:user_id', requirePermission('users.view'), async (req, res) => {
    const user = await User.findOne({ where: { id: idParam(req, 'user_id'), tenantId: tenantAuth(req).tenantId } });
    if (!user) throw notFound('User');
    res.json({ data: presentManagedUser(user) });
  });

  router.put('/users/:user_id', requirePermission('users.edit'), validateBody(updateUserSchema), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const userId = idParam(req, 'user_id');
    const input = req.body as UpdateUserInput;
    if (input.email && (await emailTaken(deps.sequelize, input.email, userId))) throw validationFailed({ email: ['The email has already been taken.'] });
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const updated = await guardLastAdmin(() => changeUserKeepingAnAdmin(deps.sequelize, tenantId, userId, async (user, transaction) => {
      await user.update({
        ...(input.name ? { name: input.name } : {}), ...(input.email ? { email: input.email } : {}),
        ...(input.role ? { role: input.role } : {}), ...(input.permissions ? { permissions: input.permissions } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      }, { transaction });
      return { staysAdmin: user.role === 'admin', result: user };
    }));
    if (!updated) throw notFound('User');
    res.json({ data: presentManagedUser(updated) });
  });

  router.delete('/users/:user_id', requirePermission('users.delete'), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const deleted = await guardLastAdmin(() => changeUserKeepingAnAdmin(deps.sequelize, tenantId, idParam(req, 'user_id'), async (user, transaction) => {
      await user.destroy({ transaction });
      return { staysAdmin: false, result: true };
    }));
    if (!deleted) throw notFound('User');
    res.json({ message: 'User deleted.' });
  });

  return router;
}

async function guardLastAdmin<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof LastAdminError) throw unprocessable(err.message);
    throw err;
  }
}
