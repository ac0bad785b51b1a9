import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { preparedStatement } from '../../db/prepared-statements';

const MARKED = preparedStatement('SELECT $1::int + 1 AS n /* prepared-statements test */');
const UNMARKED = 'SELECT $1::int + 2 AS n /* prepared-statements test, unmarked */';

describe('prepared statements (db/prepared-statements.ts)', () => {
  it("runs a marked statement by name on its connection, with each call's values; an unmarked one stays unnamed", async () => {
    const { sequelize } = testEnv();
    // One transaction: every statement on the same pooled connection, whose prepared statements it then lists.
    const { results, prepared } = await sequelize.transaction(async (transaction) => {
      const run = (sql: string, value: number) =>
        sequelize.query<{ n: number }>(sql, { bind: [value], type: QueryTypes.SELECT, transaction });
      const results = [(await run(MARKED, 1))[0].n, (await run(MARKED, 41))[0].n, (await run(UNMARKED, 1))[0].n];
      const prepared = await sequelize.query<{ name: string; statement: string }>(
        "SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE '%prepared-statements test%'",
        { type: QueryTypes.SELECT, transaction },
      );
      return { results, prepared };
    });
    assert.deepEqual(results, [2, 42, 3]);
    assert.equal(prepared.length, 1, JSON.stringify(prepared));
    assert.match(prepared[0].name, /^ps_[0-9a-f]{24}$/);
    assert.equal(prepared[0].statement, MARKED);
  });
});
