import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { useConsoleBrowser } from '../helpers/console';
import { createMemberSession, createTenantSession } from '../helpers/tenant';
import { addInvitee, createEvent } from '../helpers/events';
import { testEnv } from '../helpers/env';

const checkIns = (inviteeId: number) =>
  testEnv().sequelize.query<{ scanned_at: Date | null }>(
    'SELECT scanned_at FROM event_check_ins WHERE invitee_id = $1',
    { bind: [inviteeId], type: QueryTypes.SELECT },
  );

describe('the console offline: the door page reopens without network (service worker, headless Chromium)', function () {
  this.timeout(120_000);
  const consoleBrowser = useConsoleBrowser('offline-');
  const { checkBothLanguages, openSignedIn } = consoleBrowser;

  it('an usher reloads the door page with the network gone: it opens from the kept copy and goes on checking guests in', async () => {
    const { page } = consoleBrowser;
    const owner = await createTenantSession();
    const usher = await createMemberSession(owner, ['events.check_in']);
    const event = await createEvent(owner, { name: 'Harusi ya Mwanaisha', event_date: '2026-12-24', status: 'active' });
    const guest = await addInvitee(owner, event.id, { name: 'Mwanaisha Bakari' });

    await openSignedIn(usher.token, `/events/${event.id}/door`);
    await page.getByRole('heading', { name: 'Harusi ya Mwanaisha' }).waitFor();
    // The worker took over and kept this page and every bundle the page loaded before it ran.
    await page.waitForFunction(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const pages = await (await caches.open('console-pages')).keys();
      const assets = new Set((await (await caches.open('console-assets')).keys()).map((request) => request.url));
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/app/assets/'));
      return pages.length === 1 && loaded.length > 0 && loaded.every((url) => assets.has(url));
    });

    await page.context().setOffline(true);
    const reloaded = await page.reload();
    assert.ok(reloaded?.fromServiceWorker(), 'the page came from the service worker’s copy');
    await page.getByRole('heading', { name: 'Harusi ya Mwanaisha' }).waitFor();
    await page.getByTestId('door-network').getByText('Hakuna mtandao', { exact: false }).waitFor();

    await page.getByRole('textbox', { name: 'Msimbo wa kadi' }).fill(guest.entry_code);
    await page.getByRole('button', { name: 'Kagua', exact: true }).click();
    await page.locator('[data-answer="admitted"]').waitFor();
    assert.match(await page.locator('[data-answer]').innerText(), /KARIBU[\s\S]*Mwanaisha Bakari[\s\S]*Bila mtandao/);
    await page.getByTestId('door-queue').getByText('Usajili 1 unasubiri kutumwa').waitFor();
    await checkBothLanguages('reloaded', 'WELCOME');
    assert.deepEqual(await checkIns(guest.id), [], 'nothing reached the server while offline');

    await page.context().setOffline(false);
    await page.getByTestId('door-queue').getByText('Usajili 0 unasubiri kutumwa').waitFor({ timeout: 30_000 });
    const rows = await checkIns(guest.id);
    assert.equal(rows.length, 1, 'the queued check-in arrived once');
    assert.ok(rows[0]!.scanned_at, 'with the time it was scanned offline');
  });
});
