/** Workflow ids built from business keys, so a repeated request finds the running workflow instead of a second one. */
export const passwordResetWorkflowId = (requestId: string): string => `password-reset-${requestId}`;
export const paymentPollingWorkflowId = (purchaseId: number): string => `pay-${purchaseId}`;
