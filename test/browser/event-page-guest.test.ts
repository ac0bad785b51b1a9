import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, SHOWCASE_WEDDING } from '../helpers/events';
import type { EventJson } from '../../db/events/event-json';
import { EventInvitee } from '../../db/models';

/** Debian's chromium package (scripts/install-browser.sh installs it; setup.sh calls that). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A common phone width (iPhone 12–15). */
const PHONE = { width: 390, height: 844 };

/** The guest's side of the invitee's page (issue 34 §3, §5): how many will come, time, map and calendar, till numbers. */
describe("the guest's side of the invitee's page in a browser (headless Chromium, 390 px)", function () {
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
    screenshots = process.env.EVENT_PAGE_SCREENSHOTS ?? (await mkdtemp(path.join(tmpdir(), 'event-page-guest-')));
    await mkdir(screenshots, { recursive: true });
    owner = await createTenantSession({ orgName: `Familia ya Mzee Hamisi ${Date.now()}` });
    event = await createEvent(owner, {
      ...SHOWCASE_WEDDING,
      starts_at: '14:00',
      ends_at: '22:00',
      mobile_money: [
        { provider: 'mpesa', number: '555123', name: 'Kamati ya Harusi' },
        { provider: 'airtelmoney', number: '0683 123 456', name: 'Juma Hamisi' },
      ],
    });
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

  it('a double card chooses how many will come when confirming; a single card is not asked', async () => {
    const couple = await addInvitee(owner, event.id, { name: 'Rehema na Musa', card_type: 'double' });
    await page.goto(couple.event_link);
    const guests = page.getByLabel('Mtakuja wangapi, pamoja nawe? (kadi yako inaruhusu 2)');
    assert.deepEqual(await guests.locator('option').allTextContents(), ['1', '2']);
    assert.equal(await guests.inputValue(), '2');
    await page.screenshot({ path: path.join(screenshots, 'guests-sw.png'), fullPage: true });
    await guests.selectOption('1');
    await page.getByRole('button', { name: 'Nitahudhuria' }).click();
    await page.waitForURL(/done=rsvp/);
    assert.equal(await page.locator('#attending-count').textContent(), 'Mtakuja 1 kati ya 2.');
    const row = (await EventInvitee.findByPk(couple.id))!;
    assert.deepEqual([row.status, row.attendingCount], ['confirmed', 1]);

    await page.getByRole('link', { name: 'English' }).click();
    assert.equal(await page.locator('#attending-count').textContent(), '1 of 2 will come.');
    assert.equal(await page.getByLabel('How many will come, you included? (your card admits 2)').inputValue(), '1');
    await page.screenshot({ path: path.join(screenshots, 'guests-en.png'), fullPage: true });

    const single = await addInvitee(owner, event.id, { name: 'Mwanaidi Salim' });
    await page.goto(single.event_link);
    assert.equal(await page.locator('select').count(), 0);
    await page.getByRole('button', { name: 'Nitahudhuria' }).click();
    await page.waitForURL(/done=rsvp/);
    assert.equal((await EventInvitee.findByPk(single.id))!.attendingCount, 1);
  });

  it('shows the time and links the map and an iCalendar download of the event', async () => {
    const invitee = await addInvitee(owner, event.id, { name: 'Baraka Mollel' });
    await page.goto(invitee.event_link);
    assert.equal(await page.locator('#event-time').textContent(), '14:00–22:00 (saa za Afrika Mashariki)');
    assert.equal(
      await page.getByRole('link', { name: 'Ramani' }).getAttribute('href'),
      'https://www.google.com/maps/search/?api=1&query=Ukumbi%20wa%20Mlimani%20City%2C%20Dar%20es%20Salaam',
    );
    await page.screenshot({ path: path.join(screenshots, 'time-map-calendar-sw.png') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Weka kwenye kalenda' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'event.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    assert.match(ics, /DTSTART:20261212T110000Z/, '14:00 EAT');
    assert.match(ics, /DTEND:20261212T190000Z/, '22:00 EAT');
    assert.match(ics, /SUMMARY:Harusi ya Asha na Juma/);

    await page.getByRole('link', { name: 'English' }).click();
    assert.equal(await page.locator('#event-time').textContent(), '14:00–22:00 (East Africa Time)');
    assert.equal(await page.getByRole('link', { name: 'Add to calendar' }).count(), 1);
    assert.equal(await page.getByRole('link', { name: 'Map' }).count(), 1);
    await page.screenshot({ path: path.join(screenshots, 'time-map-calendar-en.png') });
  });

  it("shows the till numbers below the bank details, with the invitee's phone as the reference", async () => {
    const invitee = await addInvitee(owner, event.id, { name: 'Neema Kweka', pledge_amount: 50_000 });
    await page.goto(invitee.event_link);
    const section = page.locator('#mobile-money');
    assert.equal(await section.locator('h2').textContent(), 'Lipa kwa simu');
    assert.deepEqual(await section.locator('dt').allTextContents(), ['M-Pesa', 'Airtel Money']);
    assert.deepEqual(await section.locator('dd strong').allTextContents(), ['555123', '0683123456']);
    assert.equal(
      await section.locator('p').textContent(),
      `Tumia namba yako ya simu (${invitee.phone}) kama kumbukumbu ya malipo.`,
    );
    assert.ok(
      (await page.locator('#bank').boundingBox())!.y < (await section.boundingBox())!.y,
      'beside (below) the bank details',
    );
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshots, 'mobile-money-sw.png') });
    await page.getByRole('link', { name: 'English' }).click();
    assert.equal(await page.locator('#mobile-money h2').textContent(), 'Pay by mobile money');
    await page.locator('#mobile-money').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshots, 'mobile-money-en.png') });
  });
});
