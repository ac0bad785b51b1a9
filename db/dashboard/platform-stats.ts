import { addDays, darDate, darDayStart } from '../../domain/calendar/dar-calendar';

/**
 * The platform totals of `admin.stats`. Each later area adds its figure here (messages, purchases...).
 * Bind parameters: $1, $2 = the start of today and of tomorrow in Dar es Salaam (`darTodayBounds`).
 * Credits sold: the ledger entries of purchases by reference, `purchase:<id>` and its `purchase:<id>:reversal`
 * (db/purchases/purchases.ts), so reversed payments are netted out and no other entry can count.
 */
export function platformStatsSql(): string {
  return `SELECT
    (SELECT count(*) FROM tenants) AS tenants,
    (SELECT count(*) FROM tenants WHERE is_active) AS active_tenants,
    (SELECT count(*) FROM users) AS users,
    -- The BRIN index on sent_at keeps this range cheap.
    (SELECT count(*) FROM messages WHERE sent_at >= $1 AND sent_at < $2) AS messages_today,
    (SELECT COALESCE(sum(amount), 0) FROM ledger_entries WHERE channel = 'sms' AND reference LIKE 'purchase:%') AS sms_credits_sold,
    (SELECT COALESCE(sum(amount), 0) FROM ledger_entries WHERE channel = 'chat' AND reference LIKE 'purchase:%') AS chat_credits_sold`;
}

/** [start of today, start of tomorrow] in Dar es Salaam at `now`: the bind parameters of `platformStatsSql`. */
export function darTodayBounds(now: Date): [Date, Date] {
  const today = darDate(now);
  return [darDayStart(today), darDayStart(addDays(today, 1))];
}
