import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createTenantSession } from '../helpers/tenant';
import { fakeGatewayId, insertMessage } from '../helpers/messages';
import { waitFor } from '../helpers/wait-for';
import { deliveryReportInboxWorkflow, deliveryReportsSignal } from '../../workflows/messaging/delivery-report-inbox';
import type { DeferredCallback } from '../../use-cases/messaging/delivery/delivery-report-inbox';

const delivered = (gatewayMessageId: string): DeferredCallback => ({
  source: 'inbox-test',
  updates: [
    {
      gatewayMessageId,
      name: 'DELIVERED_TO_HANDSET',
      status: 'DELIVERED',
      rank: 3,
      error: null,
      doneAt: '2026-01-02T03:04:05.000Z',
    },
  ],
});

describe('delivery-report inbox: reports kept in Temporal during a database outage', () => {
  it("applies every signalled report with the gateway's time of delivery, carrying on across continue-as-new", async function () {
    this.timeout(120_000);
    const env = testEnv();
    const session = await createTenantSession();
    const gatewayIds = Array.from({ length: 120 }, () => fakeGatewayId());
    const ids = await Promise.all(
      gatewayIds.map((gatewayMessageId) => insertMessage(session.tenant.id, { gatewayMessageId })),
    );
    const handle = await env.temporal.workflow.start(deliveryReportInboxWorkflow, {
      taskQueue: env.config.taskQueue,
      workflowId: `delivery-report-inbox-test-${randomUUID()}`,
      args: [{}],
    });
    // One at a time, so each signal costs history events: the test server suggests continue-as-new at 200.
    for (const gatewayId of gatewayIds) await handle.signal(deliveryReportsSignal, delivered(gatewayId));
    const rows = await waitFor(
      async () => {
        const current = await env.sequelize.query<{ status: string; delivered_at: Date | null }>(
          'SELECT status, delivered_at FROM messages WHERE id = ANY($1::bigint[])',
          { bind: [ids], type: QueryTypes.SELECT },
        );
        return current.every((r) => r.status === 'DELIVERED') && current;
      },
      60_000,
      200,
    );
    assert.equal(rows.length, 120);
    // The gateway's time of delivery, carried through the signal.
    assert.deepEqual([...new Set(rows.map((r) => r.delivered_at?.toISOString()))], ['2026-01-02T03:04:05.000Z']);
    const first = await env.temporal.workflow.getHandle(handle.workflowId, handle.firstExecutionRunId).describe();
    assert.equal(first.status.name, 'CONTINUED_AS_NEW');
    await handle.terminate('test over');
  });
});
