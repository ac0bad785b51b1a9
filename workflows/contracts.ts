/**
 * How an operator finds a run in the Temporal Web UI: workflow ids built from business keys (a repeated request
 * finds the running workflow instead of starting a second one) and the `TenantId` search attribute.
 */
import { defineSearchAttributeKey, SearchAttributeType, type SearchAttributePair } from '@temporalio/common';

export const passwordResetWorkflowId = (requestId: string): string => `password-reset-${requestId}`;
export const paymentPollingWorkflowId = (purchaseId: number): string => `pay-${purchaseId}`;
/** One workflow per batch: a scheduled single message, a bulk list, a group, today's birthdays, a stage run. */
export const batchWorkflowId = (batchId: number): string => `batch-${batchId}`;
/** One workflow per event stage: it waits for the stage's armed runs and sees every run of it (send-now too) through. */
export const stageWorkflowId = (stageId: number): string => `stage-${stageId}`;
/** One SMS fallback per chat stage run: it waits the run's window, then sends its one fallback SMS batch. */
export const chatSmsFallbackWorkflowId = (chatBatchId: number): string => `chat-fallback-${chatBatchId}`;
/** One workflow per message a request queued and debited for the worker to send (a USSD session's SMS). */
export const queuedSmsWorkflowId = (messageId: number): string => `queued-sms-${messageId}`;
/** One workflow per recorded event payment whose event thanks payers by SMS. */
export const paymentThanksWorkflowId = (paymentId: number): string => `thanks-payment-${paymentId}`;
/** One workflow per pledge paid online from an invitee's page, watching its payment. */
export const pledgePaymentWorkflowId = (orderId: number): string => `pledge-${orderId}`;
/** One delivery workflow per webhook endpoint, alive while the endpoint has undelivered events. */
export const webhookEndpointWorkflowId = (endpointId: number): string => `webhook-endpoint-${endpointId}`;
/**
 * Delivery reports whose callback came while PostgreSQL was down wait in one of these few inbox workflows (by a hash
 * of the report's gateway id) until they are applied; the signal that hands them over. The task queue is part of the
 * id: a deployment's reports must reach its own workers (and database), whatever else shares the namespace.
 */
export const DELIVERY_REPORT_INBOX_SHARDS = 16;
export const deliveryReportInboxWorkflowId = (taskQueue: string, shard: number): string =>
  `delivery-report-inbox-${taskQueue}-${shard}`;
export const DELIVERY_REPORTS_SIGNAL = 'deliveryReports';
/** One workflow per incoming SMS whose callback came while PostgreSQL was down (by the gateway's id; the queue as above). */
export const smsInboundWorkflowId = (taskQueue: string, gatewayId: string): string =>
  `sms-inbound-${taskQueue}-${gatewayId}`;

/*
 * Signal and query names: the workflows define their handlers with these, and the API and use-cases signal and
 * query by them, so neither side spells a name (a renamed string would silently reach no handler).
 */
/** A batch changed outside its workflow (cancelled, its organization reactivated): look at it again now. */
export const BATCH_CHANGED_SIGNAL = 'batchChanged';
/** A batch workflow's progress (its BatchProgress). */
export const BATCH_PROGRESS_QUERY = 'batchProgress';
/** An event stage changed (armed, re-armed, sent now, disarmed, cancelled, deleted): read it again now. */
export const STAGE_CHANGED_SIGNAL = 'stageChanged';
/** An online purchase was settled or notified outside its polling workflow: poll now. */
export const PAYMENT_NOTIFIED_SIGNAL = 'paymentNotified';
/** New events for a webhook endpoint were committed. */
export const WEBHOOK_EVENTS_SIGNAL = 'webhookEvents';
/** The Temporal Schedule that starts the daily birthday wishes. */
export const BIRTHDAY_SCHEDULE_ID = 'birthday-wishes';
/** The Temporal Schedule (and workflow id prefix) of the 5-minute reconciliation of stuck single sends. */
export const STUCK_SENDS_SCHEDULE_ID = 'stuck-sends';
/** The Temporal Schedule (and workflow id prefix) of the 10-minute recovery of lost delivery reports. */
export const PENDING_REPORTS_SCHEDULE_ID = 'pending-reports';
/** The Temporal Schedule (and workflow id prefix) of the hourly chat template sync. */
export const CHAT_TEMPLATES_SYNC_SCHEDULE_ID = 'chat-templates-sync';
/** The Temporal Schedule (and workflow id prefix) of the minute-by-minute delivery of low-balance alerts. */
export const LOW_BALANCE_ALERTS_SCHEDULE_ID = 'low-balance-alerts';
/** The Temporal Schedule (and workflow id prefix) of the 5-minute sweep of payments still owed a thank-you SMS. */
export const PAYMENT_THANKS_SWEEP_SCHEDULE_ID = 'payment-thanks-sweep';

/** Registered on the server as `TenantId=Int` (infra/temporal-dev-server.ts; your cluster needs it too). */
export const TENANT_ID_SEARCH_ATTRIBUTE = defineSearchAttributeKey('TenantId', SearchAttributeType.INT);
export const tenantSearchAttributes = (tenantId: number): SearchAttributePair[] => [
  { key: TENANT_ID_SEARCH_ATTRIBUTE, value: tenantId },
];
