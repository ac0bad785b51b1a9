import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createTenantSession } from '../helpers/tenant';
import { waitFor } from '../helpers/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';

/** The outbox rows of an endpoint and their attempts. */
async function outboxOf(endpointId: number): Promise<{ events: number; attempts: number }> {
  const [row] = await testEnv().sequelize.query<{ events: number; attempts: number }>(
    `SELECT (SELECT count(*)::int FROM webhook_events WHERE endpoint_id = $1) AS events,
       (SELECT count(*)::int FROM webhook_attempts a JOIN webhook_events w ON w.id = a.event_id WHERE w.endpoint_id = $1) AS attempts`,
    { bind: [endpointId], type: QueryTypes.SELECT });
  return row;
}

describe('deleting a webhook endpoint', () => {
  let target: WebhookReceiver;
  before(async () => { target = await startWebhookReceiver(); });
  after(() => target.close());

  it('deletes its events and their attempts with it', async () => {
    const owner = await createTenantSession();
    const created = await owner.api.post('/webhook-endpoints', { url: target.url, events: ['purchase.approved'] });
    assert.equal(created.status, 201, JSON.stringify(created.data));
    const id = created.data.data.id as number;
    for (let i = 0; i < 2; i++) assert.equal((await owner.api.post(`/webhook-endpoints/${id}/test`)).status, 202);
    await waitFor(async () => ((await outboxOf(id)).attempts === 2 ? true : undefined));
    assert.equal((await owner.api.delete(`/webhook-endpoints/${id}`)).status, 200);
    assert.deepEqual(await outboxOf(id), { events: 0, attempts: 0 });
  });

  it('an event emitted while its endpoint was being deleted is removed by the endpoint\'s workflow, never delivered', async () => {
    const owner = await createTenantSession();
    const [{ gone }] = await testEnv().sequelize.query<{ gone: number }>(
      'SELECT coalesce(max(id), 0) + 1000 AS gone FROM webhook_endpoints', { type: QueryTypes.SELECT });
    await testEnv().sequelize.query(
      "INSERT INTO webhook_events (tenant_id, endpoint_id, event_type, payload) VALUES ($1, $2, 'webhook.test', '{}'::jsonb)",
      { bind: [owner.tenant.id, gone] });
    // The poller sees the new id and wakes the endpoint's workflow, whose round finds the endpoint gone.
    await waitFor(async () => ((await outboxOf(gone)).events === 0 ? true : undefined), 15_000, 200);
    assert.equal(target.received.length, 2, 'only the first test\'s deliveries reached the receiver');
  });
});
