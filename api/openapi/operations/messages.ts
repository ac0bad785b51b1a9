import type { Operation } from '../operation';
import { deleteMessagesSchema, deliveryReportsQuery, listMessagesQuery, smsLogsQuery } from '../../messaging/schemas/messages';

const tag = 'Messages';
export const messageOperations: Operation[] = [
  { method: 'get', path: '/messages', tag, summary: 'Messages, newest first; status, search (number or text), date_from/date_to (Dar es Salaam days, on sent_at)', permission: ['messages', 'messages.view'], query: listMessagesQuery, success: { status: 200, description: 'paginated messages' }, errors: [422] },
  { method: 'get', path: '/messages/{message_id}', tag, summary: 'One message with its contact, group and user', permission: ['messages.view', 'messages'], success: { status: 200, description: '{data: message}' }, errors: [404] },
  { method: 'post', path: '/messages/{message_id}/check-status', tag, summary: 'Refresh the delivery status from the gateway (never moves it backwards)', permission: ['messages.check_status'], success: { status: 200, description: '{data: message}' }, errors: [404, 422, 429, 502] },
  { method: 'delete', path: '/messages/bulk', tag, summary: 'Delete messages by id; unsent (scheduled/queued) ones are refunded', permission: ['messages.delete'], body: deleteMessagesSchema, success: { status: 200, description: '{message, count}' }, errors: [422] },
  { method: 'get', path: '/delivery-reports', tag, summary: "The gateway's delivery reports of this organization's messages (gateway JSON)", permission: ['delivery_reports'], query: deliveryReportsQuery, success: { status: 200, description: '{results: [report]}' }, errors: [422, 429, 502] },
  { method: 'get', path: '/sms-logs', tag, summary: "The gateway's send log of this organization's messages (gateway JSON)", permission: ['sms_logs'], query: smsLogsQuery, success: { status: 200, description: '{results: [log row]}' }, errors: [422, 429, 502] },
  { method: 'post', path: '/webhooks/delivery', tag: 'Webhooks', summary: 'Gateway delivery callback: flat {messageId, status, error} or {results: [report]}; unknown ids and repeats change nothing', public: true, success: { status: 200, description: '{message, updated}' }, errors: [422] },
];
