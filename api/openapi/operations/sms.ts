import type { Operation } from '../operation';
import { sendBulkSchema, sendGroupSchema, sendSmsSchema } from '../../messaging/schemas/sms';

const tag = 'SMS';
/** The send endpoints share a rate limit of 60 requests per rolling minute per tenant (429 with Retry-After). */
export const smsOperations: Operation[] = [
  { method: 'post', path: '/sms/send', tag, summary: 'Send one SMS now (answers after the gateway accepted it) or at scheduled_at', permission: ['messages.send'], body: sendSmsSchema, success: { status: 201, description: '{data: message}' }, errors: [422, 429, 502] },
  { method: 'post', path: '/sms/send-bulk', tag, summary: 'Queue many messages; sent in the background through the gateway multi-send', permission: ['bulk_sms.send'], body: sendBulkSchema, success: { status: 202, description: '{message, count}' }, errors: [422, 429] },
  { method: 'post', path: '/sms/send-group/{group_id}', tag, summary: 'Queue one message per group member (members taken now); sent in the background', permission: ['group_sms.send'], body: sendGroupSchema, success: { status: 202, description: '{message, contacts}' }, errors: [404, 422, 429] },
  { method: 'post', path: '/messages/{message_id}/cancel', tag, summary: 'Cancel a scheduled message and refund its credits', permission: ['messages.cancel_scheduled'], success: { status: 200, description: '{message, data: message}' }, errors: [404, 422] },
];
