import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createContact } from '../helpers/contacts';
import { creditedSession, phoneNumbers, smsBalance, tenantMessages } from '../helpers/sms';
import type { TenantSession } from '../helpers/tenant';
import { createListAudienceBatch } from '../../db/messaging/list-audience';
import { materializeNextRecipients } from '../../db/messaging/batch-recipients';
import type { BatchItem } from '../../db/messaging/batches';
import { AllRecipientsOptedOutError } from '../../domain/messaging/errors';

/** A bulk list accepted without its workflow, so each step is the test's own. */
async function acceptList(session: TenantSession, items: BatchItem[]) {
  return createListAudienceBatch(
    testEnv().sequelize,
    {
      tenantId: session.tenant.id,
      userId: null,
      channel: 'sms',
      kind: 'bulk',
      audience: { type: 'numbers', count: items.length },
      fromSender: 'INFO',
      scheduledAt: null,
    },
    items,
  );
}

const item = (toNumber: string, body: string, credits = 1, contactId: number | null = null): BatchItem => ({
  toNumber,
  body,
  credits,
  contactId,
});

/** The list's numbers and texts still kept on the batch row. */
async function listCopies(batchId: number) {
  const [copies] = await testEnv().sequelize.query<{ numbers: string[] | null; bodies: string[] | null }>(
    'SELECT list_numbers AS numbers, list_bodies AS bodies FROM send_batches WHERE id = $1',
    { bind: [batchId], type: QueryTypes.SELECT },
  );
  return copies;
}

async function ledgerReferences(tenantId: number): Promise<string[]> {
  const rows = await testEnv().sequelize.query<{ reference: string }>(
    'SELECT reference FROM ledger_entries WHERE tenant_id = $1 ORDER BY id',
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.reference);
}

