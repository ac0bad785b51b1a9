import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { testEnv } from '../helpers/env';
import { collectCspViolations, launchChromium } from '../helpers/browser';

describe('/docs in a browser (headless Chromium)', function () {
  this.timeout(90_000);
  let browser: Browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  it('renders every documented operation under its strict Content-Security-Policy, with nothing blocked', async () => {
    const page = await browser.newPage();
    try {
      const violations = collectCspViolations(page);
      const response = await page.goto(`${testEnv().baseUrl}/docs`);
      const policy = response?.headers()['content-security-policy'] ?? '';
      assert.match(policy, /script-src 'self'(;|$)/);
      assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
      await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
      assert.ok((await page.locator('.opblock').count()) > 50, 'the operations of /openapi.json are listed');
      await page.locator('.opblock-summary').first().click();
      await page.locator('.opblock-body').first().waitFor();
      assert.deepEqual(violations, []);
    } finally {
      await page.close();
    }
  });
});
