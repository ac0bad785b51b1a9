import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, createStage, SHOWCASE_WEDDING } from '../helpers/events';
import { creditTenant } from '../helpers/credits';
import { sandboxTextsTo, sendStage } from '../helpers/stages';
import { waitFor } from '../helpers/wait-for';
import { testEnv } from '../helpers/env';
import type { EventJson } from '../../db/events/event-json';
import { EventPayment } from '../../db/models';

/** Debian's chromium package (scripts/install-browser.sh installs it; setup.sh calls that). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A small Android phone. */
const PHONE = { width: 360, height: 740 };

describe("the invitee's page in a browser (headless Chromium, phone width)", function () {
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
    screenshots = process.env.EVENT_PAGE_SCREENSHOTS ?? (await mkdtemp(path.join(tmpdir(), 'event-page-')));
    owner = await createTenantSession({ orgName: `Familia ya Mzee Hamisi ${Date.now()}` });
    event = await createEvent(owner, SHOWCASE_WEDDING);
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

  it('opens the link from a real invitation SMS, confirms, pledges, and the API shows the new status and pledge', async () => {
    const invitee = await addInvitee(owner, event.id, { name: 'Mwanaidi Salim' });
    const stage = await createStage(owner, event.id, {
      stage_type: 'invitation',
      body: 'Habari {invitee_name}! Karibu {event_name}: {event_link}',
    });
    await creditTenant(owner.tenant.id, 'sms', 10);
    assert.equal((await sendStage(owner, event.id, stage.id)).status, 200);
    const text = await waitFor(() => sandboxTextsTo([invitee.phone]).get(invitee.phone)?.[0], 30_000);
    const link = /(https?:\/\/\S+\/e\/[A-Za-z0-9_-]+)$/.exec(text)?.[1];
    assert.equal(link, invitee.event_link, text);
    await page.goto(link);
    assert.equal(await page.locator('html').getAttribute('lang'), 'sw');
    assert.equal(await page.locator('#event-name').textContent(), 'Harusi ya Asha na Juma');
    assert.equal(await page.locator('#event-date').textContent(), 'Jumamosi, 12 Desemba 2026');
    assert.equal(await page.locator('#bank-account-number').textContent(), '0150 2233 4455');
    await page.screenshot({ path: path.join(screenshots, '1-opened.png'), fullPage: true });

    await page.getByRole('button', { name: 'Nitahudhuria' }).click();
    await page.waitForURL(/done=rsvp/);
    assert.equal(await page.locator('#notice').textContent(), 'Asante! Jibu lako limehifadhiwa.');
    assert.equal(await page.locator('#rsvp-status').getAttribute('data-status'), 'confirmed');

    await page.getByLabel('Kiasi cha ahadi (TZS)').fill('80,000');
    await page.getByRole('button', { name: 'Hifadhi ahadi' }).click();
    await page.waitForURL(/done=pledge/);
    assert.equal(await page.locator('#pledge-amount').getAttribute('data-amount'), '80000');
    assert.equal(await page.locator('#balance').textContent(), 'TZS 80,000');
    await page.screenshot({ path: path.join(screenshots, '2-confirmed-and-pledged.png'), fullPage: true });

    const listed = (await owner.api.get(`/events/${event.id}/invitees`, { params: { search: 'Mwanaidi' } })).data
      .data[0];
    assert.deepEqual(
      [listed.id, listed.status, listed.pledge_amount, listed.balance],
      [invitee.id, 'confirmed', 80_000, 80_000],
    );

    await page.getByRole('link', { name: 'English' }).click();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.locator('#rsvp-status').textContent(), 'You confirmed that you will attend. Thank you!');
    await page.getByRole('button', { name: 'I cannot attend' }).click();
    await page.waitForURL(/lang=en&done=rsvp/);
    assert.equal(
      (await owner.api.get(`/events/${event.id}/invitees`, { params: { search: 'Mwanaidi' } })).data.data[0].status,
      'declined',
    );
    await page.screenshot({ path: path.join(screenshots, '3-english.png'), fullPage: true });
  });

  it("pays part of the pledge online on the provider's page and comes back to the outcome; the payment is recorded once", async () => {
    const invitee = await addInvitee(owner, event.id, { name: 'Baraka Mollel', pledge_amount: 100_000 });
    await page.goto(invitee.event_link);
    await page.getByLabel('Kiasi (TZS)', { exact: true }).fill('40000');
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(`${testEnv().sandboxes.payment.url}/checkout/`)),
      page.getByRole('button', { name: 'Lipa sasa' }).click(),
    ]);
    assert.match((await page.locator('#merchant-reference').textContent()) ?? '', /^EVP-\d+$/);
    await page.getByLabel('Payment method').selectOption({ label: 'M-Pesa' });
    await Promise.all([
      page.waitForURL((url) => url.pathname.endsWith('/payment') && url.href.startsWith(invitee.event_link)),
      page.getByRole('button', { name: 'Complete payment' }).click(),
    ]);
    assert.equal(await page.locator('#outcome').getAttribute('data-outcome'), 'paid');
    assert.equal(await page.locator('#outcome').textContent(), 'Malipo yamepokelewa');
    assert.equal(await page.locator('#amount').textContent(), 'TZS 40,000');
    assert.match((await page.locator('#confirmation').textContent()) ?? '', /^[A-Z0-9]{10}$/);
    await page.screenshot({ path: path.join(screenshots, '4-paid.png'), fullPage: true });

    await page.locator('#back').click();
    assert.equal(await page.locator('#paid-amount').getAttribute('data-amount'), '40000');
    assert.equal(await page.locator('#balance').textContent(), 'TZS 60,000');
    assert.equal(await page.getByLabel('Kiasi (TZS)', { exact: true }).inputValue(), '60000');

    const payments = await EventPayment.findAll({ where: { eventInviteeId: invitee.id } });
    assert.deepEqual(
      payments.map((p) => [p.amount, p.paymentMethod]),
      [[40_000, 'mobile_money']],
    );
    const listed = (await owner.api.get(`/events/${event.id}/invitees`, { params: { search: 'Baraka' } })).data.data[0];
    assert.deepEqual([listed.paid_amount, listed.balance], [40_000, 60_000]);
  });
});
