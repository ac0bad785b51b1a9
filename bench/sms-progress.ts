import { QueryTypes, type Sequelize } from 'sequelize';

/** Messages of a batch that have not left `queued` yet (`submitting` is still queued to the client). */
export async function unsentCount(sequelize: Sequelize, batchId: number): Promise<{ rows: number; unsent: number }> {
  const [row] = await sequelize.query<{ rows: number; unsent: number }>(
    `SELECT count(*) AS rows, count(*) FILTER (WHERE status IN ('queued', 'submitting')) AS unsent FROM messages WHERE batch_id = $1`,
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return row;
}

export async function latestBatch(sequelize: Sequelize, tenantId: number): Promise<{ id: number; total: number }> {
  const [row] = await sequelize.query<{ id: number; total: number }>(
    'SELECT id, total FROM send_batches WHERE tenant_id = $1 ORDER BY id DESC LIMIT 1',
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
  return row;
}

/** Polls until every one of the batch's `total` messages exists and has left `queued`; seconds waited, or null past the deadline. */
export async function waitUntilAllSubmitted(
  sequelize: Sequelize,
  batchId: number,
  total: number,
  deadlineSeconds: number,
): Promise<number | null> {
  const started = performance.now();
  for (;;) {
    const { rows, unsent } = await unsentCount(sequelize, batchId);
    const seconds = (performance.now() - started) / 1000;
    if (rows === total && unsent === 0) return seconds;
    if (seconds > deadlineSeconds) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits (untimed) until the gateway sandbox has posted every delivery report back to the API, so the callbacks
 * of one benchmark do not load the next. Returns the seconds it took.
 */
export async function waitForDeliveryCallbacks(
  delivery: { pending: { reports: number; callbacks: number } },
  maxSeconds = 300,
): Promise<number> {
  const started = performance.now();
  while (
    (delivery.pending.reports > 0 || delivery.pending.callbacks > 0) &&
    performance.now() - started < maxSeconds * 1000
  ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (performance.now() - started) / 1000;
}
