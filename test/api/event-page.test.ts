import assert from 'node:assert/strict';
import axios from 'axios';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent } from '../helpers/events';
import { openInviteePage } from '../helpers/event-page';
import { testEnv } from '../helpers/env';
import type { EventJson } from '../../db/events/event-json';
import { EventInvitee } from '../../db/models';

const get = (path: string) =>
  axios.get<string>(`${testEnv().baseUrl}${path}`, {
    validateStatus: () => true,
    responseType: 'text',
    transformResponse: (d) => d,
  });
const inviteeRow = async (id: number) => (await EventInvitee.findByPk(id))!;

describe("the invitee's public page /e/<token>", () => {
  let owner: TenantSession;
  let event: EventJson;
  before(async () => {
    owner = await createTenantSession({ orgName: `Familia ya Mzee <Juma> ${Date.now()}` });
    event = await createEvent(owner, {
      name: 'Harusi ya <b>Asha</b> & Juma',
      event_date: '2026-12-12',
      venue: 'Ukumbi "Mlimani"',
      public_message: 'Karibuni sana!\n\n<script>alert(1)</script>',
      bank_name: 'CRDB',
      bank_account_number: '0150-2233',
      bank_account_name: 'Kamati ya Harusi',
      pledge_deadline: '2026-12-01',
    });
  });

  it('renders the event in Kiswahili with strict headers, escaped values and no scripts', async () => {
    const invitee = await addInvitee(owner, event.id, { name: 'Bi. Mwajuma <i>', pledge_amount: 50_000 });
    const page = await openInviteePage(invitee.event_link);
    assert.equal(page.response.status, 200);
    assert.match(String(page.response.headers['content-type']), /^text\/html/);
    assert.match(page.html, /<html lang="sw">/);
    assert.match(page.html, /Harusi ya &lt;b&gt;Asha&lt;\/b&gt; &amp; Juma/);
    assert.match(page.html, /Jumamosi, 12 Desemba 2026/);
    assert.match(page.html, /Ukumbi &quot;Mlimani&quot;/);
    assert.match(page.html, /Habari Bi\. Mwajuma &lt;i&gt;,/);
    assert.match(page.html, /<p>&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/p>/);
    assert.match(page.html, /Familia ya Mzee &lt;Juma&gt;/);
    assert.match(page.html, /id="bank-account-number">0150-2233</);
    assert.match(page.html, /Jumanne, 1 Desemba 2026/);
    assert.match(page.html, /data-amount="50000">TZS 50,000</);
    assert.doesNotMatch(page.html, /<script/i);
    const csp = String(page.response.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /style-src 'sha256-[A-Za-z0-9+/=]+'/);
    assert.doesNotMatch(csp, /script-src|unsafe-inline/);
    assert.match(csp, /form-action 'self' http:\/\/127\.0\.0\.1:\d+/);
    assert.equal(page.response.headers['referrer-policy'], 'no-referrer');
    assert.equal(page.response.headers['cache-control'], 'no-store');
    const token = invitee.event_link.split('/e/')[1];
    assert.match(
      String(page.response.headers['set-cookie']),
      new RegExp(`^event-form=[^;]+; Path=/e/${token}; HttpOnly; SameSite=Strict$`),
    );
  });

  it('switches to English with ?lang=en and links back to Kiswahili', async () => {
    const invitee = await addInvitee(owner, event.id);
    const page = await openInviteePage(invitee.event_link, '?lang=en');
    assert.match(page.html, /<html lang="en">/);
    assert.match(page.html, /Saturday, 12 December 2026/);
    assert.match(page.html, /Will you attend\?/);
    assert.match(page.html, new RegExp(`href="/e/${invitee.event_link.split('/e/')[1]}">Kiswahili</a>`));
    assert.match(page.html, /<input type="hidden" name="lang" value="en">/);
  });

  it('answers a plain 404 page for unknown and malformed tokens and other paths under /e', async () => {
    for (const path of [
      '/e/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/e/abc',
      `/e/${'x'.repeat(300)}`,
      '/e/..%2F..%2Fetc',
      '/e/',
      '/e',
      '/e/abc/def/ghi',
    ]) {
      const res = await get(path);
      assert.equal(res.status, 404, path);
      assert.match(String(res.headers['content-type']), /^text\/html/, path);
      assert.match(res.data, /Ukurasa haupatikani/, path);
    }
    const invitee = await addInvitee(owner, event.id);
    assert.equal((await get(`${new URL(invitee.event_link).pathname}/nothing-here`)).status, 404);
  });

  it('records an RSVP and a pledge posted with a form token of the page each, and shows them on the page and through the API', async () => {
    const invitee = await addInvitee(owner, event.id);
    const page = await openInviteePage(invitee.event_link);
    const rsvp = await page.post('rsvp', { answer: 'confirm', lang: 'sw' });
    assert.equal(rsvp.status, 303);
    assert.equal(rsvp.headers.location, `${new URL(invitee.event_link).pathname}?done=rsvp`);
    const pledge = await (
      await openInviteePage(invitee.event_link)
    ).post('pledge', { amount: 'TZS 75,000', lang: 'en' });
    assert.equal(pledge.status, 303);
    assert.match(String(pledge.headers.location), /\?lang=en&done=pledge$/);
    const listed = (
      await owner.api.get(`/events/${event.id}/invitees`, { params: { search: invitee.name } })
    ).data.data.find((i: { id: number }) => i.id === invitee.id);
    assert.deepEqual([listed.status, listed.pledge_amount], ['confirmed', 75_000]);
    const after = await openInviteePage(invitee.event_link, '?lang=en&done=pledge');
    assert.match(after.html, /id="notice" role="status">Thank you! Your pledge was saved\./);
    assert.match(after.html, /data-status="confirmed"/);
    assert.equal((await after.post('rsvp', { answer: 'decline' })).status, 303);
    assert.equal((await inviteeRow(invitee.id)).status, 'declined');
  });

  it('asks how many will come when the card admits more than one, saves it with the confirmation and clears it on declining', async () => {
    const single = await addInvitee(owner, event.id);
    const singlePage = await openInviteePage(single.event_link);
    assert.doesNotMatch(singlePage.html, /<select/, 'a single card asks nothing');
    assert.equal((await singlePage.post('rsvp', { answer: 'confirm', guests: '3' })).status, 303);
    assert.deepEqual(
      [(await inviteeRow(single.id)).status, (await inviteeRow(single.id)).attendingCount],
      ['confirmed', 1],
    );

    const family = await addInvitee(owner, event.id, { card_type: 'family' });
    const page = await openInviteePage(family.event_link, '?lang=en');
    assert.match(
      page.html,
      /<label for="rsvp-guests">How many will come, you included\? \(your card admits 4\)<\/label>/,
    );
    assert.deepEqual(
      [...page.html.matchAll(/<option value="(\d+)"( selected)?>/g)].map((m) => `${m[1]}${m[2] ? '*' : ''}`),
      ['1', '2', '3', '4*'],
      '1 up to the card, the whole card preselected',
    );
    for (const guests of ['5', '0', 'two']) {
      const refused = await page.post('rsvp', { answer: 'confirm', guests, lang: 'en' });
      assert.equal(refused.status, 422, guests);
      assert.match(refused.data, /id="rsvp-error" role="alert">Choose how many will come: 1 to 4\./, guests);
    }
    assert.equal((await inviteeRow(family.id)).status, 'pending', 'a refused answer changes nothing');
    assert.equal((await page.post('rsvp', { answer: 'confirm', guests: '3' })).status, 303);
    assert.deepEqual(
      [(await inviteeRow(family.id)).status, (await inviteeRow(family.id)).attendingCount],
      ['confirmed', 3],
    );
    const after = await openInviteePage(family.event_link);
    assert.match(after.html, /id="attending-count" data-count="3">Mtakuja 3 kati ya 4\./);
    assert.match(after.html, /<option value="3" selected>/);
    const listed = (await owner.api.get(`/events/${event.id}/invitees`, { params: { search: family.name } })).data.data;
    assert.equal(listed.find((i: { id: number }) => i.id === family.id).attending_count, 3);
    assert.equal((await after.post('rsvp', { answer: 'decline', guests: '2' })).status, 303);
    assert.deepEqual(
      [(await inviteeRow(family.id)).status, (await inviteeRow(family.id)).attendingCount],
      ['declined', null],
    );
  });

  it('refuses form posts without a valid token bound to this invitee (403) and changes nothing', async () => {
    const invitee = await addInvitee(owner, event.id);
    const otherInvitee = await addInvitee(owner, event.id);
    const page = await openInviteePage(invitee.event_link);
    const otherPage = await openInviteePage(otherInvitee.event_link);
    const attempts = [
      await page.post('rsvp', { answer: 'confirm' }, { csrf: '' }),
      await page.post('rsvp', { answer: 'confirm' }, { cookie: '' }),
      await page.post('rsvp', { answer: 'confirm' }, { csrf: 'x'.repeat(64) }),
      // Another invitee's token and cookie are valid, but only for that invitee's page.
      await page.post('rsvp', { answer: 'confirm' }, { csrf: otherPage.csrf, cookie: otherPage.cookie }),
      await page.post('pledge', { amount: '1000' }, { csrf: otherPage.csrf }),
    ];
    assert.deepEqual(
      attempts.map((r) => r.status),
      [403, 403, 403, 403, 403],
    );
    assert.match(attempts[0].data, /Fomu hii imepitwa na wakati/);
    const row = await inviteeRow(invitee.id);
    assert.deepEqual([row.status, row.pledgeAmount], ['pending', 0]);
  });

  it('shows a rejected amount at its form with a 422 page, keeping what was typed', async () => {
    const invitee = await addInvitee(owner, event.id, { pledge_amount: 10_000 });
    const page = await openInviteePage(invitee.event_link);
    for (const amount of ['ten thousand', '-5', '12.5', '9'.repeat(14)]) {
      const res = await page.post('pledge', { amount });
      assert.equal(res.status, 422, amount);
      assert.match(res.data, /id="pledge-error" role="alert">Andika kiasi kwa shilingi nzima/);
    }
    const tooMuch = await page.post('pay', { amount: '20000' });
    assert.equal(tooMuch.status, 422);
    assert.match(tooMuch.data, /id="pay-error" role="alert">Kiasi kisizidi salio la ahadi yako \(TZS 10,000\)\./);
    assert.match(tooMuch.data, /id="pay-input" name="amount" inputmode="numeric" autocomplete="off" value="20000"/);
    assert.equal((await page.post('rsvp', { answer: 'maybe' })).status, 422);
    assert.equal((await inviteeRow(invitee.id)).pledgeAmount, 10_000);
  });

  it('says a cancelled event is cancelled, offers no forms and refuses changes', async () => {
    const cancelled = await createEvent(owner, { name: 'Sherehe iliyofutwa', bank_name: 'NMB' });
    const invitee = await addInvitee(owner, cancelled.id);
    const before = await openInviteePage(invitee.event_link);
    await owner.api.put(`/events/${cancelled.id}`, { status: 'cancelled' });
    const page = await openInviteePage(invitee.event_link);
    assert.equal(page.response.status, 200);
    assert.match(page.html, /id="notice" role="status">Tukio hili limefutwa/);
    assert.doesNotMatch(page.html, /<form|id="bank"/);
    const late = await before.post('rsvp', { answer: 'confirm' });
    assert.equal(late.status, 409);
    assert.match(late.data, /Tukio hili limefutwa/);
    assert.equal((await before.post('pay', { amount: '1000' })).status, 409);
    assert.equal((await inviteeRow(invitee.id)).status, 'pending');
  });
});
