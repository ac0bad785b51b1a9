import { performance } from 'node:perf_hooks';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Benchmark } from './types';
import { latestBatch } from './sms-progress';
import { withWorkerProcess } from './worker-process';
import { syncedChatTemplateId } from '../test/helpers/chat-sends';

const MESSAGES = 10_000;
const TARGET_SECONDS = 130;

/** The batch's messages by outcome: still unsent to the provider (queued or being sent), failed, taken. */
async function outcomes(
  sequelize: Sequelize,
  batchId: number,
): Promise<{ rows: number; unsent: number; failed: number }> {
  const [row] = await sequelize.query<{ rows: number; unsent: number; failed: number }>(
    `SELECT count(*)::int AS rows, count(*) FILTER (WHERE status IN ('queued', 'submitting'))::int AS unsent,
       count(*) FILTER (WHERE status = 'failed')::int AS failed FROM messages WHERE batch_id = $1`,
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return row;
}

async function waitUntilTaken(
  sequelize: Sequelize,
  batchId: number,
  deadlineSeconds: number,
): Promise<{ seconds: number; failed: number }> {
  const started = performance.now();
  for (;;) {
    const { rows, unsent, failed } = await outcomes(sequelize, batchId);
    const seconds = (performance.now() - started) / 1000;
    if ((rows === MESSAGES && unsent === 0) || seconds > deadlineSeconds)
      return { seconds, failed: failed + (rows === MESSAGES ? unsent : MESSAGES) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * `POST /api/chat/send-bulk` of 10,000 recipients at the sandbox's default throughput (80/s, 130429 above it): from
 * the 202 until the provider took every message, each once, none failed. Worker in its own process.
 */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  await ctx.creditTenant(session.tenant.id, 'chat', MESSAGES);
  const templateId = await syncedChatTemplateId('event_reminder');
  const numbers = Array.from({ length: MESSAGES }, (_, i) => `2557${String(70_000_000 + i)}`);
  const state = await fetch(`${ctx.env.sandboxes.chat.url}/__sandbox/state`).then(
    (r) => r.json() as Promise<{ throughputPerSecond: number }>,
  );
  const limit = state.throughputPerSecond;
  return withWorkerProcess(ctx.env, session.token, async (api) => {
    const res = await api.post('/chat/send-bulk', { numbers, chat_template_id: templateId, text: 'Kikao cha harusi' });
    if (res.status !== 202)
      throw new Error(`chat send-bulk failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
    const batch = await latestBatch(ctx.env.sequelize, session.tenant.id);
    const { seconds, failed } = await waitUntilTaken(ctx.env.sequelize, batch.id, TARGET_SECONDS * 2);
    const taken = ctx.env.sandboxes.chat.store.allMessages().map((m) => m.bizOpaque);
    const sent = new Set(taken).size;
    return {
      name: `Chat bulk send of ${MESSAGES.toLocaleString('en')} (202 → the provider took every message; worker in its own process)`,
      figures: {
        seconds: seconds.toFixed(1),
        'messages/s': Math.round(MESSAGES / seconds),
        'limit/s': limit,
        taken: sent,
        'taken twice': taken.length - sent,
        'failed or unsent': failed,
      },
      target: `≤ ${TARGET_SECONDS} s at ${limit}/s, every message taken once, none failed`,
      pass: seconds <= TARGET_SECONDS && failed === 0 && sent === MESSAGES && taken.length === MESSAGES,
    };
  });
};
