import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { useConsoleBrowser } from '../helpers/console';
import { testEnv } from '../helpers/env';
import { addInvitee, createEvent, showEvent } from '../helpers/events';
import { createTenantSession } from '../helpers/tenant';

describe('the console: the event day (hours, tills, harambee page, USSD code, entry cards) (headless Chromium)', function () {
  this.timeout(180_000);
  const consoleBrowser = useConsoleBrowser('event-day-');
  const { check, checkBothLanguages, openSignedIn } = consoleBrowser;

  it('sets the hours, a till, the harambee page and a USSD code; shows an entry card and prints them all', async () => {
    const page = consoleBrowser.page;
    const session = await createTenantSession();
    const event = await createEvent(session, {
      name: 'Harambee ya Shule ya Msingi Mbezi',
      type: 'harambee',
      event_date: '2026-12-19',
      venue: 'Viwanja vya Shule',
      status: 'active',
    });
    const guest = await addInvitee(session, event.id, {
      name: 'Bi. Zawadi Kimaro',
      card_type: 'family',
      status: 'confirmed',
      attending_count: 3,
    });
    // Unique across organizations: a random 8-digit code.
    const ussdCode = String(randomInt(10_000_000, 99_999_999));

    await openSignedIn(session.token, `/events/${event.id}`);
    await page.getByRole('heading', { name: 'Harambee ya Shule ya Msingi Mbezi' }).waitFor();
    await page.getByRole('button', { name: 'Hariri', exact: true }).first().click();
    const form = page.getByRole('dialog', { name: 'Hariri tukio' });
    await form.getByLabel('Saa ya kuanza (EAT, si lazima)').fill('14:00');
    await form.getByLabel('Saa ya kumaliza (EAT, si lazima)').fill('18:30');
    await form.getByLabel('Kiungo cha ramani (https, si lazima)').fill('https://maps.app.goo.gl/mbezi123');
    await form.getByRole('button', { name: 'Ongeza namba ya malipo' }).click();
    await form.getByLabel('Mtandao wa namba 1').selectOption('mpesa');
    await form.getByLabel('Namba ya malipo 1').fill('x12');
    await form.getByLabel('Jina la mpokeaji 1').fill('Kamati ya Shule');
    await form.getByLabel('Namba ya USSD ya tukio (tarakimu, si lazima)').fill('12a');
    await form.getByRole('button', { name: 'Hifadhi' }).click();

    // The API's 422 names `mobile_money.0.number` and `ussd_code`: each error shows beside its own field, in
    // Kiswahili (the API's English form "The number must be 5 to 15 digits…" read by i18n/field-messages.ts).
    const number = form.getByLabel('Namba ya malipo 1');
    await waitForInvalid(number);
    assert.match(await describedBy(number), /Tarakimu 5 hadi 15\./);
    assert.match(
      await describedBy(form.getByLabel('Namba ya USSD ya tukio (tarakimu, si lazima)')),
      /Tarakimu 1 hadi 8\./,
    );

    await check('form-errors');
    await number.fill('555123');
    await form.getByLabel('Namba ya USSD ya tukio (tarakimu, si lazima)').fill(ussdCode);
    await form.getByText(`*150*00*${ussdCode}#`).waitFor();
    await form.getByRole('switch', { name: 'Ukurasa wa harambee' }).check({ force: true });
    await check('form');
    await form.getByRole('button', { name: 'Hifadhi' }).click();
    await form.waitFor({ state: 'detached' });

    const saved = await showEvent(session, event.id);
    assert.deepEqual(
      [saved.starts_at, saved.ends_at, saved.location_url, saved.mobile_money, saved.public_page, saved.ussd_code],
      [
        '14:00',
        '18:30',
        'https://maps.app.goo.gl/mbezi123',
        [{ provider: 'mpesa', number: '555123', name: 'Kamati ya Shule' }],
        true,
        ussdCode,
      ],
    );
    assert.ok(saved.public_url);
    await page.getByText('Saa 14:00 hadi 18:30 (EAT)').waitFor();
    await page.getByText('M-Pesa: 555123 (Kamati ya Shule)').waitFor();
    await page.getByText(`Simu za kawaida: piga *150*00*${ussdCode}#`).waitFor();
    await page.getByText(saved.public_url).waitFor();
    assert.equal(
      await page.getByRole('link', { name: 'Fungua ramani ya mahali' }).getAttribute('href'),
      'https://maps.app.goo.gl/mbezi123',
    );
    await checkBothLanguages('event', 'Feature phones: dial');

    // The harambee page opens from its link and shows the event.
    const [harambee] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Fungua ukurasa' }).click(),
    ]);
    await harambee.waitForLoadState();
    assert.equal(harambee.url(), saved.public_url);
    assert.equal(await harambee.locator('#event-name').textContent(), 'Harambee ya Shule ya Msingi Mbezi');
    await harambee.close();

    // The entry card, fetched with the token and shown from a blob: URL the console's policy allows.
    const csp = (await page.request.get(`${testEnv().baseUrl}/app`)).headers()['content-security-policy']!;
    assert.match(csp, /img-src 'self' data: blob:(;|$)/);
    const invitee = page.getByRole('listitem', { name: guest.name });
    await invitee.getByText('Kadi: Familia · inaingiza 4 · wameingia 0').waitFor();
    await invitee.getByText('Watakaokuja: 3').waitFor();
    await invitee.getByRole('button', { name: 'Ona kadi' }).click();
    const image = invitee.getByRole('img', { name: 'Kadi ya kuingilia ya Bi. Zawadi Kimaro' });
    await image.waitFor();
    assert.match((await image.getAttribute('src'))!, /^blob:/);
    await image.evaluate((img: HTMLImageElement) => img.decode());
    assert.ok(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
    await checkBothLanguages('invitee-card', 'Coming: 3');

    // Every card in one PDF from the Reports tab.
    await page.getByRole('tab', { name: 'Ripoti' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Chapisha kadi zote (PDF)' }).click(),
    ]);
    assert.equal(file.suggestedFilename(), `event-${event.id}-cards.pdf`);
    assert.equal((await readFile((await file.path())!)).subarray(0, 5).toString('latin1'), '%PDF-');
    await checkBothLanguages('reports', 'Print all cards (PDF)');

    // Two of the family's guests come through the door: the figures and the card count them.
    const door = await session.api.post(`/events/${event.id}/check-ins`, { code: guest.entry_code, guests: 2 });
    assert.equal(door.status, 201, JSON.stringify(door.data));
    await page.reload();
    const figures = page.getByRole('group', { name: 'Takwimu za tukio' });
    await figures.getByText('Waliofika mlangoni').waitFor();
    await figures.getByText('1 (watu 2)').waitFor();
    await page.getByRole('tab', { name: 'Wageni' }).click();
    await invitee.getByText('Kadi: Familia · inaingiza 4 · wameingia 2').waitFor();

    // The form in English, with the harambee page's link to copy.
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    const english = page.getByRole('dialog', { name: 'Edit the event' });
    await english.getByText(saved.public_url).waitFor();
    await check('form');
  });
});

/** Waits until the field is marked invalid (the 422 came back). */
async function waitForInvalid(field: Locator): Promise<void> {
  await field.and(field.page().locator('[aria-invalid="true"]')).waitFor();
}

/** The text of the elements that describe the field (Mantine ties its error there). */
async function describedBy(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}
