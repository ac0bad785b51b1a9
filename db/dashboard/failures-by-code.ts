import { QueryTypes, type Sequelize } from 'sequelize';

/** One provider code and how many messages failed with it. */
export interface FailureByCode {
  channel: 'sms' | 'chat';
  /** The provider's own words: the SMS report's error or status name, or the chat error code and title. */
  code: string;
  count: number;
}

/**
 * Messages that failed since `since`, grouped by what the provider said, most frequent first: the
 * operator's first look when deliveries drop (an SMS route closed, a chat template paused). SMS: the report's status
 * name and error name (`UNDELIVERABLE_NOT_DELIVERED · EC_ABSENT_SUBSCRIBER`); chat: the error code and its title.
 * A failure with no provider word (our own refusal) shows its status. By `updated_at`, when it failed (a refusal at
 * submit has no `sent_at`), through the partial index `messages_failures`.
 */
export async function failuresByCode(sequelize: Sequelize, since: Date, limit = 20): Promise<FailureByCode[]> {
  const rows = await sequelize.query<{ channel: 'sms' | 'chat'; code: string; count: string }>(
    `SELECT channel, code, count(*) AS count FROM (
       SELECT channel,
              CASE WHEN channel = 'chat' THEN coalesce(concat_ws(' ', error_code, delivery_error), status)
                   ELSE coalesce(nullif(concat_ws(' · ', delivery_status, delivery_error), ''), status)
              END AS code
         FROM messages
        WHERE updated_at >= $1 AND status IN ('failed', 'UNDELIVERABLE', 'EXPIRED', 'REJECTED')
     ) failures
     GROUP BY channel, code ORDER BY count(*) DESC, channel, code LIMIT $2`,
    { type: QueryTypes.SELECT, bind: [since, limit] },
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
