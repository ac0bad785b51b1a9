/**
 * The least a send could do: the raw run's provider calls, plus the one write no platform can leave out, each
 * message's answer (status and gateway id) stored on its row. Everything else a send does is left out or done before
 * the clock starts: the rows exist already (`queued`, written untimed), nothing is claimed before the call (so a
 * crash between the call and the write could send twice), no Temporal, no worker process, no webhook event, no
 * progress, no opt-out or pause check, and the delivery reports go to a sink as in the raw run. It runs in this
 * process beside the sandbox, as the raw run does. Whatever the design of the batch path, a send that keeps each
 * message's state in PostgreSQL cannot be faster than this on the same machine.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { materializeNextRecipients } from '../db/messaging/batch-recipients';
import { startSendingBatch } from '../db/messaging/batches';
import { unsentIdsAfter } from '../db/messaging/message-submission';
import { rowsByIds } from '../db/rows-by-ids';
import type { AppConfig } from '../infra/config';
import { rawMultiSendRate, type PagePlan, type RawRun } from './gateway-baseline';
import { startCpuCount } from './process-cpu';
import { acceptListBatch } from './bulk-write-floor';

export interface LeastSendRun extends RawRun {
  /** CPU milliseconds of the database server during the run. */
  postgresCpuMs: number;
}

/** Each page's answers, one UPDATE per page: status and gateway id, only on rows still queued. */
const RECORD_ANSWERS_SQL = `UPDATE messages m SET status = v.status, gateway_message_id = v.gateway_id, sent_at = now(), updated_at = now()
  FROM unnest($1::bigint[], $2::text[], $3::text[]) AS v(id, status, gateway_id)
  WHERE ${rowsByIds('m', '$1::bigint[]', "m.status = 'queued'")}`;

/** Sends `messages` for the tenant (debited as a list batch, its rows written before the clock starts) the least way. */
export async function leastSend(
  config: AppConfig,
  sequelize: Sequelize,
  postgresPids: () => number[],
  delivery: { pending: { reports: number; callbacks: number } },
  tenantId: number,
  messages: Array<{ to: string; text: string }>,
  plan: PagePlan,
): Promise<LeastSendRun> {
  const fromSender = config.smsGateway.defaultSender;
  const batchId = await acceptListBatch(sequelize, tenantId, fromSender, messages);
  await startSendingBatch(sequelize, batchId);
  for (let left = messages.length; left > 0;)
    left = (await materializeNextRecipients(sequelize, batchId, left, config.publicBaseUrl)).remaining;
  // The rows in id order are the list in its order (materializeNextRecipients inserts them so).
  const ids = await unsentIdsAfter(sequelize, batchId, 0, messages.length);
  if (ids.length !== messages.length) throw new Error(`least send: ${ids.length} rows for ${messages.length} messages`);
  const cpu = startCpuCount({ postgres: postgresPids });
  const run = await rawMultiSendRate(
    config,
    delivery,
    messages.map((m) => ({ from: fromSender, to: m.to, text: m.text })),
    plan,
    async (start, entries) => {
      await sequelize.query(RECORD_ANSWERS_SQL, {
        bind: [
          ids.slice(start, start + entries.length),
          entries.map((e) => e.status.name),
          entries.map((e) => e.messageId ?? null),
        ],
        type: QueryTypes.RAW,
      });
    },
  );
  return { ...run, postgresCpuMs: cpu.stop().postgres };
}
