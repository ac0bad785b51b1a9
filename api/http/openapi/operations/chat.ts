import type { Operation } from '../operation';
import { DataOf, MessageAndData, MessageOnly, Paginated, Type } from '../response-schema';
import { ChatTemplateSchema } from '../../../chat/presenters/chat-template';
import { ChatSendAcceptedSchema } from '../../../chat/presenters/chat-send';
import { ChatMessageSchema } from '../../../chat/presenters/chat-message';
import { ChatInboundMessageSchema } from '../../../chat/presenters/chat-inbound-message';
import { listChatInboxQuery } from '../../../chat/schemas/chat-inbox';
import { chatSendBulkSchema, chatSendSchema, listChatMessagesQuery } from '../../../messaging/schemas/chat';
import { listBatchesQuery, resendChatBatchSchema } from '../../../messaging/schemas/batches';
import {
  BatchCancellationSchema,
  BatchDetailSchema,
  BatchResendSchema,
  BatchSchema,
} from '../../../messaging/presenters/batch';

const tag = 'Chat';
const sendAnswer =
  '{message, count, opted_out, channel: "chat", partial, batch_id}: count = recipients accepted and billed (1 chat credit each); opted_out = numbers left out because they opted out; partial = the chat balance covered fewer than asked';
const chatMessage =
  '{id, to_number, template {id, name, language}, variables, button_url_param, body (rendered text), wamid, status (scheduled, queued, sent, delivered, read, failed, cancelled), error {code, title} while failed, credits, refunded, batch_id, user, scheduled_at, sent_at (the provider accepted it), delivered_at, read_at, created_at, updated_at}';
export const chatOperations: Operation[] = [
  {
    method: 'get',
    path: '/chat/templates',
    tag,
    summary:
      'Approved chat templates: {data: [{id, name, language, variables (positional labels), status, header, text (with {{n}} where the variables go)}]}',
    permission: ['messages.send'],
    success: { status: 200, description: '{data: [chat template]}', schema: DataOf(Type.Array(ChatTemplateSchema)) },
  },
  {
    method: 'post',
    path: '/chat/send',
    tag,
    summary:
      "Send a chat template to one number (chat_template_id, or template + language (default sw); variables in the template's order, or text for a one-variable template; button_url_param for a link button; scheduled_at). Always a batch, sent in the background at the number's throughput; 422 on a variable-count mismatch (naming the template and both counts) or a chat balance of 0",
    permission: ['messages.send'],
    body: chatSendSchema,
    idempotent: true,
    success: { status: 202, description: sendAnswer, schema: ChatSendAcceptedSchema },
    errors: [422, 503],
  },
  {
    method: 'post',
    path: '/chat/send-bulk',
    tag,
    summary:
      'Send a chat template to many numbers (deduplicated after normalisation) as one batch; when the chat balance covers fewer recipients, the first covered ones are sent and partial is true; a balance of 0 is 422',
    permission: ['bulk_sms.send'],
    body: chatSendBulkSchema,
    idempotent: true,
    success: { status: 202, description: sendAnswer, schema: ChatSendAcceptedSchema },
    errors: [422, 503],
  },
  {
    method: 'get',
    path: '/chat/messages',
    tag,
    summary: 'Chat messages, newest first; status and batch_id filter',
    permission: ['messages', 'messages.view'],
    query: listChatMessagesQuery,
    success: {
      status: 200,
      description: `paginated chat messages: ${chatMessage}; above 1,000 matches meta.total is PostgreSQL's estimate and meta.total_is_estimate is true`,
      schema: Paginated(ChatMessageSchema),
    },
    errors: [422],
  },
  {
    method: 'get',
    path: '/chat/messages/{chat_message_id}',
    tag,
    summary: 'One chat message',
    permission: ['messages', 'messages.view'],
    success: { status: 200, description: `{data: ${chatMessage}}`, schema: DataOf(ChatMessageSchema) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/chat/messages/{chat_message_id}/cancel',
    tag,
    summary: 'Cancel a scheduled chat message and refund its credit once; 422 when it is not scheduled',
    permission: ['messages.cancel_scheduled'],
    success: { status: 200, description: '{message, data: chat message}', schema: MessageAndData(ChatMessageSchema) },
    errors: [404, 422],
  },
  {
    method: 'get',
    path: '/chat/batches',
    tag,
    summary: 'Chat batches (single, bulk, stage), newest first',
    permission: ['messages', 'messages.view'],
    query: listBatchesQuery,
    success: {
      status: 200,
      description:
        'paginated batches: {id, channel, kind, audience, status, total, credits, submitted, failed, cancelled, failure_reason, scheduled_at, completed_at, cancelled_at, user, created_at}',
      schema: Paginated(BatchSchema),
    },
    errors: [422],
  },
  {
    method: 'get',
    path: '/chat/batches/{chat_batch_id}',
    tag,
    summary: 'One chat batch with its messages counted by status (its live progress)',
    permission: ['messages', 'messages.view'],
    success: { status: 200, description: '{data: batch with counts}', schema: DataOf(BatchDetailSchema) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/chat/batches/{chat_batch_id}/cancel',
    tag,
    summary:
      'Cancel every message of the chat batch not submitted yet, each refunded once; 422 when nothing is left to cancel',
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
    path: '/chat/batches/{chat_batch_id}/resend',
    tag,
    summary:
      "Send the chat batch's messages in the given statuses (default failed) again as a new chat batch, same numbers, template and variables, billed as a new send on the chat wallet; 422 when none matches",
    permission: ['bulk_sms.send'],
    body: resendChatBatchSchema,
    idempotent: true,
    success: { status: 202, description: '{message, count, batch_id}', schema: BatchResendSchema },
    errors: [404, 422, 503],
  },
  {
    method: 'get',
    path: '/chat/inbox',
    tag,
    summary:
      "Chat replies to this organization, newest first: {id, from, name, type, text, button_payload, context_wamid, contact {id, name} or null, invitee {id, name, event_id} or null (the invitee whose chat invitation it answers), matched_by, received_at}; every organization shares one number, so matched_by says why a reply is here: quoted (it quotes one of this organization's chat messages) or recency (unquoted, and this organization sent the number the latest chat message within 24 hours)",
    permission: ['messages'],
    query: listChatInboxQuery,
    success: {
      status: 200,
      description: 'paginated inbound chat messages',
      schema: Paginated(ChatInboundMessageSchema),
    },
    errors: [422],
  },
  {
    method: 'get',
    path: '/webhooks/chat',
    tag: 'Webhooks',
    summary:
      'Chat provider subscription handshake: hub.mode=subscribe and hub.verify_token = CHAT_VERIFY_TOKEN echo hub.challenge',
    public: true,
    success: { status: 200, description: 'hub.challenge', contentType: 'text/plain' },
    errors: [403],
  },
  {
    method: 'post',
    path: '/webhooks/chat',
    tag: 'Webhooks',
    summary:
      'Chat provider statuses (applied to their messages, never backwards; kept until the message carries their wamid) and replies (inbox; invitation quick replies set the invitee confirmed or declined); X-Hub-Signature-256 (HMAC-SHA256 of the raw body) required when CHAT_APP_SECRET is set; unknown fields acknowledged',
    public: true,
    success: { status: 200, description: '{message}', schema: MessageOnly },
    errors: [400, 401],
  },
];
