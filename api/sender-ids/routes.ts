import { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { requireTenantAdmin, requireTenantUser, tenantAuth } from '../http/middleware/authenticate';
import { validateQuery, withBody } from '../http/middleware/validate';
import { createSenderIdBody, listSenderIdsQuery } from './schemas';
import { paginated, toPageRequest } from '../http/pagination';
import { SenderId } from '../../db/models';
import { dropTenantSenderId, requestTenantSenderId } from '../../use-cases/sender-ids/sender-ids';
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
      where: { tenantId: tenantAuth(req).tenantId },
      order: [['id', 'DESC']],
      limit: page.perPage,
      offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, count, rows.map(presentSenderId)));
  });

  router.post(
    '/sender-ids',
    adminOnly,
    withBody(createSenderIdBody, async (req, res, input) => {
      const auth = tenantAuth(req);
      const created = await requestTenantSenderId(deps.sequelize, {
        tenantId: auth.tenantId,
        userId: auth.user.id,
        senderId: input.senderId,
      });
      res.status(201).json({ data: presentSenderId(created) });
    }),
  );

  router.delete('/sender-ids/:sender_id_id', adminOnly, async (req, res) => {
    await dropTenantSenderId(
      deps.sequelize,
      tenantAuth(req).tenantId,
      idParam(req, 'sender_id_id'),
      deps.config.smsGateway.defaultSender,
    );
    res.json({ message: 'Sender id deleted.' });
  });

  return router;
}
