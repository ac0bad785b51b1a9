import assert from 'node:assert/strict';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { insertMessage, messageRow, submitToSandbox } from '../helpers/messages';
import { testEnv } from '../helpers/env';

const fault = (path: string, status: number) =>
  fetch(`${testEnv().sandboxes.sms.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, status, count: 1 }),
  });
const idsOf = (data: { results: Array<{ messageId: string }> }) => data.results.map((r) => r.messageId).sort();

describe('GET /delivery-reports and /sms-logs', () => {
  let owner: TenantSession;
  let other: TenantSession;
  const mine: string[] = [];
  let theirs: string;
  let lateId: number;
  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
    for (const to of ['255754300001', '255754300002']) {
      const gatewayId = await submitToSandbox(to, `Habari ${to}`);
      await insertMessage(owner.tenant.id, { gatewayMessageId: gatewayId, toNumber: to });
      mine.push(gatewayId);
    }
    theirs = await submitToSandbox('255754300003');
    await insertMessage(other.tenant.id, { gatewayMessageId: theirs, toNumber: '255754300003' });
    // This one's callback finds no row (it is written after the callback): only reading the reports brings it in.
    const late = await submitToSandbox('255754300004');
    await new Promise((r) => setTimeout(r, 600));
    lateId = await insertMessage(owner.tenant.id, { gatewayMessageId: late, toNumber: '255754300004' });
    mine.push(late);
    mine.sort();
  });

  it('lists the gateway reports of this tenant’s messages only, in the gateway’s shape', async () => {
    const res = await owner.api.get('/delivery-reports');
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual(idsOf(res.data), mine);
    const report = res.data.results[0];
    for (const field of ['messageId', 'to', 'from', 'sentAt', 'doneAt', 'smsCount', 'status', 'error'])
      assert.ok(field in report, field);
    assert.equal(report.status.groupName, 'DELIVERED');
    const theirsList = await other.api.get('/delivery-reports');
    assert.deepEqual(idsOf(theirsList.data), [theirs]);
  });

  it('stores what it reads: a report no callback delivered updates its message', async () => {
    await owner.api.get(`/delivery-reports?messageId=${mine[0]}`);
    await owner.api.get('/delivery-reports');
    const row = await messageRow(lateId);
    assert.deepEqual([row?.status, row?.delivery_status], ['DELIVERED', 'DELIVERED_TO_HANDSET']);
  });

  it('takes messageId and limit; another tenant’s message id gives no results', async () => {
    const one = await owner.api.get(`/delivery-reports?messageId=${mine[1]}`);
    assert.deepEqual(idsOf(one.data), [mine[1]]);
    const foreign = await owner.api.get(`/delivery-reports?messageId=${theirs}`);
    assert.deepEqual([foreign.status, foreign.data.results], [200, []]);
    assert.equal((await owner.api.get('/delivery-reports?limit=1')).data.results.length, 1);
    for (const query of ['?limit=0', '?limit=abc', '?limit=5000'])
      assert.equal((await owner.api.get(`/delivery-reports${query}`)).status, 422, query);
  });

  it('lists this tenant’s send logs with their text, filtered by number in any spelling', async () => {
    const res = await owner.api.get('/sms-logs');
    assert.equal(res.status, 200);
    assert.deepEqual(idsOf(res.data), mine);
    assert.ok(res.data.results.every((r: { text?: string }) => typeof r.text === 'string'));
    const byNumber = await owner.api.get('/sms-logs?to=0754300002');
    assert.deepEqual(
      byNumber.data.results.map((r: { to: string }) => r.to),
      ['255754300002'],
    );
    const paged = await owner.api.get('/sms-logs?limit=1&offset=1');
    assert.equal(paged.data.results.length, 1);
    assert.deepEqual(idsOf((await other.api.get('/sms-logs')).data), [theirs]);
  });

  it('answers 502 when the gateway fails, and 403 without the permission', async () => {
    await fault('/api/sms/v1/reports', 503);
    const reports = await owner.api.get('/delivery-reports');
    assert.equal(reports.status, 502);
    assert.equal(typeof reports.data.message, 'string');
    await fault('/api/sms/v1/logs', 500);
    assert.equal((await owner.api.get('/sms-logs')).status, 502);
    const member = await createMemberSession(owner, ['messages.view']);
    assert.equal((await member.api.get('/delivery-reports')).status, 403);
    assert.equal((await member.api.get('/sms-logs')).status, 403);
  });
});
