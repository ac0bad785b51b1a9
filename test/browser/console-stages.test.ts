import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import axios from 'axios';
import { useConsoleBrowser } from '../helpers/console';
import { creditTenant } from '../helpers/credits';
import { freshChatNumber, inboundTextBody, postSignedChatWebhook } from '../helpers/chat';
import { sandboxChatMessagesTo, syncedChatTemplateId } from '../helpers/chat-sends';
import { addInvitee, createEvent, createStage } from '../helpers/events';
import { creditedSession, smsBalance } from '../helpers/sms';
import { expectedStageText, sandboxTextsTo, sendStage, stageBatches, stageRow } from '../helpers/stages';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { loadOptOutKey } from '../../db/messaging/opt-out-key';
import { stageWorkflowId } from '../../workflows/contracts';

const BODY = 'Habari {invitee_name}, karibu {event_name} tarehe {event_date}.';

describe('the console: an event’s stages (headless Chromium, 390 × 844)', function () {
  this.timeout(180_000);
  const consoleBrowser = useConsoleBrowser('stages-');
  const { check, checkBothLanguages, openSignedIn } = consoleBrowser;
  let page: Page;
  beforeEach(() => {
    page = consoleBrowser.page;
  });

  /** Taps a segmented control's option (its radio input is hidden behind its label). */
  const choose = (option: string) => page.locator('label', { hasText: new RegExp(`^${option}$`) }).click();
  const previewCard = () => page.getByRole('region', { name: 'Hakiki' });

  it('writes an invitation stage from its live preview, sends it now, and each invitee gets their own text while the figures follow', async () => {
    const session = await creditedSession(50);
    const key = await loadOptOutKey(testEnv().sequelize);
    const event = await createEvent(session, { name: 'Harusi ya Neema', venue: 'Ukumbi wa Diamond' });
    const asha = await addInvitee(session, event.id, { name: 'Asha Mrisho' });
    const juma = await addInvitee(session, event.id, { name: 'Juma Bakari' });

    await openSignedIn(session.token, `/events/${event.id}/stages`);
    await page.getByRole('heading', { name: 'Hatua za ujumbe' }).waitFor();
    await page.getByText('Tukio hili halina hatua bado.').waitFor();
    await page.getByRole('button', { name: 'Hatua mpya' }).click();
    await page.getByRole('textbox', { name: 'Jina la hatua' }).fill('Mwaliko wa harusi');
    await page.getByRole('textbox', { name: 'Maandishi ya SMS' }).fill('Habari ');
    await page.getByRole('button', { name: 'Ongeza {invitee_name}' }).click();
    await page.getByRole('textbox', { name: 'Maandishi ya SMS' }).press('End');
    await page.getByRole('textbox', { name: 'Maandishi ya SMS' }).pressSequentially(', karibu ');
    await page.getByRole('button', { name: 'Ongeza {event_name}' }).click();
    await page
      .getByRole('textbox', { name: 'Maandishi ya SMS' })
      .fill(`${await page.getByRole('textbox', { name: 'Maandishi ya SMS' }).inputValue()} tarehe {event_date}.`);
    assert.equal(await page.getByRole('textbox', { name: 'Maandishi ya SMS' }).inputValue(), BODY);

    // The preview renders the body for the first invitee the stage reaches, as the API renders it.
    const texts = [asha, juma].map((invitee) => expectedStageText(BODY, invitee, event, session.tenant.id, key));
    const preview = await session.api.post(`/events/${event.id}/sms-stages/preview`, {
      stage_type: 'invitation',
      body: BODY,
    });
    assert.ok(texts.includes(preview.data.data.text), preview.data.data.text);
    await page.getByTestId('rendered').getByText(preview.data.data.text, { exact: true }).waitFor();
    await waitFor(async () => {
      const text = await previewCard().innerText();
      return /Wageni\s+2\b/.test(text) && /Salio litakalotumika\s+2\b/.test(text) && /Salio lako\s+50\b/.test(text);
    });
    await checkBothLanguages('new', 'Credits it uses');

    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByText('Hatua “Mwaliko wa harusi” imehifadhiwa.').waitFor();
    const [stage] = (await session.api.get(`/events/${event.id}/sms-stages`)).data.data;
    assert.deepEqual(
      [stage.name, stage.stage_type, stage.body, stage.status],
      ['Mwaliko wa harusi', 'invitation', BODY, 'draft'],
    );
    const card = page.getByRole('article', { name: 'Mwaliko wa harusi' });
    await card.getByText('Rasimu').waitFor();
    assert.match(await card.innerText(), /Wageni\s+2\b[\s\S]*Gharama sasa\s+2\b[\s\S]*Zimetumwa\s+0\b/);
    await checkBothLanguages('list', 'Send now');

    await card.getByRole('button', { name: 'Tuma sasa' }).click();
    await card.getByText('Inatumwa kwa wageni 2.').waitFor();
    await waitFor(() => {
      const texts = sandboxTextsTo([asha.phone, juma.phone]);
      return texts.get(asha.phone)!.length === 1 && texts.get(juma.phone)!.length === 1;
    }, 30_000);
    assert.deepEqual(
      [...sandboxTextsTo([asha.phone, juma.phone]).values()],
      texts.map((text) => [text]),
    );
    // The figures follow: both invited now (none left for an invitation), two sent.
    await waitFor(async () => /Zimetumwa\s+2\b/.test(await card.innerText()), 30_000);
    assert.match(await card.innerText(), /Imetumwa[\s\S]*Wageni\s+2\b/i);
    assert.equal((await stageRow(stage.id)).sentCount, 2);
    assert.equal(await smsBalance(session), 48);
    await check('sent');
  });

  it('schedules a stage far ahead at a Dar es Salaam time, repeating weekly, then cancels it and its workflow ends', async () => {
    const session = await creditedSession(10);
    const event = await createEvent(session);
    await addInvitee(session, event.id);
    const year = new Date().getUTCFullYear() + 1;

    await openSignedIn(session.token, `/events/${event.id}/stages`);
    await page.getByRole('button', { name: 'Hatua mpya' }).click();
    await page.getByRole('textbox', { name: 'Jina la hatua' }).fill('Kikumbusho cha kila wiki');
    await page.getByRole('combobox', { name: 'Inawafikia' }).selectOption('reminder');
    await page.getByRole('textbox', { name: 'Maandishi ya SMS' }).fill('Kumbuka {event_name}, {invitee_name}.');
    await choose('Panga muda');
    await page.getByLabel('Tarehe na saa (saa za Afrika Mashariki)').fill(`${year}-01-15T09:30`);
    await page.getByRole('combobox', { name: 'Inarudiwa' }).selectOption('weekly');
    await page.getByLabel('Mpaka tarehe').fill(`${year}-03-01`);
    await check('scheduled-form');
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByText('Hatua “Kikumbusho cha kila wiki” imehifadhiwa.').waitFor();

    const [stage] = (await session.api.get(`/events/${event.id}/sms-stages`)).data.data;
    assert.deepEqual(
      [stage.status, new Date(stage.send_at).toISOString(), stage.frequency, stage.end_at],
      ['scheduled', `${year}-01-15T06:30:00.000Z`, 'weekly', `${year}-03-01`],
      '09:30 EAT is 06:30 UTC',
    );
    const workflow = testEnv().temporal.workflow.getHandle(stageWorkflowId(stage.id));
    assert.equal((await workflow.describe()).status.name, 'RUNNING', 'armed');
    const card = page.getByRole('article', { name: 'Kikumbusho cha kila wiki' });
    await card.getByText('Imepangwa').waitFor();
    await card.getByText(/Kila wiki/).waitFor();
    await checkBothLanguages('scheduled', 'Scheduled');

    // Editing keeps the Dar es Salaam time as it was written.
    await card.getByRole('button', { name: 'Badilisha' }).click();
    assert.equal(await page.getByLabel('Tarehe na saa (saa za Afrika Mashariki)').inputValue(), `${year}-01-15T09:30`);
    await page.getByRole('button', { name: 'Rudi' }).click();

    await card.getByRole('button', { name: 'Sitisha' }).click();
    await card.getByText('Imesitishwa').waitFor();
    assert.equal((await stageRow(stage.id)).status, 'cancelled');
    assert.equal(await workflow.result(), 0, 'the cancelled stage leaves nothing armed: its workflow ended');
    assert.deepEqual(await stageBatches(stage.id), [], 'nothing was sent');
    assert.equal(await smsBalance(session), 10);
    await check('cancelled');
  });

  it('sends an approved chat template to a number after reading its text, follows its batch, and reads the reply', async () => {
    const session = await creditedSession(0);
    await creditTenant(session.tenant.id, 'chat', 3);
    await syncedChatTemplateId('event_reminder');
    const to = freshChatNumber();

    await openSignedIn(session.token, '/chat');
    await page.getByRole('heading', { name: 'WhatsApp' }).waitFor();
    const template = page.getByRole('article', { name: 'event_reminder (sw)' });
    await template.getByText('Ukumbusho: {{1}} ni kesho. Tunakusubiri!').waitFor();
    await template.getByRole('button', { name: 'Tuma kiolezo hiki' }).click();
    await template.getByRole('textbox', { name: 'Namba ya simu' }).fill(`0${to.slice(3)}`);
    await template.getByRole('textbox', { name: 'Kigezo 1' }).fill('Harusi ya Neema');
    await checkBothLanguages('chat-send', 'Send this template');
    await template.getByRole('button', { name: 'Tuma', exact: true }).dblclick();
    await template.getByText('Jumbe 1 za WhatsApp zinatumwa.').waitFor();

    await waitFor(() => sandboxChatMessagesTo(to).length > 0, 30_000);
    assert.deepEqual(
      sandboxChatMessagesTo(to).map((message) => message.text),
      ['Ukumbusho: Harusi ya Neema ni kesho. Tunakusubiri!'],
      'sent once, whatever the double tap',
    );
    const [batch] = (await session.api.get('/chat/batches')).data.data;
    await template.getByRole('button', { name: 'Angalia maendeleo' }).click();
    const card = page.getByRole('article', { name: `Kundi #${batch.id}` });
    await card.getByText('Zimetumwa 1 kati ya 1').waitFor({ timeout: 30_000 });
    await checkBothLanguages('chat-batches', 'Batches');

    const reply = await postSignedChatWebhook(inboundTextBody(`wamid.${randomUUID()}`, to, 'Nitakuja, asante!'));
    assert.equal(reply.status, 200);
    await choose('Majibu');
    await page.getByText('Nitakuja, asante!').waitFor();
    await page
      .getByRole('article', { name: `Jibu kutoka 0${to.slice(3, 6)} ${to.slice(6, 9)} ${to.slice(9)}` })
      .waitFor();
    await checkBothLanguages('chat-inbox', 'Replies');
  });

  it('shows an SMS reply in the inbox: who, what, when, its keyword, what it did and the event it matched', async () => {
    const session = await creditedSession(10);
    const event = await createEvent(session);
    const invitee = await addInvitee(session, event.id, { name: 'Neema Said' });
    const stage = await createStage(session, event.id);
    assert.equal((await sendStage(session, event.id, stage.id)).status, 200);
    await waitFor(() => sandboxTextsTo([invitee.phone]).get(invitee.phone)!.length === 1, 30_000);

    // The invitee answers the invitation from their handset, through the gateway sandbox.
    const answered = await axios.post(`${testEnv().sandboxes.sms.url}/__sandbox/inbound`, {
      from: invitee.phone,
      text: 'Ndiyo 2',
    });
    assert.equal(answered.status, 200);
    // The sandbox posts it to us after answering: the page opens once it is stored (else the inbox starts empty).
    await waitFor(async () => (await session.api.get('/sms/inbox')).data.data.length === 1, 30_000);
    await openSignedIn(session.token, '/messages');
    await choose('Majibu');
    await page.getByRole('heading', { name: 'Majibu ya SMS' }).waitFor();
    const from = `0${invitee.phone.slice(3, 6)} ${invitee.phone.slice(6, 9)} ${invitee.phone.slice(9)}`;
    const card = page.getByRole('article', { name: `SMS kutoka ${from}` });
    await card.getByText('Amethibitisha kuhudhuria').waitFor({ timeout: 30_000 });
    assert.match(await card.innerText(), /NDIYO[\s\S]*Ndiyo 2[\s\S]*Amethibitisha kuhudhuria/i);
    const [reply] = (await session.api.get('/sms/inbox')).data.data;
    assert.deepEqual(
      [reply.text, reply.keyword, reply.handled_as, reply.event_id, reply.invitee_id],
      ['Ndiyo 2', 'NDIYO', 'confirmed', event.id, invitee.id],
    );
    await checkBothLanguages('sms-inbox', 'SMS replies');
    // The event's own screen is another area's: the link leads there.
    const link = card.getByRole('link', { name: `Mgeni wa tukio #${event.id} — fungua tukio` });
    assert.equal(await link.getAttribute('href'), `/app/events/${event.id}`);
  });
});
