import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import type { Page } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { collectCspViolations } from '../helpers/browser';
import { newConsoleContext, openConsole, screenshotDir, useConsoleBrowser } from '../helpers/console';
import { writeQrVideo } from '../helpers/fake-camera';
import { createMemberSession, createTenantSession } from '../helpers/tenant';
import { addInvitee, createEvent } from '../helpers/events';
import { testEnv } from '../helpers/env';

/** Today in Dar es Salaam (the door list offers events from yesterday on). */
const todayInDar = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** The stored check-ins of an invitee (superseded: an earlier scan displaced it, it counts no more). */
const checkInRows = (inviteeId: number) =>
  testEnv().sequelize.query<{ guests: number; door: string | null; scanned_at: Date | null; superseded: boolean }>(
    'SELECT guests, door, scanned_at, superseded_at IS NOT NULL AS superseded FROM event_check_ins WHERE invitee_id = $1 ORDER BY id',
    { bind: [inviteeId], type: QueryTypes.SELECT },
  );

/** The ids of an invitee's check-ins. */
const checkInIds = async (inviteeId: number) =>
  (
    await testEnv().sequelize.query<{ id: number }>(
      'SELECT id FROM event_check_ins WHERE invitee_id = $1 ORDER BY id',
      {
        bind: [inviteeId],
        type: QueryTypes.SELECT,
      },
    )
  ).map((row) => row.id);

/** Guests admitted on the invitee's card, as the server counts them. */
const guestsAdmitted = async (inviteeId: number) =>
  (
    await testEnv().sequelize.query<{ guests_admitted: number }>(
      'SELECT guests_admitted FROM event_invitees WHERE id = $1',
      { bind: [inviteeId], type: QueryTypes.SELECT },
    )
  )[0]?.guests_admitted;

