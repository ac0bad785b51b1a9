import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openConsole, useConsoleBrowser } from '../helpers/console';
import { createMemberSession, uniqueName, type TenantSession } from '../helpers/tenant';
import { creditedSession, phoneNumbers, smsBalance, tenantMessages } from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';

// 200 GSM-7 characters: two segments of 153.
const TWO_SEGMENTS =
  'Habari ndugu! Kikao cha kamati ya harusi ni Jumamosi saa nane mchana ukumbini Mlimani City. Tafadhali fika mapema na mchango wako wa mwisho. Asante sana kwa ushirikiano wenu wote, Mungu awabariki sana!!';

describe('the console: compose, messages and batches (headless Chromium, 390 × 844)', function () {
  this.timeout(180_000);
  const consoleBrowser = useConsoleBrowser('messaging-');
  const { check } = consoleBrowser;
  let page: Page;
  beforeEach(() => {
    page = consoleBrowser.page;
  });

  const { checkBothLanguages, openSignedIn: signedInAt } = consoleBrowser;

  /** A group of `size` contacts with fresh numbers that the sandbox delivers to. */
  async function groupOf(session: TenantSession, size: number): Promise<{ id: number; name: string }> {
    const name = uniqueName('Kamati ya Harusi');
    const group = await session.api.post('/groups', { name });
    assert.equal(group.status, 201);
    const ids: number[] = [];
    for (const [index, phone] of phoneNumbers(size).entries()) {
      const contact = await session.api.post('/contacts', { name: `Mjumbe ${index + 1}`, phone: `+${phone}` });
      assert.equal(contact.status, 201);
      ids.push(contact.data.data.id as number);
    }
    assert.equal((await session.api.post(`/groups/${group.data.data.id}/contacts`, { contact_ids: ids })).status, 200);
    return { id: group.data.data.id as number, name };
  }

  /** Taps a segmented control's option (its radio input is hidden behind its label). */
  const choose = (option: string) => page.locator('label', { hasText: new RegExp(`^${option}$`) }).click();

  const previewCard = () => page.getByRole('region', { name: 'Gharama' });

  it('reads the cost of a 2-segment text to a group, sends it once, and watches the batch and messages get delivered', async () => {
    const session = await creditedSession(100);
    const group = await groupOf(session, 2);
    const expected = await session.api.post('/sms/preview', { text: TWO_SEGMENTS, group_id: group.id });
    assert.equal(expected.status, 200);
    assert.equal(expected.data.segments, 2);
    assert.equal(expected.data.credits, 4);

    await signedInAt(session.token, '/compose');
    await page.getByRole('heading', { name: 'Tuma SMS' }).waitFor();
    await page.getByRole('combobox', { name: 'Kikundi' }).selectOption(String(group.id));
    await page.getByRole('textbox', { name: 'Maandishi' }).fill(TWO_SEGMENTS);
    await waitFor(async () => {
      const text = await previewCard().innerText();
      return /Sehemu\s+2\b/.test(text) && /Salio litakalotumika\s+4\b/.test(text) && /Wapokeaji\s+2\b/.test(text);
    });
    assert.match(await previewCard().innerText(), /GSM-7[\s\S]*Salio lako\s+100\b[\s\S]*Salio linatosha\./);
    await checkBothLanguages('compose', 'Credits it uses');

    // A double tap sends once (the second tap is dropped, and would carry the attempt's same Idempotency-Key).
    await page.getByRole('button', { name: 'Tuma', exact: true }).dblclick();
    await page.getByRole('status').getByText('Jumbe 2 zinatumwa.').waitFor();
    await page.getByRole('link', { name: 'Angalia maendeleo' }).click();
    await page.getByRole('heading', { name: 'Makundi ya utumaji' }).waitFor();
    const batches = await session.api.get('/sms/batches');
    assert.equal(batches.data.data.length, 1, 'one batch, however often the button was tapped');
    const batch = page.getByRole('article', { name: `Kundi #${batches.data.data[0].id}` });
    await batch.getByText('Zimetumwa 2 kati ya 2').waitFor({ timeout: 30_000 });
    await batch.getByText('Imekamilika').waitFor();
    await checkBothLanguages('batches', 'Batches');

    await choose('Jumbe');
    await page.getByRole('heading', { name: 'Jumbe' }).waitFor();
    // Delivery reports come from the sandbox a moment after acceptance; the list refetches until none is pending.
    await waitFor(async () => (await page.locator('a', { hasText: 'Umefika' }).count()) === 2, 30_000);
    const rows = await tenantMessages(session.tenant.id);
    assert.deepEqual(
      rows.map((row) => row.status),
      ['DELIVERED', 'DELIVERED'],
    );
    assert.equal(
      await smsBalance(session),
      100 - expected.data.credits,
      'the balance dropped by the previewed credits',
    );
    await checkBothLanguages('messages', 'Search a number or words');

    await page.getByRole('link', { name: /Mjumbe 1/ }).click();
    await page.getByRole('heading', { name: /^Ujumbe kwa 07/ }).waitFor();
    await page.getByText(TWO_SEGMENTS).waitFor();
    await checkBothLanguages('message', 'Back to the messages');
  });

  it('schedules a pasted list for a Dar es Salaam time, then cancels it and gets the credits back', async () => {
    const session = await creditedSession(50);
    const numbers = phoneNumbers(2);
    // Tomorrow at 09:00 in Dar es Salaam (UTC+3), as the datetime field takes it.
    const tomorrow = new Date(Date.now() + 3 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    await signedInAt(session.token, '/compose');
    await choose('Orodha');
    await page.getByRole('textbox', { name: 'Namba za simu' }).fill(numbers.map((n) => `0${n.slice(3)}`).join('\n'));
    await page.getByRole('textbox', { name: 'Maandishi' }).fill('Karibu kwenye sherehe yetu kesho.');
    await choose('Baadaye');
    await page.getByLabel('Tarehe na saa (saa za Afrika Mashariki)').fill(`${tomorrow}T09:00`);
    await waitFor(async () => /Salio litakalotumika\s+2\b/.test(await previewCard().innerText()));
    await check('compose-scheduled');
    await page.getByRole('button', { name: 'Panga kutuma' }).click();
    await page.getByText('Jumbe 2 zimepangwa kutumwa.').waitFor();

    const [scheduled] = (await session.api.get('/sms/batches')).data.data;
    assert.equal(scheduled.status, 'scheduled');
    assert.equal(new Date(scheduled.scheduled_at).toISOString(), `${tomorrow}T06:00:00.000Z`, '09:00 EAT');
    assert.equal(await smsBalance(session), 48, 'charged when scheduled');

    await page.getByRole('link', { name: 'Angalia maendeleo' }).click();
    const card = page.getByRole('article', { name: `Kundi #${scheduled.id}` });
    await card.getByText('Umepangwa').waitFor();
    await check('batches-scheduled');
    await card.getByRole('button', { name: 'Sitisha' }).click();
    await card.getByText('Zimesitishwa jumbe 2; salio limerudishwa.').waitFor();
    await card.getByText('Umesitishwa').waitFor();
    assert.equal(await smsBalance(session), 50, 'refunded');
    assert.deepEqual(
      (await tenantMessages(session.tenant.id)).map((row) => row.status),
      ['cancelled', 'cancelled'],
    );
  });

  it("offers the GSM-7 normaliser's plain text with one tap, and sends it normalised at the lower price", async () => {
    const session = await creditedSession(10);
    const [number] = phoneNumbers(1);
    // 80 characters with curly quotes: UCS-2 in 2 segments of 67, plain GSM-7 in 1.
    const curly = 'Karibu “Sherehe ya Mama” Jumamosi saa kumi jioni, ukumbi wa Kanisa la Azania Front.';
    await signedInAt(session.token, '/compose');
    await choose('Namba moja');
    await page.getByRole('textbox', { name: 'Namba ya simu' }).fill(`0${number!.slice(3)}`);
    await page.getByRole('textbox', { name: 'Maandishi' }).fill(curly);
    await waitFor(async () => /UCS-2[\s\S]*Sehemu\s+2\b/.test(await previewCard().innerText()));
    await page.getByText('Herufi hizi zinaufanya ujumbe uwe wa gharama zaidi: “ ”').waitFor();
    await check('compose-suggestion');
    await page.getByRole('button', { name: 'Tumia hii' }).click();
    await waitFor(async () => /GSM-7[\s\S]*Sehemu\s+1\b/.test(await previewCard().innerText()));
    await page.getByRole('button', { name: 'Acha kama nilivyoandika' }).click();
    await waitFor(async () => (await page.getByRole('textbox', { name: 'Maandishi' }).inputValue()) === curly);
    await page.getByRole('button', { name: 'Tumia hii' }).click();
    await waitFor(async () => /GSM-7[\s\S]*Sehemu\s+1\b/.test(await previewCard().innerText()));
    await page.getByRole('button', { name: 'Tuma', exact: true }).click();
    await page.getByText('Ujumbe umetumwa.').waitFor();
    const [row] = await tenantMessages(session.tenant.id);
    assert.equal(row!.body, curly.replace(/[“”]/g, '"'));
    assert.equal(row!.credits, 1);
    assert.equal(await smsBalance(session), 9);
  });

  it('resends a finished batch to the number it could not reach, once', async () => {
    const session = await creditedSession(10);
    const [reachable] = phoneNumbers(1);
    const accepted = await session.api.post('/sms/send-bulk', {
      messages: [
        { to: `+${reachable}`, text: 'Mkutano kesho saa tatu asubuhi.' },
        { to: '+255710000001', text: 'Mkutano kesho saa tatu asubuhi.' }, // the sandbox reports it undeliverable
      ],
    });
    assert.equal(accepted.status, 202);
    await signedInAt(session.token, '/messages/batches');
    const card = page.getByRole('article', { name: `Kundi #${accepted.data.batch_id}` });
    const resend = card.getByRole('button', { name: 'Tuma tena kwa walioshindwa' });
    await resend.waitFor({ timeout: 30_000 });
    await check('batches-resend');
    await resend.dblclick();
    await card.getByText('Jumbe 1 zinatumwa tena.').waitFor();
    const batches = (await session.api.get('/sms/batches')).data.data as Array<{ kind: string; total: number }>;
    assert.deepEqual(
      batches.map((b) => [b.kind, b.total]),
      [
        ['resend', 1],
        ['bulk', 2],
      ],
    );
  });

  it("shows a template's placeholders and prices it for the recipient", async () => {
    const session = await creditedSession(10);
    const template = await session.api.post('/templates', { name: 'Mwaliko', body: 'Habari {name}, karibu {event}.' });
    assert.equal(template.status, 201);
    await signedInAt(session.token, '/compose');
    await choose('Namba moja');
    await page.getByRole('textbox', { name: 'Namba ya simu' }).fill('0712345678');
    await choose('Tumia kiolezo');
    await page.getByRole('combobox', { name: 'Kiolezo' }).selectOption(String(template.data.data.id));
    await page.getByText('Nafasi zitakazojazwa kwa kila mtu: {name}, {event}').waitFor();
    await waitFor(async () => /Wapokeaji\s+1\b[\s\S]*Salio litakalotumika\s+1\b/.test(await previewCard().innerText()));
    await check('compose-template');
  });

  it('shows a member with only messages.view the messages but no way to compose', async () => {
    const owner = await creditedSession(10);
    const sent = await owner.api.post('/sms/send', { to: `+${phoneNumbers(1)[0]}`, text: 'Habari za asubuhi' });
    assert.equal(sent.status, 201);
    const member = await createMemberSession(owner, ['messages.view']);
    await signedInAt(member.token, '/messages');
    await page.getByRole('heading', { name: 'Jumbe' }).waitFor();
    await page.getByText('Habari za asubuhi').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Ujumbe mpya' }).count(), 0);
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    const links = await page.getByRole('navigation').getByRole('link').allInnerTexts();
    assert.ok(links.includes('Jumbe') && !links.includes('Tuma SMS'), JSON.stringify(links));
    await openConsole(page, '/compose');
    await page.getByRole('heading', { name: 'Huna ruhusa ya ukurasa huu' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Maandishi' }).count(), 0, 'no compose form');
  });
});
