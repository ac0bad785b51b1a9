import type { ChatMessageRecord } from '../../../db/chat/chat-message-queries';
import { presentedChatStatus } from '../../../domain/chat/chat-status';
import { formatTimestamp } from '../../../infra/timestamps';

/**
 * A chat message: the template it addressed, its variables and the text they render, the provider's
 * `wamid` (null until the provider took it), its status with the provider's error while failed, its timestamps and
 * its batch. `refunded` says whether its credit went back (cancelled, or refused by the provider).
 */
export const presentChatMessage = (m: ChatMessageRecord) => ({
  id: Number(m.id),
  to_number: m.to_number,
  template:
    m.chat_template_id === null
      ? null
      : { id: m.chat_template_id, name: m.template_name, language: m.template_language },
  variables: m.variables ?? [],
  button_url_param: m.button_url_param,
  body: m.body,
  wamid: m.gateway_message_id,
  status: presentedChatStatus(m.status),
  error: m.status === 'failed' ? { code: m.error_code, title: m.delivery_error } : null,
  credits: m.credits,
  refunded: m.refunded_at !== null,
  batch_id: m.batch_id === null ? null : Number(m.batch_id),
  user: m.user,
  scheduled_at: formatTimestamp(m.scheduled_at),
  sent_at: formatTimestamp(m.sent_at),
  delivered_at: formatTimestamp(m.delivered_at),
  read_at: formatTimestamp(m.read_at),
  created_at: formatTimestamp(m.created_at),
  updated_at: formatTimestamp(m.updated_at),
});
