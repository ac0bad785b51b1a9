import type { ApiDeps } from '../../api/deps';
import { notFound, unprocessable } from '../../api/errors';
import { callGateway } from '../../api/messaging/errors';
import { applyDeliveryUpdates } from '../../db/messaging/delivery-updates';
import { reportToDeliveryUpdate } from './sms-status';
import type { MessageRecord } from '../../db/messaging/message-queries';

/**
 * Asks the gateway for the message's report and applies it like a callback (never backwards). 422 without a
 * gateway id, 404 while the gateway has no report, 429/502 when the gateway throttles or fails (interface §4.4).
 */
export async function refreshMessageStatus(deps: ApiDeps, tenantId: number, message: MessageRecord): Promise<void> {
  const gatewayId = message.gateway_message_id;
  if (!gatewayId) throw unprocessable('This message has not been submitted to the SMS gateway, so it has no delivery status yet.');
  const answer = await callGateway(() => deps.smsGateway.getReports({ messageId: gatewayId }));
  const rows = Array.isArray(answer.results) ? answer.results : [];
  const updates = rows.filter((r) => String(r.messageId) === gatewayId).map(reportToDeliveryUpdate).filter((u) => u !== null);
  if (updates.length === 0) throw notFound('Delivery report');
  await applyDeliveryUpdates(deps.sequelize, updates, tenantId);
}
