import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { Contact } from '../../db/models';
import { createContact, freshPhone } from '../helpers/contacts';
import { testEnv } from '../helpers/env';

describe('contacts API', () => {
  let owner: TenantSession;
  let other: TenantSession;
  before(async () => {
    [owner, other] = await Promise.all([createTenantSession(), createTenantSession()]);
  });

  describe('POST /contacts', () => {
    it('creates a contact with a normalized phone and returns every field', async () => {
      const phone = freshPhone();
      const res = await owner.api.post('/contacts', {
        name: ' Juma Ali ',
        phone: phone.local.replace(/^0/, '+255 '),
        email: 'JUMA@Example.com',
        birth_date: '1990-02-28',
      });
      assert.equal(res.status, 201);
      const c = res.data.data;
      assert.deepEqual(
        [c.name, c.phone, c.email, c.birth_date, c.groups],
        ['Juma Ali', phone.stored, 'juma@example.com', '1990-02-28', []],
      );
      assert.match(c.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    });

    it('answers 422 on a phone already used in the tenant, in any format, and lets another tenant use it', async () => {
      const phone = freshPhone();
      await createContact(owner, { phone: phone.local });
      const dup = await owner.api.post('/contacts', { name: 'Other', phone: phone.stored });
      assert.equal(dup.status, 422);
      assert.deepEqual(Object.keys(dup.data.errors), ['phone']);
      assert.equal((await other.api.post('/contacts', { name: 'Other', phone: phone.stored })).status, 201);
    });

    it('lets exactly one of two concurrent creates with the same phone win', async () => {
      const phone = freshPhone();
      const results = await Promise.all(
        [0, 1, 2].map(() => owner.api.post('/contacts', { name: 'Race', phone: phone.local })),
      );
      assert.deepEqual(results.map((r) => r.status).sort(), [201, 422, 422]);
      assert.ok(results.filter((r) => r.status === 422).every((r) => Array.isArray(r.data.errors.phone)));
      assert.equal(await Contact.count({ where: { tenantId: owner.tenant.id, phone: phone.stored } }), 1);
    });

    it('validates name, phone, email and birth date', async () => {
      const res = await owner.api.post('/contacts', { phone: '0222123456', email: 'nope', birth_date: '2999-01-01' });
      assert.equal(res.status, 422);
      for (const field of ['name', 'phone', 'email', 'birth_date'])
        assert.ok(Array.isArray(res.data.errors[field]), field);
      const badDate = await owner.api.post('/contacts', {
        name: 'X',
        phone: freshPhone().local,
        birth_date: '2001-02-29',
      });
      assert.deepEqual(Object.keys(badDate.data.errors), ['birth_date']);
    });
  });

  describe('GET /contacts', () => {
    let tenant: TenantSession;
    const phones: string[] = [];
    before(async () => {
      tenant = await createTenantSession();
      for (const name of ['Neema Mushi', 'Baraka Mushi', 'Zawadi Kimaro', '100% Pure'])
        phones.push((await createContact(tenant, { name })).phone);
      await createContact(other, { name: 'Neema Other Tenant' });
    });

    it("pages newest first with links and meta, only this tenant's contacts", async () => {
      const res = await tenant.api.get('/contacts', { params: { per_page: 3 } });
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.data.data.map((c: { name: string }) => c.name),
        ['100% Pure', 'Zawadi Kimaro', 'Baraka Mushi'],
      );
      assert.deepEqual([res.data.meta.total, res.data.meta.last_page, res.data.meta.per_page], [4, 2, 3]);
      assert.match(res.data.links.next, /page=2/);
      const second = await tenant.api.get('/contacts', { params: { per_page: 3, page: 2 } });
      assert.deepEqual(
        second.data.data.map((c: { name: string }) => c.name),
        ['Neema Mushi'],
      );
    });

    it('searches names case-insensitively and phones given in local form', async () => {
      const byName = await tenant.api.get('/contacts', { params: { search: 'mushi' } });
      assert.deepEqual(byName.data.data.map((c: { name: string }) => c.name).sort(), ['Baraka Mushi', 'Neema Mushi']);
      const local = `0${phones[2].slice(3)}`;
      const byPhone = await tenant.api.get('/contacts', { params: { search: local } });
      assert.deepEqual(
        byPhone.data.data.map((c: { name: string }) => c.name),
        ['Zawadi Kimaro'],
      );
      const literal = await tenant.api.get('/contacts', { params: { search: '100%' } });
      assert.deepEqual(
        literal.data.data.map((c: { name: string }) => c.name),
        ['100% Pure'],
      );
      assert.equal((await tenant.api.get('/contacts', { params: { search: 'Other Tenant' } })).data.meta.total, 0);
    });

    it("shows each contact's groups", async () => {
      const group = (await tenant.api.post('/groups', { name: 'Choir' })).data.data;
      const [first] = (await tenant.api.get('/contacts', { params: { search: 'Neema' } })).data.data;
      assert.equal((await tenant.api.post(`/groups/${group.id}/contacts`, { contact_ids: [first.id] })).status, 200);
      const res = await tenant.api.get('/contacts');
      const neema = res.data.data.find((c: { id: number }) => c.id === first.id);
      assert.deepEqual(neema.groups, [{ id: group.id, name: 'Choir' }]);
      assert.ok(
        res.data.data
          .filter((c: { id: number }) => c.id !== first.id)
          .every((c: { groups: unknown[] }) => c.groups.length === 0),
      );
    });

    it('answers 422 on a bad per_page', async () => {
      assert.equal((await tenant.api.get('/contacts', { params: { per_page: 500 } })).status, 422);
    });

    it('counts a search exactly up to 1,000 matches and estimates above (meta.total_is_estimate); the whole list exactly', async () => {
      const big = await createTenantSession();
      await testEnv().sequelize.query(
        `INSERT INTO contacts (tenant_id, name, phone, created_at, updated_at)
         SELECT $1, CASE WHEN i <= 5 THEN 'Rehema Swai ' ELSE 'Juma Ali ' END || i, '25571' || lpad(i::text, 7, '0'), now(), now()
         FROM generate_series(1, 1500) i`,
        { bind: [big.tenant.id] },
      );
      await testEnv().sequelize.query('ANALYZE contacts');
      // Without a search the total is the exact count the contacts triggers keep, whatever the statistics say.
      const all = await big.api.get('/contacts');
      assert.deepEqual([all.data.meta.total, all.data.meta.total_is_estimate, all.data.data.length], [1500, false, 20]);
      // Above 1,000 the total is the planner's estimate of the plain condition, asked for in the page's own statement.
      const planned = async (where: string, ...bind: string[]) => {
        const [plan] = await testEnv().sequelize.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
          `EXPLAIN (FORMAT JSON) SELECT 1 FROM contacts c WHERE c.tenant_id = $1 AND ${where}`,
          { bind: [big.tenant.id, ...bind], type: QueryTypes.SELECT },
        );
        return Math.max(1001, Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']));
      };
      const estimated = await big.api.get('/contacts', { params: { search: 'juma' } });
      // How close the estimate comes to the 1,495 matches depends on the whole table's statistics (other tests' tenants
      // fill it, in whatever order the files run), so its source is asserted, not its size.
      assert.deepEqual(
        [estimated.data.meta.total, estimated.data.meta.total_is_estimate],
        [await planned('c.name_lower LIKE lower($2)', '%juma%'), true],
      );
      const byNumber = await big.api.get('/contacts', { params: { search: '0710' } });
      assert.deepEqual(
        [byNumber.data.meta.total, byNumber.data.meta.total_is_estimate],
        [await planned('(c.name_lower LIKE lower($2) OR c.phone LIKE $3)', '%0710%', '%255710%'), true],
      );
      const few = await big.api.get('/contacts', { params: { search: 'rehema swai' } });
      assert.deepEqual([few.data.meta.total, few.data.meta.total_is_estimate, few.data.data.length], [5, false, 5]);
      // Later pages, from the collected matches (5) and from the id-ordered read (1,495 'Juma Ali'): newest first.
      const fewPage2 = await big.api.get('/contacts', { params: { search: 'rehema swai', per_page: 2, page: 2 } });
      assert.deepEqual(
        fewPage2.data.data.map((c: { name: string }) => c.name),
        ['Rehema Swai 3', 'Rehema Swai 2'],
      );
      const manyPage3 = await big.api.get('/contacts', { params: { search: 'juma ali', per_page: 10, page: 3 } });
      assert.deepEqual(
        manyPage3.data.data.map((c: { name: string }) => c.name),
        Array.from({ length: 10 }, (_, i) => `Juma Ali ${1480 - i}`),
      );
      assert.equal(manyPage3.data.meta.total_is_estimate, true);
    });

    it('finds a number by all its digits, not only by the part the phone index looks up', async () => {
      const numbers = await createTenantSession();
      // The index looks for `12345` (the digits after 2557); every phone below holds it, two hold all of 255712345.
      await testEnv().sequelize.query(
        `INSERT INTO contacts (tenant_id, name, phone, created_at, updated_at)
         SELECT $1, 'Namba ' || n, n, now(), now() FROM unnest(ARRAY['255712345678', '255612345678', '255745123450', '255255712345']) n`,
        { bind: [numbers.tenant.id] },
      );
      const names = async (search: string) =>
        ((await numbers.api.get('/contacts', { params: { search } })).data.data as Array<{ name: string }>)
          .map((c) => c.name)
          .sort();
      assert.deepEqual(await names('0712345'), ['Namba 255255712345', 'Namba 255712345678']);
      assert.deepEqual(await names('+255 712 345'), ['Namba 255255712345', 'Namba 255712345678']);
      assert.deepEqual(await names('12345'), [
        'Namba 255255712345',
        'Namba 255612345678',
        'Namba 255712345678',
        'Namba 255745123450',
      ]);
      assert.deepEqual(await names('0612'), ['Namba 255612345678']);
    });
  });

  describe('GET, PUT, DELETE /contacts/{id}', () => {
    it("shows a contact with its groups; another tenant's id or junk is 404", async () => {
      const contact = await createContact(owner);
      const res = await owner.api.get(`/contacts/${contact.id}`);
      assert.equal(res.status, 200);
      assert.equal(res.data.data.id, contact.id);
      assert.deepEqual(res.data.data.groups, []);
      assert.equal((await other.api.get(`/contacts/${contact.id}`)).status, 404);
      assert.equal((await owner.api.get('/contacts/abc')).status, 404);
    });

    it('updates any subset of fields, clears email with null, and refuses a taken phone', async () => {
      const contact = await createContact(owner, { email: 'a@example.com' });
      const newPhone = freshPhone();
      const res = await owner.api.put(`/contacts/${contact.id}`, {
        phone: newPhone.local,
        email: null,
        birth_date: '2000-01-31',
      });
      assert.equal(res.status, 200);
      assert.deepEqual(
        [res.data.data.name, res.data.data.phone, res.data.data.email, res.data.data.birth_date],
        [contact.name, newPhone.stored, null, '2000-01-31'],
      );
      const taken = await createContact(owner);
      const clash = await owner.api.put(`/contacts/${contact.id}`, { phone: taken.phone });
      assert.equal(clash.status, 422);
      assert.ok(clash.data.errors.phone);
    });

    it('does not let another tenant update or delete a contact', async () => {
      const contact = await createContact(owner, { name: 'Untouched' });
      assert.equal((await other.api.put(`/contacts/${contact.id}`, { name: 'Hacked' })).status, 404);
      assert.equal((await other.api.delete(`/contacts/${contact.id}`)).status, 404);
      const row = await Contact.findByPk(contact.id);
      assert.equal(row?.name, 'Untouched');
    });

    it('deletes permanently', async () => {
      const contact = await createContact(owner);
      assert.equal((await owner.api.delete(`/contacts/${contact.id}`)).status, 200);
      assert.equal(await Contact.findByPk(contact.id), null);
      assert.equal((await owner.api.delete(`/contacts/${contact.id}`)).status, 404);
    });
  });

  describe('DELETE /contacts/bulk', () => {
    it("deletes only this tenant's contacts and counts them", async () => {
      const mine = [await createContact(owner), await createContact(owner)];
      const theirs = await createContact(other);
      const res = await owner.api.delete('/contacts/bulk', {
        data: { ids: [...mine.map((c) => c.id), theirs.id, 2_000_000_000] },
      });
      assert.equal(res.status, 200);
      assert.equal(res.data.count, 2);
      assert.equal(typeof res.data.message, 'string');
      assert.ok(await Contact.findByPk(theirs.id));
    });

    it('validates ids', async () => {
      for (const data of [{}, { ids: [] }, { ids: ['x'] }, { ids: 5 }]) {
        const res = await owner.api.delete('/contacts/bulk', { data });
        assert.equal(res.status, 422, JSON.stringify(data));
        assert.ok(Object.keys(res.data.errors).some((k) => k.startsWith('ids')));
      }
    });
  });

  describe('permissions', () => {
    it('answers 403 to a member lacking the permission of each operation', async () => {
      const contact = await createContact(owner);
      const viewer = await createMemberSession(owner, ['contacts.view']);
      assert.equal((await viewer.api.get('/contacts')).status, 200);
      assert.equal((await viewer.api.get(`/contacts/${contact.id}`)).status, 200);
      assert.equal((await viewer.api.post('/contacts', { name: 'X', phone: freshPhone().local })).status, 403);
      assert.equal((await viewer.api.put(`/contacts/${contact.id}`, { name: 'X' })).status, 403);
      assert.equal((await viewer.api.delete(`/contacts/${contact.id}`)).status, 403);
      assert.equal((await viewer.api.delete('/contacts/bulk', { data: { ids: [contact.id] } })).status, 403);
      const nobody = await createMemberSession(owner, ['contacts.add']);
      assert.equal((await nobody.api.get('/contacts')).status, 403);
      assert.equal((await nobody.api.get(`/contacts/${contact.id}`)).status, 403);
      assert.equal((await nobody.api.post('/contacts', { name: 'X', phone: freshPhone().local })).status, 201);
    });
  });
});
