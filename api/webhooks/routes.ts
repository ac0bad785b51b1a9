import { Router } from 'express';
import type { ApiDeps } from '../http/deps';
import { requireTenantAdmin, tenantAuth } from '../http/middleware/authenticate';
import { validateQuery, withBody } from '../http/middleware/validate';
import { paginated, toPageRequest } from '../http/pagination';
import { idParam } from '../http/params';
import { notFound } from '../http/errors/errors';
import {
  createWebhookEndpointBody,
  listDeliveriesQuery,
  listWebhookEndpointsQuery,
  updateWebhookEndpointBody,
  type ListDeliveriesQuery,
} from './schemas';
import { presentCreatedEndpoint, presentWebhookEndpoint, type TestEventQueuedSchema } from './presenters/endpoint';
import type { Static } from '../http/openapi/response-schema';
import { presentDelivery } from './presenters/delivery';
import { findEndpoint, listEndpoints } from '../../db/webhooks/endpoints';
import { listDeliveries } from '../../db/webhooks/deliveries';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  redeliverWebhook,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhookEndpoint,
} from '../../use-cases/webhooks/endpoints';

/**
 * Signed webhooks to the tenant's own app: endpoints with the events they want, a test event, and the
 * deliveries with every attempt. Tenant admins only (the secret signs what the organization's app will trust).
 */
export function createWebhookEndpointsRouter(deps: ApiDeps): Router {
  const router = Router();
  const adminOnly = requireTenantAdmin('manage its webhook endpoints');
  const endpointOf = async (tenantId: number, id: number) => {
    const endpoint = await findEndpoint(deps.sequelize, tenantId, id);
    if (!endpoint) throw notFound('Webhook endpoint');
    return endpoint;
  };

  router.get('/webhook-endpoints', adminOnly, validateQuery(listWebhookEndpointsQuery), async (req, res) => {
    const page = toPageRequest(res.locals.query);
    const { rows, total } = await listEndpoints(deps.sequelize, tenantAuth(req).tenantId, {
      limit: page.perPage,
      offset: page.offset,
    });
    res.json(paginated(req, deps.config.publicBaseUrl, page, total, rows.map(presentWebhookEndpoint)));
  });

  router.post(
    '/webhook-endpoints',
    adminOnly,
    withBody(createWebhookEndpointBody, async (req, res, input) => {
      const auth = tenantAuth(req);
      const { endpoint, secret } = await createWebhookEndpoint(deps, {
        ...input,
        tenantId: auth.tenantId,
        userId: auth.user.id,
      });
      res.status(201).json({ data: presentCreatedEndpoint(endpoint, secret) });
    }),
  );

  router.get('/webhook-endpoints/:webhook_endpoint_id', adminOnly, async (req, res) => {
    res.json({
      data: presentWebhookEndpoint(await endpointOf(tenantAuth(req).tenantId, idParam(req, 'webhook_endpoint_id'))),
    });
  });

  router.patch(
    '/webhook-endpoints/:webhook_endpoint_id',
    adminOnly,
    withBody(updateWebhookEndpointBody, async (req, res, input) => {
      const id = idParam(req, 'webhook_endpoint_id');
      res.json({
        data: presentWebhookEndpoint(await updateWebhookEndpoint(deps, tenantAuth(req).tenantId, id, input)),
      });
    }),
  );

  router.post('/webhook-endpoints/:webhook_endpoint_id/rotate-secret', adminOnly, async (req, res) => {
    const id = idParam(req, 'webhook_endpoint_id');
    const { endpoint, secret } = await rotateWebhookSecret(deps, tenantAuth(req).tenantId, id);
    res.json({ data: presentCreatedEndpoint(endpoint, secret) });
  });

  router.delete('/webhook-endpoints/:webhook_endpoint_id', adminOnly, async (req, res) => {
    await deleteWebhookEndpoint(deps, tenantAuth(req).tenantId, idParam(req, 'webhook_endpoint_id'));
    res.json({ message: 'Webhook endpoint deleted.' });
  });

  router.post('/webhook-endpoints/:webhook_endpoint_id/test', adminOnly, async (req, res) => {
    const { webhookId } = await sendTestEvent(deps, tenantAuth(req).tenantId, idParam(req, 'webhook_endpoint_id'));
    res.status(202).json({
      message: 'A webhook.test event is on its way to the endpoint.',
      webhook_id: webhookId,
    } satisfies Static<typeof TestEventQueuedSchema>);
  });

  router.get(
    '/webhook-endpoints/:webhook_endpoint_id/deliveries',
    adminOnly,
    validateQuery(listDeliveriesQuery),
    async (req, res) => {
      const { tenantId } = tenantAuth(req);
      const endpoint = await endpointOf(tenantId, idParam(req, 'webhook_endpoint_id'));
      const query = res.locals.query as ListDeliveriesQuery;
      const page = toPageRequest(query);
      const { rows, total } = await listDeliveries(deps.sequelize, tenantId, endpoint.id, {
        status: query.status,
        type: query.type,
        limit: page.perPage,
        offset: page.offset,
      });
      res.json(paginated(req, deps.config.publicBaseUrl, page, total, rows.map(presentDelivery)));
    },
  );

  router.post(
    '/webhook-endpoints/:webhook_endpoint_id/deliveries/:delivery_id/redeliver',
    adminOnly,
    async (req, res) => {
      const endpointId = idParam(req, 'webhook_endpoint_id');
      const delivery = await redeliverWebhook(deps, tenantAuth(req).tenantId, endpointId, idParam(req, 'delivery_id'));
      res.status(202).json({ data: presentDelivery(delivery) });
    },
  );

  return router;
}
