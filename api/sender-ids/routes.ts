import { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { requireTenantAdmin, requireTenantUser, tenantAuth } from '../http/middleware/authenticate';
import { validateBody, validateQuery } from '../http/middleware/validate';
import { createSenderIdSchema, listSenderIdsQuery, type CreateSenderIdInput } from './schemas';
import { paginated, toPageRequest } from '../http/pagination';
import { SenderId } from '../../db/models';
import { deleteSenderId, requestSenderId } from '../../db/sender-ids/sender-ids';
import { notFound } from '../http/errors/errors';
import { presentSenderId } from './presenters';
import { idParam } from '../http/params';

/**
 * Sender ids as a resource (beyond the interface): a tenant admin requests a name, a platform admin approves or
 * rejects it (admin.senderIds.*), and only an approved one can be selected in /settings. Any user may list them.
 */
export function createSenderIdsRouter(deps: ApiDeps): Router {
  const router = Router();
  const adminOnly = requireTenantAdmin('manage its sender ids');

  router.get('/sender-ids', requireTenantUser, validateQuery(listSenderIdsQuery), async (req, res) => {
    const page = toPageRequest(res.locals.query);
    const { rows, count } = await SenderId.findAndCountAll({
      where: { tenantId: tenantAuth(req).tenantId }, order: [['id', 'DESC']], limit: page.perPage, offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, count, rows.map(presentSenderId)));
  });

  router.post('/sender-ids', adminOnly, validateBody(createSenderIdSchema), async (req, res) => {
    const auth = tenantAuth(req);
    const input = req.body as CreateSenderIdInput;
    const created = await requestSenderId(deps.sequelize, { tenantId: auth.tenantId, userId: auth.user.id, senderId: input.sender_id });
    res.status(201).json({ data: presentSenderId(created) });
  });

  router.delete('/sender-ids/:sender_id_id', adminOnly, async (req, res) => {
    const deleted = await deleteSenderId(deps.sequelize, tenantAuth(req).tenantId, idParam(req, 'sender_id_id'), deps.config.smsGateway.defaultSender);
    if (!deleted) throw notFound('Sender id');
    res.json({ message: 'Sender id deleted.' });
  });

  return router;
}
