import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import type { Browser, Page } from 'playwright-core';
import { collectCspViolations, launchChromium } from '../helpers/browser';
import { createTenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, showEvent, SHOWCASE_WEDDING } from '../helpers/events';
import { testEnv } from '../helpers/env';

/** An iPhone-sized window. */
const PHONE = { width: 390, height: 844 };

describe("the USSD sandbox's phone page in a browser (headless Chromium)", function () {
  this.timeout(90_000);
  let browser: Browser;
  let page: Page;
  let screenshots: string;

  before(async () => {
    browser = await launchChromium();
    screenshots = process.env.USSD_SCREENSHOTS ?? (await mkdtemp(path.join(tmpdir(), 'ussd-phone-')));
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

  /** Types into the entry line and presses the green key; resolves once the phone shows `expected`. */
  async function answer(text: string, expected: RegExp): Promise<void> {
    await page.locator('#entry').fill(text);
    await page.locator('#send').click();
    await page.locator('#screen', { hasText: expected }).waitFor();
  }

  it('dials *150*00#, walks a pledge (after words it cannot read) and the pledge is saved', async () => {
    const owner = await createTenantSession();
    const event = await createEvent(owner, SHOWCASE_WEDDING);
    const invitee = await addInvitee(owner, event.id, { pledge_amount: 20_000 });
    const violations = collectCspViolations(page);
    await page.goto(`${testEnv().sandboxes.sms.url}/__sandbox/ussd`);
    assert.equal(await page.locator('#entry').inputValue(), '*150*00#');
    // The stylesheet is a file of its own, allowed by the page's CSP: the screen is the phone's green.
    assert.equal(
      await page.locator('#screen').evaluate((el) => getComputedStyle(el).backgroundColor),
      'rgb(200, 230, 184)',
    );
    await page.locator('#phone-number').fill(invitee.phone);
    await page.screenshot({ path: path.join(screenshots, '1-idle.png') });

    await answer('*150*00#', /^Harusi ya Asha na Juma\n1\. Thibitisha kuhudhuria/);
    await page.screenshot({ path: path.join(screenshots, '2-menu.png') });
    await answer('2', /^Ahadi yako sasa: TZS 20,000/);
    await answer('elfu hamsini', /^Hatukuelewa kiasi/);
    await page.screenshot({ path: path.join(screenshots, '3-words-refused.png') });
    await answer('50000', /^Thibitisha ahadi ya TZS 50,000\?/);
    await page.screenshot({ path: path.join(screenshots, '4-confirm.png') });
    await answer('1', /^Asante! Ahadi yako ya TZS 50,000 imepokelewa\.$/);
    assert.equal(await page.locator('#entry').isHidden(), true);
    assert.equal(await page.locator('#status').textContent(), 'Kikao kimeisha');
    await page.screenshot({ path: path.join(screenshots, '5-done.png') });

    const [row] = await testEnv().sequelize.query<{ pledge: number }>(
      'SELECT pledge_amount::float8 AS pledge FROM event_invitees WHERE id = $1',
      { bind: [invitee.id], type: QueryTypes.SELECT },
    );
    assert.equal(row!.pledge, 50_000);
    assert.equal((await showEvent(owner, event.id)).total_pledged, 50_000);
    assert.deepEqual(violations, []);

    await page.locator('#send').click();
    assert.equal(await page.locator('#entry').inputValue(), '*150*00#');
  });
});
