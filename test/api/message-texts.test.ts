import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { createTenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { insertMessage } from '../helpers/messages';

interface TextRow {
  message_id: number;
  to_number: string;
  body: string;
  /** The row version's transaction id: unchanged while the row is not written again. */
  xmin: string;
}

const textsOf = (tenantId: number) =>
  testEnv().sequelize.query<TextRow>(
    'SELECT message_id::int, to_number, body, xmin::text FROM message_texts WHERE tenant_id = $1 ORDER BY message_id',
    { bind: [tenantId], type: QueryTypes.SELECT },
  );

/** The searchable texts of messages (migration message-texts): written once at insert, never by the status updates of sending. */
describe('message texts', () => {
  it('mirrors every message inserted, changed or deleted, and is not written again while the message is sent and reported', async () => {
    const [session, other] = [await createTenantSession(), await createTenantSession()];
    const ids = (
      await testEnv().sequelize.query<{ id: number }>(
        `INSERT INTO messages (tenant_id, to_number, from_sender, body, credits, status)
       SELECT $1, '25575400010' || i, 'INFO', 'Harambee ya shule ' || i, 1, 'queued' FROM generate_series(1, 3) i RETURNING id`,
        { bind: [session.tenant.id], type: QueryTypes.SELECT },
      )
    ).map((r) => Number(r.id));
    const foreign = await insertMessage(other.tenant.id, { body: 'Harambee ya shule 1' });
    const inserted = await textsOf(session.tenant.id);
    assert.deepEqual(
      inserted.map(({ message_id, to_number, body }) => [message_id, to_number, body]),
      ids.map((id, i) => [id, `25575400010${i + 1}`, `Harambee ya shule ${i + 1}`]),
    );

    // Claimed, answered and reported, as a send writes its rows.
    await testEnv().sequelize.query(
      "UPDATE messages SET status = 'submitting', submit_claims = 1, submit_attempted_at = now() WHERE id = ANY($1::bigint[])",
      { bind: [ids] },
    );
    await testEnv().sequelize.query(
      "UPDATE messages SET status = 'PENDING_ACCEPTED', gateway_message_id = 'texts-' || id, sent_at = now() WHERE id = ANY($1::bigint[])",
      { bind: [ids] },
    );
    await testEnv().sequelize.query(
      "UPDATE messages SET status = 'DELIVERED', delivered_at = now() WHERE id = ANY($1::bigint[])",
      { bind: [ids] },
    );
    assert.deepEqual(
      (await textsOf(session.tenant.id)).map((r) => r.xmin),
      inserted.map((r) => r.xmin),
      'the texts were not written again',
    );

    await testEnv().sequelize.query("UPDATE messages SET body = 'Mchango wa kisima' WHERE id = $1", { bind: [ids[0]] });
    const found = await session.api.get('/messages?search=kisima');
    assert.deepEqual(
      found.data.data.map((m: { id: number }) => m.id),
      [ids[0]],
    );
    assert.deepEqual(
      (await session.api.get('/messages?search=harambee')).data.data.map((m: { id: number }) => m.id),
      [ids[2], ids[1]],
    );

    assert.equal((await session.api.delete('/messages/bulk', { data: { ids } })).data.count, 3);
    assert.deepEqual(await textsOf(session.tenant.id), []);
    assert.deepEqual(
      (await textsOf(other.tenant.id)).map((r) => r.message_id),
      [foreign],
    );
  });

  it('keeps trigram indexes off messages, whose rows are written several times each', async () => {
    const trigram = await testEnv().sequelize.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'messages' AND indexdef LIKE '%gin_trgm_ops%'",
      { type: QueryTypes.SELECT },
    );
    assert.deepEqual(trigram, []);
  });
});
