import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { createContact } from '../helpers/contacts';
import { uploadFile } from '../helpers/uploads';
import { testEnv } from '../helpers/env';

/** What the list and the dashboard say, beside a fresh count of the rows. */
async function totals(s: TenantSession) {
  const list = await s.api.get('/contacts', { params: { per_page: 1 } });
  const dashboard = await s.api.get('/dashboard');
  const [rows] = await testEnv().sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM contacts WHERE tenant_id = $1',
    { bind: [s.tenant.id], type: QueryTypes.SELECT },
  );
  assert.equal(list.data.meta.total_is_estimate, false);
  return { list: list.data.meta.total as number, dashboard: dashboard.data.contacts_count as number, rows: rows.n };
}

const same = (n: number) => ({ list: n, dashboard: n, rows: n });

describe('the contact count of an organization (tenant_contact_counts, kept by triggers)', () => {
  it('follows creates, an import with new and existing numbers, deletes one by one and in bulk, and nothing of another tenant', async () => {
    const tenant = await createTenantSession();
    const other = await createTenantSession();
    assert.deepEqual(await totals(tenant), same(0));

    const created = await Promise.all(Array.from({ length: 4 }, () => createContact(tenant)));
    await createContact(other);
    // Two concurrent creates with one phone: the loser's insert is rolled back with its count.
    const twins = await Promise.all(
      [0, 1].map(() => tenant.api.post('/contacts', { name: 'Pacha', phone: '0713999001' })),
    );
    assert.deepEqual(twins.map((r) => r.status).sort(), [201, 422]);
    assert.deepEqual(await totals(tenant), same(5));

    const csv = ['name,phone', 'Mpya Moja,0713999101', 'Mpya Mbili,0713999102', `Pacha Tena,0713999001`].join('\n');
    const imported = await uploadFile(tenant.api, '/contacts/import/csv', 'contacts.csv', csv, { type: 'text/csv' });
    assert.deepEqual([imported.data.imported, imported.data.updated], [2, 1], JSON.stringify(imported.data));
    assert.deepEqual(await totals(tenant), same(7));

    assert.equal((await tenant.api.delete(`/contacts/${created[0].id}`)).status, 200);
    assert.equal((await tenant.api.delete(`/contacts/${created[0].id}`)).status, 404);
    const bulk = await tenant.api.delete('/contacts/bulk', { data: { ids: [created[1].id, created[2].id] } });
    assert.equal(bulk.data.count, 2);
    assert.deepEqual(await totals(tenant), same(4));
    assert.deepEqual(await totals(other), same(1));
  });

  it('counts a statement of thousands as one change, and refuses to move a contact to another organization', async () => {
    const tenant = await createTenantSession();
    const other = await createTenantSession();
    const { sequelize } = testEnv();
    await sequelize.query(
      `INSERT INTO contacts (tenant_id, name, phone, created_at, updated_at)
       SELECT $1, 'Mteja ' || i, '25574' || lpad(i::text, 7, '0'), now(), now() FROM generate_series(1, 2500) i`,
      { bind: [tenant.tenant.id] },
    );
    assert.deepEqual(await totals(tenant), same(2500));
    await assert.rejects(
      sequelize.query(
        'UPDATE contacts SET tenant_id = $1 WHERE tenant_id = $2 AND id = (SELECT min(id) FROM contacts WHERE tenant_id = $2)',
        { bind: [other.tenant.id, tenant.tenant.id] },
      ),
      /cannot move to another organization/,
    );
    await sequelize.query("DELETE FROM contacts WHERE tenant_id = $1 AND name LIKE 'Mteja 1%'", {
      bind: [tenant.tenant.id],
    });
    const [{ n }] = await sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contacts WHERE tenant_id = $1',
      { bind: [tenant.tenant.id], type: QueryTypes.SELECT },
    );
    assert.ok(n < 2500 && n > 1000, String(n));
    assert.deepEqual(await totals(tenant), same(n));
    assert.deepEqual(await totals(other), same(0));
  });
});
