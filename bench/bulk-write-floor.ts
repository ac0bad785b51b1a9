/**
 * The bulk rate's floor: the row writes that exactly-once sending needs, run alone. A list batch is accepted as the
 * API does (one row, one debit), then, timed, its messages are materialized, each page of them read, claimed
 * (`submitting`) and its answers recorded: the same db/messaging functions and pages as the batch's activities, in
 * this process, with no Temporal, no provider call (the answers are made up, accepted), no delivery reports and no
 * opt-out or progress reads. Whatever the orchestration, a send cannot be faster than this on the same machine.
 */
import { performance } from 'node:perf_hooks';
import { QueryTypes, type Sequelize } from 'sequelize';
import { createListAudienceBatch } from '../db/messaging/list-audience';
import { materializeNextRecipients } from '../db/messaging/batch-recipients';
import { startSendingBatch } from '../db/messaging/batches';
import {
  claimForSubmit,
  loadBatchPage,
  recordSendResults,
  unsentIdsAfter,
  type SendResult,
} from '../db/messaging/message-submission';
import { countSmsSegments } from '../domain/messaging/sms-segments';
import type { PagePlan } from './gateway-baseline';
import { startCpuCount } from './process-cpu';

export interface FloorRun {
  /** The batch the floor's rows belong to. */
  batchId: number;
  rate: number;
  /** CPU milliseconds of the database server and of this process. */
  cpuMs: { postgres: number; own: number };
}

/** An accepted answer as the gateway sandbox gives one per message. */
const acceptedAnswer = (id: number, to: string): SendResult => {
  const status = {
    groupId: 1,
    groupName: 'PENDING',
    id: 26,
    name: 'PENDING_ACCEPTED',
    description: 'Message sent to next instance',
  };
  return {
    id,
    status: status.name,
    gatewayMessageId: `floor-${id}`,
    gatewayResponse: { messageId: `floor-${id}`, to, status, smsCount: 1 },
    deliveryStatus: null,
    deliveryError: null,
  };
};

/** Read, claim and record one page (afterId, upToId], as submitBatchPage does around its provider call. */
async function writePage(sequelize: Sequelize, batchId: number, afterId: number, upToId: number): Promise<void> {
  const rows = await loadBatchPage(sequelize, batchId, afterId, upToId);
  const claimed = await claimForSubmit(sequelize, rows);
  await recordSendResults(
    sequelize,
    rows.filter((m) => claimed.has(m.id)).map((m) => acceptedAnswer(m.id, m.toNumber)),
  );
}

/** Accepts `messages` for the tenant as the API accepts a bulk list (one batch row, one debit); returns the batch id. */
export async function acceptListBatch(
  sequelize: Sequelize,
  tenantId: number,
  fromSender: string,
  messages: Array<{ to: string; text: string }>,
): Promise<number> {
  const { batchId } = await createListAudienceBatch(
    sequelize,
    {
      tenantId,
      userId: null,
      channel: 'sms',
      kind: 'bulk',
      audience: { type: 'numbers', count: messages.length },
      fromSender,
      scheduledAt: null,
    },
    messages.map((m) => ({ toNumber: m.to, body: m.text, credits: countSmsSegments(m.text), contactId: null })),
  );
  return batchId;
}

