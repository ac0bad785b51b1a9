import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useConsoleBrowser } from '../helpers/console';
import { createMemberSession, createTenantSession } from '../helpers/tenant';

describe('the console: templates, credits and settings (headless Chromium, 390 × 844)', function () {
  this.timeout(180_000);
  const consoleBrowser = useConsoleBrowser('credits-');
  const { check, checkBothLanguages, openSignedIn } = consoleBrowser;
  let page: Page;
  beforeEach(() => {
    page = consoleBrowser.page;
  });

  it('adds a template with a placeholder, edits it and deletes it; a viewer sees the list only', async () => {
    const session = await createTenantSession();
    await openSignedIn(session.token, '/templates');
    await page.getByRole('heading', { name: 'Violezo' }).waitFor();
    await page.getByText('Bado hakuna kiolezo.').waitFor();

    await page.getByRole('button', { name: 'Ongeza kiolezo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kiolezo kipya' });
    await dialog.getByRole('textbox', { name: 'Jina' }).fill('Karibu');
    await dialog.getByRole('textbox', { name: 'Maandishi' }).fill('Habari');
    await dialog.getByRole('button', { name: 'Ongeza alama {name}' }).click();
    await check('template-form');
    await dialog.getByRole('button', { name: 'Hifadhi' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('listitem', { name: 'Karibu' });
    await card.locator('mark', { hasText: '{name}' }).waitFor();
    let [stored] = (await session.api.get('/templates')).data.data;
    assert.equal(stored.body, 'Habari {name}');
    await checkBothLanguages('templates', 'Add template');

    await card.getByRole('button', { name: 'Hariri Karibu' }).click();
    const editing = page.getByRole('dialog', { name: 'Hariri kiolezo' });
    await editing.getByRole('textbox', { name: 'Maandishi' }).fill('Habari {name}, karibu kwenye kikao.');
    await editing.getByRole('button', { name: 'Hifadhi' }).click();
    await editing.waitFor({ state: 'detached' });
    await card.getByText('karibu kwenye kikao.').waitFor();
    [stored] = (await session.api.get('/templates')).data.data;
    assert.equal(stored.body, 'Habari {name}, karibu kwenye kikao.');

    // An empty name is the API's 422, shown beside the field.
    await page.getByRole('button', { name: 'Ongeza kiolezo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByRole('dialog').locator('.mantine-InputWrapper-error').first().waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Ghairi' }).click();

    const viewer = await createMemberSession(session, ['templates.view']);
    await consoleBrowser.newPage();
    page = consoleBrowser.page;
    await openSignedIn(viewer.token, '/templates');
    await page.getByRole('listitem', { name: 'Karibu' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Ongeza kiolezo' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Hariri Karibu' }).count(), 0);

    await consoleBrowser.newPage();
    page = consoleBrowser.page;
    await openSignedIn(session.token, '/templates');
    await page.getByRole('button', { name: 'Futa Karibu' }).click();
    await page.getByRole('dialog', { name: 'Futa kiolezo' }).getByRole('button', { name: 'Futa' }).click();
    await page.getByText('Bado hakuna kiolezo.').waitFor();
    assert.deepEqual((await session.api.get('/templates')).data.data, []);
  });
});
