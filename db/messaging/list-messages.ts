/** The message rows of a list batch, written with the batch in its transaction (db/messaging/batches.ts). */
import type { Sequelize, Transaction } from 'sequelize';
import type { CreditChannel } from '../models';
import type { ChatContent } from '../chat/chat-content';

export interface ListMessagesHeader {
  tenantId: number;
  channel: CreditChannel;
  userId: number | null;
  batchId: number;
  fromSender: string;
  status: string;
  scheduledAt: Date | null;
}

export interface ListMessage {
  toNumber: string;
  body: string;
  credits: number;
  contactId: number | null;
  chat?: ChatContent | null;
}

/** Inserts one chunk of a list batch's messages in order, with what each chat message sends (null for SMS). */
export async function insertListMessages(
  sequelize: Sequelize,
  tx: Transaction,
  header: ListMessagesHeader,
  items: ListMessage[],
): Promise<void> {
  const chat = (pick: (c: ChatContent) => unknown) => items.map((m) => (m.chat ? pick(m.chat) : null));
  await sequelize.query(
    `INSERT INTO messages (tenant_id, channel, user_id, batch_id, from_sender, status, scheduled_at, to_number, body, credits, contact_id,
       chat_template_id, template_name, template_language, variables, button_url_param)
     SELECT $1, $2, $3, $4, $5, $6, $7, v.to_number, v.body, v.credits, v.contact_id,
       v.template_id, v.template_name, v.template_language, v.variables::jsonb, v.button_url_param
     FROM unnest($8::text[], $9::text[], $10::int[], $11::int[], $12::int[], $13::text[], $14::text[], $15::text[], $16::text[])
       WITH ORDINALITY AS v(to_number, body, credits, contact_id, template_id, template_name, template_language, variables, button_url_param, ord)
     ORDER BY v.ord`,
    {
      bind: [
        header.tenantId,
        header.channel,
        header.userId,
        header.batchId,
        header.fromSender,
        header.status,
        header.scheduledAt,
        items.map((m) => m.toNumber),
        items.map((m) => m.body),
        items.map((m) => m.credits),
        items.map((m) => m.contactId),
        chat((c) => c.templateId),
        chat((c) => c.templateName),
        chat((c) => c.language),
        chat((c) => JSON.stringify(c.variables)),
        chat((c) => c.buttonUrlParam),
      ],
      transaction: tx,
    },
  );
}
