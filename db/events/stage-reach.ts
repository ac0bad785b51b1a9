import { QueryTypes, type Sequelize } from 'sequelize';

/** How a stage's messages reached its invitees, over all its runs. */
export interface StageReach {
  /** Chat messages delivered (or read) that did not fall back. */
  byChat: number;
  /** SMS fallback messages the gateway accepted (each for a chat message that failed or saw no delivery). */
  bySms: number;
}

/**
 * The reach of every stage of one event that sent anything, in one query over its runs' batches: each invitee message
 * counts once, by chat when delivered without falling back, by SMS when its fallback SMS went out.
 */
export async function stageReach(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
): Promise<Map<number, StageReach>> {
  const rows = await sequelize.query<{ stage_id: number; by_chat: number; by_sms: number }>(
    `SELECT b.stage_id,
       count(*) FILTER (WHERE m.channel = 'chat' AND m.status IN ('delivered', 'read') AND m.fallback_batch_id IS NULL)::int AS by_chat,
       count(*) FILTER (WHERE f.sms_batch_id IS NOT NULL AND m.gateway_message_id IS NOT NULL)::int AS by_sms
     FROM send_batches b JOIN messages m ON m.batch_id = b.id
     LEFT JOIN chat_sms_fallbacks f ON f.sms_batch_id = b.id
     WHERE b.tenant_id = $1 AND b.event_id = $2 AND b.kind = 'stage' AND b.stage_id IS NOT NULL
     GROUP BY b.stage_id`,
    { bind: [tenantId, eventId], type: QueryTypes.SELECT },
  );
  return new Map(rows.map((row) => [row.stage_id, { byChat: row.by_chat, bySms: row.by_sms }]));
}
