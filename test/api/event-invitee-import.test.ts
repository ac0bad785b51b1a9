import assert from 'node:assert/strict';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { uploadFile } from '../helpers/uploads';
import { addInvitee, createEvent, showEvent } from '../helpers/events';
import { EventInvitee } from '../../db/models';

const path = (eventId: number) => `/events/${eventId}/invitees/import/file`;

describe('POST /events/{id}/invitees/import/file', () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession();
  });

  it('imports a CSV of name, phone and email, skipping invalid rows and phones already invited', async () => {
    const event = await createEvent(owner);
    await addInvitee(owner, event.id, { phone: '0716100003' });
    const csv = [
      '\uFEFFPhone;Name;Email;Birth Date;Table',
      '0716 100 001;Asha Mrisho;ASHA@example.com;not-a-date;4',
      '+255716100002;"Juma; the elder";;;',
      '255716100003;Already There;;;',
      '0716100001;Asha twice;;;',
      ';No Phone;;;',
      '0222123456;Fixed Line;;;',
    ].join('\r\n');
    const res = await uploadFile(owner.api, path(event.id), 'wageni.csv', csv, { type: 'text/csv' });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual([res.data.imported, res.data.skipped], [2, 4]);
    assert.match(res.data.message, /2 imported, 4 skipped/);
    assert.deepEqual(
      res.data.errors.map((e: { row: number }) => e.row),
      [6, 7],
    );
    const rows = await EventInvitee.findAll({ where: { eventId: event.id }, order: [['phone', 'ASC']], raw: true });
    assert.deepEqual(
      rows.map((r) => [r.phone, r.name, r.email, r.status]),
      [
        ['255716100001', 'Asha Mrisho', 'asha@example.com', 'pending'],
        ['255716100002', 'Juma; the elder', null, 'pending'],
        ['255716100003', 'Asha Mrisho', null, 'pending'],
      ],
    );
    assert.equal(rows.filter((r) => /^[A-Za-z0-9_-]{43}$/.test(r.publicToken)).length, 3);
    assert.equal((await showEvent(owner, event.id)).invitees_count, 3);
  });

  it('imports a vCard file with the shared contact parser', async () => {
    const event = await createEvent(owner);
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Neema Mushi',
      'TEL;TYPE=HOME:0222123456',
      'TEL;TYPE=CELL:0716 200 001',
      'EMAIL:neema@example.com',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:4.0',
      'N:Ali;Juma;;;',
      'TEL:+255716200002',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:No Number',
      'END:VCARD',
    ].join('\r\n');
    const res = await uploadFile(owner.api, path(event.id), 'simu.vcf', vcf);
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual([res.data.imported, res.data.skipped], [2, 1]);
    const names = (await EventInvitee.findAll({ where: { eventId: event.id }, order: [['phone', 'ASC']] })).map((i) => [
      i.name,
      i.phone,
      i.email,
    ]);
    assert.deepEqual(names, [
      ['Neema Mushi', '255716200001', 'neema@example.com'],
      ['Juma Ali', '255716200002', null],
    ]);
  });

  it('answers 422 errors.file for a wrong type, an empty file, a missing header and a missing file field', async () => {
    const event = await createEvent(owner);
    const cases = [
      await uploadFile(owner.api, path(event.id), 'guests.xlsx', 'PK\u0003\u0004'),
      await uploadFile(owner.api, path(event.id), 'guests.csv', ''),
      await uploadFile(owner.api, path(event.id), 'guests.csv', 'jina,simu\nAsha,0716300001\n'),
      await uploadFile(owner.api, path(event.id), 'guests.csv', 'name,phone\n', {}),
      await uploadFile(owner.api, path(event.id), 'guests.csv', 'name,phone\nA,0716300001\n', { field: 'upload' }),
    ];
    for (const res of cases) {
      assert.equal(res.status, 422);
      assert.deepEqual(Object.keys(res.data.errors), ['file']);
    }
    assert.match(cases[0].data.errors.file[0], /CSV \(\.csv\) file or a vCard/);
    assert.equal(await EventInvitee.count({ where: { eventId: event.id } }), 0);
  });

  it('refuses a file over 5 MB while streaming and imports nothing from it', async () => {
    const event = await createEvent(owner);
    const padding = 'x'.repeat(10_000);
    const rows = ['name,phone,notes'];
    for (let i = 0; i < 600; i++) rows.push(`Guest ${i},0716${String(400_000 + i).padStart(6, '0')},${padding}`);
    const csv = rows.join('\n');
    assert.ok(Buffer.byteLength(csv) > 5 * 1024 * 1024);
    const res = await uploadFile(owner.api, path(event.id), 'big.csv', csv);
    assert.equal(res.status, 422);
    assert.match(res.data.errors.file[0], /5 MB/);
    assert.equal(await EventInvitee.count({ where: { eventId: event.id } }), 0);
  });

  it("answers 404 for another tenant's event and 403 without events.manage_invitees", async () => {
    const event = await createEvent(owner);
    const stranger = await createTenantSession();
    const foreign = await uploadFile(stranger.api, path(event.id), 'g.csv', 'name,phone\nA,0716500001\n');
    assert.equal(foreign.status, 404);
    const viewer = await createMemberSession(owner, ['events.view']);
    assert.equal((await uploadFile(viewer.api, path(event.id), 'g.csv', 'name,phone\nA,0716500001\n')).status, 403);
    assert.equal(await EventInvitee.count({ where: { eventId: event.id } }), 0);
  });
});
