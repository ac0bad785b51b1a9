import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { superAdminToken, trpcCall } from '../helpers/trpc';
import { paymentSandbox, purchaseRow, startCheckout } from '../helpers/payments';
import { waitFor } from '../helpers/wait-for';

const run = promisify(execFile);

/** The receipt's text as poppler reads it back (`-layout` keeps each label on the line of its value). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'receipt-'));
  try {
    const file = path.join(dir, 'receipt.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function fetchReceipt(
  session: TenantSession,
  purchaseId: number,
): Promise<{ status: number; type: string; body: Buffer }> {
  const res = await session.api.get(`/sms-purchases/${purchaseId}/receipt`, { responseType: 'arraybuffer' });
  return { status: res.status, type: String(res.headers['content-type']), body: Buffer.from(res.data as ArrayBuffer) };
}

const eat = (date: Date): string =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Dar_es_Salaam',
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date)} EAT`;

/** Asserts "label   value" on one line of the text. */
function assertRow(text: string, label: string, value: string): void {
  const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  assert.match(text, new RegExp(`^\\s*${escaped(label)}\\s+${escaped(value)}\\s*$`, 'm'), `${label}: ${value}`);
}

describe('GET /sms-purchases/{id}/receipt', () => {
  it('is a PDF with the organization, number, dates, channel, quantity, prices, method and code of an online purchase', async () => {
    const session = await createTenantSession({ orgName: `Neema Events & Co ${Date.now()}` });
    const checkout = await startCheckout(session, 5000);
    const settled = await paymentSandbox().settle(checkout.orderTrackingId, 'complete', { payment_method: 'MpesaTZ' });
    await waitFor(async () => (await purchaseRow(checkout.purchaseId)).status === 'approved', 15_000);
    const row = await purchaseRow(checkout.purchaseId);

    const receipt = await fetchReceipt(session, checkout.purchaseId);
    assert.equal(receipt.status, 200);
    assert.match(receipt.type, /^application\/pdf/);
    assert.equal(receipt.body.subarray(0, 5).toString(), '%PDF-');
    const text = await pdfText(receipt.body);
    assertRow(text, 'Organization', session.tenant.name);
    assertRow(text, 'Receipt number', `RCT-${String(checkout.purchaseId).padStart(6, '0')}`);
    assertRow(text, 'Purchase date', eat(row.createdAt));
    assertRow(text, 'Payment date', eat(row.approvedAt!));
    assertRow(text, 'Channel', 'SMS credits');
    assertRow(text, 'Quantity', '5,000');
    assertRow(text, 'Unit price', 'TZS 25');
    assertRow(text, 'Total', 'TZS 125,000');
    assertRow(text, 'Payment method', 'MpesaTZ');
    assertRow(text, 'Confirmation code', settled.data.confirmation_code);
    assertRow(text, 'Merchant reference', row.merchantReference!);
  });

  it('shows a manual chat top-up with its transfer reference once approved, and answers 422 {message} before', async () => {
    const session = await createTenantSession();
    const created = await session.api.post('/sms-purchases', {
      channel: 'chat',
      sms_quantity: 40,
      transaction_reference: 'TIGO-5521X',
      payer_phone: '0754000111',
    });
    const id = created.data.data.id as number;
    const pending = await session.api.get(`/sms-purchases/${id}/receipt`);
    assert.equal(pending.status, 422);
    assert.deepEqual(Object.keys(pending.data), ['message', 'code']);
    assert.equal(pending.data.code, 'receipt_not_available');

    await trpcCall('mutation', 'admin.purchases.approve', { purchaseId: id }, await superAdminToken());
    const text = await pdfText((await fetchReceipt(session, id)).body);
    assertRow(text, 'Channel', 'Chat credits');
    assertRow(text, 'Quantity', '40');
    assertRow(text, 'Unit price', 'TZS 50');
    assertRow(text, 'Total', 'TZS 2,000');
    assertRow(text, 'Payment method', 'Manual transfer');
    assertRow(text, 'Confirmation code', 'TIGO-5521X');
    assertRow(text, 'Payer phone', '255754000111');
  });

  it('answers 422 for a rejected request', async () => {
    const session = await createTenantSession();
    const created = await session.api.post('/sms-purchases', {
      sms_quantity: 100,
      transaction_reference: 'X-1',
      payer_phone: '0754000111',
    });
    await trpcCall(
      'mutation',
      'admin.purchases.reject',
      { purchaseId: created.data.data.id, reason: 'unknown transfer' },
      await superAdminToken(),
    );
    const res = await session.api.get(`/sms-purchases/${created.data.data.id}/receipt`);
    assert.equal(res.status, 422);
    assert.match(res.data.message, /approved/);
  });
});
