import { Router, type Request } from 'express';
import type { ApiDeps } from '../http/deps';
import { requirePermission, requireTenantUser, tenantAuth } from '../http/middleware/authenticate';
import { validateQuery } from '../http/middleware/validate';
import { idempotentWithBody } from '../http/middleware/idempotency';
import { listPurchasesQuery, manualPurchaseBody, onlinePurchaseBody } from './schemas';
import { paginated, toPageRequest } from '../http/pagination';
import { badGateway, notFound, unprocessable } from '../http/errors/errors';
import { idParam } from '../http/params';
import {
  presentCheckout,
  presentPurchase,
  presentPurchaseRequest,
  presentPurchaseStatus,
  presentSmsPackage,
} from './presenters';
import { requestManualPurchase, startOnlineCheckout } from '../../use-cases/purchases/checkout';
import { refreshAndNotify } from '../../use-cases/purchases/payment-watch';
import { renderReceiptPdf } from './receipt-pdf';
import { Purchase, SmsPackage } from '../../db/models';
import { listTenantPurchases } from '../../db/purchases/purchase-requests';
import { PaymentProviderError } from '../../infra/providers/payment-provider';

async function findTenantPurchase(req: Request): Promise<Purchase> {
  const purchase = await Purchase.findOne({
    where: { id: idParam(req, 'purchase_id'), tenantId: tenantAuth(req).tenantId },
  });
  if (!purchase) throw notFound('Purchase');
  return purchase;
}

/** Credit packages and purchases (docs/interface.md §4.8). */
export function createPurchasesRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/sms-packages', requireTenantUser, async (_req, res) => {
    const packages = await SmsPackage.findAll({ order: [['minQuantity', 'ASC']] });
    res.json({ data: packages.map(presentSmsPackage) });
  });

  router.post(
    '/sms-purchases',
    requirePermission('purchase_sms.request'),
    ...idempotentWithBody(deps, [], manualPurchaseBody, async (req, res, input) => {
      const purchase = await requestManualPurchase(deps, tenantAuth(req), input);
      res.status(201).json({
        message: 'Purchase request received. Credits will be added once an administrator approves it.',
        data: presentPurchaseRequest(purchase),
      });
    }),
  );

  router.post(
    '/sms-purchases/online',
    requirePermission('purchase_sms.online'),
    ...idempotentWithBody(deps, [], onlinePurchaseBody, async (req, res, input) => {
      const purchase = await startOnlineCheckout(deps, tenantAuth(req), input);
      res.status(201).json({
        message: 'Checkout created. Send the payer to redirect_url to pay.',
        data: presentCheckout(purchase),
      });
    }),
  );

  router.get(
    '/sms-purchases',
    requirePermission('purchase_sms'),
    validateQuery(listPurchasesQuery),
    async (req, res) => {
      const query = res.locals.query as { status?: string; channel?: string; page?: number; per_page?: number };
      const page = toPageRequest(query);
      const { rows, count } = await listTenantPurchases(tenantAuth(req).tenantId, query, {
        limit: page.perPage,
        offset: page.offset,
      });
      res.json(paginated(req, deps.config.publicBaseUrl, page, count, rows.map(presentPurchase)));
    },
  );

  router.get('/sms-purchases/:purchase_id/status', requirePermission('purchase_sms'), async (req, res) => {
    const purchase = await findTenantPurchase(req);
    try {
      const { purchase: current } = await refreshAndNotify(deps, purchase);
      res.json({ data: presentPurchaseStatus(current) });
    } catch (err) {
      if (err instanceof PaymentProviderError)
        throw badGateway(
          'The payment provider could not be reached. Please try again.',
          'payment_provider_unreachable',
        );
      throw err;
    }
  });

  router.get('/sms-purchases/:purchase_id/receipt', requirePermission('purchase_sms'), async (req, res) => {
    const purchase = await findTenantPurchase(req);
    if (purchase.status !== 'approved')
      throw unprocessable('A receipt is only available for an approved purchase.', 'receipt_not_available');
    const pdf = await renderReceiptPdf(purchase, tenantAuth(req).tenant.name);
    res
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="receipt-${purchase.id}.pdf"`,
      })
      .send(pdf);
  });

  return router;
}
