import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import type { Page } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { collectCspViolations } from '../helpers/browser';
import { newConsoleContext, openConsole, useConsoleBrowser } from '../helpers/console';
import { writeQrVideo } from '../helpers/fake-camera';
import { createMemberSession, createTenantSession } from '../helpers/tenant';
import { addInvitee, createEvent } from '../helpers/events';
import { testEnv } from '../helpers/env';

/** Today in Dar es Salaam (the door list offers events from yesterday on). */
const todayInDar = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** The stored check-ins of an invitee. */
const checkInRows = (inviteeId: number) =>
  testEnv().sequelize.query<{ guests: number; door: string | null; scanned_at: Date | null }>(
    'SELECT guests, door, scanned_at FROM event_check_ins WHERE invitee_id = $1 ORDER BY id',
    { bind: [inviteeId], type: QueryTypes.SELECT },
  );

describe('the console: the door page (headless Chromium, 390 × 844)', function () {
  this.timeout(180_000);
  const consoleBrowser = useConsoleBrowser('door-');
  const { check, checkBothLanguages, openSignedIn } = consoleBrowser;
  let page: Page;
  beforeEach(() => {
    page = consoleBrowser.page;
  });

  const answer = () => page.locator('[data-answer]');
  /** Types a card code in the code field and checks it; waits for the answer to `name` to show. */
  async function scan(code: string, expected: string): Promise<void> {
    await page.getByRole('textbox', { name: 'Msimbo wa kadi' }).fill(code);
    await page.getByRole('button', { name: 'Kagua', exact: true }).click();
    await page.locator(`[data-answer="${expected}"]`).waitFor();
  }
  /** Clears the last answer first, so the next scan's answer is its own even when it reads the same. */
  const clearAnswer = () =>
    page.evaluate(() => document.querySelector('[data-answer]')?.setAttribute('data-answer', 'old'));

  it('admits by code (green), refuses a second scan, a third on a double card and another event’s code (red); offline it answers from the list, queues, and tells of the card another door admitted first', async () => {
    const owner = await createTenantSession();
    const usher = await createMemberSession(owner, ['events.check_in']);
    const event = await createEvent(owner, {
      name: 'Harusi ya Asha na Juma',
      event_date: todayInDar(),
      venue: 'Mlimani City',
      status: 'active',
    });
    const elsewhere = await createEvent(owner, { name: 'Kikao cha Kamati', event_date: todayInDar() });
    const asha = await addInvitee(owner, event.id, { name: 'Asha Juma' });
    const zawadi = await addInvitee(owner, event.id, { name: 'Zawadi Ali', card_type: 'double' });
    const baraka = await addInvitee(owner, event.id, { name: 'Baraka Mushi' });
    const neema = await addInvitee(owner, event.id, { name: 'Neema Said' });
    const rehema = await addInvitee(owner, event.id, { name: 'Rehema Kassim', card_type: 'family', admits: 4 });
    const stranger = await addInvitee(owner, elsewhere.id, { name: 'Mgeni wa Kikao' });

    await openSignedIn(usher.token, '/door');
    await page.getByRole('link', { name: /Harusi ya Asha na Juma/ }).waitFor();
    await checkBothLanguages('events', 'Choose the event whose door you work');
    await page.getByRole('link', { name: /Harusi ya Asha na Juma/ }).click();
    await page.getByRole('heading', { name: 'Harusi ya Asha na Juma' }).waitFor();

    await scan(asha.entry_code, 'admitted');
    assert.match(await answer().innerText(), /KARIBU[\s\S]*Asha Juma[\s\S]*Kadi ya mtu mmoja[\s\S]*Wamebaki wageni 0/);
    await checkBothLanguages('admitted', 'WELCOME');

    await clearAnswer();
    await scan(asha.entry_code, 'already_admitted');
    assert.match(
      await answer().innerText(),
      /AMESHAINGIA[\s\S]*Asha Juma[\s\S]*Wameingia 1 kati ya 1[\s\S]*Mara ya mwisho/,
    );
    await checkBothLanguages('already', 'ALREADY ADMITTED');

    await clearAnswer();
    await scan(zawadi.entry_code, 'admitted');
    assert.match(await answer().innerText(), /Zawadi Ali[\s\S]*Kadi ya watu wawili[\s\S]*Amebaki mgeni 1/);
    await clearAnswer();
    await scan(zawadi.entry_code, 'admitted');
    await clearAnswer();
    await scan(zawadi.entry_code, 'already_admitted');
    assert.match(await answer().innerText(), /Wameingia 2 kati ya 2/);

    await clearAnswer();
    await scan(stranger.entry_code, 'card_not_found');
    assert.match(await answer().innerText(), /KADI HAIJULIKANI/);
    assert.deepEqual((await checkInRows(asha.id)).length, 1);
    assert.deepEqual((await checkInRows(zawadi.id)).length, 2);
    assert.deepEqual(await checkInRows(stranger.id), []);

    // A guest without the card: found by the phone's last digits, three of a family card's four admitted at once.
    await page.getByRole('textbox', { name: 'Wageni wanaoingia sasa' }).fill('3');
    await page.getByRole('textbox', { name: 'Tafuta mgeni' }).fill(rehema.phone.slice(-3));
    await clearAnswer();
    await page.getByRole('button', { name: 'Ingiza Rehema Kassim' }).click();
    await page.locator('[data-answer="admitted"]').waitFor();
    assert.match(
      await answer().innerText(),
      /Rehema Kassim[\s\S]*Kadi ya familia[\s\S]*wanaingia wageni 3[\s\S]*Amebaki mgeni 1/,
    );
    assert.deepEqual(
      (await checkInRows(rehema.id)).map((row) => row.guests),
      [3],
    );
    await page.getByRole('textbox', { name: 'Tafuta mgeni' }).fill('');

    // The network goes: the page answers from the list it downloaded and queues.
    await page.context().setOffline(true);
    await page.getByTestId('door-network').getByText('Hakuna mtandao', { exact: false }).waitFor();
    await clearAnswer();
    await scan(baraka.entry_code, 'admitted');
    assert.match(await answer().innerText(), /Baraka Mushi[\s\S]*Bila mtandao/);
    await clearAnswer();
    await scan(neema.entry_code, 'admitted');
    await clearAnswer();
    await scan(asha.entry_code, 'already_admitted');
    await clearAnswer();
    await scan(stranger.entry_code, 'card_not_found');
    await page.getByTestId('door-queue').getByText('Usajili 2 unasubiri kutumwa').waitFor();
    assert.deepEqual(await checkInRows(baraka.id), [], 'nothing reached the server while offline');

    // Meanwhile another door (online) admits Baraka's single card.
    const otherDoor = await owner.api.post(`/events/${event.id}/check-ins`, {
      code: baraka.entry_code,
      door: 'Lango la pembeni',
    });
    assert.equal(otherDoor.status, 201, JSON.stringify(otherDoor.data));

    await page.context().setOffline(false);
    await page.getByTestId('door-queue').getByText('Usajili 0 unasubiri kutumwa').waitFor({ timeout: 30_000 });
    const conflicts = page.getByTestId('door-conflicts');
    await conflicts.getByText('Baraka Mushi').waitFor();
    assert.match(await conflicts.innerText(), /AMESHAINGIA[\s\S]*mlango: Lango la pembeni/);
    await checkBothLanguages('conflict', 'offline check-in refused');

    // Exactly one check-in per admission: Baraka's is the other door's; Neema's came from the queue with its scan time.
    assert.deepEqual(
      (await checkInRows(baraka.id)).map((row) => row.door),
      ['Lango la pembeni'],
    );
    const neemaRows = await checkInRows(neema.id);
    assert.equal(neemaRows.length, 1);
    assert.ok(neemaRows[0]!.scanned_at, 'the queued check-in carries when it was scanned');
    assert.equal((await checkInRows(asha.id)).length, 1);
    assert.equal((await checkInRows(zawadi.id)).length, 2);

    await conflicts.getByRole('button', { name: 'Nimetatua' }).click();
    await conflicts.waitFor({ state: 'detached' });
    await check('settled');
  });
});

