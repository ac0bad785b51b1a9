import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { testEnv } from '../helpers/env';
import path from 'node:path';
import { collectCspViolations, launchChromium } from '../helpers/browser';
import { newConsoleContext, screenshotDir } from '../helpers/console';
import { purchaseLedger, purchaseRow, startCheckout } from '../helpers/payments';

/** Opens the checkout page as the payer would, picks a method, edits the phone and presses one of the buttons. */
async function payInBrowser(
  page: Page,
  redirectUrl: string,
  button: 'Complete payment' | 'Fail payment',
  expectedReference: string,
) {
  await page.goto(redirectUrl);
  assert.equal(await page.locator('#merchant-reference').textContent(), expectedReference);
  await page.getByLabel('Payment method').selectOption({ label: 'Tigo Pesa' });
  await page.getByLabel('Phone number').fill('0713 000 222');
  await Promise.all([
    page.waitForURL((url) => url.href.startsWith(`${testEnv().baseUrl}/api/payments/return?`)),
    page.getByRole('button', { name: button }).click(),
  ]);
}

describe('online checkout in a browser (headless Chromium)', function () {
  this.timeout(90_000);
  let browser: Browser;
  let page: Page;
  let session: TenantSession;

  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    session = await createTenantSession();
    // At phone width, as most payers come back on their phone.
    page = await (await newConsoleContext(browser)).newPage();
  });
  afterEach(async () => {
    await page?.context().close();
  });

  it('pays on the provider page and lands on our callback page, which shows the purchase but never the balance', async () => {
    const checkout = await startCheckout(session, 750);
    const { merchantReference } = await purchaseRow(checkout.purchaseId);
    const violations = collectCspViolations(page);
    await payInBrowser(page, checkout.redirectUrl, 'Complete payment', merchantReference!);

    assert.equal(await page.locator('#outcome').getAttribute('data-outcome'), 'paid');
    assert.equal(await page.locator('#outcome').textContent(), 'Malipo yamepokelewa');
    assert.equal(
      await page.locator('#message').textContent(),
      'Asante. Salio la 750 SMS limeongezwa kwenye akaunti yako.',
    );
    assert.equal(await page.locator('#back').textContent(), 'Rudi kwenye akaunti yako');
    await page.screenshot({ path: path.join(screenshotDir(), 'payment-return-paid-sw.png'), fullPage: true });
    // In English behind its link, for the same purchase (the tracking id kept).
    await page.locator('#language').click();
    await page.locator('#outcome').getByText('Payment received').waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(new URL(page.url()).searchParams.get('OrderTrackingId'), checkout.orderTrackingId);
    assert.equal(
      await page.locator('#message').textContent(),
      'Thank you. 750 SMS credits were added to your balance.',
    );
    await page.screenshot({ path: path.join(screenshotDir(), 'payment-return-paid-en.png'), fullPage: true });
    assert.equal(await page.locator('#balance').count(), 0, 'whoever holds the tracking id must not see the balance');
    assert.equal(await page.locator('#credits').textContent(), '750 SMS');
    assert.equal(await page.locator('#amount').textContent(), 'TZS 22,500');
    // The inline stylesheet is allowed by its hash under the page's CSP, so it applies; nothing was blocked.
    assert.equal(
      await page.locator('main').evaluate((el) => getComputedStyle(el).backgroundColor),
      'rgb(255, 255, 255)',
    );
    assert.deepEqual(violations, []);
    assert.equal(await page.locator('#method').textContent(), 'TigoPesaTZ');
    assert.match((await page.locator('#confirmation').textContent()) ?? '', /^[A-Z0-9]{10}$/);

    assert.deepEqual((await session.api.get('/balance')).data, { sms_balance: 750, chat_balance: 0 });
    const row = await purchaseRow(checkout.purchaseId);
    assert.equal(row.status, 'approved');
    assert.equal(row.paymentMethod, 'TigoPesaTZ');
    assert.equal(
      (await purchaseLedger(checkout.purchaseId)).length,
      1,
      'credited once, whatever the IPN, poll and page did',
    );
  });

  it('tells the payer when the payment failed, and adds no credits', async () => {
    const checkout = await startCheckout(session, 500);
    const { merchantReference } = await purchaseRow(checkout.purchaseId);
    await payInBrowser(page, checkout.redirectUrl, 'Fail payment', merchantReference!);

    assert.equal(await page.locator('#outcome').getAttribute('data-outcome'), 'failed');
    assert.equal(await page.locator('#outcome').textContent(), 'Malipo hayakukamilika');
    assert.match((await page.locator('#message').textContent()) ?? '', /^Malipo ya salio la 500 SMS hayakukamilika/);
    await page.screenshot({ path: path.join(screenshotDir(), 'payment-return-failed-sw.png'), fullPage: true });
    assert.equal(await page.locator('#balance').count(), 0);
    assert.equal((await purchaseRow(checkout.purchaseId)).status, 'failed');
    assert.deepEqual((await session.api.get('/balance')).data, { sms_balance: 0, chat_balance: 0 });
  });
});