describe('bulk lists are accepted as a compact audience', () => {
  it("writes no message row at acceptance; its pages become rows with each item's number, text, credits and contact, in order", async () => {
    const session = await creditedSession(10);
    const contact = await createContact(session, { name: 'Neema' });
    const numbers = phoneNumbers(3);
    const batch = await acceptList(session, [
      item(numbers[0], 'Habari Neema', 1, contact.id),
      item(numbers[1], 'b'.repeat(161), 2),
      item(numbers[2], 'Tatu'),
    ]);
    assert.deepEqual({ count: batch.count, credits: batch.credits }, { count: 3, credits: 4 });
    assert.equal(await smsBalance(session), 6);
    assert.deepEqual(await tenantMessages(session.tenant.id), []);
    const before = (await session.api.get(`/sms/batches/${batch.batchId}`)).data.data;
    assert.deepEqual(
      { total: before.total, credits: before.credits, counts: before.counts },
      { total: 3, credits: 4, counts: { pending: 3 } },
    );

    assert.deepEqual(await materializeNextRecipients(testEnv().sequelize, batch.batchId, 2, testEnv().baseUrl), {
      inserted: 2,
      remaining: 1,
      stopped: false,
    });
    assert.deepEqual(await materializeNextRecipients(testEnv().sequelize, batch.batchId, 2, testEnv().baseUrl), {
      inserted: 1,
      remaining: 0,
      stopped: false,
    });
    const rows = await testEnv().sequelize.query<{
      to_number: string;
      body: string;
      credits: number;
      contact_id: number | null;
      status: string;
      from_sender: string;
    }>(
      'SELECT to_number, body, credits, contact_id, status, from_sender FROM messages WHERE batch_id = $1 ORDER BY id',
      { bind: [batch.batchId], type: QueryTypes.SELECT },
    );
    assert.deepEqual(rows, [
      {
        to_number: numbers[0],
        body: 'Habari Neema',
        credits: 1,
        contact_id: contact.id,
        status: 'queued',
        from_sender: 'INFO',
      },
      {
        to_number: numbers[1],
        body: 'b'.repeat(161),
        credits: 2,
        contact_id: null,
        status: 'queued',
        from_sender: 'INFO',
      },
      { to_number: numbers[2], body: 'Tatu', credits: 1, contact_id: null, status: 'queued', from_sender: 'INFO' },
    ]);
    assert.deepEqual((await session.api.get(`/sms/batches/${batch.batchId}`)).data.data.counts, { queued: 3 });
    assert.deepEqual(
      await listCopies(batch.batchId),
      { numbers: null, bodies: null },
      'the list is dropped from the batch row once every item is a row',
    );
    assert.equal(await smsBalance(session), 6);
  });

  it('a cancel when part of the list is rows refunds the rows and the rest once each, and nothing more becomes a row', async () => {
    const session = await creditedSession(20);
    const batch = await acceptList(
      session,
      phoneNumbers(5).map((to, i) => item(to, `Ujumbe ${i}`, i === 3 ? 3 : 1)),
    );
    assert.equal(await smsBalance(session), 13);
    await materializeNextRecipients(testEnv().sequelize, batch.batchId, 2, testEnv().baseUrl);

    const cancel = await session.api.post(`/sms/batches/${batch.batchId}/cancel`);
    assert.equal(cancel.status, 200, JSON.stringify(cancel.data));
    assert.equal(cancel.data.cancelled, 5);
    assert.deepEqual(
      { status: cancel.data.data.status, counts: cancel.data.data.counts },
      { status: 'cancelled', counts: { cancelled: 2 } },
    );
    assert.equal(await smsBalance(session), 20);
    assert.equal((await session.api.post(`/sms/batches/${batch.batchId}/cancel`)).status, 422);
    assert.deepEqual(await materializeNextRecipients(testEnv().sequelize, batch.batchId, 10, testEnv().baseUrl), {
      inserted: 0,
      remaining: 0,
      stopped: true,
    });
    assert.deepEqual(
      await listCopies(batch.batchId),
      { numbers: null, bodies: null },
      'a cancelled list keeps nothing of its unsent items',
    );
    assert.equal(await smsBalance(session), 20);
    const references = await ledgerReferences(session.tenant.id);
    assert.deepEqual(
      references.filter((r) => r.includes(`batch:${batch.batchId}`)),
      [`sms:batch:${batch.batchId}`, `sms:refund:batch:${batch.batchId}:rest`],
    );
    assert.equal(references.filter((r) => r.startsWith('sms:refund:msgs:')).length, 1);
  });

  it('leaves out, in the statement that writes the batch, the numbers that opted out of SMS, keeping the others in order; all out: nothing written or billed', async () => {
    const session = await creditedSession(10);
    const numbers = phoneNumbers(4);
    await session.api.post('/opt-outs', { phone: numbers[1] });
    await session.api.post('/opt-outs', { phone: numbers[2], channel: 'chat' });
    await session.api.post('/opt-outs', { phone: numbers[3], channel: 'sms' });
    const batch = await acceptList(
      session,
      numbers.map((to, i) => item(to, `Ujumbe ${i}`, i + 1)),
    );
    assert.deepEqual(
      { count: batch.count, credits: batch.credits, optedOut: batch.optedOut },
      { count: 2, credits: 4, optedOut: 2 },
    );
    assert.equal(await smsBalance(session), 6);
    await materializeNextRecipients(testEnv().sequelize, batch.batchId, 10, testEnv().baseUrl);
    assert.deepEqual(
      (await tenantMessages(session.tenant.id)).map((m) => [m.to_number, m.body, m.credits]),
      [
        [numbers[0], 'Ujumbe 0', 1],
        [numbers[2], 'Ujumbe 2', 3],
      ],
    );

    await assert.rejects(
      acceptList(session, [item(numbers[1], 'x'), item(numbers[3], 'y')]),
      (err) => err instanceof AllRecipientsOptedOutError && err.optedOut === 2,
    );
    assert.equal(await smsBalance(session), 6);
    const [{ n }] = await testEnv().sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM send_batches WHERE tenant_id = $1',
      { bind: [session.tenant.id], type: QueryTypes.SELECT },
    );
    assert.equal(n, 1);
  });
});
