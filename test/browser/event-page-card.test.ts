import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectCspViolations, launchChromium } from '../helpers/browser';
import { createTenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, createStage, SHOWCASE_WEDDING } from '../helpers/events';
import { creditTenant } from '../helpers/credits';
import { sandboxTextsTo, sendStage } from '../helpers/stages';
import { waitFor } from '../helpers/wait-for';

/** An iPhone-sized phone. */
const PHONE = { width: 390, height: 844 };

/** The card image's natural width once it loaded (0 while it did not, or failed). */
const loadedCardWidth = (page: Page) =>
  page.locator('#card-image').evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined);
    return img.naturalWidth;
  });

describe('the entry card in a browser: {card_link} from a real SMS, the card on the invitee page', function () {
  this.timeout(90_000);
  let browser: Browser;
  let screenshots: string;
  before(async () => {
    browser = await launchChromium();
    screenshots = process.env.EVENT_PAGE_SCREENSHOTS ?? (await mkdtemp(path.join(tmpdir(), 'event-card-')));
  });
  after(async () => {
    await browser?.close();
  });

  it('opens {card_link} of a sent stage on the card page and shows the card on the invitation, in Kiswahili and English', async () => {
    const owner = await createTenantSession({ orgName: `Familia ya Mzee Hamisi ${Date.now()}` });
    const event = await createEvent(owner, SHOWCASE_WEDDING);
    const invitee = await addInvitee(owner, event.id, { name: 'Mwanaidi Salim', card_type: 'double' });
    const stage = await createStage(owner, event.id, {
      stage_type: 'invitation',
      body: 'Habari {invitee_name}! Kadi yako ya kuingilia: {card_link}',
    });
    await creditTenant(owner.tenant.id, 'sms', 10);
    assert.equal((await sendStage(owner, event.id, stage.id)).status, 200);
    const text = await waitFor(() => sandboxTextsTo([invitee.phone]).get(invitee.phone)?.[0], 30_000);
    const link = /(https?:\/\/\S+\/e\/[A-Za-z0-9_-]+\/card)$/.exec(text)?.[1];
    assert.equal(link, `${invitee.event_link}/card`, text);

    const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const violations = collectCspViolations(page);
    try {
      assert.equal((await page.goto(link))?.status(), 200);
      assert.equal(await loadedCardWidth(page), 640);
      await page.screenshot({ path: path.join(screenshots, 'card-page-sw.png'), fullPage: true });

      await page.click('#back');
      assert.equal(page.url(), invitee.event_link);
      assert.equal(await loadedCardWidth(page), 640);
      assert.equal(await page.locator('#card h2').textContent(), 'Kadi yako ya kuingilia');
      await page.screenshot({ path: path.join(screenshots, 'invitee-page-card-sw.png'), fullPage: true });

      await page.goto(`${invitee.event_link}?lang=en`);
      assert.equal(await loadedCardWidth(page), 640);
      assert.equal(await page.locator('#card h2').textContent(), 'Your entry card');
      await page.screenshot({ path: path.join(screenshots, 'invitee-page-card-en.png'), fullPage: true });
      assert.deepEqual(violations, []);
    } finally {
      await page.close();
    }
  });
});
