import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createTenantSession } from '../helpers/tenant';
import { insertEndpoint, insertTestEvent } from '../../db/webhooks/endpoints';
import { markEndpointFailing, recordAttempts, type AttemptOutcome } from '../../db/webhooks/delivery-queue';

describe("a webhook endpoint failing for its last event's whole retry period", () => {
  it('is disabled in the round that fails the event for good, though no other event is left to try', async () => {
    const { sequelize, config } = testEnv();
    const horizonMs = config.webhooks.retryHorizonMs;
    const owner = await createTenantSession();
    const endpoint = await insertEndpoint(sequelize, {
      tenantId: owner.tenant.id,
      userId: owner.admin.id,
      url: 'https://hooks.example.com/in',
      description: null,
      events: ['webhook.test'],
      secretCiphertext: 'sealed',
    });
    // Paused far ahead, so the real delivery workflow tries nothing here: the rounds are this test's.
    await sequelize.query("UPDATE webhook_endpoints SET paused_until = now() + interval '1 hour' WHERE id = $1", {
      bind: [endpoint.id],
    });
    const event = (await insertTestEvent(sequelize, owner.tenant.id, endpoint.id, { hello: 'world' }))!;
    const failedRound = (attemptedAt: Date) =>
      sequelize.transaction(async (tx) => {
        const outcome: AttemptOutcome = {
          eventId: event.id,
          attemptedAt,
          responseStatus: 503,
          error: null,
          durationMs: 5,
          ok: false,
          retryInMs: 100,
        };
        await recordAttempts(sequelize, tx, [outcome], horizonMs);
        return markEndpointFailing(sequelize, tx, endpoint.id, 100, horizonMs, attemptedAt);
      });
    const state = async () => {
      const [row] = await sequelize.query<{ event: string; endpoint: string }>(
        'SELECT e.status AS event, p.status AS endpoint FROM webhook_events e JOIN webhook_endpoints p ON p.id = e.endpoint_id WHERE e.id = $1',
        { bind: [event.id], type: QueryTypes.SELECT },
      );
      return row;
    };

    // The first attempt, most of a retry period ago; the endpoint has failed ever since.
    assert.equal(await failedRound(new Date(Date.now() - horizonMs + 1_000)), false);
    assert.deepEqual(await state(), { event: 'pending', endpoint: 'enabled' });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    assert.equal(await failedRound(new Date()), true, 'the endpoint is disabled by the round that fails its event');
    assert.deepEqual(await state(), { event: 'failed', endpoint: 'disabled' });
  });
});
