/** Workflow ids built from business keys, so a repeated request finds the running workflow instead of a second one. */
export const passwordResetWorkflowId = (requestId: string): string => `password-reset-${requestId}`;
export const paymentPollingWorkflowId = (purchaseId: number): string => `pay-${purchaseId}`;
/** One workflow per scheduled single SMS: a repeated start for the same message fails instead of sending twice. */
export const scheduledSmsWorkflowId = (messageId: number): string => `msg-${messageId}`;
/** One workflow per bulk, group or birthday batch. */
export const bulkSendWorkflowId = (batchId: number): string => `batch-${batchId}`;
/** The Temporal Schedule that starts the daily birthday wishes. */
export const BIRTHDAY_SCHEDULE_ID = 'birthday-wishes';
/** The Temporal Schedule (and workflow id prefix) of the 5-minute reconciliation of stuck single sends. */
export const STUCK_SENDS_SCHEDULE_ID = 'stuck-sends';
