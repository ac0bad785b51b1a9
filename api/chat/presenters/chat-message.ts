import type { ChatMessageRecord } from '../../../db/chat/chat-message-queries';
import { CHAT_MESSAGE_STATUSES, presentedChatStatus } from '../../../domain/chat/chat-status';
import { formatTimestamp } from '../../../infra/timestamps';
import {
  Id,
  Nullable,
  NullableTimestamp,
  Phone,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../../http/openapi/response-schema';

const ChatMessageTemplate = Type.Object(
  { id: Id, name: Type.String({ examples: ['event_invitation'] }), language: Type.String({ examples: ['sw'] }) },
  { additionalProperties: false, description: 'The template it addressed, by the name and language it was sent with' },
);

const ChatMessageError = Type.Object(
  {
    code: Nullable(Type.Integer({ examples: [131026] })),
    title: Nullable(Type.String({ examples: ['Message undeliverable'] })),
  },
  { additionalProperties: false, description: "The provider's error code and title" },
);

export const ChatMessageSchema = Resource(
  'ChatMessage',
  {
    id: Id,
    to_number: Phone,
    template: Nullable(ChatMessageTemplate),
    variables: Type.Array(Type.String(), { description: "In the template's order", examples: [['Amina']] }),
    button_url_param: Nullable(Type.String()),
    body: Type.String({ description: 'The text the recipient sees: the template rendered with the variables' }),
    wamid: Nullable(Type.String({ description: "The provider's message id; null until the provider took it" })),
    status: Type.Union(
      CHAT_MESSAGE_STATUSES.map((status) => Type.Literal(status)),
      {
        description:
          'scheduled, queued (until the provider reports it sent), sent, delivered, read, failed or cancelled',
      },
    ),
    error: Nullable(ChatMessageError),
    credits: Type.Integer({ minimum: 0, description: 'Chat credits billed for it (still shown once refunded)' }),
    refunded: Type.Boolean({ description: 'Its credit went back (cancelled, or refused by the provider)' }),
    batch_id: Nullable(Id),
    user: Nullable(Type.Object({ id: Id, name: Type.String(), email: Type.String() }, { additionalProperties: false })),
    scheduled_at: NullableTimestamp,
    sent_at: NullableTimestamp,
    delivered_at: NullableTimestamp,
    read_at: NullableTimestamp,
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  'A chat (WhatsApp template) message (docs/interface.md §4.3b)',
);
export type ChatMessage = Static<typeof ChatMessageSchema>;

/** The template a message addressed; its id, name and language are always written together. */
const templateOf = (m: ChatMessageRecord): ChatMessage['template'] =>
  m.chat_template_id === null || m.template_name === null || m.template_language === null
    ? null
    : { id: m.chat_template_id, name: m.template_name, language: m.template_language };

/**
 * A chat message: the template it addressed, its variables and the text they render, the provider's
 * `wamid` (null until the provider took it), its status with the provider's error while failed, its timestamps and
 * its batch. `refunded` says whether its credit went back (cancelled, or refused by the provider).
 */
export const presentChatMessage = (m: ChatMessageRecord): ChatMessage => ({
  id: Number(m.id),
  to_number: m.to_number,
  template: templateOf(m),
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
  created_at: formatTimestamp(m.created_at)!,
  updated_at: formatTimestamp(m.updated_at)!,
});
