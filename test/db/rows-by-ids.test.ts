import assert from 'node:assert/strict';
import { QueryTypes, type Sequelize } from 'sequelize';
import { createSequelize } from '../../db/sequelize';
import { migrateToLatest } from '../../db/migrate';
import { createTestDatabase, dropTestDatabase } from '../helpers/database';
import { claimForSubmit, recordSendResults, releaseClaim } from '../../db/messaging/message-submission';
import { recordAttempts } from '../../db/webhooks/delivery-queue';

const PAGE = 500;
const UNSENT = 10_000;
/** Work in proportion to a page: a plan that compares each unsent row with each id produces 5,000,000 rows or more. */
const linear = (rows: number[]) => rows.every((r) => r <= 20 * PAGE);

interface PlanNode {
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Rows every node of a plan produced, over all its loops: the work a statement did, whatever the machine's speed. */
const rowsProduced = (node: PlanNode): number =>
  node['Actual Rows'] * node['Actual Loops'] + (node.Plans ?? []).reduce((sum, child) => sum + rowsProduced(child), 0);

/**
 * A pool of one connection whose statements PostgreSQL explains back to it (auto_explain at NOTICE level, with
 * actual row counts): each UPDATE it runs leaves the rows its plan produced in `updates`.
 */
function explainedConnection(url: string): { sequelize: Sequelize; updates: number[] } {
  const sequelize = createSequelize(url, { poolMax: 1, models: false });
  const updates: number[] = [];
  sequelize.addHook('afterConnect', async (connection: unknown) => {
    const client = connection as {
      query(sql: string): Promise<unknown>;
      on(event: 'notice', listener: (notice: { message?: string }) => void): void;
    };
    client.on('notice', ({ message }) => {
      const json = message?.slice(message.indexOf('{'));
      if (!message?.startsWith('duration:') || !json) return;
      const explained = JSON.parse(json) as { 'Query Text': string; Plan: PlanNode };
      if (/^\s*(WITH[\s\S]*)?UPDATE/i.test(explained['Query Text'])) updates.push(rowsProduced(explained.Plan));
    });
    await client.query(`LOAD 'auto_explain'; SET auto_explain.log_min_duration = 0; SET auto_explain.log_analyze = on;
      SET auto_explain.log_timing = off; SET auto_explain.log_format = json; SET auto_explain.log_level = notice; SET client_min_messages = notice`);
  });
  return { sequelize, updates };
}

/**
 * A database of its own, so its statistics are this test's: it holds what a young deployment would, every earlier
 * message delivered and every webhook event delivered when ANALYZE last ran, then a bulk's worth of unsent rows.
 */
describe('page updates find their rows by id whatever the statistics say of a passing status', function () {
  this.timeout(120_000);
  const name = `messaging_plans_${Date.now()}_${process.pid}`;
  let database: ReturnType<typeof explainedConnection>;
  let unsent: number[];
  let pending: number[];

  before(async () => {
    const url = await createTestDatabase(name);
    const migrating = createSequelize(url, { poolMax: 2, models: false });
    await migrateToLatest(migrating);
    await migrating.close();
    database = explainedConnection(url);
    const { sequelize } = database;
    const run = (sql: string) => sequelize.query(sql, { type: QueryTypes.RAW });
    await run(`INSERT INTO tenants (id, name, slug) VALUES (1, 'Plans', 'plans')`);
    await run(`INSERT INTO messages (tenant_id, to_number, from_sender, body, credits, status, delivery_status, gateway_message_id, sent_at)
      SELECT 1, '2557' || (60000000 + g), 'MKOPA', 'Habari ' || g, 1, 'DELIVERED', 'DELIVERED_TO_HANDSET', 'old-' || g, now()
      FROM generate_series(1, 20000) g`);
    await run(
      `INSERT INTO webhook_endpoints (tenant_id, url, events, secret_ciphertext) VALUES (1, 'https://example.com/hook', '{message.status}', 'x')`,
    );
    await run(`INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload, status, delivered_at)
      SELECT 1, (SELECT id FROM webhook_endpoints), 'message.status', '{}', 'delivered', now() FROM generate_series(1, 20000)`);
    await run('ANALYZE messages; ANALYZE webhook_events');
    unsent = (
      await sequelize.query<{ id: number }>(
        `INSERT INTO messages (tenant_id, to_number, from_sender, body, credits, status)
      SELECT 1, '2557' || (70000000 + g), 'MKOPA', 'Habari ' || g, 1, 'queued' FROM generate_series(1, ${UNSENT}) g RETURNING id`,
        { type: QueryTypes.SELECT },
      )
    ).map((r) => r.id);
    pending = (
      await sequelize.query<{ id: number }>(
        `INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload)
      SELECT 1, (SELECT id FROM webhook_endpoints), 'message.status', '{}' FROM generate_series(1, ${UNSENT}) RETURNING id`,
        { type: QueryTypes.SELECT },
      )
    ).map((r) => r.id);
  });

  after(async () => {
    await database?.sequelize.close();
    await dropTestDatabase(name);
  });

  /** The rows produced by the plans of the UPDATEs `work` ran; asserts there was at least one. */
  async function workOf(work: () => Promise<unknown>): Promise<number[]> {
    database.updates.length = 0;
    await work();
    assert.ok(database.updates.length > 0, 'auto_explain reported the update');
    return [...database.updates];
  }

  it('claims, releases and records a page of 500 among 10,000 unsent messages with work in proportion to the page', async () => {
    const { sequelize } = database;
    const page = unsent.slice(0, PAGE).map((id) => ({ id, submitClaims: 0 }));

    let claimed = new Map<number, number>();
    const claim = await workOf(async () => {
      claimed = await claimForSubmit(sequelize, page);
    });
    assert.equal(claimed.size, PAGE);
    assert.ok(linear(claim), `claim: ${claim.join(', ')} rows`);

    const release = await workOf(() =>
      releaseClaim(
        sequelize,
        page.map((m) => ({ id: m.id, submitClaims: claimed.get(m.id)! })),
      ),
    );
    assert.ok(linear(release), `release: ${release.join(', ')} rows`);
    const [{ queued }] = await sequelize.query<{ queued: number }>(
      `SELECT count(*)::int AS queued FROM messages WHERE id = ANY($1::bigint[]) AND status = 'queued'`,
      { bind: [unsent.slice(0, PAGE)], type: QueryTypes.SELECT },
    );
    assert.equal(queued, PAGE, 'the page was let go');

    claimed = await claimForSubmit(
      sequelize,
      page.map((m) => ({ id: m.id, submitClaims: 1 })),
    );
    assert.equal(claimed.size, PAGE);
    let counts = { submitted: 0, failed: 0 };
    const record = await workOf(async () => {
      counts = await recordSendResults(
        sequelize,
        page.map((m) => ({
          id: m.id,
          status: 'PENDING_ACCEPTED',
          gatewayMessageId: `new-${m.id}`,
          gatewayResponse: null,
          deliveryStatus: null,
          deliveryError: null,
        })),
      );
    });
    assert.deepEqual(counts, { submitted: PAGE, failed: 0 });
    assert.ok(linear(record), `record: ${record.join(', ')} rows`);
  });

  it('records a round of 500 webhook attempts among 10,000 pending events with work in proportion to the round', async () => {
    const { sequelize } = database;
    const round = pending.slice(0, PAGE);
    const attempted = await workOf(() =>
      sequelize.transaction((tx) =>
        recordAttempts(
          sequelize,
          tx,
          round.map((eventId) => ({
            eventId,
            attemptedAt: new Date(),
            responseStatus: 200,
            error: null,
            durationMs: 5,
            ok: true,
            retryInMs: 0,
          })),
          86_400_000,
        ),
      ),
    );
    assert.ok(linear(attempted), `attempts: ${attempted.join(', ')} rows`);
    const [{ delivered }] = await sequelize.query<{ delivered: number }>(
      `SELECT count(*)::int AS delivered FROM webhook_events WHERE id = ANY($1::bigint[]) AND status = 'delivered'`,
      { bind: [round], type: QueryTypes.SELECT },
    );
    assert.equal(delivered, PAGE);
  });
});
