import { performance } from 'node:perf_hooks';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Benchmark } from './types';

const FAILED = 100_000;

/** A finished bulk batch of the tenant whose `count` messages all ended UNDELIVERABLE (plain SQL). */
async function seedFailedBatch(sequelize: Sequelize, tenantId: number, count: number): Promise<number> {
  const [batch] = await sequelize.query<{ id: number }>(
    `INSERT INTO send_batches (tenant_id, channel, kind, audience, status, from_sender, total, materialized, credits, completed_at)
     VALUES ($1, 'sms', 'bulk', '{"type":"numbers"}', 'completed', 'BENCH', $2, $2, $2, now()) RETURNING id`,
    { bind: [tenantId, count], type: QueryTypes.SELECT },
  );
  await sequelize.query(
    `INSERT INTO messages (tenant_id, batch_id, to_number, from_sender, body, credits, status, delivery_status, sent_at)
     SELECT $1, $2, '2557' || lpad(i::text, 8, '0'), 'BENCH', 'Habari, mkutano ni kesho saa 4. Ref ' || i, 1,
       'UNDELIVERABLE', 'UNDELIVERABLE_NOT_DELIVERED', now()
     FROM generate_series(1, $3::int) i`,
    { bind: [tenantId, batch.id, count] },
  );
  await sequelize.query('ANALYZE messages');
  return batch.id;
}

/**
 * `POST /sms/batches/{id}/resend` of a batch whose 100,000 messages failed: the 202, which copies every
 * row in PostgreSQL and debits once. The resend batch is cancelled right after, so the gateway is not loaded.
 */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  await ctx.creditTenant(session.tenant.id, 'sms', FAILED);
  const sourceId = await seedFailedBatch(ctx.env.sequelize, session.tenant.id, FAILED);
  const posted = performance.now();
  const res = await session.api.post(`/sms/batches/${sourceId}/resend`);
  const acceptMs = performance.now() - posted;
  if (res.status !== 202) throw new Error(`resend failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
  const cancel = await session.api.post(`/sms/batches/${res.data.batch_id}/cancel`);
  return {
    name: `Resend to failed of a batch with ${FAILED.toLocaleString('en')} failed messages (rows copied in SQL, one debit), then cancelled`,
    figures: {
      '202 ms': Math.round(acceptMs),
      resent: res.data.count,
      'cancelled (not yet sent)': cancel.data.cancelled ?? 0,
    },
    target: '(no target in the issue) every failed message resent once, debited once',
    pass: res.data.count === FAILED,
  };
};
