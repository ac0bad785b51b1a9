import assert from 'node:assert/strict';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import axios from 'axios';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { uploadFile } from '../helpers/uploads';
import { createEvent } from '../helpers/events';
import { testEnv } from '../helpers/env';
import { Contact, EventInvitee } from '../../db/models';
import { AppError } from '../../api/http/errors/errors';
import { UploadParser } from '../../api/contacts/imports/parse-pool';
import { INVALID_PHONE_MESSAGE } from '../../domain/contacts/phone';

/** What a request answered and what `/healthz` took, one request after the other, while it was being answered. */
async function healthzWhile<T>(work: Promise<T>): Promise<{ result: T; elapsed: number; healthz: number[] }> {
  const started = performance.now();
  let settled = false;
  const tracked = work.finally(() => {
    settled = true;
  });
  const healthz: number[] = [];
  while (!settled) {
    const sent = performance.now();
    const res = await axios.get(`${testEnv().baseUrl}/healthz`, { timeout: 60_000 });
    assert.equal(res.status, 200);
    healthz.push(performance.now() - sent);
  }
  const result = await tracked;
  return { result, elapsed: performance.now() - started, healthz };
}

/**
 * The API kept answering: /healthz was asked during the upload and never waited a second. Parsed on the event loop
 * these files held it for 2 to 29 s; a second leaves room for a machine busy with other work (tests run in parallel).
 */
function assertResponsive(healthz: number[]): void {
  assert.ok(healthz.length > 0);
  const slowest = Math.max(...healthz);
  assert.ok(slowest < 1_000, `slowest /healthz ${slowest.toFixed(0)} ms of ${healthz.length}`);
}

