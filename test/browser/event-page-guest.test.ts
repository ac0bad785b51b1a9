import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
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

/** The guest's side of the invitee's page (issue 34 §3, §5): how many will come. */
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
});
