import assert from 'node:assert/strict';
import { apiClient, createTenantSession, type TenantSession } from '../helpers/tenant';
import { fakeGatewayId, insertMessage, messageRow, submitToSandbox } from '../helpers/messages';
import { waitFor } from '../helpers/wait-for';
import { testEnv } from '../helpers/env';
import { recordSendResults } from '../../db/messaging/message-submission';
import { QueryTypes } from 'sequelize';

const post = (body: unknown) => apiClient().post('/webhooks/delivery', body);

describe('POST /webhooks/delivery', () => {
  let session: TenantSession;
  before(async () => {
    session = await createTenantSession();
  });

  async function pendingMessage(): Promise<{ id: number; gatewayId: string }> {
    const gatewayId = fakeGatewayId();
    return { id: await insertMessage(session.tenant.id, { gatewayMessageId: gatewayId }), gatewayId };
  }

  it('is public and maps the flat callback: status = group, delivery_status = name, delivered_at set', async () => {
    const { id, gatewayId } = await pendingMessage();
    const res = await post({ messageId: gatewayId, status: 'DELIVERED_TO_HANDSET', error: null });
    assert.equal(res.status, 200);
    assert.equal(typeof res.data.message, 'string');
    const row = await messageRow(id);
    assert.equal(row?.status, 'DELIVERED');
    assert.equal(row?.delivery_status, 'DELIVERED_TO_HANDSET');
    assert.equal(row?.delivery_error, null);
    assert.ok(row?.delivered_at);
  });

  it('records the carrier error of a failed delivery and leaves delivered_at empty', async () => {
    const { id, gatewayId } = await pendingMessage();
    await post({ messageId: gatewayId, status: 'UNDELIVERABLE_NOT_DELIVERED', error: 'EC_ABSENT_SUBSCRIBER', groupName: 'UNDELIVERABLE' });
    const row = await messageRow(id);
    assert.deepEqual([row?.status, row?.delivery_status, row?.delivery_error, row?.delivered_at], ['UNDELIVERABLE', 'UNDELIVERABLE_NOT_DELIVERED', 'EC_ABSENT_SUBSCRIBER', null]);
  });

  it('never moves a message backwards: late PENDING or a second final status change nothing', async () => {
    const { id, gatewayId } = await pendingMessage();
    await post({ messageId: gatewayId, status: 'DELIVERED_TO_OPERATOR', error: null });
    assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), ['DELIVERED', 'DELIVERED_TO_OPERATOR']);
    await post({ messageId: gatewayId, status: 'PENDING_ENROUTE', error: null });
    assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), ['DELIVERED', 'DELIVERED_TO_OPERATOR']);
    await post({ messageId: gatewayId, status: 'DELIVERED_TO_HANDSET', error: null });
    assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), ['DELIVERED', 'DELIVERED_TO_HANDSET']);
    for (const status of ['PENDING_ACCEPTED', 'DELIVERED_TO_OPERATOR', 'UNDELIVERABLE_NOT_DELIVERED', 'EXPIRED_EXPIRED']) {
      const res = await post({ messageId: gatewayId, status, error: null });
      assert.equal(res.status, 200);
      assert.equal(res.data.updated, 0, status);
    }
    assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), ['DELIVERED', 'DELIVERED_TO_HANDSET']);
  });

  it('is idempotent: a repeated callback answers 200 and changes nothing', async () => {
    const { id, gatewayId } = await pendingMessage();
    const first = await post({ messageId: gatewayId, status: 'EXPIRED_EXPIRED', error: null });
    const before = await messageRow(id);
    const again = await Promise.all([1, 2, 3].map(() => post({ messageId: gatewayId, status: 'EXPIRED_EXPIRED', error: null })));
    assert.equal(first.data.updated, 1);
    assert.deepEqual(again.map((r) => [r.status, r.data.updated]), [[200, 0], [200, 0], [200, 0]]);
    assert.deepEqual(await messageRow(id), before);
  });

  it('ignores unknown message ids and unknown status names with 200', async () => {
    const unknown = await post({ messageId: 'no-such-message', status: 'DELIVERED_TO_HANDSET', error: null });
    assert.deepEqual([unknown.status, unknown.data.updated], [200, 0]);
    const { id, gatewayId } = await pendingMessage();
    const odd = await post({ messageId: gatewayId, status: 'SOMETHING_NEW', error: null });
    assert.deepEqual([odd.status, odd.data.updated], [200, 0]);
    assert.equal((await messageRow(id))?.status, 'PENDING_ACCEPTED');
  });

  it('takes the Infobip-style {results: [...]} body: one update per report, error name only when error.id is not 0', async () => {
    const a = await pendingMessage();
    const b = await pendingMessage();
    const report = (messageId: string, groupName: string, name: string, error: { id: number; name: string }) => ({
      bulkId: '', messageId, to: '255754000111', sentAt: '2026-11-22T09:15:02.120+0300', doneAt: '2026-11-22T09:15:09.871+0300',
      status: { groupId: 3, groupName, id: 5, name, description: '' }, error: { groupId: 0, groupName: 'OK', permanent: false, description: '', ...error },
    });
    const res = await post({ results: [
      report(a.gatewayId, 'DELIVERED', 'DELIVERED_TO_HANDSET', { id: 0, name: 'NO_ERROR' }),
      report(b.gatewayId, 'REJECTED', 'REJECTED_DND', { id: 10, name: 'EC_DND' }),
      report('unknown-in-batch', 'DELIVERED', 'DELIVERED_TO_HANDSET', { id: 0, name: 'NO_ERROR' }),
    ] });
    assert.deepEqual([res.status, res.data.updated], [200, 2]);
    const rowA = await messageRow(a.id);
    assert.deepEqual([rowA?.status, rowA?.delivery_error, rowA?.delivered_at?.toISOString()], ['DELIVERED', null, '2026-11-22T06:15:09.871Z']);
    const rowB = await messageRow(b.id);
    assert.deepEqual([rowB?.status, rowB?.delivery_status, rowB?.delivery_error], ['REJECTED', 'REJECTED_DND', 'EC_DND']);
  });

  it('takes a bare report object and a numeric messageId', async () => {
    const numericId = 900_000_000_000 + Math.floor(Math.random() * 99_999_999_999); // production ids can arrive as JSON numbers
    const id = await insertMessage(session.tenant.id, { gatewayMessageId: String(numericId) });
    const res = await post({ messageId: numericId, status: { groupName: 'DELIVERED', name: 'DELIVERED_TO_HANDSET' }, error: { id: 0, name: 'NO_ERROR' } });
    assert.equal(res.status, 200);
    assert.equal((await messageRow(id))?.status, 'DELIVERED');
  });

  it('leaves failed and cancelled messages alone (they were refunded)', async () => {
    const gatewayId = fakeGatewayId();
    const id = await insertMessage(session.tenant.id, { gatewayMessageId: gatewayId, status: 'failed' });
    await post({ messageId: gatewayId, status: 'DELIVERED_TO_HANDSET', error: null });
    assert.equal((await messageRow(id))?.status, 'failed');
  });

  it('holds a report that arrives before its gateway id is stored and applies it when the submission stores it', async () => {
    const gatewayId = fakeGatewayId();
    const id = await insertMessage(session.tenant.id, { status: 'submitting' });
    const early = await post({ messageId: gatewayId, status: 'DELIVERED_TO_HANDSET', error: null });
    assert.deepEqual([early.status, early.data.updated], [200, 0]);
    await post({ messageId: gatewayId, status: 'PENDING_ENROUTE', error: null });
    assert.equal((await messageRow(id))?.status, 'submitting');

    const counts = await recordSendResults(testEnv().sequelize, [{
      id, status: 'PENDING_ACCEPTED', gatewayMessageId: gatewayId, gatewayResponse: { messageId: gatewayId }, deliveryStatus: 'PENDING_ACCEPTED', deliveryError: null,
    }]);
    assert.equal(counts.submitted, 1);
    assert.deepEqual(await messageRow(id).then((r) => [r?.status, r?.delivery_status]), ['DELIVERED', 'DELIVERED_TO_HANDSET']);
    const [held] = await testEnv().sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM held_delivery_reports WHERE gateway_message_id = $1', { bind: [gatewayId], type: QueryTypes.SELECT });
    assert.equal(held.n, 0);
  });

  it('answers 422 for a body that is no delivery callback, and never 500', async () => {
    for (const body of [{}, { status: 'DELIVERED_TO_HANDSET' }, { messageId: 'x' }, { results: [{ foo: 1 }] }, [1, 2], { messageId: {}, status: 'X' }]) {
      const res = await post(body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.equal(typeof res.data.message, 'string');
    }
    const malformed = await apiClient().post('/webhooks/delivery', '{"messageId":', { headers: { 'Content-Type': 'application/json' } });
    assert.equal(malformed.status, 400);
    const long = await post({ messageId: 'x'.repeat(500), status: 'D'.repeat(500), error: 'e'.repeat(5000) });
    assert.equal(long.status, 200);
  });

  it('is reached by the gateway sandbox itself after a real submit (end to end)', async () => {
    const gatewayId = await submitToSandbox('255754000222');
    const id = await insertMessage(session.tenant.id, { gatewayMessageId: gatewayId, toNumber: '255754000222' });
    const row = await waitFor(async () => { const r = await messageRow(id); return r?.status === 'DELIVERED' ? r : undefined; }, 10_000);
    assert.equal(row.delivery_status, 'DELIVERED_TO_HANDSET');
  });
});
