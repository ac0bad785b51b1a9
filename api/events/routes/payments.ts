import { Router, type Request } from 'express';
import type { ApiDeps } from '../../http/deps';
import { requirePermission, tenantAuth } from '../../http/middleware/authenticate';
import { validateBody, validateQuery } from '../../http/middleware/validate';
import { paginated, toPageRequest } from '../../http/pagination';
import { notFound } from '../../http/errors/errors';
import { idParam } from '../../http/params';
import { createPaymentSchema, listPaymentsQuery, updatePaymentSchema, type CreatePaymentInput, type UpdatePaymentInput } from '../schemas/payments';
import { findTenantEvent } from '../../../db/events/events';
import { findPaymentJson, listPaymentsPage, type PaymentJson } from '../../../db/events/payment-json';
import { deletePayment, recordPayment, updatePayment, type PaymentFields } from '../../../db/events/payments';
import { requireTenantEventParam } from '../event-param';
import { startPaymentThanks } from '../../../use-cases/events/payment-thanks-workflow';

function toPaymentFields(input: UpdatePaymentInput): Partial<PaymentFields> {
  return {
    ...(input.event_invitee_id !== undefined ? { eventInviteeId: input.event_invitee_id } : {}),
    ...(input.amount !== undefined ? { amount: input.amount } : {}),
    ...(input.payment_date !== undefined ? { paymentDate: input.payment_date } : {}),
    ...(input.payment_method !== undefined ? { paymentMethod: input.payment_method } : {}),
    ...(input.reference !== undefined ? { reference: input.reference } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
  };
}

/** Payments against pledges (interface §4.8b); each write recounts the invitee's paid_amount in its transaction. */
export function createEventPaymentsRouter(deps: ApiDeps): Router {
  const router = Router();
  router.param('event_id', requireTenantEventParam);
  const paymentJson = async (req: Request, paymentId: number): Promise<PaymentJson> => {
    const payment = await findPaymentJson(deps.sequelize, tenantAuth(req).tenantId, paymentId);
    if (!payment) throw notFound('Payment');
    return payment;
  };

  router.get('/events/:event_id/payments', requirePermission('events.view'), validateQuery(listPaymentsQuery), async (req, res) => {
    const { tenantId } = tenantAuth(req);
    const event = await findTenantEvent(tenantId, idParam(req, 'event_id'));
    if (!event) throw notFound('Event');
    const page = toPageRequest(res.locals.query);
    const { total, data } = await listPaymentsPage(deps.sequelize, tenantId, event.id, page.perPage, page.offset);
    res.json(paginated(req, deps.config.publicBaseUrl, page, total, data));
  });

  router.post('/events/:event_id/payments', requirePermission('events.manage_payments'), validateBody(createPaymentSchema), async (req, res) => {
    const auth = tenantAuth(req);
    const input = req.body as CreatePaymentInput;
    const payment = await recordPayment(deps.sequelize, auth.tenantId, idParam(req, 'event_id'), {
      eventInviteeId: input.event_invitee_id, amount: input.amount, paymentDate: input.payment_date, paymentMethod: input.payment_method,
      reference: input.reference ?? null, notes: input.notes ?? null,
    }, { recordedBy: auth.user.id });
    if (!payment) throw notFound('Event');
    await startPaymentThanks(deps, payment);
    res.status(201).json({ data: await paymentJson(req, payment.id) });
  });

  router.put('/events/:event_id/payments/:payment_id', requirePermission('events.manage_payments'), validateBody(updatePaymentSchema), async (req, res) => {
    const payment = await updatePayment(
      deps.sequelize, tenantAuth(req).tenantId, idParam(req, 'event_id'), idParam(req, 'payment_id'), toPaymentFields(req.body as UpdatePaymentInput),
    );
    if (!payment) throw notFound('Payment');
    res.json({ data: await paymentJson(req, payment.id) });
  });

  router.delete('/events/:event_id/payments/:payment_id', requirePermission('events.manage_payments'), async (req, res) => {
    if (!(await deletePayment(deps.sequelize, tenantAuth(req).tenantId, idParam(req, 'event_id'), idParam(req, 'payment_id')))) throw notFound('Payment');
    res.json({ message: 'Payment deleted.' });
  });

  return router;
}
