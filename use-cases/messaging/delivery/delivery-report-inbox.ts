/**
 * Delivery reports that could not be stored because PostgreSQL was down, handed to Temporal (which stays up when the
 * database does not) instead of being answered 500 and lost once the gateway gives up retrying. Referenced by name
 * and type only, like use-cases/messaging/send/batch-workflow.ts.
 */
import { createHash } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { AppConfig } from '../../../infra/config';
import type { DeliveryUpdate } from '../../../domain/messaging/sms-status';
import type { SendDeps } from '../deps';
import { receiveDeliveryReports } from './apply-delivery-reports';
import type { deliveryReportInboxWorkflow } from '../../../workflows/messaging/delivery-report-inbox';
import {
  DELIVERY_REPORT_INBOX_SHARDS,
  DELIVERY_REPORTS_SIGNAL,
  deliveryReportInboxWorkflowId,
} from '../../../workflows/contracts';

/** A delivery report as it crosses Temporal: `doneAt` as an ISO string. */
export type DeferredDeliveryUpdate = Omit<DeliveryUpdate, 'doneAt'> & { doneAt: string | null };

/** The reports of one callback that could not be stored, and who sent it (the hold cap counts per source). */
export interface DeferredCallback {
  source: string;
  updates: DeferredDeliveryUpdate[];
}

/** The inbox of a message's reports: they always meet in the same one, and are applied in the order they came. */
export const inboxShardOf = (gatewayId: string): number =>
  createHash('sha1').update(gatewayId).digest().readUInt32BE(0) % DELIVERY_REPORT_INBOX_SHARDS;

const toDeferred = (update: DeliveryUpdate): DeferredDeliveryUpdate => ({
  ...update,
  doneAt: update.doneAt ? update.doneAt.toISOString() : null,
});

export const fromDeferred = (update: DeferredDeliveryUpdate): DeliveryUpdate => ({
  ...update,
  doneAt: update.doneAt === null ? null : new Date(update.doneAt),
});

/**
 * Signals the callback's reports to their inboxes, starting any that is not running. Resolves once Temporal has
 * recorded every signal (the reports are then as safe as in PostgreSQL); rejects when it cannot.
 */
export async function deferDeliveryReports(
  deps: { temporal: Client; config: AppConfig },
  updates: DeliveryUpdate[],
  source: string,
): Promise<void> {
  const byShard = new Map<number, DeferredDeliveryUpdate[]>();
  for (const update of updates) {
    const shard = inboxShardOf(update.gatewayMessageId);
    byShard.set(shard, [...(byShard.get(shard) ?? []), toDeferred(update)]);
  }
  await Promise.all(
    [...byShard].map(([shard, deferred]) => {
      const callback: DeferredCallback = { source, updates: deferred };
      return deps.temporal.workflow.signalWithStart<typeof deliveryReportInboxWorkflow, [DeferredCallback]>(
        'deliveryReportInboxWorkflow',
        {
          taskQueue: deps.config.taskQueue,
          workflowId: deliveryReportInboxWorkflowId(deps.config.taskQueue, shard),
          args: [{}],
          signal: DELIVERY_REPORTS_SIGNAL,
          signalArgs: [callback],
        },
      );
    }),
  );
}

/**
 * Applies the reports an inbox kept, exactly as their callbacks would have been applied (held when the id is not stored
 * yet, never backwards, contradicting finals settled with the gateway). Throws while the database is down; safe to
 * retry: a report applied twice changes nothing the second time. Returns how many messages changed.
 */
export async function applyDeferredDeliveryReports(deps: SendDeps, callbacks: DeferredCallback[]): Promise<number> {
  const received = await Promise.all(
    callbacks.map((c) => receiveDeliveryReports(deps, c.updates.map(fromDeferred), c.source)),
  );
  const updated = received.reduce((sum, r) => sum + r.updated, 0);
  const reports = callbacks.reduce((sum, c) => sum + c.updates.length, 0);
  deps.logger.info(
    { callbacks: callbacks.length, reports, updated },
    'delivery reports kept during a database outage applied',
  );
  return updated;
}
