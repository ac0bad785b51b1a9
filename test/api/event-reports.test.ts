import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, recordPayment } from '../helpers/events';
import { EventInvitee } from '../../db/models';

const run = promisify(execFile);

/** The PDF's text as poppler reads it (`-layout`) and its page count. */
async function readPdf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'event-report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, pdf);
    const [{ stdout: text }, { stdout: info }] = await Promise.all([
      run('pdftotext', ['-layout', file, '-']),
      run('pdfinfo', [file]),
    ]);
    return { text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const row = (text: string, ...cells: string[]) =>
  assert.match(
    text,
    new RegExp(`^\\s*${cells.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+')}\\s*$`, 'm'),
    cells.join(' | '),
  );

describe('event reports', () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession({ orgName: `Kamati ya Harusi ${Date.now()}` });
  });

  it('exports every invitee as CSV with status, pledge, paid and balance, neutralising formula-like text cells', async () => {
    const event = await createEvent(owner);
    const asha = await addInvitee(owner, event.id, {
      name: 'Asha "Mama" Juma',
      pledge_amount: 50_000,
      email: 'asha@example.com',
      status: 'confirmed',
    });
    await recordPayment(owner, event.id, asha.id, 20_000);
    const hostile = [
      '=HYPERLINK("http://evil.example","x")',
      '+255 pays',
      '-2+3',
      '@SUM(A1:A9)',
      '\tTabbed',
      '\rReturned',
    ];
    for (const name of hostile) {
      const invitee = await addInvitee(owner, event.id, { name: 'placeholder', pledge_amount: 1000 });
      // Imported names keep such characters; the API trims, so they are written as an import would.
      await EventInvitee.update(
        { name, email: name.startsWith('=') ? '=cmd|calc@example.com' : null },
        { where: { id: invitee.id } },
      );
    }
    const overpaid = await addInvitee(owner, event.id, { name: 'Overpaid', pledge_amount: 100, status: 'declined' });
    await recordPayment(owner, event.id, overpaid.id, 300);

    const res = await owner.api.get(`/events/${event.id}/report.csv`, { responseType: 'arraybuffer' });
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.match(String(res.headers['content-disposition']), /attachment; filename="event-\d+-invitees\.csv"/);
    const body = Buffer.from(res.data as ArrayBuffer).toString('utf8');
    assert.ok(body.startsWith('\uFEFF"Name","Phone"'), 'BOM, then every cell quoted');
    const records = parse(body.replace(/^\uFEFF/, ''), { relax_quotes: false }) as string[][];
    assert.deepEqual(records[0], [
      'Name',
      'Phone',
      'Email',
      'Status',
      'Pledge (TZS)',
      'Paid (TZS)',
      'Balance (TZS)',
      'Guests admitted',
      'Paid cash (TZS)',
      'Paid mobile money (TZS)',
      'Paid bank (TZS)',
      'Paid other (TZS)',
    ]);
    assert.deepEqual(records[1], [
      'Asha "Mama" Juma',
      asha.phone,
      'asha@example.com',
      'confirmed',
      '50000',
      '20000',
      '30000',
      '0',
      '20000',
      '0',
      '0',
      '0',
    ]);
    assert.deepEqual(
      records.slice(2, 8).map((r) => r[0]),
      hostile.map((name) => `'${name}`),
    );
    assert.equal(records[2][2], "'=cmd|calc@example.com");
    assert.deepEqual(records[8].slice(3), ['declined', '100', '300', '0', '0', '300', '0', '0', '0']);
    assert.equal(records.length, 9);
  });

  it('summarises the event on one PDF page: funnel, money against the target and the top outstanding pledges', async () => {
    const event = await createEvent(owner, {
      name: 'Harambee ya Kanisa',
      type: 'harambee',
      event_date: '2026-09-19',
      venue: 'Kanisa Kuu',
      target_amount: 1_000_000,
    });
    const invitees = [];
    for (let n = 1; n <= 14; n++)
      invitees.push(
        await addInvitee(owner, event.id, {
          name: `Mchangiaji ${n}`,
          pledge_amount: n * 10_000,
          status: n <= 6 ? 'confirmed' : 'invited',
        }),
      );
    await addInvitee(owner, event.id, { name: 'Bila Ahadi 😀', status: 'declined' });
    await recordPayment(owner, event.id, invitees[13].id, 140_000);
    await recordPayment(owner, event.id, invitees[0].id, 5000);

    const res = await owner.api.get(`/events/${event.id}/report.pdf`, { responseType: 'arraybuffer' });
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^application\/pdf/);
    const { text, pages } = await readPdf(Buffer.from(res.data as ArrayBuffer));
    assert.equal(pages, 1);
    assert.match(text, new RegExp(owner.tenant.name));
    assert.match(text, /Harambee ya Kanisa/);
    assert.match(text, /harambee\s+·\s+19\/09\/2026\s+·\s+Kanisa Kuu\s+·\s+status: draft/);
    row(text, 'Invited', '15', '100%');
    row(text, 'Confirmed', '6', '40%');
    row(text, 'Pledged', '14', '93%');
    row(text, 'Paid', '2', '13%');
    assert.match(text, /Declined: 1/);
    row(text, 'Target', 'TZS 1,000,000');
    row(text, 'Pledged', 'TZS 1,050,000 (105% of target)');
    row(text, 'Collected', 'TZS 145,000 (15% of target)');
    row(text, 'Outstanding pledges', 'TZS 905,000');
    assert.match(text, /Top 10 outstanding pledges/);
    const listed = [...text.matchAll(/^\s*(Mchangiaji \d+)\s/gm)].map((m) => m[1]);
    assert.deepEqual(
      listed,
      [13, 12, 11, 10, 9, 8, 7, 6, 5, 4].map((n) => `Mchangiaji ${n}`),
      'largest balance first; the fully paid one is left out',
    );
    row(text, 'Mchangiaji 13', invitees[12].phone, 'TZS 130,000', 'TZS 0', 'TZS 130,000');
  });

  it('adds attendance and the payments per method to the CSV and the PDF', async () => {
    const event = await createEvent(owner, { name: 'Harusi ya Neema', status: 'active' });
    const family = await addInvitee(owner, event.id, { name: 'Familia Mushi', admits: 4, pledge_amount: 20_000 });
    const single = await addInvitee(owner, event.id, { name: 'Juma Ali' });
    await addInvitee(owner, event.id, { name: 'Hakuja' });
    for (const [invitee, guests] of [
      [family, 3],
      [single, 1],
    ] as const) {
      const admitted = await owner.api.post(`/events/${event.id}/check-ins`, { code: invitee.entry_code, guests });
      assert.equal(admitted.status, 201, JSON.stringify(admitted.data));
    }
    await recordPayment(owner, event.id, family.id, 1_000);
    await recordPayment(owner, event.id, family.id, 5_000, { payment_method: 'mobile_money' });
    await recordPayment(owner, event.id, single.id, 2_500, { payment_method: 'mobile_money' });

    const csv = await owner.api.get(`/events/${event.id}/report.csv`, { responseType: 'arraybuffer' });
    const records = parse(
      Buffer.from(csv.data as ArrayBuffer)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    ) as string[][];
    assert.deepEqual(
      records.slice(1).map((r) => [r[0], ...r.slice(7)]),
      [
        ['Familia Mushi', '3', '1000', '5000', '0', '0'],
        ['Juma Ali', '1', '0', '2500', '0', '0'],
        ['Hakuja', '0', '0', '0', '0', '0'],
      ],
    );

    const pdf = await owner.api.get(`/events/${event.id}/report.pdf`, { responseType: 'arraybuffer' });
    const { text, pages } = await readPdf(Buffer.from(pdf.data as ArrayBuffer));
    assert.equal(pages, 1);
    row(text, 'Cash', '1', 'TZS 1,000');
    row(text, 'Mobile money', '2', 'TZS 7,500');
    row(text, 'Bank', '0', 'TZS 0');
    row(text, 'Other', '0', 'TZS 0');
    assert.match(text, /Checked in: 2 invitees\s+·\s+Guests admitted: 4/);
  });

  it("answers 404 for another tenant's event and 403 without events.view", async () => {
    const event = await createEvent(owner);
    const stranger = await createTenantSession();
    for (const file of ['report.csv', 'report.pdf']) {
      assert.equal((await stranger.api.get(`/events/${event.id}/${file}`)).status, 404, file);
      assert.equal((await owner.api.get(`/events/999999999/${file}`)).status, 404, file);
    }
    const member = await createMemberSession(owner, ['events', 'events.edit']);
    assert.equal((await member.api.get(`/events/${event.id}/report.csv`)).status, 403);
    assert.equal((await member.api.get(`/events/${event.id}/report.pdf`)).status, 403);
    const viewer = await createMemberSession(owner, ['events.view']);
    assert.equal((await viewer.api.get(`/events/${event.id}/report.pdf`)).status, 200);
  });
});
