import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { useConsoleBrowser } from '../helpers/console';
import { addInvitee, createEvent, createStage, recordPayment } from '../helpers/events';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { waitFor } from '../helpers/wait-for';

/**
 * Issue 34 §6 in the console: a user of the organisation with no permission of their own but a committee role on one
 * event sees that event, and does there what the role grants (GET /me's event_roles), no more.
 */
describe('the console: committee members with a role on one event only (headless Chromium, 390 × 844)', function () {
  this.timeout(180_000);
  const consoleBrowser = useConsoleBrowser('committee-');
  const { check, checkBothLanguages, openSignedIn } = consoleBrowser;
  let page: Page;
  let owner: TenantSession;
  let eventA: { id: number; name: string };
  let eventB: { id: number; name: string };
  let halima: { id: number; name: string; entry_code: string };
  before(async () => {
    owner = await createTenantSession();
    eventA = await createEvent(owner, { name: 'Harusi ya Amani na Zuhura', status: 'active', venue: 'Mlimani City' });
    eventB = await createEvent(owner, { name: 'Kikao cha Wazazi', status: 'active' });
    const invitee = await addInvitee(owner, eventA.id, { name: 'Halima Said', pledge_amount: 80_000 });
    halima = { id: invitee.id, name: invitee.name, entry_code: invitee.entry_code as string };
    await recordPayment(owner, eventA.id, halima.id, 30_000);
    await createStage(owner, eventA.id);
  });
  beforeEach(() => {
    page = consoleBrowser.page;
  });

  /** A user without any permission of their own, given `role` on event A. */
  async function committeeMember(role: 'treasurer' | 'usher' | 'viewer'): Promise<{ token: string }> {
    const user = await createMemberSession(owner, []);
    const added = await owner.api.post(`/events/${eventA.id}/members`, { user_id: user.id, role });
    assert.equal(added.status, 201, JSON.stringify(added.data));
    return user;
  }

  /** The menu's entries, once opened (the phone's menu), photographed as `shot`. */
  async function menu(shot: string): Promise<string[]> {
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('link').first().waitFor();
    const entries = (await navigation.getByRole('link').allInnerTexts()).map((text) => text.trim());
    await check(shot);
    await page.keyboard.press('Escape');
    return entries;
  }

  /** Opens `route` by its address and expects the calm refusal, with no API error beside it. */
  async function expectNotAllowed(route: string): Promise<void> {
    await page.goto(`${new URL(page.url()).origin}/app${route}`);
    await page.getByRole('heading', { name: 'Huna ruhusa ya ukurasa huu' }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, `${route}: no error alert`);
  }

  const noButton = async (name: string) =>
    assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, `no "${name}" button`);

  it('a treasurer: Events in the menu, only their event, records a payment there, edits no invitee or stage, and may not open another event', async () => {
    const treasurer = await committeeMember('treasurer');
    await openSignedIn(treasurer.token, '/');
    assert.deepEqual(await menu('treasurer-menu'), ['Mwanzo', 'Matukio']);

    await page.goto(`${new URL(page.url()).origin}/app/events`);
    await page.getByRole('listitem', { name: eventA.name }).waitFor();
    assert.equal(await page.getByRole('listitem').count(), 1, 'event B is not listed');
    await noButton('Unda tukio');
    assert.equal(await page.getByRole('listitem', { name: eventA.name }).getByRole('button').count(), 0);
    await checkBothLanguages('treasurer-events', 'Events');

    await page.getByRole('listitem', { name: eventA.name }).getByRole('link', { name: eventA.name }).click();
    const row = page.getByRole('listitem', { name: 'Halima Said' });
    await row.getByText('Ahadi TZS 80,000 · Amelipa TZS 30,000 · Deni TZS 50,000').waitFor();
    assert.deepEqual(await row.getByRole('button').allInnerTexts(), ['Nakili kiungo', 'Ona kadi']);
    for (const name of ['Hariri', 'Ongeza mgeni', 'Leta wageni']) await noButton(name);
    await checkBothLanguages('treasurer-event', 'Invitees');

    await page.getByRole('tab', { name: 'Malipo' }).click();
    await page.getByRole('button', { name: 'Rekodi malipo' }).click();
    const paying = page.getByRole('dialog', { name: 'Rekodi malipo' });
    await paying.getByLabel('Tafuta mgeni').fill('Halima');
    await waitFor(async () => (await paying.getByLabel('Aliyelipa').locator('option').count()) === 2);
    await paying.getByLabel('Aliyelipa').selectOption(String(halima.id));
    await paying.getByLabel('Kiasi (TZS)').fill('15000');
    await paying.getByLabel('Njia ya malipo').selectOption('mobile_money');
    await paying.getByLabel('Kumbukumbu').fill('MPESA QK12345');
    await check('treasurer-payment-form');
    await paying.getByRole('button', { name: 'Hifadhi' }).click();
    await paying.waitFor({ state: 'detached' });
    const payments = (await owner.api.get(`/events/${eventA.id}/payments`)).data.data as Array<{
      event_invitee_id: number;
      amount: number;
      payment_method: string;
      reference: string;
    }>;
    const made = payments.find((p) => p.reference === 'MPESA QK12345');
    assert.deepEqual([made?.event_invitee_id, made?.amount, made?.payment_method], [halima.id, 15_000, 'mobile_money']);
    assert.equal(payments.length, 2);
    const recorded = page.getByRole('listitem', { name: 'Halima Said TZS 15,000' });
    assert.deepEqual(await recorded.getByRole('button').allInnerTexts(), ['Hariri', 'Futa'], 'edits its payments');
    await checkBothLanguages('treasurer-payments', 'Totals by invitee');

    await page.goto(`${new URL(page.url()).origin}/app/events/${eventA.id}/stages`);
    const stage = page.getByRole('article', { name: 'Mwaliko' });
    await stage.waitFor();
    await noButton('Hatua mpya');
    assert.equal(await stage.getByRole('button').count(), 0, 'no send, edit or delete on a stage');
    await checkBothLanguages('treasurer-stages', 'Message stages');

    await expectNotAllowed(`/events/${eventB.id}`);
    await expectNotAllowed(`/events/${eventB.id}/stages`);
    await expectNotAllowed(`/events/${eventA.id}/door`);
    await checkBothLanguages('treasurer-not-allowed', 'You may not open this page');
  });

  it('a viewer reads the figures, payments and reports of their event, with no button that writes', async () => {
    const viewer = await committeeMember('viewer');
    await openSignedIn(viewer.token, '/');
    assert.deepEqual(await menu('viewer-menu'), ['Mwanzo', 'Matukio']);
    await page.goto(`${new URL(page.url()).origin}/app/events/${eventA.id}`);
    await page
      .getByRole('group', { name: 'Takwimu za tukio' })
      .getByText(/Zimelipwa/)
      .waitFor();
    for (const name of ['Hariri', 'Ongeza mgeni', 'Leta wageni']) await noButton(name);
    await checkBothLanguages('viewer-event', 'Reports');

    await page.getByRole('tab', { name: 'Malipo' }).click();
    const paid = page.getByRole('listitem', { name: /^Halima Said TZS/ }).first();
    await paid.waitFor();
    await noButton('Rekodi malipo');
    assert.equal(await paid.getByRole('button').count(), 0, 'no edit or delete on a payment');
    await checkBothLanguages('viewer-payments', 'Totals by invitee');

    await page.getByRole('tab', { name: 'Ripoti' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Pakua CSV' }).click(),
    ]);
    const csv = await readFile((await file.path())!, 'utf8');
    assert.match(csv, /Halima Said/);
    await checkBothLanguages('viewer-reports', 'Download CSV');
    await expectNotAllowed(`/events/${eventB.id}`);
  });

  it('an usher: the door in the menu, their event’s door admits a guest, and no events screen', async () => {
    const usher = await committeeMember('usher');
    await openSignedIn(usher.token, '/');
    assert.deepEqual(await menu('usher-menu'), ['Mwanzo', 'Mlangoni']);
    await page.goto(`${new URL(page.url()).origin}/app/door`);
    await page.getByRole('link', { name: /Harusi ya Amani na Zuhura/ }).waitFor();
    assert.equal(await page.getByRole('link', { name: /Kikao cha Wazazi/ }).count(), 0);
    await checkBothLanguages('usher-door-events', 'Choose the event whose door you work');

    await page.getByRole('link', { name: /Harusi ya Amani na Zuhura/ }).click();
    await page.getByRole('heading', { name: eventA.name }).waitFor();
    await page.getByRole('textbox', { name: 'Msimbo wa kadi' }).fill(halima.entry_code);
    await page.getByRole('button', { name: 'Kagua', exact: true }).click();
    await page.locator('[data-answer="admitted"]').waitFor();
    const checkIns = (await owner.api.get(`/events/${eventA.id}/check-ins`)).data.data as Array<{
      invitee: { id: number };
      guests: number;
    }>;
    assert.deepEqual(
      checkIns.map((c) => [c.invitee.id, c.guests]),
      [[halima.id, 1]],
    );
    await checkBothLanguages('usher-door', 'WELCOME');

    await expectNotAllowed('/events');
    await expectNotAllowed(`/events/${eventA.id}`);
    await expectNotAllowed(`/events/${eventB.id}/door`);
    await checkBothLanguages('usher-not-allowed', 'You may not open this page');
  });
});
