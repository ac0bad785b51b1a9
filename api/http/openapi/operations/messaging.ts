import type { Operation } from '../operation';
import { DataOf, MessageAndData, MessageOnly, Paginated } from '../response-schema';
import { MessageSchema, MessagesDeletedSchema } from '../../../messaging/presenters/message';
import {
  BatchCancellationSchema,
  BatchDetailSchema,
  BatchResendSchema,
  BatchSchema,
} from '../../../messaging/presenters/batch';
import { BulkSendAcceptedSchema, GroupSendAcceptedSchema } from '../../../messaging/presenters/accepted-send';
import { SmsPreviewSchema } from '../../../messaging/presenters/sms-preview';
import { GatewayResultsSchema } from '../../../messaging/presenters/gateway-report';
import { DeliveryCallbackReceivedSchema } from '../../../messaging/presenters/delivery-callback';
import { SmsInboundMessageSchema } from '../../../messaging/presenters/sms-inbound-message';
import { listSmsInboxQuery } from '../../../messaging/schemas/sms-inbox';
import {
  deleteMessagesSchema,
  deliveryReportsQuery,
  listMessagesQuery,
  smsLogsQuery,
} from '../../../messaging/schemas/messages';
import { previewSmsSchema, sendBulkSchema, sendGroupSchema, sendSmsSchema } from '../../../messaging/schemas/sms';
import { listBatchesQuery, resendBatchSchema } from '../../../messaging/schemas/batches';

