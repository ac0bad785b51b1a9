import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { AppConfig } from '../../infra/config';
import type { Logger } from '../../infra/logger';
import type { Purchase } from '../../db/models';
import type { paymentPollingWorkflow } from '../../workflows/purchases/payment-polling';
import { PAYMENT_NOTIFIED_SIGNAL, paymentPollingWorkflowId, tenantSearchAttributes } from '../../workflows/contracts';
import type { SettleResult } from '../../db/purchases/purchases';
import { refreshPurchasePayment, type PaymentRefreshDeps } from './payment-refresh';

/** What watching a payment needs; the API's deps provide it. */
export interface PaymentWatchDeps extends PaymentRefreshDeps {
  temporal: Client;
  config: AppConfig;
  logger: Logger;
}

/**
 * Starts the polling workflow of an online purchase, found by the tenant's `TenantId` search attribute; a second
 * start finds the running one (no wake-up).
 */
export async function startPaymentWatch(
  deps: PaymentWatchDeps,
  purchase: Pick<Purchase, 'id' | 'tenantId'>,
): Promise<void> {
  await deps.temporal.workflow.start<typeof paymentPollingWorkflow>('paymentPollingWorkflow', {
    workflowId: paymentPollingWorkflowId(purchase.id),
    taskQueue: deps.config.taskQueue,
    args: [{ purchaseId: purchase.id }],
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: tenantSearchAttributes(purchase.tenantId),
  });
}

/** The purchase was settled outside its workflow: wake the watcher so it sees that and finishes now. */
async function wakePaymentWatch(deps: PaymentWatchDeps, purchaseId: number): Promise<void> {
  try {
    await deps.temporal.workflow.getHandle(paymentPollingWorkflowId(purchaseId)).signal(PAYMENT_NOTIFIED_SIGNAL);
  } catch (err) {
    // Already finished: nothing to wake.
    if (!(err instanceof WorkflowNotFoundError)) throw err;
  }
}

/**
 * Polls the provider for an online purchase and settles it (status endpoint, IPN, return page). A settled purchase
 * wakes its watcher so it finishes now; a still pending one only makes sure a watcher exists (a wake-up would make it
 * ask the provider again right away and skip a backoff step). Provider errors propagate; a failing Temporal call is
 * only logged, the workflow polls on its own anyway.
 */
export async function refreshAndNotify(deps: PaymentWatchDeps, purchase: Purchase): Promise<SettleResult> {
  const result = await refreshPurchasePayment(deps, purchase);
  if (purchase.kind !== 'online') return result;
  const watch =
    result.outcome !== 'unchanged'
      ? wakePaymentWatch(deps, purchase.id)
      : result.purchase.status === 'pending'
        ? startPaymentWatch(deps, purchase)
        : undefined;
  await watch?.catch((err: unknown) =>
    deps.logger.warn({ err, purchaseId: purchase.id }, 'could not reach the payment polling workflow'),
  );
  return result;
}
