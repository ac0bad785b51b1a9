import type { SendDeps } from '../deps';
import { NotFoundError, RefusedError } from '../../../domain/messaging/errors';
import { callProvider } from './provider-calls';
import { reportToDeliveryUpdate } from '../../../domain/messaging/sms-status';
import { applyDeliveryUpdates } from '../../../db/messaging/delivery-updates';

/**
 * Asks the gateway for a message's report and applies it like a callback (never backwards). Refused without a
 * gateway id, NotFoundError while the gateway has no report, ProviderFailedError when it throttles or fails.
 */
export async function refreshMessageStatus(
  deps: SendDeps,
  tenantId: number,
  message: { gateway_message_id: string | null },
): Promise<void> {
  const gatewayId = message.gateway_message_id;
  if (!gatewayId)
    throw new RefusedError(
      'This message has not been submitted to the SMS gateway, so it has no delivery status yet.',
      'no_gateway_id',
    );
  const answer = await callProvider(() => deps.smsGateway.getReports({ messageId: gatewayId }));
  const rows = Array.isArray(answer.results) ? answer.results : [];
  const updates = rows
    .filter((r) => String(r.messageId) === gatewayId)
    .map(reportToDeliveryUpdate)
    .filter((u) => u !== null);
  if (updates.length === 0) throw new NotFoundError('Delivery report');
  await applyDeliveryUpdates(deps.sequelize, updates, tenantId);
}
