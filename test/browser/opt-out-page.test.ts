import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import type { Browser, Page } from 'playwright-core';
import { collectCspViolations, launchChromium } from '../helpers/browser';
import { creditedSession, phoneNumbers } from '../helpers/sms';
import { testEnv } from '../helpers/env';

/** A small Android phone. */
const PHONE = { width: 360, height: 740 };

describe('the opt-out page in a browser (headless Chromium, phone width)', function () {
  this.timeout(90_000);
  let browser: Browser;
  let page: Page;
  let screenshots: string;

  before(async () => {
    browser = await launchChromium();
    screenshots = process.env.OPT_OUT_PAGE_SCREENSHOTS ?? (await mkdtemp(path.join(tmpdir(), 'opt-out-page-')));
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

  it('stops every message of the organization from the link of a sent SMS, then undoes it, without a CSP violation', async () => {
    const session = await creditedSession(2);
    const [phone] = phoneNumbers(1);
    assert.equal(
      (await session.api.post('/sms/send', { to: phone, text: 'Kikao kesho. Kuacha ujumbe: {optout_link}' })).status,
      201,
    );
    const text =
      testEnv()
        .sandboxes.sms.store.allMessages()
        .find((m) => m.to === phone)?.text ?? '';
    const link = text.split(' ').pop() ?? '';
    const violations = collectCspViolations(page);
    const entries = () =>
      testEnv().sequelize.query<{ channel: string | null; source: string }>(
        'SELECT channel, source FROM opt_outs WHERE tenant_id = $1 AND phone = $2',
        { bind: [session.tenant.id, phone], type: QueryTypes.SELECT },
      );

    await page.goto(link);
    assert.equal(await page.locator('html').getAttribute('lang'), 'sw');
    assert.equal(await page.locator('#organization').textContent(), session.tenant.name);
    assert.equal(await page.locator('#state').getAttribute('data-state'), 'receiving');
    await page.screenshot({ path: path.join(screenshots, '1-opened.png'), fullPage: true });

    await page.getByRole('button', { name: 'Sitisha ujumbe wote' }).click();
    await page.waitForURL(/done=stop/);
    assert.equal(await page.locator('#state').getAttribute('data-state'), 'stopped');
    assert.deepEqual(await entries(), [{ channel: null, source: 'link' }]);
    await page.screenshot({ path: path.join(screenshots, '2-stopped.png'), fullPage: true });

    await page.locator('#language').click();
    await page.getByRole('button', { name: 'Receive messages again' }).click();
    await page.waitForURL(/lang=en&done=undo/);
    assert.equal(await page.locator('#state').getAttribute('data-state'), 'receiving');
    assert.deepEqual(await entries(), []);
    assert.deepEqual(violations, []);
  });
});
