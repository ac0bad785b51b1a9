import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { INVALID_PHONE_MESSAGE } from '../../domain/contacts/phone';
import { DESKTOP, openConsole, useConsoleBrowser } from '../helpers/console';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { uploadFile } from '../helpers/uploads';
import { waitFor } from '../helpers/wait-for';

const label = (text: string) => new RegExp(`^${text}`);

interface ContactRow {
  id: number;
  name: string;
  phone: string;
  email: string | null;
}

describe('the console: contacts and groups (headless Chromium, 390 × 844)', function () {
  this.timeout(120_000);
  const consoleBrowser = useConsoleBrowser('');
  const { check } = consoleBrowser;
  let page: Page;
  beforeEach(() => {
    page = consoleBrowser.page;
  });

  const { openSignedIn } = consoleBrowser;

  async function contactsOf(session: TenantSession, search = ''): Promise<ContactRow[]> {
    const res = await session.api.get('/contacts', { params: { per_page: 100, ...(search ? { search } : {}) } });
    assert.equal(res.status, 200);
    return res.data.data as ContactRow[];
  }

  const cards = () => page.locator('main ul > li');

  it('imports a CSV with one bad row and shows why, searches, edits a contact, and groups two contacts', async () => {
    const session = await createTenantSession();
    await openSignedIn(session.token, '/contacts');
    await page.getByRole('heading', { name: 'Anwani' }).waitFor();
    await page.getByText('Bado huna anwani.', { exact: false }).waitFor();
    await check('contacts-empty');

    await page.getByRole('button', { name: 'Leta kutoka faili' }).click();
    const csv = 'name,phone,email,birth_date\nNeema Mushi,0712345678,,\nJuma Ali,0754321987,,\nBaraka,12345,,\n';
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'wanachama.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Leta', exact: true }).click();
    await page.getByText('Mpya: 2 · Zimesasishwa: 0 · Zimerukwa: 1').waitFor();
    const failed = page.getByRole('list', { name: 'Mistari ambayo haikuletwa' });
    assert.equal((await failed.innerText()).trim(), `Mstari 4: ${INVALID_PHONE_MESSAGE}`);
    await check('contacts-import');
    const imported = await contactsOf(session);
    assert.deepEqual(imported.map((c) => c.phone).sort(), ['255712345678', '255754321987']);
    await page.getByRole('button', { name: 'Funga', exact: true }).click();
    await waitFor(async () => ((await cards().count()) === 2 ? true : undefined));
    await page.getByText('0712 345 678').waitFor(); // the phone as Tanzanians write it

    await page.getByLabel('Tafuta anwani').fill('Neema');
    await waitFor(async () => ((await cards().count()) === 1 ? true : undefined));
    assert.match(await cards().first().innerText(), /Neema Mushi[\s\S]*0712 345 678/);
    await check('contacts-search');

    await page.getByRole('button', { name: 'Badilisha Neema Mushi' }).click();
    await page.getByLabel(label('Barua pepe')).fill('neema@example.co.tz');
    await page.getByLabel(label('Jina')).fill('Neema J. Mushi');
    await check('contact-edit');
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByText('Neema J. Mushi').waitFor();
    const neema = imported.find((c) => c.phone === '255712345678')!;
    const edited = await session.api.get(`/contacts/${neema.id}`);
    assert.equal(edited.status, 200);
    assert.equal(edited.data.data.name, 'Neema J. Mushi');
    assert.equal(edited.data.data.email, 'neema@example.co.tz');

    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    await check('contacts-search');
    await page.getByText('SW', { exact: true }).click();

    await openConsole(page, '/groups');
    await page.getByRole('heading', { name: 'Vikundi' }).waitFor();
    await page.getByText('Bado huna kikundi.', { exact: false }).waitFor();
    await check('groups-empty');
    await page.getByRole('button', { name: 'Unda kikundi' }).click();
    await page.getByLabel(label('Jina la kikundi')).fill('Kamati ya Harusi');
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByRole('link', { name: 'Kamati ya Harusi' }).click();
    await page.getByRole('heading', { name: 'Kamati ya Harusi' }).waitFor();
    await page.getByText('Kikundi hiki bado hakina wanachama.').waitFor();
    await page.getByRole('button', { name: 'Ongeza wanachama' }).click();
    await page.getByLabel('Neema J. Mushi · 0712 345 678').check();
    await page.getByLabel('Juma Ali · 0754 321 987').check();
    await check('group-add-members');
    await page.getByRole('button', { name: 'Ongeza 2' }).click();
    await page.getByText('Wanachama 2').waitFor();
    await waitFor(async () => ((await cards().count()) === 2 ? true : undefined));
    await check('group');

    const groups = await session.api.get('/groups');
    const group = (groups.data.data as Array<{ id: number; name: string }>).find((g) => g.name === 'Kamati ya Harusi')!;
    const members = await session.api.get(`/groups/${group.id}/contacts`);
    assert.equal(members.status, 200);
    assert.deepEqual((members.data.data as ContactRow[]).map((c) => c.phone).sort(), ['255712345678', '255754321987']);

    await page.getByRole('button', { name: 'Ondoa Juma Ali kwenye kikundi' }).click();
    await page.getByText('Mwanachama 1').waitFor();
    const after = await session.api.get(`/groups/${group.id}/contacts`);
    assert.deepEqual(
      (after.data.data as ContactRow[]).map((c) => c.name),
      ['Neema J. Mushi'],
    );

    await page.getByText('EN', { exact: true }).click();
    await page.getByText('1 member', { exact: true }).waitFor();
    await check('group');
    await page.getByRole('link', { name: 'All groups' }).click();
    await page.getByRole('heading', { name: 'Groups' }).waitFor();
    await check('groups');
    await page.getByText('SW', { exact: true }).click();
    await page.getByRole('heading', { name: 'Vikundi' }).waitFor();
    await check('groups');
  });

  it("adds a contact (the API's 422 beside its field first), then deletes it", async () => {
    const session = await createTenantSession();
    await openSignedIn(session.token, '/contacts');
    // In Kiswahili (the default) the API's English refusal reads in Kiswahili beside its field
    // (i18n/field-messages.ts); in English, as the API words it.
    await page.getByRole('button', { name: 'Ongeza anwani' }).click();
    await page.getByLabel(label('Jina')).fill('Bi. Rehema');
    await page.getByLabel(label('Namba ya simu')).fill('0812');
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByText('Namba ya simu si sahihi: andika namba ya simu ya Tanzania', { exact: false }).waitFor();
    assert.equal(await page.getByText(INVALID_PHONE_MESSAGE).count(), 0);
    await check('contact-add-refused-sw');
    await page.getByRole('button', { name: 'Ghairi' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('button', { name: 'Add contact' }).click();
    await page.getByLabel(label('Name')).fill('Bi. Rehema');
    await page.getByLabel(label('Phone number')).fill('0812');
    await page.getByRole('button', { name: 'Save' }).click();
    const phone = page.getByLabel(label('Phone number'));
    await waitFor(async () => ((await phone.getAttribute('aria-invalid')) === 'true' ? true : undefined));
    await page.getByText(INVALID_PHONE_MESSAGE).waitFor(); // beside the field, as the API words it
    await check('contact-add-refused');
    assert.deepEqual(await contactsOf(session), [], 'nothing was stored');

    await phone.fill('0713 222 333');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('0713 222 333').waitFor();
    const [rehema] = await contactsOf(session);
    assert.equal(rehema?.name, 'Bi. Rehema');
    assert.equal(rehema?.phone, '255713222333');

    await page.getByRole('button', { name: 'Delete Bi. Rehema' }).click();
    await check('contact-delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No contacts yet.', { exact: false }).waitFor();
    assert.deepEqual(await contactsOf(session), []);
  });

  it('imports a vCard from a phone and merges a number already there', async () => {
    const session = await createTenantSession();
    assert.equal((await session.api.post('/contacts', { name: 'Mama Asha', phone: '0715000100' })).status, 201);
    await openSignedIn(session.token, '/contacts');
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('button', { name: 'Import from a file' }).click();
    const vcf = [
      ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Asha Said', 'TEL;TYPE=CELL:+255 715 000 100', 'END:VCARD'],
      ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Hamisi Omari', 'TEL;TYPE=CELL:0715000101', 'END:VCARD'],
    ]
      .map((card) => card.join('\r\n'))
      .join('\r\n');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'simu.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('New: 1 · Updated: 1 · Skipped: 0').waitFor();
    await check('contacts-import');
    const stored = await contactsOf(session);
    assert.deepEqual(stored.map((c) => `${c.name} ${c.phone}`).sort(), [
      'Asha Said 255715000100',
      'Hamisi Omari 255715000101',
    ]);
  });

  it('pages through the contacts 20 at a time', async () => {
    const session = await createTenantSession();
    const rows = Array.from({ length: 25 }, (_, n) => `Mwanachama ${n + 1},07150002${String(n).padStart(2, '0')},,`);
    const upload = await uploadFile(
      session.api,
      '/contacts/import/csv',
      'wote.csv',
      `name,phone,email,birth_date\n${rows.join('\n')}\n`,
    );
    assert.equal(upload.status, 200);
    assert.equal(upload.data.imported, 25);
    await openSignedIn(session.token, '/contacts');
    await page.getByText('Anwani 25').waitFor();
    await waitFor(async () => ((await cards().count()) === 20 ? true : undefined));
    await page.getByRole('button', { name: 'Ukurasa unaofuata' }).click();
    await waitFor(async () => ((await cards().count()) === 5 ? true : undefined));
    await check('contacts-page-2');
  });

  it('shows a member with only contacts.view the contacts, without add, import, edit or delete', async () => {
    const owner = await createTenantSession();
    assert.equal((await owner.api.post('/contacts', { name: 'Mzee Salim', phone: '0765432100' })).status, 201);
    const member = await createMemberSession(owner, ['contacts.view']);
    await openSignedIn(member.token, '/contacts');
    await page.getByText('Mzee Salim').waitFor();
    await page.getByText('0765 432 100').waitFor();
    assert.deepEqual(await page.locator('#root main').getByRole('button').allInnerTexts(), []);
    await check('contacts-view-only');
  });

  it('is comfortable at 1280 × 800: the menu beside the contacts', async () => {
    const session = await createTenantSession();
    assert.equal((await session.api.post('/contacts', { name: 'Mzee Salim', phone: '0765432100' })).status, 201);
    page = await consoleBrowser.newPage(DESKTOP);
    await openSignedIn(session.token, '/contacts');
    await page.getByText('0765 432 100').waitFor();
    assert.ok(await page.getByRole('link', { name: 'Vikundi' }).isVisible(), 'the menu is open');
    await check('contacts-desktop');
  });
});
