import { Router, type Request, type Response } from 'express';
import type { ApiDeps } from '../http/deps';
import { fieldError } from '../http/errors/errors';
import { refreshAndNotify } from '../../use-cases/purchases/payment-watch';
import { renderReturnPage, RETURN_PAGE_POLICY } from '../pages/purchases/return-page';
import { personalPageHeaders } from '../http/security-headers';
import { findPurchaseByTrackingId } from '../../db/purchases/purchase-requests';
import type { Purchase } from '../../db/models';
import { findPledgeOrderByTrackingId, isPledgeMerchantReference } from '../../db/events/pledge-orders';
import { refreshPledgeOrderAndThank } from '../../use-cases/events/pledge-payment-refresh';
import type { PaymentNotificationAck } from '../purchases/presenters';

interface PaymentNotification {
  orderTrackingId: string;
  merchantReference: string;
  notificationType: string;
}

/** The provider's IPN carries its fields in the query (GET) or the JSON body (POST), and nothing else we trust. */
function readNotification(req: Request): PaymentNotification {
  const source = {
    ...(req.query as Record<string, unknown>),
    ...(req.method === 'POST' && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}),
  };
  const field = (name: string) => (typeof source[name] === 'string' ? (source[name] as string).trim() : '');
  const orderTrackingId = field('OrderTrackingId');
  if (orderTrackingId === '' || orderTrackingId.length > 100)
    throw fieldError('OrderTrackingId', 'The OrderTrackingId field is required.');
  return {
    orderTrackingId,
    merchantReference: field('OrderMerchantReference'),
    notificationType: field('OrderNotificationType') || 'IPNCHANGE',
  };
}

/** Polls the provider for the purchase; false when the provider could not be asked (the caller decides what that means). */
async function refreshQuietly(deps: ApiDeps, purchase: Purchase): Promise<{ purchase: Purchase; refreshed: boolean }> {
  try {
    return { purchase: (await refreshAndNotify(deps, purchase)).purchase, refreshed: true };
  } catch (err) {
    deps.logger.warn({ err, purchaseId: purchase.id }, 'payment status could not be checked');
    return { purchase, refreshed: false };
  }
}

/** An event pledge paid online (merchant reference `EVP-…`): settled from the provider's status; 500 when it could not be asked. */
async function acknowledgePledgeOrder(deps: ApiDeps, note: PaymentNotification): Promise<200 | 500> {
  const order = await findPledgeOrderByTrackingId(note.orderTrackingId);
  if (!order) {
    deps.logger.warn({ orderTrackingId: note.orderTrackingId }, 'payment notification for an unknown order: ignored');
    return 200;
  }
  try {
    await refreshPledgeOrderAndThank(deps, order);
    return 200;
  } catch (err) {
    deps.logger.warn({ err, orderId: order.id }, 'pledge payment status could not be checked');
    return 500;
  }
}

/** A credit purchase; a notification without a merchant reference that matches no purchase may still be a pledge order. */
async function acknowledgePurchase(deps: ApiDeps, note: PaymentNotification): Promise<200 | 500> {
  const purchase = await findPurchaseByTrackingId(note.orderTrackingId);
  if (!purchase && note.merchantReference === '') return acknowledgePledgeOrder(deps, note);
  if (!purchase) {
    deps.logger.warn({ orderTrackingId: note.orderTrackingId }, 'payment notification for an unknown order: ignored');
    return 200;
  }
  return (await refreshQuietly(deps, purchase)).refreshed ? 200 : 500;
}

/**
 * Public payment routes: the provider's IPN (docs/providers.md §2.4) for credit purchases and event pledges, answered with
 * its acknowledgement (`status` 500 asks for a retry when the provider could not be asked), and the page the payer
 * returns to after buying credits.
 */
export function createPaymentWebhooksRouter(deps: ApiDeps): Router {
  const router = Router();

  const handleIpn = async (req: Request, res: Response) => {
    const note = readNotification(req);
    const status = isPledgeMerchantReference(note.merchantReference)
      ? await acknowledgePledgeOrder(deps, note)
      : await acknowledgePurchase(deps, note);
    res.json({
      orderNotificationType: note.notificationType,
      orderTrackingId: note.orderTrackingId,
      orderMerchantReference: note.merchantReference,
      status,
    } satisfies PaymentNotificationAck);
  };
  router.get('/webhooks/payments', handleIpn);
  router.post('/webhooks/payments', handleIpn);

  /** What the return page keeps of its query when it links to itself in the other language. */
  const returnPageQuery = (req: Request) =>
    new URLSearchParams(
      ['OrderTrackingId', 'OrderMerchantReference', 'lang'].flatMap((key) => {
        const value = req.query[key];
        return typeof value === 'string' ? [[key, value.slice(0, 100)]] : [];
      }),
    );
  router.get('/payments/return', personalPageHeaders(RETURN_PAGE_POLICY), async (req, res) => {
    const trackingId =
      typeof req.query.OrderTrackingId === 'string' ? req.query.OrderTrackingId.trim().slice(0, 100) : '';
    const found = trackingId === '' ? null : await findPurchaseByTrackingId(trackingId);
    const purchase = found ? (await refreshQuietly(deps, found)).purchase : null;
    res
      .status(purchase ? 200 : 404)
      .type('html')
      .send(renderReturnPage(purchase, returnPageQuery(req)));
  });

  return router;
}
