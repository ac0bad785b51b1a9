/**
 * Handing an endpoint's events to Temporal: signal its `webhook-endpoint-<id>` workflow, starting it when none runs.
 * Referenced by name and type only, like use-cases/messaging/send/batch-workflow.ts.
 */
import type { Client } from '@temporalio/client';
import type { webhookEndpointWorkflow } from '../../workflows/webhooks/endpoint-delivery';
import { tenantSearchAttributes, WEBHOOK_EVENTS_SIGNAL, webhookEndpointWorkflowId } from '../../workflows/contracts';

export interface EndpointToWake {
  endpointId: number;
  tenantId: number;
}

export async function wakeWebhookEndpoint(
  deps: { temporal: Client; taskQueue: string },
  endpoint: EndpointToWake,
): Promise<void> {
  await deps.temporal.workflow.signalWithStart<typeof webhookEndpointWorkflow, []>('webhookEndpointWorkflow', {
    taskQueue: deps.taskQueue,
    workflowId: webhookEndpointWorkflowId(endpoint.endpointId),
    args: [{ endpointId: endpoint.endpointId }],
    signal: WEBHOOK_EVENTS_SIGNAL,
    typedSearchAttributes: tenantSearchAttributes(endpoint.tenantId),
  });
}
