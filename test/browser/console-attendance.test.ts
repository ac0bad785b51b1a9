import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useConsoleBrowser } from '../helpers/console';
import { addInvitee, createEvent, showEvent } from '../helpers/events';
import { createMemberSession, createTenantSession } from '../helpers/tenant';
import { waitFor } from '../helpers/wait-for';

/** Today in Dar es Salaam (the door works on events from yesterday on). */
const todayInDar = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** HH:MM in Dar es Salaam, as the tab writes an offline scan's time. */
const darClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Dar_es_Salaam', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

describe('the console: an event’s attendance tab (headless Chromium, 390 × 844)', function () {
  this.timeout(120_000);
  const consoleBrowser = useConsoleBrowser('attendance-');
  const { check, checkBothLanguages, openSignedIn } = consoleBrowser;
  let page: Page;
  beforeEach(() => {
    page = consoleBrowser.page;
  });

  const card = (name: string) => page.getByRole('listitem', { name });
  const figures = () => page.getByRole('group', { name: 'Takwimu za mahudhurio' });
  const figuresShow = (pattern: RegExp) => waitFor(async () => pattern.test(await figures().innerText()));

  it('shows the check-ins with doors, ushers, the offline scan and the superseded one; the usher may undo only their own, the organiser undoes one and is told calmly when an earlier scan got there first', async () => {
    const owner = await createTenantSession();
    const usher = await createMemberSession(owner, ['events.check_in', 'events.view']);
    const event = await createEvent(owner, { name: 'Harusi ya Amani', event_date: todayInDar(), status: 'active' });
    const asha = await addInvitee(owner, event.id, { name: 'Asha Juma' });
    const zawadi = await addInvitee(owner, event.id, { name: 'Zawadi Ali', card_type: 'double' });
    const neema = await addInvitee(owner, event.id, { name: 'Neema Said' });
    const checkIn = async (session: typeof owner.api, body: Record<string, unknown>) => {
      const res = await session.post(`/events/${event.id}/check-ins`, body);
      assert.equal(res.status, 201, JSON.stringify(res.data));
      return res.data.data as { id: number; superseded: { id: number }[] };
    };

    // One normal check-in, a double card with two guests, and Neema's card scanned online by the usher at the back
    // gate, then an offline scan made five minutes earlier at the side gate reaching the server: the earlier wins.
    await checkIn(usher.api, { code: asha.entry_code, door: 'Lango kuu' });
    const pair = await checkIn(owner.api, { code: zawadi.entry_code, guests: 2, door: 'Lango kuu' });
    const later = await checkIn(usher.api, { code: neema.entry_code, door: 'Lango la nyuma' });
    const offlineAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const earlier = await checkIn(owner.api, {
      code: neema.entry_code,
      door: 'Lango la pembeni',
      scanned_at: offlineAt,
    });
    assert.deepEqual(
      earlier.superseded.map((row) => row.id),
      [later.id],
    );

    // The usher (check-in and view) sees the list, the door page's link, and an undo on their own recent check-in
    // only: not on the organiser's, nor on the superseded one.
    await openSignedIn(usher.token, `/events/${event.id}?tab=attendance`);
    await page.getByRole('tab', { name: 'Mahudhurio', selected: true }).waitFor();
    await figuresShow(/3 kati ya 3[\s\S]*4/);
    await card('Asha Juma').waitFor();
    assert.equal(await page.getByTestId('check-in').count(), 4);
    assert.equal(await card('Asha Juma').getByRole('button', { name: 'Tendua' }).count(), 1);
    assert.equal(await card('Zawadi Ali').getByRole('button', { name: 'Tendua' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Tendua' }).count(), 1);
    assert.equal(
      await page.getByRole('link', { name: 'Fungua ukurasa wa mlangoni' }).getAttribute('href'),
      `/app/events/${event.id}/door`,
    );
    await check('usher');

    // The organiser sees every check-in, its door, its usher, when; the offline scan and the superseded mark.
    page = await consoleBrowser.newPage();
    await openSignedIn(owner.token, `/events/${event.id}?tab=attendance`);
    await figuresShow(/3 kati ya 3[\s\S]*4/);
    const neemaCards = card('Neema Said');
    await neemaCards.first().waitFor();
    // The offline scan is listed at the time it was made (newest first: below the later one it displaced).
    const [displaced, offline] = await neemaCards.allInnerTexts();
    assert.match(
      displaced!,
      /Lango la nyuma[\s\S]*Mhudumu: Member[\s\S]*imepinduliwa: iliingizwa mapema mlango Lango la pembeni/,
    );
    assert.match(offline!, /Lango la pembeni[\s\S]*Mhudumu: Admin[\s\S]*imesomwa bila mtandao/);
    assert.ok(offline!.includes(`imesomwa bila mtandao ${darClock(offlineAt)}`), offline);
    assert.ok(!offline!.includes('imepinduliwa'), offline);
    assert.match(await card('Zawadi Ali').innerText(), /WATU 2[\s\S]*Lango kuu[\s\S]*Mhudumu: Admin/);
    assert.match(await card('Asha Juma').innerText(), /MTU 1[\s\S]*Lango kuu[\s\S]*Mhudumu: Member/);
    assert.equal(await page.getByRole('button', { name: 'Tendua' }).count(), 3, 'any but the superseded one');
    await checkBothLanguages('organiser', 'Guests admitted');

    // Undo the double card: the check-in is gone through the API, the figures follow.
    await card('Zawadi Ali').getByRole('button', { name: 'Tendua' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tendua usajili' });
    await dialog.getByText('Tendua usajili wa Zawadi Ali (watu 2)?').waitFor();
    await check('undo');
    await dialog.getByRole('button', { name: 'Tendua' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card('Zawadi Ali').waitFor({ state: 'detached' });
    await figuresShow(/2 kati ya 3[\s\S]*2/);
    const listed = (await owner.api.get(`/events/${event.id}/check-ins`)).data.data as { id: number }[];
    assert.ok(!listed.some((row) => row.id === pair.id), 'the undone check-in is no longer listed');
    const shown = await showEvent(owner, event.id);
    assert.deepEqual([shown.checked_in_count, shown.guests_admitted], [2, 2]);

    // While the organiser asks to undo Asha's, an earlier offline scan of her card reaches the server: the API
    // refuses (409 check_in_superseded), the dialog says so calmly and the list shows her check-in superseded.
    await card('Asha Juma').getByRole('button', { name: 'Tendua' }).click();
    await dialog.waitFor();
    await checkIn(owner.api, {
      code: asha.entry_code,
      door: 'Lango la pembeni',
      scanned_at: new Date(Date.now() - 30 * 60_000).toISOString(),
    });
    await dialog.getByRole('button', { name: 'Tendua' }).click();
    await page.getByTestId('confirm-refusal').getByText('Usomaji wa mapema zaidi').waitFor();
    await check('undo-refused');
    await dialog.getByRole('button', { name: 'Ghairi' }).click();
    await waitFor(async () => (await card('Asha Juma').allInnerTexts()).some((text) => text.includes('imepinduliwa')));
    await figuresShow(/2 kati ya 3[\s\S]*2/);
  });
});
