/**
 * The platform totals of `admin.stats`. Each later area adds its figure here (messages, purchases...).
 * Credits sold: the ledger entries of purchases, net of reversed payments (db/purchases.ts writes both reasons).
 */
export function platformStatsSql(): string {
  return `SELECT
    (SELECT count(*) FROM tenants) AS tenants,
    (SELECT count(*) FROM tenants WHERE is_active) AS active_tenants,
    (SELECT count(*) FROM users) AS users,
    -- Sent since 00:00 in Dar es Salaam (UTC+3, no DST); the BRIN index on sent_at keeps this cheap.
    (SELECT count(*) FROM messages
      WHERE sent_at >= (date_trunc('day', (now() AT TIME ZONE 'UTC') + interval '3 hours') - interval '3 hours') AT TIME ZONE 'UTC') AS messages_today,
    (SELECT COALESCE(sum(amount), 0) FROM ledger_entries WHERE channel = 'sms' AND (reason LIKE 'purchase%' OR reason LIKE 'reversal of purchase%')) AS sms_credits_sold,
    (SELECT COALESCE(sum(amount), 0) FROM ledger_entries WHERE channel = 'chat' AND (reason LIKE 'purchase%' OR reason LIKE 'reversal of purchase%')) AS chat_credits_sold`;
}
