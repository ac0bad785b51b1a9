import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { uploadFile } from '../helpers/uploads';
import { Contact } from '../../db/models';
import { createApp } from '../../api/http/app';
import { createAppServer } from '../../api/http/app-server';
import { createSequelize } from '../../db/sequelize';
import { createProviders } from '../../infra/providers';
import { logger } from '../../infra/logger';
import { testEnv } from '../helpers/env';

const csvUpload = (s: TenantSession, content: string | Buffer, filename = 'contacts.csv') =>
  uploadFile(s.api, '/contacts/import/csv', filename, content, { type: 'text/csv' });
const vcfUpload = (s: TenantSession, content: string, filename = 'contacts.vcf') =>
  uploadFile(s.api, '/contacts/import/vcf', filename, content, { type: 'text/vcard' });
const contactsOf = async (s: TenantSession) =>
  (await Contact.findAll({ where: { tenantId: s.tenant.id }, order: [['phone', 'ASC']] })).map((c) => [
    c.name,
    c.phone,
    c.email,
    c.birthDate,
  ]);

describe('contact import API', () => {
  let tenant: TenantSession;
  beforeEach(async () => {
    tenant = await createTenantSession();
  });

  describe('POST /contacts/import/csv', () => {
    it('imports valid rows and reports bad ones by file line number', async () => {
      const csv = [
        'name,phone,email,birth_date',
        'Juma Ali,0712000001,juma@example.com,1990-05-01',
        'Bad Phone,12345,,',
        ',0712000002,,',
        'Neema,+255 712 000 003,not-an-email,',
        '"Kimaro, Zuhura",0712000004,,31/12/1985',
      ].join('\n');
      const res = await csvUpload(tenant, csv);
      assert.equal(res.status, 200, JSON.stringify(res.data));
      assert.deepEqual([res.data.imported, res.data.updated, res.data.skipped], [2, 0, 3]);
      assert.deepEqual(
        res.data.errors.map((e: { row: number }) => e.row),
        [3, 4, 5],
      );
      assert.match(res.data.errors[0].message, /phone/);
      assert.match(res.data.errors[1].message, /name/);
      assert.match(res.data.errors[2].message, /email/);
      assert.equal(typeof res.data.message, 'string');
      assert.deepEqual(await contactsOf(tenant), [
        ['Juma Ali', '255712000001', 'juma@example.com', '1990-05-01'],
        ['Kimaro, Zuhura', '255712000004', null, '1985-12-31'],
      ]);
    });

    it('reads a BOM, semicolons, CRLF, any column order and case, and quoted fields holding delimiters and line breaks', async () => {
      const csv =
        '\uFEFFPhone;NAME;Birth Date;Email;Notes\r\n' +
        '0713000001;"Mushi; Neema";1991-01-01;;x\r\n' +
        '0713000002;"Two\r\nLines, Name";;b@example.com;y\r\n' +
        '\r\n' +
        '0713000003;Bad Date;2001-02-29;;z\r\n' +
        ';;;;\r\n';
      const res = await csvUpload(tenant, csv);
      assert.equal(res.status, 200, JSON.stringify(res.data));
      assert.deepEqual([res.data.imported, res.data.updated, res.data.skipped], [2, 0, 1]);
      assert.deepEqual(res.data.errors, [{ row: 6, message: res.data.errors[0].message }]);
      assert.match(res.data.errors[0].message, /birth date/i);
      assert.deepEqual(await contactsOf(tenant), [
        ['Mushi; Neema', '255713000001', null, '1991-01-01'],
        ['Two\nLines, Name', '255713000002', 'b@example.com', null],
      ]);
    });

    it('updates existing contacts by phone, merges duplicates in the file, and leaves other tenants alone', async () => {
      const other = await createTenantSession();
      await tenant.api.post('/contacts', { name: 'Old', phone: '0714000001', email: 'keep@example.com' });
      await other.api.post('/contacts', { name: 'Other tenant', phone: '0714000001' });
      const csv = 'name,phone\nNew Name,255714000001\nDup,0714000002\nDup Again,+255714000002\n';
      const res = await csvUpload(tenant, csv);
      assert.equal(res.status, 200);
      assert.deepEqual([res.data.imported, res.data.updated, res.data.skipped], [1, 1, 0]);
      assert.deepEqual(await contactsOf(tenant), [
        ['New Name', '255714000001', 'keep@example.com', null],
        ['Dup Again', '255714000002', null, null],
      ]);
      assert.deepEqual(await contactsOf(other), [['Other tenant', '255714000001', null, null]]);
    });

    it('refuses an empty file, a header without rows, missing columns, an unreadable CSV and a wrong type with 422 errors.file', async () => {
      const cases: Array<[string | Buffer, string]> = [
        ['', 'contacts.csv'],
        ['name,phone\n', 'contacts.csv'],
        ['fullname,mobile\nA,0712000001\n', 'contacts.csv'],
        ['name,phone\n"unclosed,0712000001\n', 'contacts.csv'],
        ['name,phone\nA,0712000001\n', 'contacts.xlsx'],
        [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x0a, 0x00]), 'contacts.csv'],
      ];
      for (const [content, filename] of cases) {
        const res = await csvUpload(tenant, content, filename);
        assert.equal(res.status, 422, `${filename}: ${JSON.stringify(res.data)}`);
        assert.ok(Array.isArray(res.data.errors.file), JSON.stringify(res.data));
      }
      assert.equal(await Contact.count({ where: { tenantId: tenant.tenant.id } }), 0);
    });

    it('answers 422 errors.file without a file field or without multipart', async () => {
      const wrongField = await uploadFile(tenant.api, '/contacts/import/csv', 'c.csv', 'name,phone\nA,0712000001\n', {
        field: 'document',
      });
      assert.equal(wrongField.status, 422);
      assert.ok(wrongField.data.errors.file);
      const json = await tenant.api.post('/contacts/import/csv', { file: 'name,phone' });
      assert.equal(json.status, 422);
      assert.ok(json.data.errors.file);
    });

    it('refuses a file over 5 MB and imports nothing from it', async () => {
      const rows = ['name,phone'];
      for (let i = 0; rows.length < 200_000; i++) rows.push(`Contact number ${i},0712${String(i).padStart(6, '0')}`);
      const csv = rows.join('\n');
      assert.ok(Buffer.byteLength(csv) > 5 * 1024 * 1024);
      const res = await csvUpload(tenant, csv);
      assert.equal(res.status, 422);
      assert.match(res.data.errors.file[0], /5 MB/);
      assert.equal(await Contact.count({ where: { tenantId: tenant.tenant.id } }), 0);
    });

    it('answers 403 to a member without contacts.import', async () => {
      const member = await createMemberSession(tenant, ['contacts.add', 'contacts.view']);
      const res = await uploadFile(member.api, '/contacts/import/csv', 'c.csv', 'name,phone\nA,0712000001\n');
      assert.equal(res.status, 403);
      assert.equal(await Contact.count({ where: { tenantId: tenant.tenant.id } }), 0);
    });
  });

  describe('POST /contacts/import/vcf', () => {
    const cards = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Juma Ali',
      'N:Ali;Juma;;;',
      'TEL;TYPE=HOME:0222123456',
      'TEL;TYPE=CELL:0716 000 001',
      'EMAIL;TYPE=INTERNET:Juma@Example.com',
      'BDAY:1990-02-28',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:4.0',
      'N:Mushi;Neema;;;',
      'TEL;VALUE=uri;TYPE="cell,voice":tel:+255-716-000-002',
      'BDAY:19850704',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:No Phone',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Single Number',
      'TEL:+255716000003',
      'END:VCARD',
    ].join('\r\n');

    it('imports several vCard 3.0 and 4.0 contacts, preferring the mobile number', async () => {
      const res = await vcfUpload(tenant, cards);
      assert.equal(res.status, 200, JSON.stringify(res.data));
      assert.deepEqual([res.data.imported, res.data.updated, res.data.skipped], [3, 0, 1]);
      assert.deepEqual(
        res.data.errors.map((e: { row: number }) => e.row),
        [16],
      );
      assert.deepEqual(await contactsOf(tenant), [
        ['Juma Ali', '255716000001', 'juma@example.com', '1990-02-28'],
        ['Neema Mushi', '255716000002', null, '1985-07-04'],
        ['Single Number', '255716000003', null, null],
      ]);
      const again = await vcfUpload(tenant, cards);
      assert.deepEqual([again.data.imported, again.data.updated], [0, 3]);
    });

    it('refuses a non-vCard file, an empty one and a wrong extension with 422 errors.file', async () => {
      for (const [content, filename] of [
        ['name,phone\nA,0712000001\n', 'contacts.vcf'],
        ['', 'contacts.vcf'],
        [cards, 'contacts.csv'],
      ]) {
        const res = await vcfUpload(tenant, content, filename);
        assert.equal(res.status, 422, filename);
        assert.ok(res.data.errors.file);
      }
      assert.equal(await Contact.count({ where: { tenantId: tenant.tenant.id } }), 0);
    });
  });

  it('reads a stalled upload before it opens its transaction: a process with one connection keeps answering', async () => {
    const env = testEnv();
    const sequelize = createSequelize(env.config.databaseUrl, { models: false, poolMax: 1 });
    const { server } = createAppServer(
      createApp({
        ...env.activityDeps,
        ...createProviders(env.config),
        config: env.config,
        temporal: env.temporal,
        logger,
        sequelize,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const upload = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contacts/import/csv',
        headers: {
          authorization: `Bearer ${tenant.token}`,
          'content-type': 'multipart/form-data; boundary=stall',
        },
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        upload
          .on('response', (res) => {
            let body = '';
            res
              .on('data', (chunk: Buffer) => {
                body += chunk.toString();
              })
              .on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
      upload.write(
        '--stall\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\nname,phone\r\nJuma Stall,0712000009\r\n',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The upload is mid-file; the process's only connection must still be free for other requests.
      const list = await axios.get(`http://127.0.0.1:${port}/api/contacts`, {
        headers: { authorization: `Bearer ${tenant.token}` },
        timeout: 5_000,
      });
      assert.equal(list.status, 200);
      upload.end('\r\n--stall--\r\n');
      const done = await answered;
      assert.equal(done.status, 200, done.body);
      assert.equal(JSON.parse(done.body).imported, 1);
      assert.deepEqual(await contactsOf(tenant), [['Juma Stall', '255712000009', null, null]]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await sequelize.close();
    }
  });
});
