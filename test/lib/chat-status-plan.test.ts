import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { UPDATE_CHAT_STATUSES_SQL } from '../../db/messaging/chat-statuses';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

/**
 * The plan of the status update over a copy of `messages` (a temporary table of the same name, which the
 * statement's unqualified name resolves to, with the same indexes) whose statistics were taken while it held only
 * SMS, and which then got its chat traffic: as a busy SMS platform's table is until autovacuum analyzes it again.
 */
async function planAfterChatTrafficBeganSinceAnalyze(): Promise<{ nodes: PlanNode[]; indexOf: (columns: string) => string }> {
  const { sequelize } = testEnv();
  const transaction = await sequelize.transaction();
  const run = (sql: string) => sequelize.query(sql, { transaction });
  try {
    await run('CREATE TEMPORARY TABLE messages (LIKE public.messages INCLUDING DEFAULTS INCLUDING INDEXES) ON COMMIT DROP');
    const insert = (channel: string, from: number, to: number) => run(
      `INSERT INTO messages (tenant_id, channel, to_number, from_sender, body, credits, status, gateway_message_id, created_at, updated_at)
       SELECT 1, '${channel}', '2557' || lpad(i::text, 8, '0'), 'BENCH', 'Habari ' || i, 1, 'DELIVERED', '${channel}-' || i, now(), now()
       FROM generate_series(${from}, ${to}) i`);
    await insert('sms', 1, 20_000);
    await run('ANALYZE messages');
    await insert('chat', 20_001, 25_000);
    const [{ 'QUERY PLAN': [plan] }] = await sequelize.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `EXPLAIN (FORMAT JSON) ${UPDATE_CHAT_STATUSES_SQL}`, { bind: [['chat-24000']], type: QueryTypes.SELECT, transaction });
    // The copy's indexes have generated names: find them by definition.
    const indexes = await sequelize.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'messages' AND schemaname LIKE 'pg_temp%'", { type: QueryTypes.SELECT, transaction });
    const indexOf = (columns: string) => {
      const found = indexes.find((i) => i.indexdef.includes(columns));
      if (!found) throw new Error(`no index on ${columns}: ${JSON.stringify(indexes)}`);
      return found.indexname;
    };
    return { nodes: flatten(plan.Plan), indexOf };
  } finally {
    await transaction.rollback();
  }
}

describe('applying chat statuses on a table whose statistics predate its chat traffic', () => {
  it('finds each message through its provider id, never by reading every chat message', async () => {
    const { nodes, indexOf } = await planAfterChatTrafficBeganSinceAnalyze();
    const used = nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : []));
    const seqScans = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'messages');
    assert.deepEqual(seqScans, []);
    assert.ok(used.includes(indexOf('(gateway_message_id)')), `indexes used: ${used.join(', ')}`);
    // The chat recipients' partial index (to_number, id DESC) WHERE channel = 'chat' holds every chat message.
    assert.ok(!used.includes(indexOf('(to_number, id DESC)')), `indexes used: ${used.join(', ')}`);
  });
});
