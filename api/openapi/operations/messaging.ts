import type { Operation } from '../operation';
import { deleteMessagesSchema, deliveryReportsQuery, listMessagesQuery, smsLogsQuery } from '../../messaging/schemas/messages';
import { sendBulkSchema, sendGroupSchema, sendSmsSchema } from '../../messaging/schemas/sms';
import { listBatchesQuery } from '../../messaging/schemas/batches';

const sms = 'SMS';
const batches = 'Batches';
const tag = 'Messages';
/** Sending, batches, messages, delivery reports. The send endpoints share a rate limit of 60 requests per rolling minute per tenant (429 with Retry-After). */
export const messagingOperations: Operation[] = [
  { method: 'post', path: '/sms/send', tag: sms, summary: 'Send one SMS now (answers after the gateway accepted it) or at scheduled_at (a batch of one, cancellable)', permission: ['messages.send'], body: sendSmsSchema, success: { status: 201, description: '{data: message}' }, errors: [422, 429, 502] },
  { method: 'post', path: '/sms/send-bulk', tag: sms, summary: 'Queue many messages as one batch; sent in the background through the gateway multi-send', permission: ['bulk_sms.send'], body: sendBulkSchema, success: { status: 202, description: '{message, count, batch_id}' }, errors: [422, 429] },
  { method: 'post', path: '/sms/send-group/{group_id}', tag: sms, summary: 'Queue one message per group member (members taken and billed now) as one batch; sent in the background', permission: ['group_sms.send'], body: sendGroupSchema, success: { status: 202, description: '{message, contacts, batch_id}' }, errors: [404, 422, 429] },
  { method: 'post', path: '/messages/{message_id}/cancel', tag: sms, summary: 'Cancel a scheduled message and refund its credits once', permission: ['messages.cancel_scheduled'], success: { status: 200, description: '{message, data: message}' }, errors: [404, 422] },
  { method: 'get', path: '/sms/batches', tag: batches, summary: 'SMS batches (bulk, group, birthday, scheduled single, stage), newest first', permission: ['messages', 'messages.view'], query: listBatchesQuery, success: { status: 200, description: 'paginated batches: {id, channel, kind, audience, status, total, credits, submitted, failed, cancelled, failure_reason, scheduled_at, completed_at, cancelled_at, user, created_at}' }, errors: [422] },
  { method: 'get', path: '/sms/batches/{batch_id}', tag: batches, summary: 'One batch with its messages counted by status (its live progress; `pending` = recipients not yet written as messages)', permission: ['messages', 'messages.view'], success: { status: 200, description: '{data: batch with counts}' }, errors: [404] },
  { method: 'post', path: '/sms/batches/{batch_id}/cancel', tag: batches, summary: 'Cancel every message of the batch not submitted yet, each refunded once; 422 when nothing is left to cancel', permission: ['messages.cancel_scheduled'], success: { status: 200, description: '{message, cancelled, data: batch with counts}' }, errors: [404, 422] },
  { method: 'get', path: '/messages', tag, summary: 'SMS messages, newest first; status, batch_id, search (number or text), date_from/date_to (Dar es Salaam days, on sent_at)', permission: ['messages', 'messages.view'], query: listMessagesQuery, success: { status: 200, description: 'paginated messages' }, errors: [422] },
  { method: 'get', path: '/messages/{message_id}', tag, summary: 'One message with its contact, group and user', permission: ['messages.view', 'messages'], success: { status: 200, description: '{data: message}' }, errors: [404] },
  { method: 'post', path: '/messages/{message_id}/check-status', tag, summary: 'Refresh the delivery status from the gateway (never moves it backwards)', permission: ['messages.check_status'], success: { status: 200, description: '{data: message}' }, errors: [404, 422, 429, 502] },
  { method: 'delete', path: '/messages/bulk', tag, summary: 'Delete messages by id; unsent (scheduled/queued) ones are refunded', permission: ['messages.delete'], body: deleteMessagesSchema, success: { status: 200, description: '{message, count}' }, errors: [422] },
  { method: 'get', path: '/delivery-reports', tag, summary: "The gateway's delivery reports of this organization's messages (gateway JSON)", permission: ['delivery_reports'], query: deliveryReportsQuery, success: { status: 200, description: '{results: [report]}' }, errors: [422, 429, 502] },
  { method: 'get', path: '/sms-logs', tag, summary: "The gateway's send log of this organization's messages (gateway JSON)", permission: ['sms_logs'], query: smsLogsQuery, success: { status: 200, description: '{results: [log row]}' }, errors: [422, 429, 502] },
  { method: 'post', path: '/webhooks/delivery', tag: 'Webhooks', summary: 'Gateway delivery callback: flat {messageId, status, error} or {results: [report]}; unknown ids and repeats change nothing', public: true, success: { status: 200, description: '{message, updated}' }, errors: [422] },
];
