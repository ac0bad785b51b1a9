import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { useConsoleBrowser } from '../helpers/console';
import { testEnv } from '../helpers/env';
import { purchaseRow } from '../helpers/payments';
import { approvedSenderId } from '../helpers/sender-ids';
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

  it('buys SMS credits through the sandbox checkout, comes back to a paid purchase with the balance risen, and downloads its receipt', async () => {
    const session = await createTenantSession();
    await openSignedIn(session.token, '/credits');
    const buy = page.getByRole('region', { name: 'Nunua mtandaoni' });
    await buy.getByRole('textbox', { name: 'Idadi ya salio' }).fill('750');
    await buy.getByText('Jumla inakadiriwa: TZS 22,500').waitFor();
    await checkBothLanguages('credits', 'Buy online');

    await buy.getByRole('button', { name: 'Endelea kulipa' }).click();
    await page.waitForURL((url) => url.href.startsWith(testEnv().sandboxes.payment.url));
    await page.getByLabel('Payment method').selectOption({ label: 'M-Pesa' });
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(`${testEnv().baseUrl}/api/payments/return?`)),
      page.getByRole('button', { name: 'Complete payment' }).click(),
    ]);
    await page.getByRole('link', { name: 'Rudi kwenye akaunti yako' }).click();
    await page.waitForURL(/\/app\/credits\/purchases\/\d+$/);
    const purchaseId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('status').getByText('Malipo yamepokelewa na salio limeongezwa.').waitFor();
    await page.getByTestId('sms-balance').getByText('750').waitFor();
    assert.equal((await purchaseRow(purchaseId)).status, 'approved');
    assert.deepEqual((await session.api.get('/balance')).data, { sms_balance: 750, chat_balance: 0 });
    await checkBothLanguages('purchase-paid', 'Payment received and the credits were added.');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Pakua risiti' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `receipt-${purchaseId}.pdf`);
    const pdf = await readFile((await download.path())!);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  });

  it('sends a manual top-up request that the history shows pending; a member who may only look sees no forms', async () => {
    const session = await createTenantSession();
    await openSignedIn(session.token, '/credits');
    const form = page.getByRole('region', { name: 'Omba kuongezewa salio' });
    await form.getByRole('textbox', { name: 'Idadi ya salio' }).fill('2000');
    await form.getByRole('textbox', { name: 'Namba ya muamala (M-Pesa)' }).fill('QK7AB2CD3E');
    await form.getByRole('textbox', { name: 'Simu iliyolipa' }).fill('0754 000 111');
    await form.getByRole('button', { name: 'Tuma ombi' }).click();
    await form
      .getByRole('status')
      .getByText(/^Ombi limetumwa: salio 2,000 kwa TZS/)
      .waitFor();

    const [request] = (await session.api.get('/sms-purchases')).data.data;
    assert.equal(request.status, 'pending');
    assert.equal(request.kind, 'manual');
    assert.equal(request.transaction_reference, 'QK7AB2CD3E');
    assert.match(request.payer_phone, /754000111$/);
    const card = page.getByRole('listitem', { name: `Ununuzi #${request.id}` });
    await card.getByText('Linasubiri').waitFor();
    assert.equal(await card.getByRole('button', { name: 'Pakua risiti' }).count(), 0, 'no receipt before approval');
    await check('credits-requested');

    const viewer = await createMemberSession(session, ['purchase_sms']);
    await consoleBrowser.newPage();
    page = consoleBrowser.page;
    await openSignedIn(viewer.token, '/credits');
    await page.getByRole('listitem', { name: `Ununuzi #${request.id}` }).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Nunua mtandaoni' }).count(), 0);
    assert.equal(await page.getByRole('region', { name: 'Omba kuongezewa salio' }).count(), 0);
  });

  it('saves sender id, quiet hours, low-balance and birthday settings that the API reads back, and adds and removes an opt-out', async () => {
    const session = await createTenantSession();
    const suffix = Math.random().toString(36).slice(2, 6).toUpperCase();
    await approvedSenderId(session, `HARUSI${suffix}`);
    await openSignedIn(session.token, '/settings');
    await page.getByRole('heading', { name: 'Mipangilio' }).waitFor();
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Webhooks', '/app/settings/webhooks'],
      ['Funguo za API', '/app/settings/api-keys'],
      ['Watumiaji', '/app/users'],
    ])
      assert.equal(await main.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'), href);
    await checkBothLanguages('settings', 'Low-balance warnings');

    await page.getByRole('link', { name: /^Majina ya mtumaji/ }).click();
    await page.getByRole('textbox', { name: 'Jina jipya la mtumaji' }).fill(`KIKAO${suffix}`);
    await page.getByRole('button', { name: 'Omba jina' }).click();
    await page
      .getByRole('listitem', { name: `KIKAO${suffix}` })
      .getByText('Linasubiri')
      .waitFor();
    await page.getByRole('combobox', { name: 'Jina la mtumaji linalotumika' }).selectOption(`HARUSI${suffix}`);
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByRole('status').getByText('Imehifadhiwa.').waitFor();
    await checkBothLanguages('sender-ids', 'Your requests');

    await page.getByRole('link', { name: 'Rudi kwenye mipangilio' }).click();
    await page.getByRole('link', { name: /^Saa za utulivu/ }).click();
    await page.getByRole('switch', { name: 'Washa saa za utulivu' }).check();
    await page.getByLabel('Kuanzia').fill('21:00');
    await page.getByLabel('Hadi').fill('07:30');
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByRole('status').getByText('Imehifadhiwa.').waitFor();
    await checkBothLanguages('quiet-hours', 'Turn quiet hours on');

    await page.getByRole('link', { name: 'Rudi kwenye mipangilio' }).click();
    await page.getByRole('link', { name: /^Tahadhari ya salio kidogo/ }).click();
    await page.getByRole('textbox', { name: 'Kiwango cha salio la SMS' }).fill('500');
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByRole('status').getByText('Imehifadhiwa.').waitFor();
    await checkBothLanguages('low-balance', 'SMS credits threshold');

    await page.getByRole('link', { name: 'Rudi kwenye mipangilio' }).click();
    await page.getByRole('link', { name: /^Salamu za siku ya kuzaliwa/ }).click();
    await page.getByRole('switch', { name: 'Tuma salamu za siku ya kuzaliwa' }).check();
    await page.getByRole('textbox', { name: 'Maandishi ya salamu' }).fill('Heri ya siku ya kuzaliwa {name}!');
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByRole('status').getByText('Imehifadhiwa.').waitFor();
    await checkBothLanguages('birthday', 'Send birthday wishes');

    assert.deepEqual((await session.api.get('/settings')).data.data, {
      sender_id: `HARUSI${suffix}`,
      birthday_wishes_enabled: true,
      birthday_template: 'Heri ya siku ya kuzaliwa {name}!',
      quiet_hours: { start: '21:00', end: '07:30' },
      low_balance_threshold_sms: 500,
      low_balance_threshold_chat: null,
    });
    const requests = (await session.api.get('/sender-ids')).data.data as Array<{ sender_id: string; status: string }>;
    assert.deepEqual(
      requests.map((r) => [r.sender_id, r.status]),
      [
        [`KIKAO${suffix}`, 'pending'],
        [`HARUSI${suffix}`, 'approved'],
      ],
    );

    await page.getByRole('link', { name: 'Rudi kwenye mipangilio' }).click();
    await page.getByRole('link', { name: /^Waliojiondoa/ }).click();
    await page.getByText('Hakuna namba iliyojiondoa.').waitFor();
    await page.getByRole('textbox', { name: 'Namba ya simu' }).fill('0712 000 333');
    await page.getByRole('combobox', { name: 'Njia' }).selectOption('sms');
    await page.getByRole('button', { name: 'Ondoa namba hii' }).click();
    const entry = page.getByRole('listitem', { name: '0712 000 333' });
    await entry.getByText('SMS tu · Ameondolewa na shirika').waitFor();
    const [optOut] = (await session.api.get('/opt-outs')).data.data;
    assert.deepEqual([optOut.phone, optOut.channel, optOut.source], ['255712000333', 'sms', 'api']);
    await checkBothLanguages('opt-outs', 'Opt this number out');

    await entry.getByRole('button', { name: 'Ruhusu 0712 000 333 kupokea tena' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Futa' }).click();
    await page.getByText('Hakuna namba iliyojiondoa.').waitFor();
    assert.deepEqual((await session.api.get('/opt-outs')).data.data, []);
  });
});
