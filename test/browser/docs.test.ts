import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import axios from 'axios';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { collectCspViolations, launchChromium } from '../helpers/browser';

interface OpenApiDocument {
  paths: Record<string, Record<string, { tags: string[] }>>;
}

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
      // One closed section per tag (Swagger UI stops rendering when all 136 operations are open at once): each
      // section opens onto exactly its operations of the document.
      const document = (await axios.get(`${testEnv().baseUrl}/openapi.json`)).data as OpenApiDocument;
      const operations = Object.values(document.paths).flatMap((ops) => Object.values(ops));
      const tags = [...new Set(operations.map((op) => op.tags[0]!))];
      await page.locator('.opblock-tag').first().waitFor({ timeout: 30_000 });
      for (const tag of tags) {
        const section = page.locator(`.opblock-tag[data-tag="${tag}"]`);
        const listed = page.locator(`[id^="operations-${tag.replace(/\s/g, '_')}-"]`);
        await section.click();
        const expected = operations.filter((op) => op.tags[0] === tag).length;
        await waitFor(async () => (await listed.count()) === expected, 10_000).catch(async () => {
          assert.equal(await listed.count(), expected, `the operations of ${tag}`);
        });
        await section.click();
      }
      await page.locator('.opblock-tag').first().click();
      await page.locator('.opblock-summary').first().click();
      await page.locator('.opblock-body').first().waitFor();
      assert.deepEqual(violations, []);
    } finally {
      await page.close();
    }
  });
});
