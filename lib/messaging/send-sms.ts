/**
 * `POST /sms/send`. An immediate send calls the gateway from the request itself (the answer must wait for the
 * gateway anyway, and this is the shortest path); a scheduled send starts `scheduledSmsWorkflow`.
 */
import type { ApiDeps } from '../../api/deps';
import type { TenantUserAuth } from '../../api/auth/auth-context';
import type { SendSmsInput } from '../../api/messaging/schemas/sms';
import { AppError, badGateway, insufficientBalance, unprocessable } from '../../api/errors';
import { countSmsSegments } from './sms-segments';
import { createMessageWithDebit, failMessages, InsufficientCreditsError } from '../../db/messaging/messages';
import { loadUnsentMessages, recordSendResults } from '../../db/messaging/message-submission';
import { findMessage, type MessageRecord } from '../../db/messaging/message-queries';
import { findInGatewayLogs, submitMessages } from './submission';
import { GatewayTimeout, GatewayUnavailable } from '../infra/providers/sms-gateway';
import { renderFor, senderOf, templateBody, tenantContacts } from './compose';
import { gatewayFailureToHttp } from '../../api/messaging/errors';
import { createImmediateMessage } from './immediate-debits';
import { startScheduledSms } from './workflow-starts';

/** Quick in-request retries of a send the gateway clearly did not take (5xx, refused). */
const UNAVAILABLE_RETRY_DELAYS_MS = [150, 400];

async function createMessage(deps: ApiDeps, auth: TenantUserAuth, input: SendSmsInput): Promise<number> {
  const text = input.template_id ? await templateBody(deps, auth.tenantId, input.template_id) : input.text!;
  const contacts = await tenantContacts(deps, auth.tenantId, [input.contact_id], () => 'contact_id');
  const contact = input.contact_id ? contacts.get(input.contact_id) : undefined;
  const body = renderFor(text, Boolean(input.template_id || contact), input.to, contact);
  try {
    const message = {
      tenantId: auth.tenantId, userId: auth.user.id, contactId: contact?.id ?? null, toNumber: input.to,
      fromSender: await senderOf(deps, auth.tenantId), body, segments: countSmsSegments(body), scheduledAt: input.scheduled_at ?? null,
    };
    return await (message.scheduledAt ? createMessageWithDebit(deps.sequelize, message) : createImmediateMessage(deps.sequelize, message));
  } catch (err) {
    if (err instanceof InsufficientCreditsError) throw insufficientBalance(err.balance, err.required);
    throw err;
  }
}

/**
 * After a read timeout: adopt the message if the gateway logged it, else fail and refund it. When the logs cannot
 * be read either, the outcome is unknown: the message stays `submitting` for the stuck-sends reconciler, which
 * asks again within minutes (refunding it then could leave a sent message unbilled).
 */
async function reconcileAfterTimeout(deps: ApiDeps, messageId: number): Promise<void> {
  const rows = await loadUnsentMessages(deps.sequelize, [messageId]);
  const found = rows.length > 0 ? await findInGatewayLogs(deps.smsGateway, rows).catch(() => null) : [];
  if (found === null) {
    throw badGateway('The SMS gateway did not answer in time. Whether it took the message is checked again within minutes; if it did not, the credits are refunded.');
  }
  if (found.length > 0) {
    await recordSendResults(deps.sequelize, found);
    return;
  }
  await failMessages(deps.sequelize, [messageId], 'No answer from the SMS gateway.');
  throw badGateway('The SMS gateway did not answer in time; the message was not sent and the credits were refunded.');
}

async function submitNow(deps: ApiDeps, messageId: number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await submitMessages(deps, await loadUnsentMessages(deps.sequelize, [messageId]));
      return;
    } catch (err) {
      if (err instanceof GatewayUnavailable && attempt < UNAVAILABLE_RETRY_DELAYS_MS.length) {
        await new Promise((resolve) => setTimeout(resolve, UNAVAILABLE_RETRY_DELAYS_MS[attempt]));
        continue;
      }
      if (err instanceof GatewayTimeout) return reconcileAfterTimeout(deps, messageId);
      const mapped = gatewayFailureToHttp(err);
      if (!(mapped instanceof AppError)) throw err;
      await failMessages(deps.sequelize, [messageId], (err as Error).message);
      throw mapped;
    }
  }
}

/** Sends (or schedules) one SMS; answers the stored message. A gateway refusal is 422, an outage 502 (refunded). */
export async function sendSingleSms(deps: ApiDeps, auth: TenantUserAuth, input: SendSmsInput): Promise<MessageRecord> {
  const messageId = await createMessage(deps, auth, input);
  if (input.scheduled_at) {
    try {
      await startScheduledSms(deps, messageId, input.scheduled_at);
    } catch (err) {
      await failMessages(deps.sequelize, [messageId], 'The message could not be scheduled.');
      throw err;
    }
  } else {
    await submitNow(deps, messageId);
  }
  const message = (await findMessage(deps.sequelize, auth.tenantId, messageId))!;
  if (message.status === 'failed') {
    throw unprocessable(`The SMS gateway rejected the message (${message.delivery_status ?? 'rejected'}: ${message.delivery_error ?? ''}). The credits were refunded.`);
  }
  return message;
}
