import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openConsole, PHONE, useConsoleBrowser } from '../helpers/console';
import { testEnv } from '../helpers/env';
import { phoneNumbers, smsBalance, tenantMessages } from '../helpers/sms';
import { apiClient, uniqueName, type TenantSession } from '../helpers/tenant';
import { waitFor } from '../helpers/wait-for';

const label = (text: string) => new RegExp(`^${text}`);

/**
 * The journeys as one person walks them, screen after screen, with nothing set up behind the console's back
 * but what another person does (the platform admin crediting the organisation in the admin console).
 */
describe('the console: an organiser from registration to a delivered group SMS (headless Chromium)', function () {
  this.timeout(240_000);
  const consoleBrowser = useConsoleBrowser('journey-');
  const { check } = consoleBrowser;
  let page: Page;
  beforeEach(() => {
    page = consoleBrowser.page;
  });

  /** The platform admin, in a browser of their own, adds `amount` SMS credits to the organisation `orgName`. */
  async function creditInAdminConsole(orgName: string, amount: number): Promise<void> {
    const admin = await page.context().browser()!.newContext({ viewport: PHONE });
    try {
      const adminPage = await admin.newPage();
      await adminPage.goto(`${testEnv().baseUrl}/admin`);
      await adminPage.getByLabel(label('Barua pepe')).fill(testEnv().config.superAdminEmail!);
      await adminPage.getByLabel(label('Nenosiri')).fill(testEnv().config.superAdminPassword!);
      await adminPage.getByRole('button', { name: 'Ingia', exact: true }).click();
      await adminPage.getByRole('link', { name: 'Mashirika' }).click();
      await adminPage.getByLabel(label('Tafuta kwa jina')).fill(orgName);
      const card = adminPage.getByRole('article', { name: orgName });
      await card.getByRole('button', { name: 'Rekebisha salio' }).click();
      await card.getByLabel(label('Kiasi')).fill(String(amount));
      await card.getByLabel(label('Sababu')).fill('Malipo ya M-Pesa yamethibitishwa');
      await card.getByRole('button', { name: 'Hifadhi marekebisho' }).click();
      await card.getByText(new RegExp(`SMS ${amount}\\b`)).waitFor();
    } finally {
      await admin.close();
    }
  }

  it('registers, is credited by an admin, imports contacts from a CSV, reads the cost of a group SMS, sends it and sees it delivered', async () => {
    const orgName = uniqueName('Kamati ya Harusi ya Neema');
    const email = `neema-${Date.now()}@example.co.tz`;
    const [first, second, third] = phoneNumbers(3).map((n) => `0${n.slice(3)}`);

    // 1. Registration, at phone width in Swahili.
    await page.goto(`${testEnv().baseUrl}/app/register`);
    await page.getByLabel(label('Jina la shirika')).fill(orgName);
    await page.getByLabel(label('Jina lako')).fill('Neema Mushi');
    await page.getByLabel(label('Namba ya simu')).fill('0712345678');
    await page.getByLabel(label('Barua pepe')).fill(email);
    await page.getByLabel(label('Nenosiri')).fill('Mvua-ya-Masika-2026');
    await page.getByLabel(label('Rudia nenosiri')).fill('Mvua-ya-Masika-2026');
    await page.getByRole('button', { name: 'Fungua akaunti' }).click();
    await page.getByRole('heading', { name: 'Habari, Neema Mushi' }).waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('console.session')))!;
    const session = { api: apiClient(token) } as Pick<TenantSession, 'api'>;
    const me = await session.api.get('/me');
    const tenantId = me.data.tenant.id as number;

    // 2. The platform admin credits the organisation; its home shows the balance.
    await creditInAdminConsole(orgName, 300);
    await page.reload();
    await page.getByText('300', { exact: true }).first().waitFor();
    await check('home-credited');

    // 3. Contacts from a CSV file, one row refused with its reason.
    await openConsole(page, '/contacts');
    await page.getByRole('button', { name: 'Leta kutoka faili' }).click();
    const csv = `name,phone\nMama Asha,${first}\nBaba Juma,${second}\nShangazi Rehema,${third}\nBila Namba,12345\n`;
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'wageni.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Leta', exact: true }).click();
    await page.getByText('Mpya: 3 · Zimesasishwa: 0 · Zimerukwa: 1').waitFor();
    await check('contacts-imported');
    await page.getByRole('button', { name: 'Funga', exact: true }).click();

    // 4. A group of the three.
    await openConsole(page, '/groups');
    await page.getByRole('button', { name: 'Unda kikundi' }).click();
    await page.getByLabel(label('Jina la kikundi')).fill('Wageni wa Harusi');
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByRole('link', { name: 'Wageni wa Harusi' }).click();
    await page.getByRole('button', { name: 'Ongeza wanachama' }).click();
    for (const name of ['Mama Asha', 'Baba Juma', 'Shangazi Rehema'])
      await page.getByLabel(new RegExp(`^${name} · `)).check();
    await page.getByRole('button', { name: 'Ongeza 3' }).click();
    await page.getByText('Wanachama 3').waitFor();

    // 5. Compose to the group: the cost is read before sending, and the balance drops by exactly that.
    await openConsole(page, '/compose');
    const groups = await session.api.get('/groups');
    const group = (groups.data.data as Array<{ id: number; name: string }>).find((g) => g.name === 'Wageni wa Harusi')!;
    await page.getByRole('combobox', { name: 'Kikundi' }).selectOption(String(group.id));
    await page
      .getByRole('textbox', { name: 'Maandishi' })
      .fill('Karibuni kwenye harusi ya Neema na Juma, Jumamosi saa kumi jioni.');
    const cost = page.getByRole('region', { name: 'Gharama' });
    await waitFor(
      async () =>
        /Wapokeaji\s+3\b/.test(await cost.innerText()) && /Salio litakalotumika\s+3\b/.test(await cost.innerText()),
    );
    await check('compose-cost');
    await page.getByRole('button', { name: 'Tuma', exact: true }).click();
    await page.getByRole('link', { name: 'Angalia maendeleo' }).click();

    // 6. The batch finishes and each message is reported delivered, on the screen and in the rows.
    const batches = await session.api.get('/sms/batches');
    const batch = page.getByRole('article', { name: `Kundi #${batches.data.data[0].id}` });
    await batch.getByText('Zimetumwa 3 kati ya 3').waitFor({ timeout: 30_000 });
    await openConsole(page, '/messages');
    await waitFor(async () => (await page.locator('a', { hasText: 'Umefika' }).count()) === 3, 30_000);
    await check('delivered');
    const rows = await tenantMessages(tenantId);
    assert.deepEqual(
      rows.map((row) => row.status),
      ['DELIVERED', 'DELIVERED', 'DELIVERED'],
    );
    assert.equal(await smsBalance(session as TenantSession), 297, 'one credit per recipient, as the preview said');
  });
});
