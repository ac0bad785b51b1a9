import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, useConsoleBrowser } from '../helpers/console';
import { apiClient, createMemberSession, createTenantSession, uniqueName, type TenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import { insertMessage } from '../helpers/messages';
import { trpcCall } from '../helpers/trpc';
import { waitFor } from '../helpers/wait-for';
import { FIRST_LOAD_JS_BUDGET, firstLoadJsGzipBytes, firstLoadScripts } from '../../scripts/console-build';

const label = (text: string) => new RegExp(`^${text}`);

/** A manual top-up request of `quantity` SMS credits, as an organisation sends it (POST /sms-purchases). */
async function requestTopUp(session: TenantSession, quantity: number): Promise<number> {
  const res = await session.api.post('/sms-purchases', {
    sms_quantity: quantity,
    transaction_reference: `MPESA-${quantity}`,
    payer_phone: '0754 000 111',
  });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data.id as number;
}

describe('the admin console at /admin in a browser (headless Chromium, 390 × 844 unless said)', function () {
  this.timeout(120_000);
  const consoleBrowser = useConsoleBrowser('admin-');
  const { check } = consoleBrowser;
  let page: Page;
  async function newPage(viewport?: { width: number; height: number }) {
    page = await consoleBrowser.newPage(viewport);
  }

  async function signIn(email: string, password: string): Promise<void> {
    const response = await page.goto(`${testEnv().baseUrl}/admin`);
    assert.match(response!.headers()['content-security-policy']!, /script-src 'self';.*style-src 'self' 'nonce-/);
    await page.getByRole('heading', { name: 'Ingia kama msimamizi wa jukwaa' }).waitFor();
    await page.getByLabel(label('Barua pepe')).fill(email);
    await page.getByLabel(label('Nenosiri')).fill(password);
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
  }

  const signInAsPlatformAdmin = () => signIn(testEnv().config.superAdminEmail!, testEnv().config.superAdminPassword!);

  const smsBalance = async (session: TenantSession) => (await session.api.get('/balance')).data.sms_balance as number;

  it('approves one pending top-up (the balance rises by exactly its credits) and rejects another with a reason', async () => {
    await newPage();
    // An organisation has one pending request per channel at a time: the second is another organisation's.
    const session = await createTenantSession({ orgName: uniqueName('Kwaya ya Kariakoo') });
    const other = await createTenantSession({ orgName: uniqueName('Shule ya Msingi Mbezi') });
    const approved = await requestTopUp(session, 700);
    const rejected = await requestTopUp(other, 1200);
    // A message the gateway reported undeliverable, so the failures by provider code list it.
    await insertMessage(session.tenant.id, {
      status: 'UNDELIVERABLE',
      deliveryStatus: 'UNDELIVERABLE_NOT_DELIVERED',
      gatewayMessageId: `gw-${Date.now()}`,
    });
    await signInAsPlatformAdmin();
    await page.getByRole('heading', { name: 'Muhtasari' }).waitFor();
    await page.getByText('SMS zilizouzwa').waitFor();
    await page.getByText('UNDELIVERABLE_NOT_DELIVERED', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Ujumbe ulioshindwa kwa msimbo wa mtoa huduma (siku 7)' }).waitFor();
    await check('overview');

    await page.getByRole('link', { name: 'Manunuzi' }).click();
    const approvedCard = page.getByRole('article', { name: `Ununuzi #${approved}` });
    await approvedCard.getByText(session.tenant.name).waitFor();
    await approvedCard.getByText('Mlipaji: 0754 000 111').waitFor();
    await check('purchases');
    assert.equal(await smsBalance(session), 0);
    await approvedCard.getByRole('button', { name: 'Idhinisha' }).click();
    await waitFor(async () => (await smsBalance(session)) === 700);
    await approvedCard.waitFor({ state: 'detached' }); // off the pending list

    const rejectedCard = page.getByRole('article', { name: `Ununuzi #${rejected}` });
    await rejectedCard.getByRole('button', { name: 'Kataa' }).click();
    await rejectedCard.getByLabel(label('Sababu ya kukataa')).fill('Kumbukumbu ya M-Pesa haipatikani');
    await check('purchase-reject');
    await rejectedCard.getByRole('button', { name: 'Kataa ombi' }).click();
    await rejectedCard.waitFor({ state: 'detached' });
    await page.locator('label', { hasText: 'Yamekataliwa' }).click();
    await page
      .getByRole('article', { name: `Ununuzi #${rejected}` })
      .getByText('Sababu ya kukataliwa: Kumbukumbu ya M-Pesa haipatikani')
      .waitFor();
    const history = (await other.api.get('/sms-purchases')).data.data as Array<Record<string, unknown>>;
    const row = history.find((p) => p.id === rejected)!;
    assert.equal(row.status, 'rejected');
    assert.equal(row.rejection_reason, 'Kumbukumbu ya M-Pesa haipatikani');
    assert.equal(await smsBalance(other), 0, 'the rejected request credited nothing');
    assert.equal(await smsBalance(session), 700);

    await page.getByText('EN', { exact: true }).click();
    await page.locator('label', { hasText: 'Rejected' }).waitFor();
    await check('purchases');
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByText('SMS credits sold').waitFor();
    await check('overview');
  });

  it('deactivating an organisation makes its API calls answer 403, and activating it lets them through again', async () => {
    await newPage();
    const session = await createTenantSession({ orgName: uniqueName('Duka la Mama Neema') });
    assert.equal((await session.api.get('/balance')).status, 200);
    await signInAsPlatformAdmin();
    await page.getByRole('link', { name: 'Mashirika' }).click();
    await page.getByLabel(label('Tafuta kwa jina')).fill(session.tenant.name);
    const card = page.getByRole('article', { name: session.tenant.name });
    await card.getByText('Linatumika').waitFor();
    await check('tenants');
    await card.getByRole('button', { name: 'Zima shirika' }).click();
    await card.getByText('Limezimwa').waitFor();
    const refused = await session.api.get('/balance');
    assert.equal(refused.status, 403);
    await check('tenant-deactivated');

    await page.getByText('EN', { exact: true }).click();
    await card.getByRole('button', { name: 'Activate' }).click();
    await card.getByText('Active', { exact: true }).waitFor();
    assert.equal((await session.api.get('/balance')).status, 200);
    await card.getByRole('button', { name: 'Adjust credits' }).click();
    await card.getByLabel(label('Amount')).fill('250');
    await card.getByLabel(label('Reason')).fill('Goodwill credit after an outage');
    await check('tenants');
    await card.getByRole('button', { name: 'Save the adjustment' }).click();
    await waitFor(async () => (await smsBalance(session)) === 250);
    await card.getByText(/SMS 250/).waitFor();
  });

  it("refuses an organisation's user with a clear message and keeps no session for them", async () => {
    await newPage();
    const owner = await createTenantSession();
    const member = await createMemberSession(owner, []);
    const forbidden = await trpcCall('query', 'admin.stats', {}, member.token);
    assert.equal(forbidden.status, 403, "the router refuses a tenant user's token");
    await signIn(owner.admin.email, owner.admin.password);
    const alert = page.getByRole('alert');
    await alert.getByText(/si ya msimamizi wa jukwaa/).waitFor();
    await check('not-admin');
    assert.equal(await page.evaluate(() => localStorage.getItem('admin.session')), null);
    assert.equal(await page.getByRole('link', { name: 'Mashirika' }).count(), 0);
    await page.getByText('EN', { exact: true }).click();
    await alert.getByText(/not a platform admin/).waitFor();
    await check('not-admin');
  });

  it("goes back to sign in when the platform admin's session is no longer valid", async () => {
    await newPage();
    await signInAsPlatformAdmin();
    await page.getByRole('heading', { name: 'Muhtasari' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('admin.session'));
    assert.equal((await apiClient(token!).post('/logout')).status, 200);
    await page.getByRole('link', { name: 'Mashirika' }).click();
    await page.getByRole('heading', { name: 'Ingia kama msimamizi wa jukwaa' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('admin.session')), null);
  });

  it('shows the sender id requests at 1280 × 800, and its first load stays within the budget', async () => {
    await newPage(DESKTOP);
    const session = await createTenantSession();
    const request = await session.api.post('/sender-ids', { sender_id: 'KWAYA' });
    assert.equal(request.status, 201);
    await signInAsPlatformAdmin();
    await page.getByRole('link', { name: 'Majina ya mtumaji' }).click();
    const card = page.getByRole('article', { name: 'KWAYA' }).first();
    await card.getByText(session.tenant.name).waitFor();
    await check('sender-ids-desktop');
    await card.getByRole('button', { name: 'Idhinisha' }).click();
    await card.waitFor({ state: 'detached' });
    const mine = (await session.api.get('/sender-ids')).data.data as Array<{ sender_id: string; status: string }>;
    assert.equal(mine.find((s) => s.sender_id === 'KWAYA')?.status, 'approved');

    assert.ok(firstLoadScripts(undefined, 'admin.html').length >= 1);
    const bytes = firstLoadJsGzipBytes(undefined, 'admin.html');
    assert.ok(bytes < FIRST_LOAD_JS_BUDGET, `admin first load: ${bytes} bytes of gzipped JavaScript`);
  });
});
