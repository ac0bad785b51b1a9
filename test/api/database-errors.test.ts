import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createTenantSession } from '../helpers/tenant';
import { databaseErrorToAppError } from '../../api/http/errors/database-errors';
import { serializeError } from '../../infra/logger';
import { ControlCharacterError } from '../../db/control-character-guard';
import { Contact, Template } from '../../db/models';

/** The error PostgreSQL (through Sequelize) really raises for this statement. */
async function databaseError(sql: string, bind: unknown[]): Promise<unknown> {
  try {
    await testEnv().sequelize.query(sql, { bind, type: QueryTypes.SELECT });
  } catch (err) {
    return err;
  }
  throw new Error(`no error from ${sql}`);
}

describe('database errors', () => {
  it('maps every data exception and integrity violation caused by input to a 4xx without SQL', async () => {
    const cases: [string, unknown[], number][] = [
      ["SELECT convert_from(decode($1, 'hex'), 'UTF8') AS v, $2::text AS phone", ['00', '255712000001'], 422], // 22021 NUL
      ['SELECT $1::int AS v', ['1e18'], 422], // 22P02
      ['SELECT $1::int AS v', [1e18], 422], // 22003
      ['SELECT $1::timestamptz AS v', ['2026-02-30'], 422], // 22008
      [
        "INSERT INTO held_delivery_reports (gateway_message_id, name, status, rank) VALUES ($1, 'x', 'x', 1)",
        ['x'.repeat(65)],
        422,
      ], // 22001
      ['SELECT $1::jsonb AS v', ['{"a":"\\u0000"}'], 422], // 22P05
      ['INSERT INTO tenants (name, slug) VALUES ($1, NULL)', ['x'], 422], // 23502
      ['INSERT INTO credit_wallets (tenant_id, channel, balance) VALUES (-1, $1, 0)', ['sms'], 422], // 23503
    ];
    for (const [sql, bind, status] of cases) {
      const err = await databaseError(sql, bind);
      const mapped = databaseErrorToAppError(err);
      assert.equal(mapped?.status, status, `${sql}: ${(err as Error).message}`);
      assert.doesNotMatch(JSON.stringify({ message: mapped!.message, ...mapped!.body }), /SELECT|INSERT|255712/);
    }
    assert.equal(
      databaseErrorToAppError(await databaseError('SELECT * FROM no_such_table', [])),
      undefined,
      'not bad input: a server error',
    );
  });

  it('logs a database error by name, code, message and stack only: never its SQL or bound values', async () => {
    const err = await databaseError("SELECT convert_from(decode($1, 'hex'), 'UTF8') AS secret_sql, $2::text AS body", [
      '00',
      '255712000001 Habari',
    ]);
    const logged = serializeError(err) as Record<string, unknown>;
    assert.deepEqual(Object.keys(logged).sort(), ['code', 'message', 'stack', 'type']);
    assert.equal(logged.code, '22021');
    assert.doesNotMatch(JSON.stringify(logged), /secret_sql|255712000001|Habari/);
    const wrapped = serializeError(new Error('activity failed', { cause: err })) as { cause: Record<string, unknown> };
    assert.doesNotMatch(JSON.stringify(wrapped), /secret_sql|255712000001/);
  });

  it('refuses control characters in model writes instead of storing a NUL as \\0', async () => {
    const session = await createTenantSession();
    const tenantId = session.tenant.id;
    await assert.rejects(
      Contact.create({ tenantId, name: 'Asha\u0000', phone: '255712000004', email: null, birthDate: null }),
      ControlCharacterError,
    );
    const template = await Template.create({ tenantId, name: 'T', body: 'Habari' });
    await assert.rejects(template.update({ body: 'x\u0000y' }), ControlCharacterError);
    await assert.rejects(
      Template.update({ name: 'bell\u0007' }, { where: { id: template.id } }),
      ControlCharacterError,
    );
    await assert.rejects(
      Template.bulkCreate([
        { tenantId, name: 'ok', body: 'ok' },
        { tenantId, name: 'esc', body: '\u001b' },
      ]),
      ControlCharacterError,
    );
    const rows = await testEnv().sequelize.query<{ name: string; body: string }>(
      'SELECT name, body FROM templates WHERE tenant_id = $1 UNION ALL SELECT name, phone FROM contacts WHERE tenant_id = $1',
      { bind: [tenantId], type: QueryTypes.SELECT },
    );
    assert.deepEqual(rows, [{ name: 'T', body: 'Habari' }]);
    assert.deepEqual(databaseErrorToAppError(new ControlCharacterError(['birthDate']))?.body.errors, {
      birth_date: ['The birth date field may not contain control characters.'],
    });
  });
});
