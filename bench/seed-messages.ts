import type { Sequelize } from 'sequelize';

/**
 * Inserts `count` sent messages for a tenant, spread over the last 30 days (2% still scheduled), with the status
 * mix of a busy account and texts people search for. Plain SQL in 100,000-row chunks, then ANALYZE.
 */
export async function seedMessages(sequelize: Sequelize, tenantId: number, count: number): Promise<void> {
  const chunk = 100_000;
  for (let start = 0; start < count; start += chunk) {
    await sequelize
      .query(
        `INSERT INTO messages (tenant_id, to_number, from_sender, body, credits, status, delivery_status, gateway_message_id,
         sent_at, scheduled_at, created_at, updated_at)
       SELECT $1::int, '2557' || lpad((i::bigint * 7919 % 100000000)::text, 8, '0'), 'BENCH',
         (ARRAY['Habari ', 'Karibu ', 'Ukumbusho: kikao cha ', 'Asante '])[i % 4 + 1]
           || (ARRAY['Juma', 'Neema', 'Baraka', 'Rehema', 'Hamisi', 'Zawadi', 'Mussa', 'Amina'])[i % 8 + 1]
           || ', tarehe ' || (i % 28 + 1) || ' saa ' || (i % 12 + 1) || '. Ref ' || i,
         1, s.status, s.delivery_status, CASE WHEN s.sent THEN md5($1::int || ':' || i) END,
         CASE WHEN s.sent THEN t.at END, CASE WHEN NOT s.sent THEN now() + interval '1 day' END, t.at, t.at
       FROM generate_series($2::int, $3::int) i
       CROSS JOIN LATERAL (SELECT now() - ($4::int - i) * interval '1 second' * (2592000.0 / $4::int) AS at) t
       CROSS JOIN LATERAL (SELECT CASE WHEN i % 50 = 0 THEN 'scheduled' WHEN i % 20 = 1 THEN 'PENDING_ACCEPTED'
           WHEN i % 20 = 2 THEN 'UNDELIVERABLE' WHEN i % 33 = 3 THEN 'failed' ELSE 'DELIVERED' END AS status) st
       CROSS JOIN LATERAL (SELECT st.status, st.status NOT IN ('scheduled', 'failed') AS sent,
           CASE st.status WHEN 'DELIVERED' THEN 'DELIVERED_TO_HANDSET' WHEN 'UNDELIVERABLE' THEN 'UNDELIVERABLE_NOT_DELIVERED' END AS delivery_status) s`,
        { bind: [tenantId, start + 1, Math.min(count, start + chunk), count] },
      )
      .catch((err: { parent?: { message?: string } }) => {
        throw new Error(`seeding messages ${start + 1}…: ${err.parent?.message ?? String(err)}`);
      });
  }
  await sequelize.query('VACUUM ANALYZE messages, message_texts');
}
