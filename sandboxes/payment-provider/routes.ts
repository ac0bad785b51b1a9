import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { createRequestTokenHandler, createRequireBearer } from './auth';
import type { SandboxContext } from './context';
import { buildErrorBody, invalidField, isRecord, routeNotFound, SandboxError } from './errors';
import { presentIpn, registerIpn } from './ipn';
import { presentTransactionStatus, presentUnknownOrderStatus, submitOrder, validateOrderRequest } from './orders';
import { scheduleAutoSettlement, settleOrder } from './settlement';

/** `<sandbox base>` for `redirect_url`: the configured public URL, else what the client used to reach us. */
function sandboxBaseUrl(ctx: SandboxContext, req: Request): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/+$/, '');
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

function handleSubmitOrder(ctx: SandboxContext, req: Request, res: Response): void {
  const input = validateOrderRequest(req.body, ctx.store);
  const { order, created } = submitOrder(ctx, input, req.body as Record<string, unknown>);
  if (created) {
    ctx.logger.info(
      { orderTrackingId: order.order_tracking_id, merchantReference: order.merchant_reference },
      'order submitted',
    );
    scheduleAutoSettlement(ctx, order);
  }
  res.json({
    order_tracking_id: order.order_tracking_id,
    merchant_reference: order.merchant_reference,
    redirect_url: `${sandboxBaseUrl(ctx, req)}/checkout/${order.order_tracking_id}`,
    error: null,
    status: '200',
  });
}

function handleTransactionStatus(ctx: SandboxContext, req: Request, res: Response): void {
  const id = req.query.orderTrackingId;
  if (typeof id !== 'string' || id === '') throw invalidField('orderTrackingId', 'orderTrackingId is required');
  const order = ctx.store.orders.get(id);
  res.json(order ? presentTransactionStatus(order) : presentUnknownOrderStatus(id));
}

/** Fails an unsettled order; a settled or unknown one answers `"status":"500"` (providers.md 2.6 item 8). */
function handleCancelOrder(ctx: SandboxContext, req: Request, res: Response): void {
  const id = isRecord(req.body) ? req.body.order_tracking_id : undefined;
  if (typeof id !== 'string' || id === '') throw invalidField('order_tracking_id', 'order_tracking_id is required');
  const order = ctx.store.orders.get(id);
  if (!order) {
    res.json({ status: '500', message: `No order with tracking id ${id}` });
    return;
  }
  const outcome = settleOrder(ctx, order, 'cancel');
  if (outcome.kind !== 'changed') {
    res.json({ status: '500', message: 'The order is already settled and cannot be cancelled' });
    return;
  }
  res.json({ status: '200', message: 'Order cancelled successfully' });
}

/** Unused by the platform; refunding a completed payment in full or in part marks it reversed. */
function handleRefundRequest(ctx: SandboxContext, req: Request, res: Response): void {
  const body = isRecord(req.body) ? req.body : {};
  const code = body.confirmation_code;
  const order = [...ctx.store.orders.values()].find((o) => o.confirmation_code !== '' && o.confirmation_code === code);
  if (!order || order.status_code !== 1) {
    res.json({ status: '500', message: 'No completed payment with this confirmation_code' });
    return;
  }
  const amount = Number(body.amount);
  if (!Number.isFinite(amount) || amount <= 0 || amount > order.amount) {
    res.json({ status: '500', message: 'amount must be greater than 0 and at most the amount paid' });
    return;
  }
  settleOrder(ctx, order, 'reverse');
  res.json({ status: '200', message: 'Refund request successfully' });
}

/** The provider's own routes (providers.md 2.1); everything but RequestToken needs a live Bearer token. */
export function createProviderRouter(ctx: SandboxContext): Router {
  const router = express.Router();
  const auth = createRequireBearer(ctx);
  router.post('/api/Auth/RequestToken', createRequestTokenHandler(ctx));
  router.post('/api/URLSetup/RegisterIPN', auth, (req, res) => {
    res.json(presentIpn(registerIpn(ctx, req.body)));
  });
  router.get('/api/URLSetup/GetIpnList', auth, (_req, res) => {
    res.json([...ctx.store.ipns.values()].map(presentIpn));
  });
  router.post('/api/Transactions/SubmitOrderRequest', auth, (req, res) => handleSubmitOrder(ctx, req, res));
  router.get('/api/Transactions/GetTransactionStatus', auth, (req, res) => handleTransactionStatus(ctx, req, res));
  router.post('/api/Transactions/CancelOrder', auth, (req, res) => handleCancelOrder(ctx, req, res));
  router.post('/api/Transactions/RefundRequest', auth, (req, res) => handleRefundRequest(ctx, req, res));
  return router;
}

/** Answers unknown routes in the provider's error shape. */
export function createNotFoundHandler(): (req: Request, res: Response) => void {
  return (req, res) => {
    const error = routeNotFound(req.method, req.path);
    res.status(error.httpStatus).json(error.body);
  };
}

/** The one place that writes error responses: SandboxError as built, bad JSON as 400, the rest as 500. */
export function createErrorHandler(ctx: SandboxContext): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof SandboxError) {
      res.status(error.httpStatus).json(error.body);
      return;
    }
    const status = isRecord(error) && typeof error.status === 'number' ? error.status : 500;
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'Bad request';
      res
        .status(status)
        .json(buildErrorBody('invalid_request_error', 'invalid_api_request_parameters', message, String(status)));
      return;
    }
    ctx.logger.error({ err: error, method: req.method, path: req.path }, 'payment sandbox request failed');
    res.status(500).json(buildErrorBody('api_error', 'internal_error', 'Internal sandbox error', '500'));
  };
}