describe('the console: the door page films a card (Chromium with a fake camera)', function () {
  this.timeout(120_000);
  let browser: Browser | undefined;
  after(async () => {
    await browser?.close();
  });

  it('reads the QR code from the camera and admits the guest', async () => {
    const owner = await createTenantSession();
    const usher = await createMemberSession(owner, ['events.check_in']);
    const event = await createEvent(owner, { name: 'Harambee ya Shule', event_date: todayInDar(), status: 'active' });
    const guest = await addInvitee(owner, event.id, { name: 'Juma Hamisi' });
    const video = path.join(mkdtempSync(path.join(tmpdir(), 'door-camera-')), 'card.y4m');
    await writeQrVideo(guest.entry_code, video);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await newConsoleContext(browser);
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    const blocked = collectCspViolations(page);
    await openConsole(page, '/sign-in');
    await page.evaluate((value) => localStorage.setItem('console.session', value), usher.token);
    await openConsole(page, `/events/${event.id}/door`);
    await page.getByRole('button', { name: 'Soma QR kwa kamera' }).click();
    await page.locator('[data-answer="admitted"]').waitFor({ timeout: 30_000 });
    assert.match(await page.locator('[data-answer]').innerText(), /KARIBU[\s\S]*Juma Hamisi/);
    assert.equal((await checkInRows(guest.id)).length, 1, 'one check-in');
    // Linux Chromium has no BarcodeDetector: the page read the frames with jsQR, loaded as its own chunk.
    assert.equal(await page.evaluate(() => 'BarcodeDetector' in window), false);
    assert.deepEqual(blocked, [], 'nothing was blocked by the Content-Security-Policy');
  });
});
