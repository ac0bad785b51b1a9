import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateQuery, withBody } from '../../http/middleware/validate';
import { paginated, toPageRequest } from '../../http/pagination';
import { notFound } from '../../http/errors/errors';
import { createOptOutBody, deleteOptOutQuery, listOptOutsQuery, type ListOptOutsQuery } from '../schemas/opt-outs';
import { presentOptOut, OptOutRemovalSchema } from '../presenters/opt-out';
import type { Static } from '../../http/openapi/response-schema';
import { listOptOuts } from '../../../db/messaging/opt-outs';
import { phoneSearchDigits } from '../../../db/contacts/contacts';
import { addTenantOptOut, removeTenantOptOut } from '../../../use-cases/messaging/opt-outs/opt-outs';
import { normalizeTanzanianPhone } from '../../../domain/contacts/phone';

type ChannelFilter = 'sms' | 'chat' | 'all';

/**
 * The organization's opt-out list (beyond the interface): numbers never sent to again (per channel, or all
 * when `channel` is null). Recipients add themselves through `{optout_link}` or a STOP/ACHA chat reply; the tenant
 * lists, adds and removes entries here, but never a recipient's own (409: only the recipient takes it back).
 */
export function createOptOutsRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/opt-outs', requirePermission('opt_outs.view'), validateQuery(listOptOutsQuery), async (req, res) => {
    const query = res.locals.query as ListOptOutsQuery;
    const page = toPageRequest(query);
    const filter = {
      phone: query.phone ? (phoneSearchDigits(query.phone) ?? undefined) : undefined,
      channel: query.channel as ChannelFilter | undefined,
    };
    const { rows, total } = await listOptOuts(deps.sequelize, tenantAuth(req).tenantId, filter, {
      limit: page.perPage,
      offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, total, rows.map(presentOptOut)));
  });

  router.post(
    '/opt-outs',
    requirePermission('opt_outs.add'),
    withBody(createOptOutBody, async (req, res, input) => {
      const { created, record } = await addTenantOptOut(
        deps.sequelize,
        tenantAuth(req).tenantId,
        input.phone,
        input.channel,
      );
      res.status(created ? 201 : 200).json({ data: presentOptOut(record) });
    }),
  );

  router.delete(
    '/opt-outs/:phone',
    requirePermission('opt_outs.delete'),
    validateQuery(deleteOptOutQuery),
    async (req, res) => {
      const phone = normalizeTanzanianPhone(String(req.params.phone));
      if (!phone) throw notFound('Opt-out');
      const channel = (res.locals.query as { channel?: ChannelFilter }).channel;
      const removed = await removeTenantOptOut(deps.sequelize, tenantAuth(req).tenantId, phone, channel);
      res.json({
        message: `${phone} may receive your messages again${channel ? ` (${channel})` : ''}.`,
        count: removed,
      } satisfies Static<typeof OptOutRemovalSchema>);
    },
  );

  return router;
}
