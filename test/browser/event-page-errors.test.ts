import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectCspViolations, launchChromium } from '../helpers/browser';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, SHOWCASE_WEDDING } from '../helpers/events';
import type { EventJson } from '../../db/events/event-json';

/** A common phone (iPhone 12–14): the pledge form starts near y ≈ 845, the payment form near y ≈ 1,350. */
const PHONE = { width: 390, height: 844 };

const LABELS = {
  sw: { pledge: 'Kiasi cha ahadi (TZS)', save: 'Hifadhi ahadi', pay: 'Kiasi (TZS)', payNow: 'Lipa sasa' },
  en: { pledge: 'Pledge amount (TZS)', save: 'Save pledge', pay: 'Amount (TZS)', payNow: 'Pay now' },
} as const;

/** A rejected pledge or payment is shown where the eye is: the reloaded page's first screen, linking to the form. */
describe("the invitee's page shows a form error on the first screen (headless Chromium, 390 × 844)", function () {
  this.timeout(90_000);
  let browser: Browser;
  let page: Page;
  let violations: string[];
  let owner: TenantSession;
  let event: EventJson;
  let screenshots: string;

  before(async () => {
    browser = await launchChromium();
    screenshots = process.env.EVENT_PAGE_SCREENSHOTS ?? (await mkdtemp(path.join(tmpdir(), 'event-page-errors-')));
    owner = await createTenantSession({ orgName: `Familia ya Mzee Hamisi ${Date.now()}` });
    event = await createEvent(owner, SHOWCASE_WEDDING);
  });
  after(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    violations = collectCspViolations(page);
  });
  afterEach(async () => {
    await page?.close();
  });

  /** The element lies wholly within the viewport (playwright's box is relative to it) where the browser put the page. */
  async function assertInView(selector: string, what: string): Promise<void> {
    const box = await page.locator(selector).boundingBox();
    assert.ok(box, `${what}: ${selector} is shown`);
    assert.ok(
      box.y >= 0 && box.y + box.height <= PHONE.height,
      `${what}: ${selector} at y=${box.y}, ${box.height} high`,
    );
  }

  for (const language of ['sw', 'en'] as const) {
    const labels = LABELS[language];

    it(`shows a rejected pledge on the first screen and leads to the form (${language})`, async () => {
      const invitee = await addInvitee(owner, event.id, { name: 'Mwanaidi Salim' });
      await page.goto(`${invitee.event_link}${language === 'en' ? '?lang=en' : ''}`);
      await page.getByLabel(labels.pledge).fill('elfu hamsini');
      await Promise.all([page.waitForURL(/\/pledge$/), page.getByRole('button', { name: labels.save }).click()]);
      assert.equal(await page.locator('#form-error').getAttribute('data-form'), 'pledge');
      assert.match(
        (await page.locator('#form-error').textContent()) ?? '',
        language === 'sw' ? /^Ahadi yako: Andika kiasi/ : /^Your pledge: Enter the amount/,
      );
      await assertInView('#form-error', 'pledge');
      await page.screenshot({ path: path.join(screenshots, `pledge-error-${language}.png`) });

      await page.locator('#form-error a').click();
      await assertInView('#pledge-error', 'the error at the pledge form after the link');
      await assertInView('#pledge-input', 'pledge field after the link');
      assert.equal(await page.getByLabel(labels.pledge).inputValue(), 'elfu hamsini');
      await page.screenshot({ path: path.join(screenshots, `pledge-error-${language}-at-form.png`) });
      assert.deepEqual(violations, []);
    });

    it(`shows a rejected payment on the first screen and leads to the form (${language})`, async () => {
      const invitee = await addInvitee(owner, event.id, { name: 'Baraka Mollel', pledge_amount: 10_000 });
      await page.goto(`${invitee.event_link}${language === 'en' ? '?lang=en' : ''}`);
      await page.getByLabel(labels.pay, { exact: true }).fill('50000');
      await Promise.all([page.waitForURL(/\/pay$/), page.getByRole('button', { name: labels.payNow }).click()]);
      assert.equal(await page.locator('#form-error').getAttribute('data-form'), 'pay');
      assert.match(
        (await page.locator('#form-error').textContent()) ?? '',
        language === 'sw' ? /^Lipa mtandaoni: Kiasi kisizidi salio/ : /^Pay online: The amount may not be more/,
      );
      await assertInView('#form-error', 'payment');
      await page.screenshot({ path: path.join(screenshots, `pay-error-${language}.png`) });

      await page.locator('#form-error a').click();
      await assertInView('#pay-error', 'the error at the payment form after the link');
      await assertInView('#pay-input', 'payment field after the link');
      await page.screenshot({ path: path.join(screenshots, `pay-error-${language}-at-form.png`) });
      assert.deepEqual(violations, []);
    });
  }
});