/** Sends nothing: accepts `messages` for the tenant (debited) and times their rows' writes, `plan.parallel` pages at a time. */
export async function bulkWriteFloor(
  sequelize: Sequelize,
  postgresPids: () => number[],
  tenantId: number,
  fromSender: string,
  publicBaseUrl: string,
  messages: Array<{ to: string; text: string }>,
  plan: PagePlan,
): Promise<FloorRun> {
  const batchId = await acceptListBatch(sequelize, tenantId, fromSender, messages);
  const cpu = startCpuCount({ postgres: postgresPids });
  const started = performance.now();
  await startSendingBatch(sequelize, batchId);
  // Pages as the batch's workflow cuts them (planBatchRound): the next rows materialized as needed, `plan.parallel`
  // pages in flight in a sliding window, the next ones planned while they are.
  const wanted = plan.pageSize * plan.parallel;
  const pages: Array<[number, number]> = [];
  let [planned, remaining, exhausted] = [0, messages.length, false];
  let planning: Promise<void> | null = null;
  const planMore = async () => {
    let ids = await unsentIdsAfter(sequelize, batchId, planned, wanted);
    while (ids.length < wanted && remaining > 0) {
      remaining = (await materializeNextRecipients(sequelize, batchId, wanted - ids.length, publicBaseUrl)).remaining;
      ids = await unsentIdsAfter(sequelize, batchId, planned, wanted);
    }
    const bounds = ids.filter((_, i) => (i + 1) % plan.pageSize === 0 || i === ids.length - 1);
    bounds.forEach((upTo, i) => pages.push([i === 0 ? planned : bounds[i - 1], upTo]));
    if (bounds.length === 0) exhausted = true;
    else planned = bounds[bounds.length - 1];
  };
  const plannedMore = () =>
    (planning ??= planMore().finally(() => {
      planning = null;
    }));
  const lane = async () => {
    for (;;) {
      while (pages.length === 0 && !exhausted) await plannedMore();
      const page = pages.shift();
      if (!page) return;
      if (pages.length < plan.parallel && !exhausted) void plannedMore();
      await writePage(sequelize, batchId, ...page);
    }
  };
  await Promise.all(Array.from({ length: plan.parallel }, lane));
  await planning;
  const seconds = (performance.now() - started) / 1000;
  return { batchId, rate: messages.length / seconds, cpuMs: cpu.stop() };
}

/** The three writes of singleStatementWrites, each timed alone: milliseconds from its call to its answer. */
export interface StatementWrites {
  ms: { insert: number; claim: number; record: number };
  /** CPU milliseconds of the database server over the three. */
  postgresCpuMs: number;
}

/**
 * The cheapest form of the writes a message's state needs in `messages`: its three row versions (inserted `queued`,
 * claimed `submitting`, its answer recorded) written for all of `messages` by one statement each, in one transaction
 * that is rolled back: no commit, no page, no client work per row, no webhook event or progress delta. The rows go to
 * `batchId` (a batch whose own messages are all past `queued`, e.g. the floor's). Any send that keeps each message's
 * state in `messages`, with its indexes and its search trigger, costs PostgreSQL at least this much.
 */
export async function singleStatementWrites(
  sequelize: Sequelize,
  postgresPids: () => number[],
  tenantId: number,
  batchId: number,
  fromSender: string,
  messages: Array<{ to: string; text: string }>,
): Promise<StatementWrites> {
  const transaction = await sequelize.transaction();
  const timed = async (sql: string, bind: unknown[] = []) => {
    const started = performance.now();
    await sequelize.query(sql, { bind, transaction, type: QueryTypes.RAW });
    return performance.now() - started;
  };
  const cpu = startCpuCount({ postgres: postgresPids });
  try {
    const insert = await timed(
      `INSERT INTO messages (tenant_id, channel, batch_id, to_number, from_sender, body, credits, status)
      SELECT $1, 'sms', $2, m.to_number, $3, m.body, 1, 'queued' FROM unnest($4::text[], $5::text[]) AS m(to_number, body)`,
      [tenantId, batchId, fromSender, messages.map((m) => m.to), messages.map((m) => m.text)],
    );
    const claim = await timed(
      `UPDATE messages SET status = 'submitting', submit_attempted_at = now(), submit_claims = submit_claims + 1,
      updated_at = now() WHERE batch_id = $1 AND status = 'queued'`,
      [batchId],
    );
    const record = await timed(
      `UPDATE messages SET status = 'PENDING_ACCEPTED', gateway_message_id = 'statement-' || id, sent_at = now(),
      updated_at = now(), gateway_response = jsonb_build_object('messageId', 'statement-' || id, 'to', to_number, 'smsCount', 1,
        'status', jsonb_build_object('groupId', 1, 'groupName', 'PENDING', 'id', 26, 'name', 'PENDING_ACCEPTED'))
      WHERE batch_id = $1 AND status = 'submitting'`,
      [batchId],
    );
    return { ms: { insert, claim, record }, postgresCpuMs: cpu.stop().postgres };
  } finally {
    await transaction.rollback();
  }
}
