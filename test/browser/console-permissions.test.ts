import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useConsoleBrowser } from '../helpers/console';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';

describe('the console: a member with narrow permissions sees only what they may use (headless Chromium)', function () {
  this.timeout(180_000);
  const consoleBrowser = useConsoleBrowser('permissions-');
  const { check, openSignedIn } = consoleBrowser;
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession();
  });

  /** The menu's entries, as the person sees them (on a phone, once the menu is opened). */
  async function menu(page: Page, viewport: typeof PHONE): Promise<string[]> {
    if (viewport === PHONE) await page.getByRole('button', { name: /^(Fungua menyu|Open the menu)$/ }).click();
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('link').first().waitFor();
    return (await navigation.getByRole('link').allInnerTexts()).map((text) => text.trim());
  }

  /** Opens `route` by its address and expects the calm refusal (no API error), in the language shown. */
  async function expectNotAllowed(page: Page, route: string, english: boolean): Promise<void> {
    await page.goto(`${new URL(page.url()).origin}/app${route}`);
    await page
      .getByRole('heading', { name: english ? 'You may not open this page' : 'Huna ruhusa ya ukurasa huu' })
      .waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, `${route}: no error alert`);
  }

  for (const [viewport, size] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    for (const language of ['sw', 'en'] as const) {
      const english = language === 'en';

      it(`a member with contacts.view and messages.view (${size}, ${language})`, async () => {
        const member = await createMemberSession(owner, ['contacts.view', 'messages.view']);
        const page = await consoleBrowser.newPage(viewport);
        await openSignedIn(member.token, '/contacts');
        if (english) await page.getByText('EN', { exact: true }).click();
        await page.getByRole('heading', { name: english ? 'Contacts' : 'Anwani' }).waitFor();
        assert.equal(await page.getByRole('button', { name: english ? 'Add contact' : 'Ongeza anwani' }).count(), 0);
        assert.equal(await page.getByRole('button', { name: english ? 'Import from a file' : /^Leta/ }).count(), 0);
        await check(`member-contacts-${size}`);
        assert.deepEqual(
          await menu(page, viewport),
          english ? ['Home', 'Messages', 'Contacts', 'Chat'] : ['Mwanzo', 'Jumbe', 'Anwani', 'Gumzo'],
        );
        await check(`member-menu-${size}`);

        for (const route of ['/compose', '/groups', '/users', '/settings/webhooks', '/settings/api-keys']) {
          await expectNotAllowed(page, route, english);
        }
        await check(`member-not-allowed-${size}`);
      });

      it(`an usher with only events.check_in (${size}, ${language})`, async () => {
        const usher = await createMemberSession(owner, ['events.check_in']);
        const page = await consoleBrowser.newPage(viewport);
        await openSignedIn(usher.token, '/');
        if (english) await page.getByText('EN', { exact: true }).click();
        assert.deepEqual(await menu(page, viewport), english ? ['Home', 'Door'] : ['Mwanzo', 'Mlangoni']);
        await check(`usher-menu-${size}`);
        for (const route of ['/contacts', '/messages', '/users', '/settings']) {
          await expectNotAllowed(page, route, english);
        }
        await check(`usher-not-allowed-${size}`);
      });
    }
  }
});
