import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useConsoleBrowser } from '../helpers/console';
import { addInvitee, createEvent, recordPayment } from '../helpers/events';
import { createMemberSession, createTenantSession, uniqueName, type TenantSession } from '../helpers/tenant';
import { waitFor } from '../helpers/wait-for';

interface MemberJson {
  id: number;
  user: { id: number; name: string };
  role: string;
}

/**
 * Issue 34 §6 in the console: the event page's "Kamati" tab manages the event's committee (GET/POST/DELETE
 * /events/{id}/members) and shows the trail of its payment changes (GET /events/{id}/audit).
 */
describe('the console: an event committee tab, its members and the payment audit (headless Chromium, 390 × 844)', function () {
  this.timeout(120_000);
  const consoleBrowser = useConsoleBrowser('committee-tab-');
  const { check, checkBothLanguages, openSignedIn } = consoleBrowser;
  let page: Page;
  let owner: TenantSession;
  beforeEach(() => {
    page = consoleBrowser.page;
  });
  before(async () => {
    owner = await createTenantSession();
  });

  const members = async (eventId: number): Promise<MemberJson[]> => {
    const res = await owner.api.get(`/events/${eventId}/members`);
    assert.equal(res.status, 200);
    return res.data.data as MemberJson[];
  };

  it('an organiser adds a member as treasurer, changes them to viewer and removes them; the audit shows a payment created, edited and deleted', async () => {
    const event = await createEvent(owner, { name: 'Harusi ya Rehema na Musa', status: 'active' });
    const email = `${uniqueName('neema').replace(' ', '-')}@example.com`;
    const user = await owner.api.post('/users', {
      name: 'Neema Mushi',
      email,
      password: 'neema-pass-1',
      role: 'member',
      permissions: [],
    });
    assert.equal(user.status, 201);
    const userId = user.data.data.id as number;
    const invitee = await addInvitee(owner, event.id, { name: 'Zawadi Kimaro', pledge_amount: 100_000 });
    const payment = await recordPayment(owner, event.id, invitee.id, 50_000, { reference: 'RISITI 7' });
    const edited = await owner.api.put(`/events/${event.id}/payments/${payment.id}`, {
      amount: 60_000,
      payment_method: 'mobile_money',
      reference: 'MPESA QK9',
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.data));
    assert.equal((await owner.api.delete(`/events/${event.id}/payments/${payment.id}`)).status, 200);

    await openSignedIn(owner.token, `/events/${event.id}?tab=committee`);
    await page.getByText('Bado hakuna mwanakamati wa tukio hili.').waitFor();

    // The audit, newest first: deleted (60,000), edited (50,000 → 60,000), created (50,000).
    const audit = page.getByRole('list', { name: 'Historia ya malipo' });
    await audit.getByRole('listitem').nth(2).waitFor();
    const entries = (await audit.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    assert.equal(entries.length, 3);
    const by = `${owner.admin.name} · `;
    assert.ok(
      entries[0].startsWith(`Malipo ya Zawadi Kimaro yamefutwa TZS 60,000 Pesa kwa simu · MPESA QK9 ${by}`),
      entries[0],
    );
    assert.ok(entries[1].startsWith('Malipo ya Zawadi Kimaro yamehaririwa TZS 50,000 → TZS 60,000 '), entries[1]);
    assert.ok(entries[2].startsWith('Malipo ya Zawadi Kimaro yamerekodiwa TZS 50,000 '), entries[2]);
    for (const entry of entries) assert.match(entry, new RegExp(`${by}\\d`), `who and when: ${entry}`);
    await checkBothLanguages('empty', 'Committee members');

    await page.getByRole('button', { name: 'Ongeza mwanakamati' }).click();
    const adding = page.getByRole('dialog', { name: 'Mwanakamati mpya' });
    await adding.getByLabel('Mtumiaji').selectOption(String(userId));
    await adding.getByRole('radio', { name: 'Mweka hazina' }).check();
    await check('add-form');
    await adding.getByRole('button', { name: 'Hifadhi' }).click();
    await adding.waitFor({ state: 'detached' });
    assert.deepEqual(
      (await members(event.id)).map((m) => [m.user.id, m.role]),
      [[userId, 'treasurer']],
    );
    const card = page.getByRole('listitem', { name: /^Neema Mushi: / });
    await card.getByText('Mweka hazina', { exact: true }).waitFor();
    await checkBothLanguages('treasurer', 'Treasurer');

    await card.getByRole('button', { name: 'Badilisha jukumu' }).click();
    const changing = page.getByRole('dialog', { name: 'Jukumu la Neema Mushi' });
    assert.equal(await changing.getByRole('radio', { name: 'Mweka hazina' }).isChecked(), true);
    await changing.getByRole('radio', { name: 'Mtazamaji' }).check();
    await changing.getByRole('button', { name: 'Hifadhi' }).click();
    await changing.waitFor({ state: 'detached' });
    assert.deepEqual(
      (await members(event.id)).map((m) => [m.user.id, m.role]),
      [[userId, 'viewer']],
      'the role is replaced, not added',
    );
    await card.getByText('Mtazamaji', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Mwondoe' }).click();
    const confirm = page.getByRole('dialog', { name: 'Kumwondoa kwenye kamati?' });
    await confirm.getByText('Neema Mushi (Mtazamaji) ataacha kazi yake kwenye tukio hili mara moja.').waitFor();
    await check('remove-confirm');
    await confirm.getByRole('button', { name: 'Mwondoe' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.deepEqual(await members(event.id), []);
    await page.getByText('Bado hakuna mwanakamati wa tukio hili.').waitFor();
  });

  it('an organiser without users.view adds by user number, and the API refusing a treasurer it cannot grant is said beside the form', async () => {
    const event = await createEvent(owner, { name: 'Send-off ya Upendo', status: 'active' });
    const organiser = await createMemberSession(owner, ['events.view', 'events.edit']);
    const colleague = await createMemberSession(owner, []);

    await openSignedIn(organiser.token, `/events/${event.id}?tab=committee`);
    await page.getByRole('button', { name: 'Ongeza mwanakamati' }).click();
    const adding = page.getByRole('dialog', { name: 'Mwanakamati mpya' });
    await adding.getByLabel('Namba ya mtumiaji (ID)').fill(String(colleague.id));
    await adding.getByRole('radio', { name: 'Mweka hazina' }).check();
    await adding.getByRole('button', { name: 'Hifadhi' }).click();
    await adding
      .getByRole('alert')
      .getByText(/^Huwezi kutoa jukumu la Mweka hazina: linatoa ruhusa ambazo wewe mwenyewe huna/)
      .waitFor();
    assert.deepEqual(await members(event.id), [], 'nothing was added');
    await check('refused');

    // The same refusal in English (the language switch is behind the dialog), then a role the organiser may give.
    await adding.getByRole('button', { name: 'Ghairi' }).click();
    await adding.waitFor({ state: 'detached' });
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('button', { name: 'Add a member' }).click();
    const english = page.getByRole('dialog', { name: 'New committee member' });
    await english.getByLabel('User number (ID)').fill(String(colleague.id));
    await english.getByRole('radio', { name: 'Treasurer' }).check();
    await english.getByRole('button', { name: 'Save' }).click();
    await english
      .getByRole('alert')
      .getByText(/^You cannot give the Treasurer role/)
      .waitFor();
    await check('refused');
    await english.getByRole('radio', { name: 'Viewer' }).check();
    await english.getByRole('button', { name: 'Save' }).click();
    await english.waitFor({ state: 'detached' });
    await waitFor(async () => (await members(event.id)).length === 1);
    assert.deepEqual(
      (await members(event.id)).map((m) => [m.user.id, m.role]),
      [[colleague.id, 'viewer']],
    );
  });
});
