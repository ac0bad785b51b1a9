import type { Operation } from '../operation';
import { listChatInboxQuery } from '../../messaging/schemas/chat-inbox';

const tag = 'Chat';
export const chatOperations: Operation[] = [
  { method: 'get', path: '/chat/templates', tag, summary: 'Approved chat templates: {data: [{id, name, language, variables (positional labels), status}]}', permission: ['messages.send'], success: { status: 200, description: '{data: [chat template]}' } },
  { method: 'get', path: '/chat/inbox', tag, summary: 'Chat replies to this organization, newest first: {id, from, name, type, text, button_payload, context_wamid, contact {id, name} or null, received_at}', permission: ['messages'], query: listChatInboxQuery, success: { status: 200, description: 'paginated inbound chat messages' }, errors: [422] },
  { method: 'get', path: '/webhooks/chat', tag: 'Webhooks', summary: 'Chat provider subscription handshake: hub.mode=subscribe and hub.verify_token = CHAT_VERIFY_TOKEN echo hub.challenge', public: true, success: { status: 200, description: 'hub.challenge', contentType: 'text/plain' }, errors: [403] },
  { method: 'post', path: '/webhooks/chat', tag: 'Webhooks', summary: 'Chat provider statuses and replies; X-Hub-Signature-256 (HMAC-SHA256 of the raw body) required when CHAT_APP_SECRET is set; unknown fields acknowledged', public: true, success: { status: 200, description: '{message}' }, errors: [401] },
];
