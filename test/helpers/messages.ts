import { QueryTypes } from 'sequelize';
import { testEnv } from './env';

export interface MessageFields {
  toNumber?: string;
  body?: string;
  status?: string;
  deliveryStatus?: string | null;
  gatewayMessageId?: string | null;
  sentAt?: Date | null;
  scheduledAt?: Date | null;
  credits?: number;
  contactId?: number | null;
  groupId?: number | null;
  userId?: number | null;
  channel?: 'sms' | 'chat';
}

/** Inserts a message row directly (the state a test needs), returning its id. */
export async function insertMessage(tenantId: number, fields: MessageFields = {}): Promise<number> {
  const gatewayId = fields.gatewayMessageId ?? null;
  const [row] = await testEnv().sequelize.query<{ id: number }>(
    `INSERT INTO messages (tenant_id, to_number, from_sender, body, credits, status, delivery_status, gateway_message_id,
       gateway_response, sent_at, scheduled_at, contact_id, group_id, user_id, channel)
     VALUES ($1, $2, 'INFO', $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14) RETURNING id`,
    {
      bind: [
        tenantId,
        fields.toNumber ?? '255754000111',
        fields.body ?? 'Habari',
        fields.credits ?? 1,
        fields.status ?? 'PENDING_ACCEPTED',
        fields.deliveryStatus ?? null,
        gatewayId,
        gatewayId ? JSON.stringify({ messageId: gatewayId }) : null,
        fields.sentAt === undefined ? (gatewayId ? new Date() : null) : fields.sentAt,
        fields.scheduledAt ?? null,
        fields.contactId ?? null,
        fields.groupId ?? null,
        fields.userId ?? null,
        fields.channel ?? 'sms',
      ],
      type: QueryTypes.SELECT,
    },
  );
  return Number(row.id);
}

/** Sends one text through the gateway sandbox (as the send activities do) and returns its gateway message id. */
export async function submitToSandbox(to: string, text = 'Habari, jaribio'): Promise<string> {
  const entry = await testEnv().activityDeps.smsGateway.sendSingle({ from: 'INFO', to, text });
  if (entry.messageId === undefined) throw new Error(`sandbox refused ${to}: ${entry.status.name}`);
  return String(entry.messageId);
}

export async function messageRow(
  id: number,
): Promise<
  | { status: string; delivery_status: string | null; delivery_error: string | null; delivered_at: Date | null }
  | undefined
> {
  const [row] = await testEnv().sequelize.query<{
    status: string;
    delivery_status: string | null;
    delivery_error: string | null;
    delivered_at: Date | null;
  }>('SELECT status, delivery_status, delivery_error, delivered_at FROM messages WHERE id = $1', {
    bind: [id],
    type: QueryTypes.SELECT,
  });
  return row;
}

let gatewayCounter = 0;
/** A gateway message id no real send produced (unique per call). */
export const fakeGatewayId = (): string =>
  `test-${Date.now().toString(36)}-${(gatewayCounter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * 1,500 sent messages of one channel for a tenant, the first five `rare` and the rest `common`, analyzed: enough for
 * a list to estimate its total (above 1,000 matches) while a filter on `rare` still counts exactly.
 */
export async function insertMessagesPastExactTotal(
  tenantId: number,
  channel: 'sms' | 'chat',
  rare: string,
  common: string,
): Promise<void> {
  await testEnv().sequelize.query(
    `INSERT INTO messages (tenant_id, channel, to_number, from_sender, body, credits, status, sent_at)
     SELECT $1, $2, '255754000111', 'INFO', 'Habari ' || i, 1, CASE WHEN i <= 5 THEN $3 ELSE $4 END, now()
     FROM generate_series(1, 1500) i`,
    { bind: [tenantId, channel, rare, common] },
  );
  await testEnv().sequelize.query('ANALYZE messages');
}
