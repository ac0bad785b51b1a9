import { Router, type Request } from 'express';
import type { ApiDeps } from '../../http/deps';
import { tenantAuth } from '../../http/middleware/authenticate';
import { requireEventPermission } from '../event-access';
import { validateQuery, withBody } from '../../http/middleware/validate';
import { paginated, toPageRequest } from '../../http/pagination';
import { notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { createPaymentBody, listPaymentsQuery, updatePaymentBody } from '../schemas/payments';
import { listPaymentAuditPage } from '../../../db/events/payment-audit';
import { presentPaymentAuditEntry } from '../presenters/payment-audit';
import { findTenantEvent } from '../../../db/events/events';
import { presentPayment, type EventPayment } from '../presenters/payment';
import { findPaymentJson, listPaymentsPage } from '../../../db/events/payment-json';
import { requireTenantEventParam } from '../event-param';
import { deletePayment, recordPayment, updatePayment } from '../../../use-cases/events/payments';

/** Payments against pledges (docs/interface.md §4.8b); each write recounts the invitee's paid_amount in its transaction. */
export function createEventPaymentsRouter(deps: ApiDeps): Router {
  const router = Router();
  router.param('event_id', requireTenantEventParam);
  const paymentJson = async (req: Request, paymentId: number): Promise<EventPayment> => {
    const payment = await findPaymentJson(deps.sequelize, tenantAuth(req).tenantId, paymentId);
    if (!payment) throw notFound('Payment');
    return presentPayment(payment);
  };

  router.get(
    '/events/:event_id/payments',
    requireEventPermission(deps, 'events.view'),
    validateQuery(listPaymentsQuery),
    async (req, res) => {
      const { tenantId } = tenantAuth(req);
      const event = await findTenantEvent(tenantId, idParam(req, 'event_id'));
      if (!event) throw notFound('Event');
      const page = toPageRequest(res.locals.query);
      const { total, data } = await listPaymentsPage(deps.sequelize, tenantId, event.id, page.perPage, page.offset);
      res.json(paginated(req, deps.config.publicBaseUrl, page, total, data.map(presentPayment)));
    },
  );

  router.post(
    '/events/:event_id/payments',
    requireEventPermission(deps, 'events.manage_payments'),
    withBody(createPaymentBody, async (req, res, input) => {
      const auth = tenantAuth(req);
      const payment = await recordPayment(deps, auth.tenantId, idParam(req, 'event_id'), input, auth.user.id);
      res.status(201).json({ data: await paymentJson(req, payment.id) });
    }),
  );

  router.put(
    '/events/:event_id/payments/:payment_id',
    requireEventPermission(deps, 'events.manage_payments'),
    withBody(updatePaymentBody, async (req, res, input) => {
      const payment = await updatePayment(
        deps.sequelize,
        tenantAuth(req).tenantId,
        idParam(req, 'event_id'),
        idParam(req, 'payment_id'),
        input,
        tenantAuth(req).user.id,
      );
      res.json({ data: await paymentJson(req, payment.id) });
    }),
  );

  router.delete(
    '/events/:event_id/payments/:payment_id',
    requireEventPermission(deps, 'events.manage_payments'),
    async (req, res) => {
      await deletePayment(
        deps.sequelize,
        tenantAuth(req).tenantId,
        idParam(req, 'event_id'),
        idParam(req, 'payment_id'),
        tenantAuth(req).user.id,
      );
      res.json({ message: 'Payment deleted.' });
    },
  );

  // The trail of every payment change, a deleted payment's too (issue 34 §6): whoever reads the payments reads it.
  router.get(
    '/events/:event_id/audit',
    requireEventPermission(deps, 'events.view'),
    validateQuery(listPaymentsQuery),
    async (req, res) => {
      const page = toPageRequest(res.locals.query);
      const { rows, count } = await listPaymentAuditPage(
        deps.sequelize,
        tenantAuth(req).tenantId,
        idParam(req, 'event_id'),
        page.perPage,
        page.offset,
      );
      res.json(paginated(req, deps.config.publicBaseUrl, page, count, rows.map(presentPaymentAuditEntry)));
    },
  );

  return router;
}
