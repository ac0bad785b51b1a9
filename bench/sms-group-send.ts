import { performance } from 'node:perf_hooks';
import type { Sequelize } from 'sequelize';
import { seedContacts } from './seed-contacts';
import { latestBatch, waitForDeliveryCallbacks, waitUntilAllSubmitted } from './sms-progress';
import { withWorkerProcess } from './worker-process';
import type { Benchmark } from './types';

const CONTACTS = 100_000;

/** Seeds a tenant's group of `size` contacts by SQL; returns the group id. */
export async function seedGroup(sequelize: Sequelize, tenantId: number, size = CONTACTS): Promise<number> {
  await seedContacts(sequelize, tenantId, size);
  const [[group]] = (await sequelize.query(
    `INSERT INTO groups (tenant_id, name, description) VALUES ($1, 'Wanachama wote', 'Everyone') RETURNING id`,
    { bind: [tenantId] },
  )) as unknown as [[{ id: number }]];
  await sequelize.query(
    'INSERT INTO contact_group (group_id, contact_id, tenant_id) SELECT $1, id, $2 FROM contacts WHERE tenant_id = $2',
    { bind: [group.id, tenantId] },
  );
  await sequelize.query('VACUUM ANALYZE contact_group');
  return group.id;
}

/**
 * `POST /api/sms/send-group/{id}` to 100,000 contacts with a per-contact placeholder. The send runs on a worker
 * in its own process (its RSS is sampled), started through an API instance whose task queue is that worker's.
 */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  const { env } = ctx;
  await ctx.creditTenant(session.tenant.id, 'sms', CONTACTS);
  const groupId = await seedGroup(env.sequelize, session.tenant.id);
  return withWorkerProcess(env, session.token, async (api, worker) => {
    const idleRss = worker.rssMb();
    worker.resetPeak();
    const posted = performance.now();
    const res = await api.post(`/sms/send-group/${groupId}`, {
      text: 'Habari {name}, mkutano mkuu wa wanachama ni Jumamosi saa 4 asubuhi.',
    });
    const acceptMs = performance.now() - posted;
    if (res.status !== 202)
      throw new Error(`send-group failed: ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`);
    const batch = await latestBatch(env.sequelize, session.tenant.id);
    const seconds = await waitUntilAllSubmitted(env.sequelize, batch.id, CONTACTS, 180);
    const peak = worker.peakRssMb();
    await waitForDeliveryCallbacks(env.sandboxes.sms.sandbox.delivery);
    return {
      name: `Group send to ${CONTACTS.toLocaleString('en')} contacts (worker in its own process)`,
      figures: {
        '202 ms': Math.round(acceptMs),
        contacts: res.data.contacts,
        'all submitted s': seconds === null ? '> 180' : seconds.toFixed(1),
        'worker idle RSS MB': Math.round(idleRss),
        'worker peak RSS MB': Math.round(peak),
      },
      target: '202 < 500 ms, all submitted < 30 s, worker peak RSS < 400 MB',
      pass: acceptMs < 500 && seconds !== null && seconds < 30 && peak < 400 && res.data.contacts === CONTACTS,
    };
  });
};
