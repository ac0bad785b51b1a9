import { loadPaths } from './http-load';
import { withApiProcess } from './service-process';
import { seedContacts } from './seed-contacts';
import type { Benchmark } from './types';

const GROUPS = 200;
const CONTACTS = 50_000;
/** Each contact is in two groups: 100,000 memberships, 500 per group. */
const MEMBERSHIPS = CONTACTS * 2;

/** `GET /api/groups` (every group with its contacts_count) for a tenant with 200 groups and 100,000 memberships. */
export const run: Benchmark = async (ctx) => {
  const session = await ctx.createTenant();
  const { sequelize } = ctx.env;
  await seedContacts(sequelize, session.tenant.id, CONTACTS);
  await sequelize.query(
    `INSERT INTO groups (tenant_id, name, description) SELECT $1, 'Kundi ' || g, 'Group ' || g FROM generate_series(1, $2) AS g`,
    { bind: [session.tenant.id, GROUPS] },
  );
  await sequelize.query(
    `WITH c AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM contacts WHERE tenant_id = $1),
          g AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM groups WHERE tenant_id = $1)
     INSERT INTO contact_group (group_id, contact_id, tenant_id)
     SELECT g.id, c.id, $1 FROM c JOIN g ON g.n = c.n % $2 OR g.n = (c.n + $2 / 2) % $2`,
    { bind: [session.tenant.id, GROUPS] },
  );
  await sequelize.query('VACUUM ANALYZE contact_group');
  await sequelize.query('VACUUM ANALYZE groups');
  const { single, loaded } = await withApiProcess(async (url) => ({
    single: await loadPaths(url, session.token, ['/api/groups'], 1, 3),
    loaded: await loadPaths(url, session.token, ['/api/groups'], 20, 10, { warmupSeconds: 3 }),
  }));
  return {
    name: `GET /api/groups with ${GROUPS} groups and ${MEMBERSHIPS.toLocaleString('en')} memberships at 20 connections`,
    figures: {
      'requests/s': loaded.rps,
      'p50 ms': loaded.p50,
      'p99 ms': loaded.p99,
      failures: loaded.failures,
      '1-connection p50 ms': single.p50,
      '1-connection p99 ms': single.p99,
    },
    target: 'p99 < 30 ms at 20 connections',
    pass: loaded.p99 < 30 && loaded.failures === 0,
  };
};
