/** Which payments still owe their payer a thank-you SMS (see the migration `payment-thanks-due`). */
import { QueryTypes, type Sequelize } from 'sequelize';

/** Payments due a thank-you for over `olderThanMinutes` and not thanked, oldest first, at most `limit`. */
export async function overduePaymentThanks(
  sequelize: Sequelize,
  olderThanMinutes: number,
  limit: number,
): Promise<number[]> {
  const rows = await sequelize.query<{ id: number }>(
    `SELECT id FROM event_payments WHERE thanks_due AND thanked_at IS NULL AND created_at < now() - make_interval(mins => $1)
     ORDER BY id LIMIT $2`,
    { bind: [olderThanMinutes, limit], type: QueryTypes.SELECT },
  );
  return rows.map((r) => Number(r.id));
}

/** The payment's thank-you was sent or skipped for a stated reason: the sweep leaves it alone from now on. */
export async function markPaymentThanked(sequelize: Sequelize, paymentId: number): Promise<void> {
  await sequelize.query('UPDATE event_payments SET thanked_at = now() WHERE id = $1 AND thanked_at IS NULL', {
    bind: [paymentId],
  });
}
