import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, recordPayment } from '../helpers/events';
import { freshPhone } from '../helpers/contacts';
import { waitFor } from '../helpers/wait-for';
import { testEnv } from '../helpers/env';
import type { EventJson } from '../../db/events/event-json';
import { EventInvitee, EventPayment } from '../../db/models';

/** Debian's chromium package (scripts/install-browser.sh installs it; setup.sh calls that). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** An iPhone-sized phone, as a shared WhatsApp link is mostly opened. */
const PHONE = { width: 390, height: 844 };

describe('the harambee page in a browser (headless Chromium, phone width)', function () {
  this.timeout(90_000);
  let browser: Browser;
  let page: Page;
  let owner: TenantSession;
  let event: EventJson;
  let screenshots: string;

  before(async () => {
    // Fail, not skip: a missing browser must not hide that this path went untested.
    if (!existsSync(CHROMIUM))
      throw new Error(`${CHROMIUM} not found: run scripts/install-browser.sh (or npm run setup)`);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
    screenshots = process.env.HARAMBEE_PAGE_SCREENSHOTS ?? (await mkdtemp(path.join(tmpdir(), 'harambee-page-')));
    owner = await createTenantSession({ orgName: `Kamati ya Shule ya Mwenge ${Date.now()}` });
    event = await createEvent(owner, {
      name: 'Harambee ya Madarasa Mapya',
      type: 'harambee',
      status: 'active',
      event_date: '2026-12-19',
      venue: 'Shule ya Msingi Mwenge, Dar es Salaam',
      public_message: 'Tunajenga madarasa mawili mapya kwa ajili ya watoto wetu. Kila mchango una thamani!',
      target_amount: 10_000_000,
      bank_name: 'NMB Bank',
      bank_account_number: '2041 1100 778',
      bank_account_name: 'Kamati ya Shule Mwenge',
      public_page: true,
    });
    // Earlier contributors: two agreed to be listed.
    for (const [name, amount, listed] of [
      ['Mzee Hamisi Juma', 1_500_000, true],
      ['Bi. Rehema Said', 750_000, true],
      ['Anonymous', 500_000, false],
    ] as const) {
      const invitee = await addInvitee(owner, event.id, { name });
      await recordPayment(owner, event.id, invitee.id, amount);
      if (listed) await EventInvitee.update({ publicListing: true }, { where: { id: invitee.id } });
    }
  });
  after(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  });
  afterEach(async () => {
    await page?.close();
  });

  it('shows the progress, pledges from the page, then pays on the provider and comes back; the page shows the new total', async () => {
    await page.goto(event.public_url!);
    assert.equal(await page.locator('html').getAttribute('lang'), 'sw');
    assert.equal(await page.locator('#event-name').textContent(), 'Harambee ya Madarasa Mapya');
    assert.equal(await page.locator('#collected').textContent(), 'TZS 2,750,000');
    assert.equal(await page.locator('#progress').getAttribute('value'), '2750000');
    assert.equal(await page.locator('#contributors').textContent(), 'Wachangiaji 3');
    assert.deepEqual(await page.locator('#listed li').allTextContents(), ['Bi. Rehema Said', 'Mzee Hamisi Juma']);
    await page.screenshot({ path: path.join(screenshots, '1-harambee-sw.png'), fullPage: true });

    const phone = freshPhone();
    await page.getByLabel('Jina lako').fill('Neema Mushi');
    await page.getByLabel('Namba ya simu').fill(phone.local);
    await page.getByLabel('Kiasi (TZS)').fill('200,000');
    await page.getByLabel('Orodhesha jina langu kwenye ukurasa huu').check();
    await page.getByRole('button', { name: 'Weka ahadi' }).click();
    await page.waitForURL(/done=pledge/);
    assert.equal(await page.locator('#notice').textContent(), 'Asante! Ahadi yako imehifadhiwa.');
    assert.deepEqual(await page.locator('#listed li').allTextContents(), [
      'Neema Mushi',
      'Bi. Rehema Said',
      'Mzee Hamisi Juma',
    ]);
    const invitee = (await EventInvitee.findOne({ where: { eventId: event.id, phone: phone.stored } }))!;
    assert.deepEqual([invitee.source, invitee.pledgeAmount], ['public', 200_000]);

    await page.getByRole('link', { name: 'English' }).click();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await page.getByLabel('Your name').fill('Neema Mushi');
    await page.getByLabel('Phone number').fill(`+${phone.stored}`);
    await page.getByLabel('Amount (TZS)').fill('50000');
    await page.getByLabel('List my name on this page').check();
    await page.screenshot({ path: path.join(screenshots, '2-harambee-en.png'), fullPage: true });
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(`${testEnv().sandboxes.payment.url}/checkout/`)),
      page.getByRole('button', { name: 'Pay now' }).click(),
    ]);
    await page.getByLabel('Payment method').selectOption({ label: 'M-Pesa' });
    await Promise.all([
      page.waitForURL((url) => url.pathname.endsWith('/payment') && url.href.startsWith(event.public_url!)),
      page.getByRole('button', { name: 'Complete payment' }).click(),
    ]);
    assert.equal(await page.locator('#outcome').getAttribute('data-outcome'), 'paid');
    assert.equal(await page.locator('#amount').textContent(), 'TZS 50,000');

    await page.locator('#back').click();
    assert.equal(await page.locator('#collected').textContent(), 'TZS 2,800,000');
    await waitFor(async () => {
      await page.reload();
      return (await page.locator('#contributors').textContent()) === '4 contributors';
    });
    await page.screenshot({ path: path.join(screenshots, '3-harambee-paid-en.png'), fullPage: true });
    const payments = await EventPayment.findAll({ where: { eventInviteeId: invitee.id } });
    assert.deepEqual(
      payments.map((p) => [p.amount, p.paymentMethod]),
      [[50_000, 'mobile_money']],
    );
  });
});