/** When the page scanned the invitee's card offline (its queued check-in, as the device keeps it). */
const queuedScanOf = (page: Page, eventId: number, inviteeId: number) =>
  page.evaluate(
    ([event, invitee]) =>
      (
        JSON.parse(localStorage.getItem(`door.queue.${event}`) ?? '[]') as { inviteeId: number; scannedAt: string }[]
      ).find((queued) => queued.inviteeId === invitee)?.scannedAt,
    [eventId, inviteeId] as const,
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

    // Meanwhile another door admits Baraka's single card online, after this page scanned it; and Neema's with an
    // offline scan made a minute before this page's, which reaches the server first.
    const otherDoor = await owner.api.post(`/events/${event.id}/check-ins`, {
      code: baraka.entry_code,
      door: 'Lango la pembeni',
    });
    assert.equal(otherDoor.status, 201, JSON.stringify(otherDoor.data));
    const neemaScannedHere = await queuedScanOf(page, event.id, neema.id);
    assert.ok(neemaScannedHere);
    const earlierDoor = await owner.api.post(`/events/${event.id}/check-ins`, {
      code: neema.entry_code,
      door: 'Lango la pembeni',
      scanned_at: new Date(Date.parse(neemaScannedHere) - 60_000).toISOString(),
    });
    assert.equal(earlierDoor.status, 201, JSON.stringify(earlierDoor.data));

    // The network returns: the earlier scan wins each time. Baraka's (this page's) is admitted and shows green;
    // Neema's was the other door's, so this page's becomes a conflict to settle.
    await page.context().setOffline(false);
    await page.getByTestId('door-queue').getByText('Usajili 0 unasubiri kutumwa').waitFor({ timeout: 30_000 });
    const synced = page.getByTestId('door-synced');
    await synced.getByText('Baraka Mushi').waitFor();
    assert.match(await synced.innerText(), /AMEINGIA[\s\S]*Baraka Mushi[\s\S]*Usomaji wa mapema/);
    assert.doesNotMatch(await synced.innerText(), /Neema/);
    const conflicts = page.getByTestId('door-conflicts');
    await conflicts.getByText('Neema Said').waitFor();
    assert.match(await conflicts.innerText(), /AMESHAINGIA[\s\S]*mlango: Lango la pembeni/);
    await checkBothLanguages('conflict', '1 check-in to settle');

    // Exactly one counting check-in per admission: Baraka's is this page's, with its scan time (the other door's
    // later one is superseded); Neema's is the other door's earlier one.
    const barakaRows = await checkInRows(baraka.id);
    assert.deepEqual(
      barakaRows.map((row) => [row.door, row.superseded]),
      [
        ['Lango la pembeni', true],
        [null, false],
      ],
    );
    assert.ok(barakaRows[1]!.scanned_at, 'the queued check-in carries when it was scanned');
    assert.equal(await guestsAdmitted(baraka.id), 1);
    assert.deepEqual(
      (await checkInRows(neema.id)).map((row) => [row.door, row.superseded]),
      [['Lango la pembeni', false]],
    );
    assert.equal((await checkInRows(asha.id)).length, 1);
    assert.equal((await checkInRows(zawadi.id)).length, 2);

    await synced.getByRole('button', { name: 'Sawa' }).click();
    await synced.waitFor({ state: 'detached' });
    await conflicts.getByRole('button', { name: 'Nimetatua' }).click();
    await conflicts.waitFor({ state: 'detached' });
    await check('settled');
  });

  it('two doors offline: the earlier scan, synced second, is admitted green; the later door is told; undo removes a check-in', async () => {
    const owner = await createTenantSession();
    const [ushers, laterUsher] = [
      await createMemberSession(owner, ['events.check_in']),
      await createMemberSession(owner, ['events.check_in']),
    ];
    const event = await createEvent(owner, { name: 'Send-off ya Neema', event_date: todayInDar(), status: 'active' });
    const juma = await addInvitee(owner, event.id, { name: 'Juma Hamisi' });
    const salma = await addInvitee(owner, event.id, { name: 'Salma Omari' });
    /** A screenshot of door A's whole page from its top (door B's go through `check`, with axe). */
    const screenshotTop = async (doorPage: Page, name: string) => {
      await doorPage.evaluate(() => window.scrollTo(0, 0));
      await doorPage.screenshot({ path: path.join(screenshotDir(), name), fullPage: true });
    };

    /** Opens the event's door page signed in as `token` on `door`, and names the door. */
    const openDoor = async (doorPage: Page, token: string, doorName: string) => {
      await openConsole(doorPage, '/sign-in');
      await doorPage.evaluate((value) => localStorage.setItem('console.session', value), token);
      await openConsole(doorPage, `/events/${event.id}/door`);
      await doorPage.getByRole('heading', { name: 'Send-off ya Neema' }).waitFor();
      await doorPage.getByRole('textbox', { name: 'Jina la mlango (si lazima)' }).fill(doorName);
    };
    const scanOn = async (doorPage: Page, code: string, expected: string) => {
      await doorPage.evaluate(() => document.querySelector('[data-answer]')?.setAttribute('data-answer', 'old'));
      await doorPage.getByRole('textbox', { name: 'Msimbo wa kadi' }).fill(code);
      await doorPage.getByRole('button', { name: 'Kagua', exact: true }).click();
      await doorPage.locator(`[data-answer="${expected}"]`).waitFor();
    };

    // Door A (its own browser profile) and door B (this test's page), both offline. A scans Juma's single card
    // first; B scans it a moment later.
    const contextA = await newConsoleContext(page.context().browser()!);
    const pageA = await contextA.newPage();
    const blockedOnA = collectCspViolations(pageA);
    try {
      await openDoor(pageA, ushers.token, 'Lango kuu');
      await openDoor(page, laterUsher.token, 'Lango la nyuma');
      await pageA.context().setOffline(true);
      await page.context().setOffline(true);
      await scanOn(pageA, juma.entry_code, 'admitted');
      await scanOn(page, juma.entry_code, 'admitted');
      const scannedOnA = await queuedScanOf(pageA, event.id, juma.id);
      const scannedOnB = await queuedScanOf(page, event.id, juma.id);
      assert.ok(scannedOnA && scannedOnB && scannedOnA < scannedOnB, 'door A scanned first');

      // B's network returns first: its later scan is admitted.
      await page.context().setOffline(false);
      await page.getByTestId('door-synced').getByText('Juma Hamisi').waitFor({ timeout: 30_000 });
      assert.deepEqual(
        (await checkInRows(juma.id)).map((row) => [row.door, row.superseded]),
        [['Lango la nyuma', false]],
      );

      // Then A's: its earlier scan wins and shows green, naming the later check-in it displaced.
      await pageA.context().setOffline(false);
      const syncedOnA = pageA.getByTestId('door-synced');
      await syncedOnA.getByText('Juma Hamisi').waitFor({ timeout: 30_000 });
      assert.match(await syncedOnA.innerText(), /AMEINGIA[\s\S]*Juma Hamisi[\s\S]*Usomaji wa mapema/);
      // The green answer of that scan, still on screen, no longer says it waits for the network.
      const answerOnA = await pageA.locator('[data-answer="admitted"]').innerText();
      assert.match(answerOnA, /Juma Hamisi/);
      assert.doesNotMatch(answerOnA, /Bila mtandao/);
      await screenshotTop(pageA, 'door-synced-won-sw.png');
      assert.equal(await pageA.getByTestId('door-conflicts').count(), 0);

      // Exactly one counted admission on the server: A's, at its scan time.
      const rows = await checkInRows(juma.id);
      assert.deepEqual(
        rows.map((row) => [row.door, row.superseded]),
        [
          ['Lango la nyuma', true],
          ['Lango kuu', false],
        ],
      );
      assert.equal(rows[1]!.scanned_at?.toISOString(), scannedOnA);
      assert.equal(await guestsAdmitted(juma.id), 1);
      const shown = await owner.api.get(`/events/${event.id}`);
      assert.deepEqual([shown.data.data.checked_in_count, shown.data.data.guests_admitted], [1, 1]);

      // B's page learns it on its next look at the superseded check-ins, and tells its usher where and when.
      const conflicts = page.getByTestId('door-conflicts');
      await conflicts.getByText('Juma Hamisi').waitFor({ timeout: 45_000 });
      const time = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Africa/Dar_es_Salaam',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(scannedOnA));
      assert.match(
        await conflicts.innerText(),
        new RegExp(`ALIINGIA MAPEMA MLANGO MWINGINE[\\s\\S]*Aliingia mapema zaidi mlango Lango kuu saa ${time}`),
      );
      // It shows no longer green there: the sync report and the answer of that scan made way for the conflict.
      assert.equal(await page.getByTestId('door-synced').count(), 0);
      assert.equal(await page.locator('[data-answer]').count(), 0);
      await checkBothLanguages('superseded', `Admitted earlier at door Lango kuu at ${time}`);

      // Undo on a green answer: past the API's ten minutes the refusal is said calmly; within them it is undone.
      await scanOn(pageA, salma.entry_code, 'admitted');
      await testEnv().sequelize.query(
        "UPDATE event_check_ins SET created_at = now() - interval '11 minutes' WHERE invitee_id = $1",
        { bind: [salma.id] },
      );
      await pageA.getByRole('button', { name: 'Tendua usajili' }).click();
      await pageA
        .getByTestId('door-undo-refusal')
        .getByText(/ndani ya dakika 10/)
        .waitFor();
      await screenshotTop(pageA, 'door-undo-refused-sw.png');
      assert.equal(await pageA.locator('[data-answer="admitted"]').count(), 1, 'still green: the guest stays in');
      assert.equal(await guestsAdmitted(salma.id), 1);
      const reset = await owner.api.delete(`/events/${event.id}/check-ins/${(await checkInIds(salma.id))[0]}`);
      assert.equal(reset.status, 200, 'an organiser may undo it later');

      await scanOn(pageA, salma.entry_code, 'admitted');
      assert.equal(await guestsAdmitted(salma.id), 1);
      await pageA.getByRole('button', { name: 'Tendua usajili' }).click();
      await pageA.locator('[data-answer="undone"]').waitFor();
      assert.match(await pageA.locator('[data-answer]').innerText(), /USAJILI UMETENDULIWA[\s\S]*Salma Omari/);
      assert.deepEqual(await checkInRows(salma.id), [], 'the check-in row is gone');
      assert.equal(await guestsAdmitted(salma.id), 0);
      await screenshotTop(pageA, 'door-undone-sw.png');
      assert.deepEqual(blockedOnA, [], 'nothing was blocked by the Content-Security-Policy on door A');
    } finally {
      await contextA.close();
    }
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
