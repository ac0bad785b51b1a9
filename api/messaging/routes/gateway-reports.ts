import { Router } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateQuery } from '../../http/middleware/validate';
import { deliveryReportsQuery, smsLogsQuery } from '../schemas/messages';
import { tenantDeliveryReports, tenantSmsLogs } from '../../../use-cases/messaging/delivery/gateway-listings';
import { normalizeTanzanianPhone } from '../../../domain/contacts/phone';
import type { GatewayResults } from '../presenters/gateway-report';

/** The gateway's delivery reports and send logs, restricted to the tenant's messages (docs/interface.md §4.5). */
export function createGatewayReportsRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get(
    '/delivery-reports',
    requirePermission('delivery_reports'),
    validateQuery(deliveryReportsQuery),
    async (req, res) => {
      const query = res.locals.query as { messageId?: string; limit: number };
      res.json(
        (await tenantDeliveryReports(deps, tenantAuth(req).tenantId, {
          messageId: query.messageId || undefined,
          limit: query.limit,
        })) satisfies GatewayResults,
      );
    },
  );

  router.get('/sms-logs', requirePermission('sms_logs'), validateQuery(smsLogsQuery), async (req, res) => {
    const query = res.locals.query as { to?: string; limit: number; offset: number };
    const to = query.to ? (normalizeTanzanianPhone(query.to) ?? query.to) : undefined;
    res.json(
      (await tenantSmsLogs(deps, tenantAuth(req).tenantId, {
        to,
        limit: query.limit,
        offset: query.offset,
      })) satisfies GatewayResults,
    );
  });

  return router;
}
