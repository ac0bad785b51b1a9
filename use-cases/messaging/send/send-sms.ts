/**
 * One SMS to one number. Sent now, it is submitted from the caller itself (the API answers only after the
 * gateway accepted it, docs/decisions.md §5); scheduled, it becomes a batch of one, seen and cancelled like any batch.
 */
import { QueryTypes } from 'sequelize';
import { missingRow } from '../../../db/missing-row';
import type { BatchDeps, SendDeps } from '../deps';
import {
  MessageRejectedError,
  ProviderFailedError,
  RecipientOptedOutError,
  SendOutcomeUnknownError,
} from '../../../domain/messaging/errors';
import { countSmsSegments } from '../../../domain/messaging/sms-segments';
import { optOutLinks, renderFor, senderOf, templateBody, tenantContacts } from './compose';
import { claimImmediateMessage } from './immediate-debits';
import { normalizeToGsm7 } from '../../../domain/messaging/gsm7-normalizer';
import { acceptBatch } from './batch-workflow';
import { submitClaimed, submitMessages, type SubmitCounts } from '../submit/submission';
import { findInGatewayLogs, createSmsSubmitter } from '../submit/sms-submitter';
import { createMessageWithDebit, failMessages } from '../../../db/messaging/messages';
import { loadUnsentMessages, recordSendResults, type OutboundMessage } from '../../../db/messaging/message-submission';
import { createListBatch } from '../../../db/messaging/batches';
import { optedOutAmong } from '../../../db/messaging/opt-outs';
import { findMessage, findSentMessage, type MessageRecord } from '../../../db/messaging/message-queries';
import { releaseHeldReports } from '../../../db/messaging/held-delivery-reports';
import { ProviderError } from '../../../infra/providers/provider-errors';

export interface SmsRequest {
  tenantId: number;
  userId: number | null;
  to: string;
  text?: string | null;
  templateId?: number | null;
  contactId?: number | null;
  /** A future instant: scheduled; null: now. */
  scheduledAt?: Date | null;
  /** Send the text (or template) with its GSM-7 look-alikes replaced (gsm7-normalizer.ts). */
  normalize?: boolean;
}

/** Quick in-request retries of a send the gateway clearly did not take (5xx, refused). */
const UNAVAILABLE_RETRY_DELAYS_MS = [150, 400];

/** The rendered, priced message of a request (the tenant's template and contact); its sender is added where it is sent. */
async function composeSms(deps: SendDeps, request: SmsRequest) {
  const written = request.templateId
    ? await templateBody(deps.sequelize, request.tenantId, request.templateId)
    : (request.text ?? '');
  const text = request.normalize ? normalizeToGsm7(written) : written;
  const contacts = await tenantContacts(deps.sequelize, request.tenantId, [request.contactId], () => 'contact_id');
  const contact = request.contactId ? contacts.get(request.contactId) : undefined;
  const body = renderFor(
    text,
    Boolean(request.templateId || contact),
    request.to,
    contact,
    await optOutLinks(deps, request.tenantId),
  );
  return {
    tenantId: request.tenantId,
    channel: 'sms' as const,
    userId: request.userId,
    contactId: contact?.id ?? null,
    toNumber: request.to,
    body,
    credits: countSmsSegments(body),
  };
}

/**
 * After a read timeout: adopt the message if the gateway logged it, else fail and refund it. When the logs cannot
 * be read either, the outcome is unknown: the message stays `submitting` for the stuck-sends reconciler, which
 * asks again within minutes (refunding it now could leave a sent message unbilled).
 */
async function settleAfterTimeout(deps: SendDeps, messageId: number): Promise<void> {
  const rows = await loadUnsentMessages(deps.sequelize, [messageId]);
  const found = rows.length > 0 ? await findInGatewayLogs(deps.smsGateway, rows).catch(() => null) : [];
  if (found === null) {
    throw new SendOutcomeUnknownError(
      'The SMS gateway did not answer in time. Whether it took the message is checked again within minutes; if it did not, the credits are refunded.',
    );
  }
  if (found.length > 0) {
    await recordSendResults(deps.sequelize, found);
    return;
  }
  await failMessages(deps.sequelize, [messageId], 'No answer from the SMS gateway.');
  throw new ProviderFailedError(
    'The SMS gateway did not answer in time; the message was not sent and the credits were refunded.',
  );
}

/**
 * Submits an immediate message the request wrote claimed, with two quick retries (each claims it again, as any
 * resend does); a lasting failure refunds it. Returns the counts of the attempt that settled it.
 */
async function submitNow(deps: SendDeps, message: OutboundMessage): Promise<SubmitCounts> {
  const submitter = createSmsSubmitter(deps.smsGateway);
  const messageId = message.id;
  for (let attempt = 0; ; attempt++) {
    try {
      return attempt === 0
        ? await submitClaimed(deps, submitter, [message], 'caller')
        : await submitMessages(deps, submitter, await loadUnsentMessages(deps.sequelize, [messageId]));
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      if (err.kind === 'unavailable' && attempt < UNAVAILABLE_RETRY_DELAYS_MS.length) {
        await new Promise((resolve) => setTimeout(resolve, UNAVAILABLE_RETRY_DELAYS_MS[attempt]));
        continue;
      }
      if (err.kind === 'ambiguous')
        return settleAfterTimeout(deps, messageId).then(() => ({ submitted: 0, failed: 0 }));
      await failMessages(deps.sequelize, [messageId], err.message);
      throw err.kind === 'rate_limited'
        ? new ProviderFailedError(
            'The SMS gateway is rate-limiting requests; try again shortly. The credits were refunded.',
            err.retryAfterSeconds,
          )
        : new ProviderFailedError(
            'The SMS gateway is unreachable or failed; the credits were refunded. Please try again.',
          );
    }
  }
}