const sms = 'SMS';
const batches = 'Batches';
const tag = 'Messages';
/** Sending, batches, messages, delivery reports. The send endpoints share a rate limit of 60 requests per rolling minute per tenant (429 with Retry-After; RateLimit-* headers on their answers). */
export const messagingOperations: Operation[] = [
  {
    method: 'post',
    path: '/sms/send',
    tag: sms,
    summary:
      'Send one SMS now (answers after the gateway accepted it) or at scheduled_at (a batch of one, cancellable); normalize: true sends the text with its GSM-7 look-alikes replaced',
    permission: ['messages.send'],
    body: sendSmsSchema,
    idempotent: true,
    rateLimited: true,
    success: { status: 201, description: '{data: message}', schema: DataOf(MessageSchema) },
    errors: [422, 429, 502, 503, 504],
  },
  {
    method: 'post',
    path: '/sms/send-bulk',
    tag: sms,
    summary:
      'Queue many messages as one batch (validated, priced and billed now; each becomes a message row as the batch is sent, a scheduled one within seconds); sent in the background through the gateway multi-send; normalize: true sends the texts with their GSM-7 look-alikes replaced; invalid: "skip" sends the valid items and answers the others in rejected: [{index, to, message, code}] (only what is queued is billed), while by default one invalid item refuses the whole list',
    permission: ['bulk_sms.send'],
    body: sendBulkSchema,
    idempotent: true,
    rateLimited: true,
    success: {
      status: 202,
      description: '{message, count, opted_out, scheduled_at, batch_id, rejected (with invalid: "skip")}',
      schema: BulkSendAcceptedSchema,
    },
    errors: [422, 429, 503],
  },
  {
    method: 'post',
    path: '/sms/send-group/{group_id}',
    tag: sms,
    summary:
      'Queue one message per group member (members taken and billed now) as one batch; sent in the background; normalize: true sends the text with its GSM-7 look-alikes replaced',
    permission: ['group_sms.send'],
    body: sendGroupSchema,
    idempotent: true,
    rateLimited: true,
    success: {
      status: 202,
      description: '{message, contacts, opted_out, scheduled_at, batch_id}',
      schema: GroupSendAcceptedSchema,
    },
    errors: [404, 422, 429, 503],
  },
  {
    method: 'post',
    path: '/sms/preview',
    tag: sms,
    summary:
      "What a send would cost, sending nothing: the text's encoding, characters (septets or UTF-16 units), segments and non-GSM characters, its GSM-7 normalisation, and the credits for a number (to), a list (numbers) or a group (group_id), priced per recipient as the send bills them, against the balance; normalize: true prices the normalised text",
    permission: ['messages.send', 'bulk_sms.send', 'group_sms.send'],
    body: previewSmsSchema,
    success: {
      status: 200,
      description:
        '{encoding, characters, segments, credits_per_message, recipients, credits, balance, sufficient, non_gsm_characters, normalized_text, normalized_segments}',
      schema: SmsPreviewSchema,
    },
    errors: [422],
  },
  {
    method: 'post',
    path: '/messages/{message_id}/cancel',
    tag: sms,
    summary: 'Cancel a scheduled message and refund its credits once',
    permission: ['messages.cancel_scheduled'],
    success: { status: 200, description: '{message, data: message}', schema: MessageAndData(MessageSchema) },
    errors: [404, 422],
  },
  {
    method: 'get',
    path: '/sms/batches',
    tag: batches,
    summary: 'SMS batches (bulk, group, birthday, scheduled single, stage, resend), newest first',
    permission: ['messages', 'messages.view'],
    query: listBatchesQuery,
    success: {
      status: 200,
      description:
        'paginated batches: {id, channel, kind, audience, status, total, credits, submitted, failed, cancelled, opted_out, failure_reason, scheduled_at, completed_at, cancelled_at, user, created_at}',
      schema: Paginated(BatchSchema),
    },
    errors: [422],
  },
  {
    method: 'get',
    path: '/sms/batches/{batch_id}',
    tag: batches,
    summary:
      'One batch with its messages counted by status (its live progress; `pending` = recipients not yet written as messages)',
    permission: ['messages', 'messages.view'],
    success: { status: 200, description: '{data: batch with counts}', schema: DataOf(BatchDetailSchema) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/sms/batches/{batch_id}/cancel',
    tag: batches,
    summary:
      'Cancel every message of the batch not submitted yet, each refunded once; 422 when nothing is left to cancel',
    permission: ['messages.cancel_scheduled'],
    success: {
      status: 200,
      description: '{message, cancelled, data: batch with counts}',
      schema: BatchCancellationSchema,
    },
    errors: [404, 422],
  },
  {
    method: 'post',
    path: '/sms/batches/{batch_id}/resend',
    tag: batches,
    summary:
      "Send the batch's messages in the given statuses (default failed, UNDELIVERABLE, EXPIRED, REJECTED) again as a new batch, same numbers and texts, billed as a new send; 422 when none matches",
    permission: ['bulk_sms.send'],
    body: resendBatchSchema,
    idempotent: true,
    rateLimited: true,
    success: { status: 202, description: '{message, count, batch_id}', schema: BatchResendSchema },
    errors: [404, 422, 503],
  },
  {
    method: 'get',
    path: '/messages',
    tag,
    summary:
      'SMS messages, newest first; status, batch_id, search (number or text), date_from/date_to (Dar es Salaam days, on sent_at)',
    permission: ['messages', 'messages.view'],
    query: listMessagesQuery,
    success: { status: 200, description: 'paginated messages', schema: Paginated(MessageSchema) },
    errors: [422],
  },
  {
    method: 'get',
    path: '/messages/{message_id}',
    tag,
    summary: 'One message with its contact, group and user',
    permission: ['messages.view', 'messages'],
    success: { status: 200, description: '{data: message}', schema: DataOf(MessageSchema) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/messages/{message_id}/check-status',
    tag,
    summary: 'Refresh the delivery status from the gateway (never moves it backwards)',
    permission: ['messages.check_status'],
    success: { status: 200, description: '{data: message}', schema: DataOf(MessageSchema) },
    errors: [404, 422, 429, 502],
  },
  {
    method: 'delete',
    path: '/messages/bulk',
    tag,
    summary: 'Delete messages by id; unsent (scheduled/queued) ones are refunded',
    permission: ['messages.delete'],
    body: deleteMessagesSchema,
    success: { status: 200, description: '{message, count}', schema: MessagesDeletedSchema },
    errors: [422],
  },
  {
    method: 'get',
    path: '/delivery-reports',
    tag,
    summary: "The gateway's delivery reports of this organization's messages (gateway JSON)",
    permission: ['delivery_reports'],
    query: deliveryReportsQuery,
    success: { status: 200, description: '{results: [report]}', schema: GatewayResultsSchema },
    errors: [422, 429, 502],
  },
  {
    method: 'get',
    path: '/sms-logs',
    tag,
    summary: "The gateway's send log of this organization's messages (gateway JSON)",
    permission: ['sms_logs'],
    query: smsLogsQuery,
    success: { status: 200, description: '{results: [log row]}', schema: GatewayResultsSchema },
    errors: [422, 429, 502],
  },
  {
    method: 'post',
    path: '/webhooks/delivery/{token}',
    tag: 'Webhooks',
    summary:
      'Gateway delivery callback at the URL we send as notifyUrl (the token is DELIVERY_WEBHOOK_TOKEN): flat {messageId, status, error} or {results: [report]} (≤ 100); unknown ids and repeats change nothing; a wrong token 401',
    public: true,
    success: { status: 200, description: '{message, updated}', schema: DeliveryCallbackReceivedSchema },
    // Its body is the gateway's (no yup schema documents it), so the malformed-JSON 400 is listed here.
    errors: [400, 401, 422],
  },
  {
    method: 'get',
    path: '/sms/inbox',
    tag,
    summary:
      'SMS received on the shared short code that belong to this organization (it sent the number the latest SMS within 7 days), newest first: {id, from, text, received_at, keyword, handled_as, event_id, invitee_id}; keywords (STOP/ACHA/SITISHA, START/ANZA, NDIYO/YES [n], HAPANA/NO, AHADI/PLEDGE amount, SALIO/BALANCE) are handled and answered by SMS billed to this organization',
    permission: ['messages.view'],
    query: listSmsInboxQuery,
    success: { status: 200, description: 'paginated incoming SMS', schema: Paginated(SmsInboundMessageSchema) },
    errors: [422],
  },
  {
    method: 'post',
    path: '/webhooks/sms-inbound/{token}',
    tag: 'Webhooks',
    summary:
      "Gateway incoming SMS (docs/providers.md §1.8), form-encoded as Africa's Talking posts them: from, to, text, date, id, linkId, networkCode; stored once per id (a retry changes nothing), its keyword handled and answered by SMS; a wrong token (DELIVERY_WEBHOOK_TOKEN) 401",
    public: true,
    success: { status: 200, description: '{message}', schema: MessageOnly },
    // Its body is the gateway's (no yup schema documents it), so the malformed-JSON 400 is listed here.
    errors: [400, 401, 422],
  },
  {
    method: 'post',
    path: '/webhooks/ussd/{ussd_token}',
    tag: 'Webhooks',
    summary:
      "USSD gateway callback (docs/providers.md §3c), one POST per step of a session, form-encoded as Africa's Talking posts them: sessionId, serviceCode (*150*00#, or *150*00*<ussd_code># for one event), phoneNumber, networkCode, text (the inputs so far joined by *); answered text/plain `CON <screen>` or `END <screen>`, at most 182 characters; a wrong token (USSD_CALLBACK_TOKEN) 401",
    public: true,
    success: { status: 200, description: 'the screen: CON … or END …', contentType: 'text/plain' },
    // Its body is the gateway's (no yup schema documents it), so the malformed-JSON 400 is listed here.
    errors: [400, 401, 422],
  },
  {
    method: 'post',
    path: '/webhooks/delivery',
    tag: 'Webhooks',
    summary: 'The same callback without a token: accepted only while DELIVERY_WEBHOOK_TOKEN is unset, else 401',
    public: true,
    success: { status: 200, description: '{message, updated}', schema: DeliveryCallbackReceivedSchema },
    // Its body is the gateway's (no yup schema documents it), so the malformed-JSON 400 is listed here.
    errors: [400, 401, 422],
  },
];