const card = (property: string) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Juma Ali\r\n${property}\r\nEND:VCARD\r\n`;
/** The card: one TEL line carrying `;X=a` a million times (4 MB, under the 5 MB limit). */
const hostileCard = card(`TEL${';X=a'.repeat(1_000_000)}:0712000001`);
/** The same trick within the line length bound: 200,000 parameters in 800 kB. */
const manyParametersCard = card(`TEL${';X=a'.repeat(200_000)}:0712000001`);
/** A header of five million commas. */
const commasHeader = `name,phone${','.repeat(5_000_000)}\nJuma Ali,0712000001\n`;
const badRows = (count: number) =>
  [
    'name,phone,email,birth_date',
    ...Array.from({ length: count }, (_, i) => `x${i},12${i},not-an-email,99/99/9999`),
  ].join('\n');
const validRows = (count: number) =>
  ['name,phone', ...Array.from({ length: count }, (_, i) => `Contact ${i},0713${String(i).padStart(6, '0')}`)].join(
    '\n',
  );

const contactCount = (s: TenantSession) => Contact.count({ where: { tenantId: s.tenant.id } });
const csvUpload = (s: TenantSession, content: string) =>
  uploadFile(s.api, '/contacts/import/csv', 'contacts.csv', content, { type: 'text/csv' });
const vcfUpload = (s: TenantSession, content: string) =>
  uploadFile(s.api, '/contacts/import/vcf', 'contacts.vcf', content, { type: 'text/vcard' });

describe('upload isolation: hostile files are refused off the event loop', () => {
  let tenant: TenantSession;
  before(async () => {
    // The first upload of the process starts the parsing thread; later timings are the uploads' own.
    const warm = await createTenantSession();
    assert.equal((await csvUpload(warm, 'name,phone\nJuma Ali,0712000001\n')).status, 200);
  });
  beforeEach(async () => {
    tenant = await createTenantSession();
  });

  it('refuses the vCard whose TEL line has a million parameters with a 422 naming the line bound, quickly, and keeps answering', async () => {
    const { result: res, elapsed, healthz } = await healthzWhile(vcfUpload(tenant, hostileCard));
    assert.equal(res.status, 422, JSON.stringify(res.data).slice(0, 300));
    assert.deepEqual(res.data.errors.file, [
      'The property on line 4 is longer than the limit of 1,048,576 characters.',
    ]);
    assert.ok(elapsed < 5_000, `${elapsed.toFixed(0)} ms`);
    assertResponsive(healthz);
    assert.equal(await contactCount(tenant), 0);
  });

  it('refuses a vCard property with more parameters than the bound, also when its lines are folded', async () => {
    const { result: res, healthz } = await healthzWhile(vcfUpload(tenant, manyParametersCard));
    assert.equal(res.status, 422, JSON.stringify(res.data).slice(0, 300));
    assert.deepEqual(res.data.errors.file, ['The property on line 4 has more than the limit of 20 parameters.']);
    assertResponsive(healthz);
    const folded = await vcfUpload(tenant, card(`TEL${'\r\n ;TYPE=CELL'.repeat(21)}:0712000001`));
    assert.equal(folded.status, 422, JSON.stringify(folded.data).slice(0, 300));
    assert.deepEqual(folded.data.errors.file, ['The property on line 4 has more than the limit of 20 parameters.']);
    assert.equal(await contactCount(tenant), 0);
  });

  it('refuses a CSV header of 5 MB of commas with a 422 naming the line bound, and a header of 201 columns naming the column bound', async () => {
    const { result: res, elapsed, healthz } = await healthzWhile(csvUpload(tenant, commasHeader));
    assert.equal(res.status, 422, JSON.stringify(res.data).slice(0, 300));
    assert.deepEqual(res.data.errors.file, ['Line 1 is longer than the limit of 65,536 bytes per line.']);
    assert.ok(elapsed < 5_000, `${elapsed.toFixed(0)} ms`);
    assertResponsive(healthz);
    const wide = await csvUpload(tenant, `name,phone${',x'.repeat(199)}\nJuma Ali,0712000001\n`);
    assert.equal(wide.status, 422, JSON.stringify(wide.data).slice(0, 300));
    assert.deepEqual(wide.data.errors.file, ['Line 1 has more than the limit of 200 columns.']);
    const wideRow = await csvUpload(tenant, `name,phone\nJuma Ali,0712000001${',x'.repeat(199)}\n`);
    assert.deepEqual(
      [wideRow.status, wideRow.data.errors?.file],
      [422, ['Line 2 has more than the limit of 200 columns.']],
    );
    assert.equal(await contactCount(tenant), 0);
  });

  it('refuses a CSV of more rows than the bound with a 422 naming it', async () => {
    const rows = `name,phone\n${'a,1\n'.repeat(200_000)}`;
    const { result: res, healthz } = await healthzWhile(csvUpload(tenant, rows));
    assert.equal(res.status, 422, JSON.stringify(res.data).slice(0, 300));
    assert.deepEqual(res.data.errors.file, ['The file has more than the limit of 200,000 rows.']);
    assertResponsive(healthz);
    assert.equal(await contactCount(tenant), 0);
  });

  it('checks 80,000 bad rows off the event loop: each is skipped, nothing is stored, /healthz keeps answering', async () => {
    const { result: res, healthz } = await healthzWhile(csvUpload(tenant, badRows(80_000)));
    assert.equal(res.status, 200, JSON.stringify(res.data).slice(0, 500));
    assert.deepEqual(
      [res.data.imported, res.data.updated, res.data.skipped, res.data.errors.length],
      [0, 0, 80_000, 1000],
    );
    assert.deepEqual(res.data.errors[0], {
      row: 2,
      message: `${INVALID_PHONE_MESSAGE} The email must be a valid email address. The birth date must be a past date as YYYY-MM-DD or DD/MM/YYYY.`,
    });
    assertResponsive(healthz);
    assert.equal(await contactCount(tenant), 0);
  });

  it('still imports a normal file of 10,000 rows', async () => {
    const { result: res, healthz } = await healthzWhile(csvUpload(tenant, validRows(10_000)));
    assert.equal(res.status, 200, JSON.stringify(res.data).slice(0, 500));
    assert.deepEqual([res.data.imported, res.data.skipped], [10_000, 0]);
    assertResponsive(healthz);
    assert.equal(await contactCount(tenant), 10_000);
  });

  it('refuses the same hostile files in the invitee import, storing no invitee', async () => {
    const event = await createEvent(tenant);
    const path = `/events/${event.id}/invitees/import/file`;
    const vcf = await healthzWhile(uploadFile(tenant.api, path, 'wageni.vcf', hostileCard, { type: 'text/vcard' }));
    assert.equal(vcf.result.status, 422, JSON.stringify(vcf.result.data).slice(0, 300));
    assert.deepEqual(vcf.result.data.errors.file, [
      'The property on line 4 is longer than the limit of 1,048,576 characters.',
    ]);
    assertResponsive(vcf.healthz);
    const csv = await healthzWhile(uploadFile(tenant.api, path, 'wageni.csv', commasHeader, { type: 'text/csv' }));
    assert.equal(csv.result.status, 422, JSON.stringify(csv.result.data).slice(0, 300));
    assert.deepEqual(csv.result.data.errors.file, ['Line 1 is longer than the limit of 65,536 bytes per line.']);
    assertResponsive(csv.healthz);
    const bad = await healthzWhile(uploadFile(tenant.api, path, 'wageni.csv', badRows(80_000), { type: 'text/csv' }));
    assert.equal(bad.result.status, 200);
    assert.deepEqual([bad.result.data.imported, bad.result.data.skipped], [0, 80_000]);
    // Invitee rows keep no birth date, so it is not checked.
    assert.equal(
      bad.result.data.errors[0].message,
      `${INVALID_PHONE_MESSAGE} The email must be a valid email address.`,
    );
    assertResponsive(bad.healthz);
    assert.equal(await EventInvitee.count({ where: { eventId: event.id } }), 0);
  });
});

describe('upload parser pool', () => {
  const csv = (rows: string) => ({ format: 'csv' as const, content: Buffer.from(rows), fields: 'contact' as const });

  it('terminates a thread past the budget, refuses its file naming the budget, and parses the next file in a new thread', async () => {
    const parser = new UploadParser({ threads: 1, maxQueue: 8, budgetMs: 100 });
    try {
      const started = performance.now();
      assert.deepEqual(await parser.parse(csv(badRows(150_000))), {
        ok: false,
        message: 'The file took more than the limit of 0.1 s of processing time to read.',
      });
      assert.ok(performance.now() - started < 10_000);
      const next = await parser.parse(csv('name,phone\nJuma Ali,0712000001\n'));
      assert.deepEqual(next, {
        ok: true,
        rows: [
          { row: 2, ok: true, contact: { name: 'Juma Ali', phone: '255712000001', email: null, birthDate: null } },
        ],
      });
    } finally {
      await parser.close();
    }
  });

  it('answers 503 with Retry-After once its queue is full, and still parses what it queued', async () => {
    const parser = new UploadParser({ threads: 1, maxQueue: 1, budgetMs: 60_000 });
    try {
      await parser.parse(csv(validRows(1))); // the thread is up: the next file runs at once, the one after waits
      const running = parser.parse(csv(badRows(20_000)));
      const queued = parser.parse(csv(validRows(10)));
      await assert.rejects(parser.parse(csv(validRows(10))), (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.deepEqual(
          [err.status, err.message, err.headers],
          [503, 'The server is busy reading other uploads. Please try again shortly.', { 'Retry-After': '5' }],
        );
        return true;
      });
      const [first, second] = await Promise.all([running, queued]);
      assert.deepEqual([first.ok && first.rows.length, second.ok && second.rows.length], [20_000, 10]);
    } finally {
      await parser.close();
    }
  });
});

/**
 * Sends a request's headers and then its body slowly (64 kB at a time, each once the previous one left), and
 * records what came back and how much of the body had been written when the server closed the connection.
 */
async function slowRequest(
  head: string,
  bodyBytes: number,
  chunked = false,
): Promise<{ answer: string; written: number }> {
  const { hostname, port } = new URL(testEnv().baseUrl);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  let written = 0;
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
  });
  const whenClosed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closed = true;
      resolve();
    }),
  );
  socket.on('error', () => undefined); // EPIPE / ECONNRESET once the server has closed: what is measured here
  socket.write(head);
  const data = Buffer.alloc(64 * 1024, 'a');
  const chunk = chunked
    ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
    : data;
  let failed = false;
  while (!closed && !failed && written < bodyBytes) {
    const wrote = new Promise<boolean>((resolve) => socket.write(chunk, (err) => resolve(!err)));
    if (await Promise.race([wrote, whenClosed.then(() => false)])) written += data.length;
    else failed = true;
  }
  if (!failed) socket.end(); // all sent: the server read it all (the failure this measures); let it close
  await whenClosed;
  return { answer, written };
}

describe('request bodies past the limit', () => {
  const TWENTY_MB = 20 * 1024 * 1024;

  it('stops reading an upload past 5 MB: answers 422 and closes the connection before the client has sent the rest', async () => {
    const tenant = await createTenantSession();
    const head =
      [
        'POST /api/contacts/import/csv HTTP/1.1',
        `Host: ${new URL(testEnv().baseUrl).host}`,
        `Authorization: Bearer ${tenant.token}`,
        'Content-Type: multipart/form-data; boundary=slow',
        `Content-Length: ${TWENTY_MB}`,
        '',
        '',
      ].join('\r\n') +
      '--slow\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\nname,phone\r\n';
    const { answer, written } = await slowRequest(head, TWENTY_MB);
    assert.match(answer, /^HTTP\/1\.1 422 /);
    assert.match(answer, /\r\nConnection: close\r\n/i);
    assert.ok(answer.includes('The file may not be greater than 5 MB (5120 kilobytes).'), answer);
    assert.ok(written < 12 * 1024 * 1024, `${written} bytes written before the close`);
    assert.equal(await contactCount(tenant), 0);
  });

  it('answers 413 to a JSON body over 1 MB and closes the connection before the client has sent the rest', async () => {
    const head = [
      'POST /api/login HTTP/1.1',
      `Host: ${new URL(testEnv().baseUrl).host}`,
      'Content-Type: application/json',
      `Content-Length: ${TWENTY_MB}`,
      '',
      '',
    ].join('\r\n');
    const { answer, written } = await slowRequest(head, TWENTY_MB);
    assert.match(answer, /^HTTP\/1\.1 413 /);
    assert.ok(answer.includes('{"message":"The request body is too large.","code":"body_too_large"}'), answer);
    assert.ok(written < 12 * 1024 * 1024, `${written} bytes written before the close`);
  });

  it('answers 413 to a chunked JSON body once it passes 1 MB and closes the connection before the client has sent the rest', async () => {
    const head = [
      'POST /api/login HTTP/1.1',
      `Host: ${new URL(testEnv().baseUrl).host}`,
      'Content-Type: application/json',
      'Transfer-Encoding: chunked',
      '',
      '',
    ].join('\r\n');
    const { answer, written } = await slowRequest(head, TWENTY_MB, true);
    assert.match(answer, /^HTTP\/1\.1 413 /);
    assert.ok(answer.includes('{"message":"The request body is too large.","code":"body_too_large"}'), answer);
    assert.ok(written < 12 * 1024 * 1024, `${written} bytes written before the close`);
  });
});
