import axios from 'axios';
import { Op } from 'sequelize';
import { testEnv } from './env';
import type { TenantSession } from './tenant';
import { LedgerEntry, Purchase } from '../../db/models';

/** The payment sandbox's control routes (docs/providers.md §2.6). */
export function paymentSandbox() {
  const http = axios.create({ baseURL: testEnv().sandboxes.payment.url, validateStatus: () => true });
  return {
    settle: (orderTrackingId: string, action: 'complete' | 'fail' | 'reverse', body: Record<string, string> = {}) =>
      http.post(`/__sandbox/orders/${orderTrackingId}/${action}`, body),
    state: async () => (await http.get('/__sandbox/state')).data,
    fault: (path: string, status: number, count = 1) => http.post('/__sandbox/faults', { path, status, count }),
    clearFaults: () => http.delete('/__sandbox/faults'),
  };
}

export interface Checkout {
  purchaseId: number;
  orderTrackingId: string;
  redirectUrl: string;
}

/** Starts an online checkout through the API and returns its ids. */
export async function startCheckout(
  session: TenantSession,
  smsQuantity: number,
  channel?: 'sms' | 'chat',
): Promise<Checkout> {
  const res = await session.api.post('/sms-purchases/online', {
    sms_quantity: smsQuantity,
    ...(channel ? { channel } : {}),
  });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.data)}`);
  return {
    purchaseId: res.data.data.payment_id,
    orderTrackingId: res.data.data.order_tracking_id,
    redirectUrl: res.data.data.redirect_url,
  };
}

export const purchaseRow = async (id: number): Promise<Purchase> => (await Purchase.findByPk(id))!;

/** Ledger rows written for a purchase (its credit and any reversal). */
export const purchaseLedger = (purchaseId: number) =>
  LedgerEntry.findAll({
    where: { reference: { [Op.like]: `purchase:${purchaseId}%` } },
    order: [['id', 'ASC']],
    raw: true,
  });
