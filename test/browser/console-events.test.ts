import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { DESKTOP, openConsole, useConsoleBrowser } from '../helpers/console';
import { creditTenant } from '../helpers/credits';
import { addInvitee, createEvent, recordPayment, showEvent, type InviteeBody } from '../helpers/events';
import { createMemberSession, createTenantSession, uniqueName, type TenantSession } from '../helpers/tenant';
import { phoneNumbers } from '../helpers/sms';
import { sandboxTextsTo } from '../helpers/stages';
import { waitFor } from '../helpers/wait-for';

describe('the console: events, invitees, payments and reports (headless Chromium)', function () {
  this.timeout(180_000);
  const consoleBrowser = useConsoleBrowser('events-');
  const { check, checkBothLanguages, openSignedIn } = consoleBrowser;
  let page: Page;
  beforeEach(() => {
    page = consoleBrowser.page;
  });

  /** A group of two contacts with fresh numbers. */
  async function groupOfTwo(session: TenantSession): Promise<{ id: number; name: string; phones: string[] }> {
    const name = uniqueName('Kamati');
    const group = await session.api.post('/groups', { name });
    assert.equal(group.status, 201);
    const phones = phoneNumbers(2);
    const ids: number[] = [];
    for (const [index, phone] of phones.entries()) {
      const contact = await session.api.post('/contacts', { name: `Mgeni ${index + 1}`, phone: `+${phone}` });
      assert.equal(contact.status, 201);
      ids.push(contact.data.data.id as number);
    }
    assert.equal((await session.api.post(`/groups/${group.data.data.id}/contacts`, { contact_ids: ids })).status, 200);
    return { id: group.data.data.id as number, name, phones };
  }

  const figures = () => page.getByRole('group', { name: 'Takwimu za tukio' });
  const figuresShow = (pattern: RegExp) => waitFor(async () => pattern.test(await figures().innerText()));

  /** Downloads a report with the tab's button; its bytes. */
  async function download(button: string): Promise<Buffer> {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    return readFile((await file.path())!);
  }

  it('creates an event, invites a group, sends the invitation stage from its preview, records a cash payment, and sees the figures follow an RSVP and a pledge made from the SMS link', async () => {
    const session = await createTenantSession();
    await creditTenant(session.tenant.id, 'sms', 50);
    const group = await groupOfTwo(session);

    await openSignedIn(session.token, '/events');
    await page.getByRole('heading', { name: 'Matukio' }).waitFor();
    await page.getByText('Bado huna tukio.').waitFor();
    await checkBothLanguages('list-empty', 'No event yet.');

    await page.getByRole('button', { name: 'Unda tukio' }).click();
    const form = page.getByRole('dialog', { name: 'Tukio jipya' });
    await form.getByLabel('Jina la tukio').fill('Harusi ya Neema na Baraka');
    await form.getByLabel('Aina').selectOption('wedding');
    await form.getByLabel('Tarehe ya tukio').fill('2026-12-19');
    await form.getByLabel('Mahali').fill('Ukumbi wa Diamond Jubilee');
    await form.getByLabel('Lengo la michango (TZS)').fill('5000000');
    await form.getByLabel('Hali', { exact: true }).selectOption('active');
    await form.getByLabel('Jina la benki').fill('NMB');
    await form.getByLabel('Namba ya akaunti').fill('2040 1122 3344');
    await form.getByLabel('Jina la akaunti').fill('Kamati ya Harusi');
    await form.getByLabel('Mwisho wa kutoa ahadi').fill('2026-12-10');
    await check('event-form');
    await form.getByRole('button', { name: 'Hifadhi' }).click();
    await form.waitFor({ state: 'detached' });

    const [created] = (await session.api.get('/events')).data.data;
    assert.deepEqual(
      [
        created.name,
        created.type,
        created.event_date,
        created.venue,
        created.target_amount,
        created.status,
        created.bank_name,
        created.bank_account_number,
        created.bank_account_name,
        created.pledge_deadline,
        created.public_message,
      ],
      [
        'Harusi ya Neema na Baraka',
        'wedding',
        '2026-12-19',
        'Ukumbi wa Diamond Jubilee',
        5_000_000,
        'active',
        'NMB',
        '2040 1122 3344',
        'Kamati ya Harusi',
        '2026-12-10',
        null,
      ],
    );
    const card = page.getByRole('listitem', { name: 'Harusi ya Neema na Baraka' });
    await card.getByText('Harusi · Jumamosi, 19 Desemba 2026 · Ukumbi wa Diamond Jubilee').waitFor();
    await card.getByText('TZS 5,000,000').waitFor();
    await checkBothLanguages('list', 'Still to collect');

    await card.getByRole('link', { name: 'Harusi ya Neema na Baraka' }).click();
    await page.getByRole('heading', { name: 'Harusi ya Neema na Baraka' }).waitFor();
    await page.getByText('Bado hakuna mgeni.').waitFor();
    await page.getByRole('button', { name: 'Leta wageni' }).click();
    const importing = page.getByRole('dialog', { name: 'Leta wageni' });
    await importing.getByLabel('Kikundi cha kualika').selectOption(String(group.id));
    await importing.getByRole('button', { name: 'Alika kikundi' }).click();
    await importing.getByText('Wameongezwa 2; wamerukwa 0').waitFor();
    await check('invitee-import');
    await importing.getByRole('button', { name: 'Funga', exact: true }).click();

    const invitees = (await session.api.get(`/events/${created.id}/invitees`)).data.data as Array<{
      id: number;
      name: string;
      phone: string;
      event_link: string;
    }>;
    assert.deepEqual(invitees.map((invitee) => invitee.phone).sort(), [...group.phones].sort());
    await page.getByRole('listitem', { name: 'Mgeni 1' }).waitFor();
    await page.getByRole('listitem', { name: 'Mgeni 2' }).waitFor();
    await figuresShow(/Wageni\s+2\b/);
    await checkBothLanguages('invitees', 'Import invitees');
    await page.getByRole('button', { name: 'Ongeza mgeni' }).click();
    await check('invitee-form');
    await page.getByRole('dialog', { name: 'Mgeni mpya' }).getByRole('button', { name: 'Ghairi' }).click();

    // An invitation stage written against its live preview and sent now: each guest gets their own page's link.
    await page.getByRole('link', { name: 'Hatua za ujumbe' }).click();
    await page.getByRole('heading', { name: 'Hatua za ujumbe' }).waitFor();
    await page.getByRole('button', { name: 'Hatua mpya' }).click();
    await page.getByRole('textbox', { name: 'Jina la hatua' }).fill('Mwaliko');
    await page
      .getByRole('textbox', { name: 'Maandishi ya SMS' })
      .fill('Habari {invitee_name}, karibu {event_name}: {event_link}');
    const stagePreview = page.getByRole('region', { name: 'Hakiki' });
    await waitFor(async () => /Wageni\s+2\b[\s\S]*Salio litakalotumika\s+2\b/.test(await stagePreview.innerText()));
    await check('stage-preview');
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    const stageCard = page.getByRole('article', { name: 'Mwaliko' });
    await stageCard.getByRole('button', { name: 'Tuma sasa' }).click();
    const invitations = await waitFor(() => {
      const texts = sandboxTextsTo(group.phones);
      return [...texts.values()].every((received) => received.length === 1) ? texts : undefined;
    }, 30_000);
    await waitFor(async () => /Zimetumwa\s+2\b/.test(await stageCard.innerText()), 30_000);
    await openConsole(page, `/events/${created.id}`);
    await page.getByRole('heading', { name: 'Harusi ya Neema na Baraka' }).waitFor();

    // A cash payment from Mgeni 1, recorded by the organiser.
    await page.getByRole('tab', { name: 'Malipo' }).click();
    await page.getByText('Bado hakuna malipo').waitFor();
    await page.getByRole('button', { name: 'Rekodi malipo' }).click();
    const paying = page.getByRole('dialog', { name: 'Rekodi malipo' });
    await paying.getByLabel('Tafuta mgeni').fill('Mgeni 1');
    const payer = invitees.find((invitee) => invitee.name === 'Mgeni 1')!;
    await waitFor(async () => (await paying.getByLabel('Aliyelipa').locator('option').count()) === 2);
    await paying.getByLabel('Aliyelipa').selectOption(String(payer.id));
    await paying.getByLabel('Kiasi (TZS)').fill('20000');
    await paying.getByLabel('Njia ya malipo').selectOption('cash');
    await paying.getByLabel('Kumbukumbu').fill('Risiti 001');
    await check('payment-form');
    await paying.getByRole('button', { name: 'Hifadhi' }).click();
    await paying.waitFor({ state: 'detached' });

    const [payment] = (await session.api.get(`/events/${created.id}/payments`)).data.data;
    assert.deepEqual(
      [payment.event_invitee_id, payment.amount, payment.payment_method, payment.reference],
      [payer.id, 20_000, 'cash', 'Risiti 001'],
    );
    await page.getByRole('listitem', { name: 'Mgeni 1 TZS 20,000' }).getByText('Taslimu').waitFor();
    await figuresShow(/Zimelipwa\s+TZS 20,000/);
    await checkBothLanguages('payments', 'Totals by invitee');

    // Mgeni 2 answers on their own page, in the same browser, then the organiser comes back to the console.
    const guest = invitees.find((invitee) => invitee.name === 'Mgeni 2')!;
    const [invitation] = invitations.get(guest.phone)!;
    assert.equal(invitation, `Habari Mgeni 2, karibu Harusi ya Neema na Baraka: ${guest.event_link}`);
    await page.goto(invitation.slice(invitation.lastIndexOf(' ') + 1));
    await page.getByRole('button', { name: 'Nitahudhuria' }).click();
    await page.waitForURL(/done=rsvp/);
    await page.getByLabel('Kiasi cha ahadi (TZS)').fill('50,000');
    await page.getByRole('button', { name: 'Hifadhi ahadi' }).click();
    await page.waitForURL(/done=pledge/);

    await openConsole(page, `/events/${created.id}`);
    await figuresShow(/Wamethibitisha\s+1\b[\s\S]*Ahadi\s+TZS 50,000[\s\S]*Zimelipwa\s+TZS 20,000/);
    const answered = page.getByRole('listitem', { name: 'Mgeni 2' });
    await answered.getByText('Atahudhuria').waitFor();
    await answered.getByText('Ahadi TZS 50,000 · Amelipa TZS 0 · Deni TZS 50,000').waitFor();
    const shown = await showEvent(session, created.id);
    assert.deepEqual([shown.total_pledged, shown.total_collected], [50_000, 20_000]);

    await page.getByLabel('Hali ya mgeni').selectOption('confirmed');
    await waitFor(async () => (await page.getByRole('listitem').count()) === 1);
    await page.getByRole('listitem', { name: 'Mgeni 2' }).waitFor();

    await page.getByRole('tab', { name: 'Ripoti' }).click();
    await checkBothLanguages('reports', 'Download CSV');
    const csv = (await download('Pakua CSV')).toString('utf8');
    assert.match(csv, /Mgeni 2/);
    assert.match(csv, /50000/);
    const pdf = await download('Pakua PDF');
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  });

  it('adds, edits and removes an invitee, reissues their card, and edits and deletes payments and the event (in English)', async () => {
    const session = await createTenantSession();
    const event = await createEvent(session, { name: 'Harambee ya Shule', type: 'harambee', status: 'active' });
    const payer = await addInvitee(session, event.id, { name: 'Baraka Mushi', pledge_amount: 30_000 });
    await recordPayment(session, event.id, payer.id, 10_000);

    await openConsole(page, '/sign-in');
    await page.evaluate(() => localStorage.setItem('console.language', 'en'));
    await openSignedIn(session.token, `/events/${event.id}`);
    await page.getByRole('heading', { name: 'Harambee ya Shule' }).waitFor();

    await page.getByRole('button', { name: 'Add an invitee' }).click();
    const adding = page.getByRole('dialog', { name: 'New invitee' });
    await adding.getByLabel('Name').fill('Zawadi Said');
    await adding.getByLabel('Phone number').fill('0712 000 111');
    await adding.getByLabel('Card type').selectOption('family');
    await adding.getByLabel('Pledge (TZS)').fill('40000');
    await check('invitee-form');
    await adding.getByRole('button', { name: 'Save' }).click();
    await adding.waitFor({ state: 'detached' });
    const zawadi = page.getByRole('listitem', { name: 'Zawadi Said' });
    await zawadi.getByText('0712 000 111').waitFor();
    await zawadi.getByText('Card: Family · admits 4 · checked in 0').waitFor();
    const added = (await session.api.get(`/events/${event.id}/invitees`, { params: { search: 'Zawadi' } })).data
      .data[0];
    assert.deepEqual(
      [added.phone, added.card_type, added.admits, added.pledge_amount, added.status],
      ['255712000111', 'family', 4, 40_000, 'pending'],
    );

    await zawadi.getByRole('button', { name: 'Edit' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit the invitee' });
    await editing.getByLabel('Admits').fill('3');
    await editing.getByLabel('Invitee status').selectOption('invited');
    await editing.getByRole('button', { name: 'Save' }).click();
    await editing.waitFor({ state: 'detached' });
    await zawadi.getByText('Card: Family · admits 3 · checked in 0').waitFor();
    await zawadi.getByText('Invited').waitFor();

    // She rang to say she comes with one more: confirmed, two coming; more than her card admits is refused beside the field.
    await zawadi.getByRole('button', { name: 'Edit' }).click();
    await editing.getByLabel('Invitee status').selectOption('confirmed');
    await editing.getByLabel('Coming').fill('5');
    await editing.getByRole('button', { name: 'Save' }).click();
    await editing.getByText(/attending count/i).waitFor();
    await editing.getByLabel('Coming').fill('2');
    await check('invitee-coming');
    await editing.getByRole('button', { name: 'Save' }).click();
    await editing.waitFor({ state: 'detached' });
    await zawadi.getByText('Coming: 2').waitFor();
    const confirmed = (await session.api.get(`/events/${event.id}/invitees`, { params: { search: 'Zawadi' } })).data
      .data[0];
    assert.deepEqual([confirmed.status, confirmed.attending_count], ['confirmed', 2]);

    await zawadi.getByRole('button', { name: 'Reissue the card' }).click();
    await zawadi.getByText('A new card was issued').waitFor();
    const reissued = (await session.api.get(`/events/${event.id}/invitees`, { params: { search: 'Zawadi' } })).data
      .data[0];
    assert.deepEqual([reissued.admits, reissued.status], [3, 'confirmed']);
    assert.notEqual(reissued.entry_code, added.entry_code, 'the card has a new entry code');

    await zawadi.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Remove the invitee?' }).getByRole('button', { name: 'Delete' }).click();
    await zawadi.waitFor({ state: 'detached' });
    const left = (await session.api.get(`/events/${event.id}/invitees`)).data.data;
    assert.deepEqual(
      left.map((invitee: { id: number }) => invitee.id),
      [payer.id],
    );

    // Two more ways in: a contact picked by search, and a file with one bad row.
    const contact = await session.api.post('/contacts', { name: 'Halima Juma', phone: `+${phoneNumbers(1)[0]}` });
    assert.equal(contact.status, 201);
    await page.getByRole('button', { name: 'Import invitees' }).click();
    const importing = page.getByRole('dialog', { name: 'Import invitees' });
    await importing.getByRole('tab', { name: 'Contacts' }).click();
    await importing.getByLabel('Search contacts').fill('Halima');
    await importing.getByRole('checkbox', { name: /Halima Juma/ }).check();
    await importing.getByRole('button', { name: 'Invite 1' }).click();
    await importing.getByText('1 added; 0 skipped').waitFor();
    await importing.getByRole('tab', { name: 'File' }).click();
    await importing.locator('input[type=file]').setInputFiles({
      name: 'wageni.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,phone,card_type\nRehema Ally,0713 000 222,double\nMtu Mbaya,12345,single\n'),
    });
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await importing.getByText('1 added; 1 skipped').waitFor();
    await importing
      .getByRole('list')
      .getByText(/^Row 3: /)
      .waitFor();
    await check('invitee-import');
    await importing.getByRole('button', { name: 'Close', exact: true }).click();
    const imported = (await session.api.get(`/events/${event.id}/invitees`)).data.data as InviteeBody[];
    assert.deepEqual(imported.map((invitee) => [invitee.name, invitee.card_type, invitee.contact_id]).sort(), [
      ['Baraka Mushi', 'single', null],
      ['Halima Juma', 'single', contact.data.data.id],
      ['Rehema Ally', 'double', null],
    ]);
    await page
      .getByRole('listitem', { name: 'Rehema Ally' })
      .getByText('Card: Double · admits 2 · checked in 0')
      .waitFor();

    await page.getByRole('tab', { name: 'Payments' }).click();
    const paid = page.getByRole('listitem', { name: 'Baraka Mushi TZS 10,000' });
    await paid.getByRole('button', { name: 'Edit' }).click();
    const changing = page.getByRole('dialog', { name: 'Edit the payment' });
    await changing.getByLabel('Amount (TZS)').fill('15000');
    await changing.getByLabel('Payment method').selectOption('mobile_money');
    await check('payment-form');
    await changing.getByRole('button', { name: 'Save' }).click();
    await changing.waitFor({ state: 'detached' });
    await page.getByRole('listitem', { name: 'Baraka Mushi TZS 15,000' }).getByText('Mobile money').waitFor();
    await figuresShowEn(/Paid\s+TZS 15,000[\s\S]*Still to collect\s+TZS 15,000/);
    const [changed] = (await session.api.get(`/events/${event.id}/payments`)).data.data;
    assert.deepEqual([changed.amount, changed.payment_method], [15_000, 'mobile_money']);

    await page
      .getByRole('listitem', { name: 'Baraka Mushi TZS 15,000' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog', { name: 'Delete the payment?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No payment recorded yet.').waitFor();
    assert.equal((await session.api.get(`/events/${event.id}/payments`)).data.data.length, 0);

    await page.getByRole('link', { name: '← All events' }).click();
    const listed = page.getByRole('listitem', { name: 'Harambee ya Shule' });
    await listed.getByRole('button', { name: 'Edit' }).click();
    const renaming = page.getByRole('dialog', { name: 'Edit the event' });
    // A 422's message shows beside its field, as the API words it, and the dialog stays open.
    await renaming.getByLabel('Event name').fill('');
    await renaming.getByRole('button', { name: 'Save' }).click();
    const refused = await session.api.put(`/events/${event.id}`, { name: '' });
    assert.equal(refused.status, 422);
    await renaming.getByText(refused.data.errors.name[0] as string).waitFor();
    assert.equal(await renaming.getByLabel('Event name').getAttribute('aria-invalid'), 'true');
    assert.equal((await showEvent(session, event.id)).name, 'Harambee ya Shule', 'nothing saved');
    await renaming.getByLabel('Event name').fill('Harambee ya Shule ya Msingi');
    await check('event-form');
    await renaming.getByRole('button', { name: 'Save' }).click();
    await renaming.waitFor({ state: 'detached' });
    const renamed = page.getByRole('listitem', { name: 'Harambee ya Shule ya Msingi' });
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete the event?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No event yet.').waitFor();
    assert.equal((await session.api.get(`/events/${event.id}`)).status, 404);
  });

  it('fits a laptop: the event with its invitees at 1280 × 800', async () => {
    const session = await createTenantSession();
    const event = await createEvent(session, { name: 'Harusi ya Asha', status: 'active', target_amount: 2_000_000 });
    await addInvitee(session, event.id, { name: 'Juma Ali', pledge_amount: 100_000 });
    page = await consoleBrowser.newPage(DESKTOP);
    await openSignedIn(session.token, `/events/${event.id}`);
    await page.getByRole('listitem', { name: 'Juma Ali' }).waitFor();
    await figuresShow(/Ahadi\s+TZS 100,000[\s\S]*Lengo\s+TZS 2,000,000/);
    await check('event-desktop');
  });

  it('shows a member who may only view events their figures, invitees, payments and reports, and nothing to change', async () => {
    const owner = await createTenantSession();
    const event = await createEvent(owner, { name: 'Harusi ya Rehema', status: 'active' });
    const invitee = await addInvitee(owner, event.id, { name: 'Salma Omari', pledge_amount: 60_000 });
    await recordPayment(owner, event.id, invitee.id, 25_000);
    const viewer = await createMemberSession(owner, ['events.view']);

    await openSignedIn(viewer.token, '/events');
    const card = page.getByRole('listitem', { name: 'Harusi ya Rehema' });
    await card.getByText('TZS 25,000').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Unda tukio' }).count(), 0);
    assert.equal(await card.getByRole('button').count(), 0, 'no edit or delete on the card');

    await card.getByRole('link', { name: 'Harusi ya Rehema' }).click();
    const salma = page.getByRole('listitem', { name: 'Salma Omari' });
    await salma.getByText('Ahadi TZS 60,000 · Amelipa TZS 25,000 · Deni TZS 35,000').waitFor();
    assert.deepEqual(
      await salma.getByRole('button').allInnerTexts(),
      ['Nakili kiungo', 'Ona kadi'],
      'only the link to copy and the card to view, no edit, reissue or delete',
    );
    for (const name of ['Hariri', 'Ongeza mgeni', 'Leta wageni'])
      assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name);
    await page.getByRole('tab', { name: 'Malipo' }).click();
    await page.getByRole('listitem', { name: 'Salma Omari TZS 25,000' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Rekodi malipo' }).count(), 0);
    assert.equal(await page.getByRole('listitem', { name: 'Salma Omari TZS 25,000' }).getByRole('button').count(), 0);
    await page.getByRole('tab', { name: 'Ripoti' }).click();
    assert.match((await download('Pakua CSV')).toString('utf8'), /Salma Omari/);
    await check('viewer');
  });

  const figuresShowEn = (pattern: RegExp) =>
    waitFor(async () => pattern.test(await page.getByRole('group', { name: 'Event figures' }).innerText()));
});