/**
 * Sends one SMS now or schedules it, billed before anything is sent; returns the message id. Throws
 * RecipientOptedOutError (before any debit), InsufficientCreditsError, InvalidInputError (template, contact, empty
 * text), MessageRejectedError (refused by the gateway, refunded), ProviderFailedError (gateway down, refunded) or
 * SendOutcomeUnknownError (no answer in time and no logs to tell: settled within minutes). Never held by quiet
 * hours: single sends are transactional. Returns the message as stored.
 */
export async function sendSms(deps: BatchDeps, request: SmsRequest): Promise<MessageRecord> {
  if (!request.scheduledAt) return sendSmsNow(deps, request);
  if ((await optedOutAmong(deps.sequelize, request.tenantId, 'sms', [request.to])).size > 0)
    throw new RecipientOptedOutError();
  const message = { ...(await composeSms(deps, request)), fromSender: await senderOf(deps, request.tenantId) };
  const batch = await acceptBatch(deps, () =>
    createListBatch(
      deps.sequelize,
      {
        tenantId: request.tenantId,
        userId: request.userId,
        channel: 'sms',
        kind: 'single',
        audience: { type: 'numbers', count: 1 },
        fromSender: message.fromSender,
        scheduledAt: request.scheduledAt ?? null,
      },
      [message],
    ),
  );
  return (await findMessage(deps.sequelize, request.tenantId, await firstMessageOf(deps, batch.batchId)))!;
}

/**
 * The hot path of an immediate send: the opt-out check, the sender id, the debit and the claim are one transaction
 * (shared with the tenant's concurrent sends), then the gateway call and the recorded answer. A settled acceptance
 * reads only the message back (readBackSent).
 */
async function sendSmsNow(deps: SendDeps, request: SmsRequest): Promise<MessageRecord> {
  const message = await composeSms(deps, request);
  const { id: messageId, fromSender } = await claimImmediateMessage(deps.sequelize, {
    ...message,
    platformSender: deps.config.smsGateway.defaultSender,
  });
  const counts = await submitNow(deps, {
    id: messageId,
    tenantId: message.tenantId,
    channel: 'sms',
    batchId: null,
    toNumber: message.toNumber,
    fromSender,
    body: message.body,
    status: 'submitting',
    submitAttemptedAt: new Date(),
    submitClaims: 0,
    chat: null, // inserted claimed: count 0
  });
  if (counts.submitted === 1) return readBackSent(deps, request.tenantId, messageId);
  const [row] = await deps.sequelize.query<{
    status: string;
    delivery_status: string | null;
    delivery_error: string | null;
  }>('SELECT status, delivery_status, delivery_error FROM messages WHERE id = $1', {
    bind: [messageId],
    type: QueryTypes.SELECT,
  });
  // The number opted out while this request ran: the submission cancelled and refunded it.
  if (row?.status === 'cancelled') throw new RecipientOptedOutError();
  if (row?.status === 'failed') {
    throw new MessageRejectedError(
      `The SMS gateway rejected the message (${row.delivery_status ?? 'rejected'}: ${row.delivery_error ?? ''}). The credits were refunded.`,
    );
  }
  return (await findMessage(deps.sequelize, request.tenantId, messageId))!;
}

/**
 * The message just recorded as sent, for the answer. Its recording left the delivery report held for it, if one came
 * before its gateway id was stored, to this read (the same round trip says so): it is released, then the message
 * read again with it applied.
 */
async function readBackSent(deps: SendDeps, tenantId: number, messageId: number): Promise<MessageRecord> {
  const { held_report: held, ...sent } = (await findSentMessage(deps.sequelize, tenantId, messageId))!;
  if (!held) return sent;
  await releaseHeldReports(deps.sequelize, [sent.gateway_message_id!]);
  return (await findMessage(deps.sequelize, tenantId, messageId))!;
}

/**
 * One SMS sent from a worker (an activity), not from a request: the message and its debit are made once per
 * `originKey` (a retried activity finds them), then submitted. Provider outages throw for the activity to retry
 * (waited out, never failed and refunded); a refusal fails and refunds the message. Throws InsufficientCreditsError.
 */
export async function sendSmsFromWorker(deps: SendDeps, request: SmsRequest & { originKey: string }): Promise<number> {
  const messageId = await queueSms(deps, request);
  await submitQueuedSms(deps, messageId);
  return messageId;
}

/**
 * The first half of sendSmsFromWorker: the message and its debit, in one transaction, once per `originKey` (a second
 * call returns the message the first made). Throws InsufficientCreditsError. The message waits, `queued`, for
 * submitQueuedSms.
 */
export async function queueSms(deps: SendDeps, request: SmsRequest & { originKey: string }): Promise<number> {
  const message = await composeSms(deps, request);
  return createMessageWithDebit(deps.sequelize, {
    ...message,
    fromSender: await senderOf(deps, request.tenantId),
    originKey: request.originKey,
  });
}

/**
 * Submits a queued message unless it already left (sent, failed, cancelled: then nothing). Provider outages throw,
 * for the activity to retry; a refusal fails and refunds it.
 */
export async function submitQueuedSms(deps: SendDeps, messageId: number): Promise<void> {
  const unsent = await loadUnsentMessages(deps.sequelize, [messageId]);
  if (unsent.length > 0) await submitMessages(deps, createSmsSubmitter(deps.smsGateway), unsent);
}

async function firstMessageOf(deps: SendDeps, batchId: number): Promise<number> {
  const [row = missingRow(`the message of batch ${batchId}`)] = await deps.sequelize.query<{ id: number }>(
    'SELECT id FROM messages WHERE batch_id = $1 ORDER BY id LIMIT 1',
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return Number(row.id);
}
