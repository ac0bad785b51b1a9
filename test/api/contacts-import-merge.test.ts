import assert from 'node:assert/strict';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { uploadFile } from '../helpers/uploads';
import { Contact } from '../../db/models';
import { IMPORT_BATCH_SIZE } from '../../db/contacts/contact-import';

const csvUpload = (s: TenantSession, content: string) =>
  uploadFile(s.api, '/contacts/import/csv', 'contacts.csv', content, { type: 'text/csv' });
const vcfUpload = (s: TenantSession, content: string) =>
  uploadFile(s.api, '/contacts/import/vcf', 'contacts.vcf', content, { type: 'text/vcard' });
const contactOf = async (s: TenantSession, phone: string) => {
  const c = await Contact.findOne({ where: { tenantId: s.tenant.id, phone } });
  return c && [c.name, c.email, c.birthDate];
};
const counts = (data: { imported: number; updated: number; skipped: number }) => [
  data.imported,
  data.updated,
  data.skipped,
];

/** A phone twice in one file: its rows merge (an empty cell never erases a value), and the summary counts contacts. */
describe('contact import: the same phone twice in one file', () => {
  let tenant: TenantSession;
  beforeEach(async () => {
    tenant = await createTenantSession();
  });

  it("keeps the first row's birth date and email when the later row leaves them empty; counts 5 contacts, not 6 rows", async () => {
    const csv = [
      'name,phone,email,birth_date',
      'Juma,0715000001,juma@example.com,1988-07-07',
      'Asha,0715000002,,',
      'Neema,0715000003,,',
      'Juma Ali,0715000001,,',
      'Baraka,0715000004,,',
      'Rehema,0715000005,,',
    ].join('\n');
    const res = await csvUpload(tenant, csv);
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual(counts(res.data), [5, 0, 0]);
    assert.equal(res.data.message, 'Import finished: 5 imported, 0 updated, 0 skipped.');
    assert.deepEqual(await contactOf(tenant, '255715000001'), ['Juma Ali', 'juma@example.com', '1988-07-07']);
    assert.equal(await Contact.count({ where: { tenantId: tenant.tenant.id } }), 5);
  });

  it('fills a value from a later row and lets a later non-empty value win', async () => {
    const csv =
      'name,phone,email,birth_date\nJuma,0715000011,,1988-07-07\nJuma,0715000011,juma@example.com,\nJuma,0715000011,ali@example.com,1989-01-02\n';
    const res = await csvUpload(tenant, csv);
    assert.deepEqual(counts(res.data), [1, 0, 0]);
    assert.deepEqual(await contactOf(tenant, '255715000011'), ['Juma', 'ali@example.com', '1989-01-02']);
  });

  it('never lets an empty cell erase a stored value, and counts a stored contact given twice as one update', async () => {
    await tenant.api.post('/contacts', {
      name: 'Juma',
      phone: '0715000021',
      email: 'juma@example.com',
      birth_date: '1988-07-07',
    });
    const res = await csvUpload(
      tenant,
      'name,phone,email,birth_date\nJuma Ali,0715000021,,\nJuma A.,0715000021,,\nAsha,0715000022,,\n',
    );
    assert.deepEqual(counts(res.data), [1, 1, 0]);
    assert.deepEqual(await contactOf(tenant, '255715000021'), ['Juma A.', 'juma@example.com', '1988-07-07']);
  });

  it('merges rows of one phone written in different batches, counting the contact once', async function () {
    this.timeout(30_000);
    const filler = Array.from(
      { length: IMPORT_BATCH_SIZE },
      (_, i) => `Mwanachama ${i},07160${String(i).padStart(5, '0')},,`,
    );
    const csv = [
      'name,phone,email,birth_date',
      'Juma,0715000031,juma@example.com,1988-07-07',
      ...filler,
      'Juma Ali,0715000031,,',
    ].join('\n');
    const res = await csvUpload(tenant, csv);
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual(counts(res.data), [IMPORT_BATCH_SIZE + 1, 0, 0]);
    assert.deepEqual(await contactOf(tenant, '255715000031'), ['Juma Ali', 'juma@example.com', '1988-07-07']);
  });

  it('merges vCards of one phone the same way', async () => {
    const cards = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Juma',
      'TEL;TYPE=CELL:0715000041',
      'EMAIL:juma@example.com',
      'BDAY:1988-07-07',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Juma Ali',
      'TEL;TYPE=CELL:+255715000041',
      'END:VCARD',
    ].join('\r\n');
    const res = await vcfUpload(tenant, cards);
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual(counts(res.data), [1, 0, 0]);
    assert.deepEqual(await contactOf(tenant, '255715000041'), ['Juma Ali', 'juma@example.com', '1988-07-07']);
  });
});
