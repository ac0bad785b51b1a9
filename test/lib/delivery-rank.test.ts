import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import {
  LOCAL_STATUSES,
  MESSAGE_STATUSES,
  toDeliveryUpdate,
  type DeliveryUpdate,
} from '../../domain/messaging/sms-status';
import { CURRENT_RANK_SQL } from '../../db/messaging/delivery-updates';
import { isFinalStatus, statusOf, STATUS_NAMES } from '../../sandboxes/sms-gateway/statuses';
import { testEnv } from '../helpers/env';

/** What a message stores once an update is applied (db/messaging/delivery-updates.ts). */
interface StoredStatus {
  status: string;
  delivery_status: string | null;
}

/** Our refunded statuses: final, so no report may turn them into a delivered (billable) message. */
const REFUNDED: readonly string[] = ['failed', 'cancelled'];

/** Every report of the gateway's vocabulary, by its name alone and with its group name (as production sends it). */
function everyReport(): DeliveryUpdate[] {
  return STATUS_NAMES.flatMap((name) =>
    [null, statusOf(name).groupName].map((groupName) => {
      const update = toDeliveryUpdate({ gatewayMessageId: '1', name, groupName });
      assert.ok(update, name);
      return update;
    }),
  );
}

/** CURRENT_RANK_SQL evaluated by PostgreSQL on each stored status, in order. */
async function sqlRanks(stored: StoredStatus[]): Promise<number[]> {
  const rows = await testEnv().sequelize.query<{ rank: number }>(
    `SELECT ${CURRENT_RANK_SQL} AS rank FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS m(status, delivery_status, n) ORDER BY n`,
    { bind: [stored.map((s) => s.status), stored.map((s) => s.delivery_status)], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.rank);
}

describe('delivery report ranks (a message never moves backwards)', () => {
  it("the TypeScript rank is final (3) exactly for the gateway's final statuses, operator delivery 2, pending 1", () => {
    for (const update of everyReport()) {
      const expected = isFinalStatus(update.name) ? 3 : update.name === 'DELIVERED_TO_OPERATOR' ? 2 : 1;
      assert.equal(update.rank, expected, update.name);
    }
  });

  it("the SQL twin CURRENT_RANK_SQL ranks a message holding each report as the report's TypeScript rank", async () => {
    const reports = everyReport();
    const ranks = await sqlRanks(reports.map((u) => ({ status: u.status, delivery_status: u.name })));
    reports.forEach((update, i) => assert.equal(ranks[i], update.rank, `${update.status} / ${update.name}`));
  });

  it('ranks our own statuses: refunded ones final, the others below every report', async () => {
    const ranks = await sqlRanks(LOCAL_STATUSES.map((status) => ({ status, delivery_status: null })));
    LOCAL_STATUSES.forEach((status, i) => assert.equal(ranks[i], REFUNDED.includes(status) ? 3 : 0, status));
  });

  it('covers every status a message can hold', () => {
    const covered = new Set<string>([...LOCAL_STATUSES, ...everyReport().map((u) => u.status)]);
    assert.deepEqual(
      [...MESSAGE_STATUSES].filter((s) => !covered.has(s)),
      [],
    );
  });
});
