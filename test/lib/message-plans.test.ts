import assert from 'node:assert/strict';
import { QueryTypes, type Transaction } from 'sequelize';
import { testEnv } from '../helpers/env';
import { UPDATE_CHAT_STATUSES_SQL } from '../../db/chat/chat-statuses';
import { chatMessageListQueries } from '../../db/chat/chat-message-queries';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface Plan {
  nodes: PlanNode[];
  /** Names of the indexes the plan reads. */
  indexes: string[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

/**
 * Runs `body` against a copy of `messages`: a temporary table of the same name, which the statements' unqualified
 * name resolves to, with the same indexes (their names generated from their columns). Rolled back after, so
 * nothing outside the test sees it.
 */
async function withMessagesCopy<T>(body: (copy: MessagesCopy) => Promise<T>): Promise<T> {
  const { sequelize } = testEnv();
  const transaction = await sequelize.transaction();
  try {
    await sequelize.query(
      'CREATE TEMPORARY TABLE messages (LIKE public.messages INCLUDING DEFAULTS INCLUDING INDEXES) ON COMMIT DROP',
      { transaction },
    );
    return await body(new MessagesCopy(transaction));
  } finally {
    await transaction.rollback();
  }
}

class MessagesCopy {
  constructor(private readonly transaction: Transaction) {}

  /** Rows `from`..`to` of one tenant and channel, their provider ids `<channel>-<i>`. */
  async insert(tenantId: number, channel: 'sms' | 'chat', from: number, to: number): Promise<void> {
    await testEnv().sequelize.query(
      `INSERT INTO messages (tenant_id, channel, to_number, from_sender, body, credits, status, gateway_message_id, created_at, updated_at)
       SELECT $1::int, $2::text, '2557' || lpad(i::text, 8, '0'), 'PLAN', 'Habari ' || i, 1, 'DELIVERED', $2::text || '-' || i, now(), now()
       FROM generate_series($3::int, $4::int) i`,
      { bind: [tenantId, channel, from, to], transaction: this.transaction },
    );
  }

  async analyze(): Promise<void> {
    await testEnv().sequelize.query('ANALYZE messages', { transaction: this.transaction });
  }

  async plan(sql: string, bind: unknown[]): Promise<Plan> {
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = await testEnv().sequelize.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${sql}`, {
      bind,
      type: QueryTypes.SELECT,
      transaction: this.transaction,
    });
    const nodes = flatten(plan.Plan);
    return { nodes, indexes: nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])) };
  }

  /** The copy's index whose definition contains `fragment`, e.g. its columns. */
  async index(fragment: string): Promise<string> {
    const indexes = await testEnv().sequelize.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'messages' AND schemaname LIKE 'pg_temp%'",
      { type: QueryTypes.SELECT, transaction: this.transaction },
    );
    const found = indexes.find((i) => i.indexdef.includes(fragment));
    if (!found) throw new Error(`no index with ${fragment}: ${indexes.map((i) => i.indexdef).join('; ')}`);
    return found.indexname;
  }
}

const seqScansOfMessages = (plan: Plan) =>
  plan.nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'messages');

describe('plans of the statements on messages', () => {
  it('applies chat statuses through the provider id even when the statistics predate the chat traffic', async () => {
    await withMessagesCopy(async (copy) => {
      // Analyzed while it held only SMS, then given its chat traffic: a busy SMS platform until autovacuum analyzes again.
      await copy.insert(1, 'sms', 1, 20_000);
      await copy.analyze();
      await copy.insert(1, 'chat', 20_001, 25_000);
      const plan = await copy.plan(UPDATE_CHAT_STATUSES_SQL, [['chat-24000']]);
      assert.deepEqual(seqScansOfMessages(plan), []);
      assert.ok(
        plan.indexes.includes(await copy.index('(gateway_message_id)')),
        `indexes read: ${plan.indexes.join(', ')}`,
      );
      // The chat recipients' partial index (to_number, id DESC) WHERE channel = 'chat' holds every chat message.
      assert.ok(
        !plan.indexes.includes(await copy.index('(to_number, id DESC)')),
        `indexes read: ${plan.indexes.join(', ')}`,
      );
    });
  });

  it("lists and counts a tenant's chat messages from its own chat rows, however many SMS were sent since", async () => {
    await withMessagesCopy(async (copy) => {
      await copy.insert(1, 'chat', 1, 2_000);
      await copy.insert(1, 'sms', 2_001, 60_000);
      await copy.insert(2, 'chat', 60_001, 65_000);
      await copy.analyze();
      const tenantChat = await copy.index("(tenant_id, id DESC) WHERE ((channel)::text = 'chat'::text)");
      const queries = chatMessageListQueries(1, {}, { limit: 20, offset: 0 });
      for (const query of [queries.page, queries.count]) {
        const plan = await copy.plan(query.sql, query.bind);
        assert.deepEqual(seqScansOfMessages(plan), [], query.sql);
        assert.deepEqual(
          [...new Set(plan.indexes.filter((name) => !name.startsWith('users')))],
          [tenantChat],
          query.sql,
        );
      }
    });
  });
});
