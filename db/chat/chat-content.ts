/** What a chat message sends, as its row keeps it (see the chat-sends migration). */

/** The template a chat message addresses and the values it fills in. */
export interface ChatContent {
  templateId: number;
  /** The (name, language) the provider knows the template by. */
  templateName: string;
  language: string;
  /** Ordered as the template's variables: those of a text header first, then the body's. */
  variables: string[];
  /** The `{{1}}` of the template's dynamic URL button, when it has one. */
  buttonUrlParam: string | null;
}

/** What the submitter needs beyond the row: the template's header (its variable count) and buttons, from chat_templates. */
export interface OutboundChatContent extends ChatContent {
  headerText: string | null;
  buttons: Array<{ type: string; index: number; url?: string }>;
}

/**
 * The `chat` column of an OutboundMessage (null for SMS), for a SELECT on `messages` without an alias. The template
 * row is read with the message: a template hidden since acceptance is still addressed (the provider then refuses it,
 * and the message is refunded).
 */
export const OUTBOUND_CHAT_COLUMN = `CASE WHEN messages.channel = 'chat' THEN (
    SELECT json_build_object('templateId', messages.chat_template_id, 'templateName', messages.template_name,
      'language', messages.template_language, 'variables', coalesce(messages.variables, '[]'::jsonb),
      'buttonUrlParam', messages.button_url_param, 'headerText', t.header_text, 'buttons', coalesce(t.buttons, '[]'::jsonb))
    FROM (SELECT 1) one LEFT JOIN chat_templates t ON t.id = messages.chat_template_id) END AS chat`;

/** Our id of a chat message as the provider echoes it on every status (`biz_opaque_callback_data`). */
export const chatCallbackData = (messageId: number): string => `chat-${messageId}`;
