import { WorkflowNotFoundError } from '@temporalio/client';
import type { ApiDeps } from '../deps';
import type { Purchase } from '../../db/models';
import { paymentNotifiedSignal, paymentPollingWorkflow } from '../../workflows/payment-polling';
import { paymentPollingWorkflowId } from '../../workflows/ids';
import { refreshPurchasePayment } from '../../activities/payments';
import type { SettleResult } from '../../db/purchases';

/** Starts the polling workflow of a new online purchase (a second start finds the running one). */
export async function startPaymentWatch(deps: ApiDeps, purchaseId: number): Promise<void> {
  await deps.temporal.workflow.start(paymentPollingWorkflow, {
    workflowId: paymentPollingWorkflowId(purchaseId),
    taskQueue: deps.config.taskQueue,
    args: [{ purchaseId }],
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
}

/**
 * Wakes the purchase's workflow after a settlement seen outside it: a pending purchase gets a watcher again if it has
 * none (signalWithStart), a settled one lets its watcher finish now.
 */
async function notifyPaymentWatch(deps: ApiDeps, purchase: Purchase): Promise<void> {
  const workflowId = paymentPollingWorkflowId(purchase.id);
  if (purchase.status === 'pending') {
    await deps.temporal.workflow.signalWithStart(paymentPollingWorkflow, {
      workflowId, taskQueue: deps.config.taskQueue, args: [{ purchaseId: purchase.id }], signal: paymentNotifiedSignal, signalArgs: [],
    });
    return;
  }
  try {
    await deps.temporal.workflow.getHandle(workflowId).signal(paymentNotifiedSignal);
  } catch (err) {
    // Already finished: nothing to wake.
    if (!(err instanceof WorkflowNotFoundError)) throw err;
  }
}

/**
 * Polls the provider for an online purchase, settles it and wakes its workflow (status endpoint, IPN, return page).
 * Provider errors propagate; a failing signal is only logged, the workflow polls on its own anyway.
 */
export async function refreshAndNotify(deps: ApiDeps, purchase: Purchase): Promise<SettleResult> {
  const result = await refreshPurchasePayment(deps, purchase);
  if (purchase.kind === 'online') {
    await notifyPaymentWatch(deps, result.purchase).catch((err: unknown) =>
      deps.logger.warn({ err, purchaseId: purchase.id }, 'could not signal the payment polling workflow'));
  }
  return result;
}
