import assert from 'node:assert/strict';
import axios from 'axios';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent, recordPayment, showEvent } from '../helpers/events';
import { harambeeFigures, openHarambeePage } from '../helpers/harambee-page';
import { freshPhone } from '../helpers/contacts';
import { paymentSandbox } from '../helpers/payments';
import { waitFor } from '../helpers/wait-for';
import { testEnv } from '../helpers/env';
import type { EventJson } from '../../db/events/event-json';
import { EventInvitee, EventPledgeOrder } from '../../db/models';

const get = (path: string) =>
  axios.get<string>(`${testEnv().baseUrl}${path}`, {
    validateStatus: () => true,
    responseType: 'text',
    transformResponse: (d) => d,
  });

/** An event with its harambee page on; its `public_url`. */
async function harambee(owner: TenantSession, overrides: Record<string, unknown> = {}): Promise<EventJson> {
  return createEvent(owner, {
    name: 'Harambee ya Shule ya <Msingi>',
    type: 'harambee',
    status: 'active',
    target_amount: 2_000_000,
    public_page: true,
    ...overrides,
  });
}

const inviteeByPhone = (eventId: number, phone: string) => EventInvitee.findOne({ where: { eventId, phone } });

describe('the harambee page /c/<code>', () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession({ orgName: `Kamati ya Shule ${Date.now()}` });
  });
  afterEach(async () => {
    await paymentSandbox().clearFaults();
  });

  it('is off by default; turned on, the event record carries its public_url, which serves the page, and off again it is 404', async () => {
    const event = await createEvent(owner, { name: 'Harambee ya Kanisa' });
    assert.deepEqual([event.public_page, event.public_url], [false, null]);
    const on = await owner.api.put(`/events/${event.id}`, { public_page: true });
    assert.equal(on.status, 200);
    const url: string = on.data.data.public_url;
    assert.match(url, new RegExp(`^${testEnv().baseUrl}/c/[A-Za-z0-9_-]{12}$`));
    const listed = (await owner.api.get('/events', { params: { search: 'Harambee ya Kanisa' } })).data.data;
    assert.deepEqual(
      listed.map((e: EventJson) => [e.id, e.public_page, e.public_url]),
      [[event.id, true, url]],
    );
    const page = await openHarambeePage(url);
    assert.equal(page.response.status, 200);
    assert.match(page.html, /<h1 id="event-name">Harambee ya Kanisa<\/h1>/);

    await owner.api.put(`/events/${event.id}`, { public_page: false });
    assert.equal((await showEvent(owner, event.id)).public_url, null);
    const off = await openHarambeePage(url);
    assert.equal(off.response.status, 404);
    assert.match(off.html, /Ukurasa haupatikani/);
    // The same code when the page is on again: the link shared earlier works again.
    await owner.api.put(`/events/${event.id}`, { public_page: true });
    assert.equal((await showEvent(owner, event.id)).public_url, url);
  });

  it('answers 404 pages for unknown and malformed codes and other paths under /c', async () => {
    for (const path of [
      '/c/AAAAAAAAAAAA',
      '/c/abc',
      `/c/${'x'.repeat(300)}`,
      '/c/..%2Fetc',
      '/c/',
      '/c/AAAAAAAAAAAA/x/y',
    ]) {
      const res = await get(path);
      assert.equal(res.status, 404, path);
      assert.match(res.data, /<title>Ukurasa haupatikani<\/title>/, path);
    }
  });

  it('shows the event, target, collected total with a progress bar, contributors and Open Graph tags, in Kiswahili or English, with strict headers', async () => {
    const event = await harambee(owner, { venue: 'Shule ya Msingi Mwenge', bank_name: 'NMB' });
    const payer = await addInvitee(owner, event.id, { name: 'Juma Hassan' });
    await recordPayment(owner, event.id, payer.id, 500_000);
    const page = await openHarambeePage(event.public_url!);
    assert.equal(page.response.status, 200);
    assert.match(page.html, /<html lang="sw">/);
    assert.match(page.html, /Harambee ya Shule ya &lt;Msingi&gt;/);
    assert.match(page.html, /Jumamosi, 12 Desemba 2026/);
    assert.deepEqual(harambeeFigures(page.html), {
      collected: 500_000,
      contributors: 1,
      progress: [2_000_000, 500_000],
      listed: [],
    });
    assert.match(page.html, /TZS 500,000/);
    assert.match(page.html, /kati ya lengo la TZS 2,000,000 \(25%\)/);
    assert.match(page.html, /Mchangiaji 1/);
    assert.match(page.html, /id="bank-name">NMB</);
    // Open Graph: the name and the progress for a shared link.
    assert.match(page.html, /<meta property="og:title" content="Harambee ya Shule ya &lt;Msingi&gt;">/);
    assert.match(
      page.html,
      /<meta property="og:description" content="TZS 500,000 zimechangwa kati ya TZS 2,000,000 \(25%\) na mchangiaji 1\.">/,
    );
    assert.match(page.html, new RegExp(`<meta property="og:url" content="${event.public_url}">`));
    // No one's phone or own amount.
    assert.doesNotMatch(page.html, new RegExp(payer.phone.slice(3)));
    assert.doesNotMatch(page.html, /Juma Hassan/, 'not listed without their consent');
    assert.doesNotMatch(page.html, /<script/i);
    const csp = String(page.response.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.doesNotMatch(csp, /script-src|unsafe-inline/);
    assert.match(csp, /form-action 'self' http:\/\/127\.0\.0\.1:\d+/);
    assert.equal(page.response.headers['cache-control'], 'no-store');
    const code = event.public_url!.split('/c/')[1];
    assert.match(
      String(page.response.headers['set-cookie']),
      new RegExp(`^harambee-form=[^;]+; Path=/c/${code}; HttpOnly; SameSite=Strict$`),
    );

    const english = await openHarambeePage(event.public_url!, '?lang=en');
    assert.match(english.html, /<html lang="en">/);
    assert.match(english.html, /of the TZS 2,000,000 target \(25%\)/);
    assert.match(
      english.html,
      /<meta property="og:description" content="TZS 500,000 collected of TZS 2,000,000 \(25%\) from 1 contributor\.">/,
    );
    assert.match(english.html, new RegExp(`href="/c/${code}">Kiswahili</a>`));
  });

  it('makes a public pledge an invitee (source public), reuses the invitee of the same phone, and lists only those who agreed', async () => {
    const event = await harambee(owner);
    const phone = freshPhone();
    const first = await openHarambeePage(event.public_url!);
    const pledged = await first.post('pledge', {
      name: 'Mama <Neema>',
      phone: phone.local,
      amount: '50,000',
      list: 'yes',
    });
    assert.equal(pledged.status, 303, pledged.data);
    assert.equal(pledged.headers.location, `/c/${event.public_url!.split('/c/')[1]}?done=pledge`);
    const created = (await inviteeByPhone(event.id, phone.stored))!;
    assert.deepEqual(
      [created.name, created.source, created.pledgeAmount, created.publicListing, created.status],
      ['Mama <Neema>', 'public', 50_000, true, 'pending'],
    );
    const viaApi = (await owner.api.get(`/events/${event.id}/invitees`, { params: { search: phone.local } })).data.data;
    assert.deepEqual(
      viaApi.map((i: { id: number; source: string }) => [i.id, i.source]),
      [[created.id, 'public']],
    );

    // The same phone typed another way is the same invitee; a lower pledge from the page does not lower theirs, and
    // another name does not change their listing.
    const again = await openHarambeePage(event.public_url!);
    const second = await again.post('pledge', { name: 'Someone Else', phone: `+${phone.stored}`, amount: '10000' });
    assert.equal(second.status, 303, second.data);
    await created.reload();
    assert.deepEqual([created.name, created.pledgeAmount, created.publicListing], ['Mama <Neema>', 50_000, true]);
    assert.equal(await EventInvitee.count({ where: { eventId: event.id } }), 1);
    // Their own name (case and spacing aside) takes their name off the list.
    const unlist = await openHarambeePage(event.public_url!);
    assert.equal(
      (await unlist.post('pledge', { name: ' mama  <NEEMA>', phone: phone.local, amount: '1' })).status,
      303,
    );
    await created.reload();
    assert.deepEqual([created.pledgeAmount, created.publicListing], [50_000, false]);

    // An invitee the organiser added keeps their name and source; a higher pledge raises theirs; a stranger's name
    // does not list them, their own does.
    const organisers = await addInvitee(owner, event.id, { name: 'Bwana Ali', pledge_amount: 20_000 });
    const third = await openHarambeePage(event.public_url!);
    assert.equal(
      (await third.post('pledge', { name: 'Ali', phone: organisers.phone, amount: '30000', list: 'yes' })).status,
      303,
    );
    const reused = (await EventInvitee.findByPk(organisers.id))!;
    assert.deepEqual(
      [reused.name, reused.source, reused.pledgeAmount, reused.publicListing],
      ['Bwana Ali', 'organiser', 30_000, false],
    );
    const fourth = await openHarambeePage(event.public_url!);
    assert.equal(
      (await fourth.post('pledge', { name: 'bwana ali', phone: organisers.phone, amount: '1', list: 'yes' })).status,
      303,
    );
    await reused.reload();
    assert.deepEqual([reused.pledgeAmount, reused.publicListing], [30_000, true]);
    assert.equal((await showEvent(owner, event.id)).invitees_count, 2);

    const shown = await openHarambeePage(event.public_url!, '?done=pledge');
    assert.match(shown.html, /id="notice" role="status">Asante! Ahadi yako imehifadhiwa\./);
    assert.deepEqual(harambeeFigures(shown.html).listed, ['Bwana Ali']);
    assert.doesNotMatch(shown.html, /30,000|20,000/, 'no one person’s amount');
    assert.doesNotMatch(shown.html, new RegExp(organisers.phone.slice(3)));
  });

  it('pays online through the provider as the invitee page does, and the figures show the payment', async function () {
    this.timeout(30_000);
    const event = await harambee(owner);
    const phone = freshPhone();
    const page = await openHarambeePage(event.public_url!);
    const res = await page.post('pay', {
      name: 'Baraka Mollel',
      phone: phone.local,
      amount: '75000',
      list: 'yes',
      lang: 'en',
    });
    assert.equal(res.status, 303, res.data);
    const checkoutUrl = String(res.headers.location);
    assert.match(checkoutUrl, new RegExp(`^${testEnv().sandboxes.payment.url}/checkout/`));
    const trackingId = checkoutUrl.split('/checkout/')[1];
    const invitee = (await inviteeByPhone(event.id, phone.stored))!;
    assert.deepEqual([invitee.source, invitee.pledgeAmount], ['public', 0]);
    const order = (await EventPledgeOrder.findOne({ where: { orderTrackingId: trackingId } }))!;
    assert.deepEqual(
      [order.eventInviteeId, order.amount, order.status, order.language],
      [invitee.id, 75_000, 'pending', 'en'],
    );

    await paymentSandbox().settle(trackingId, 'complete', { payment_method: 'MpesaTZ' });
    await waitFor(async () => (await EventInvitee.findByPk(invitee.id))!.paidAmount === 75_000, 15_000);
    const back = await get(`/c/${event.public_url!.split('/c/')[1]}/payment?OrderTrackingId=${trackingId}`);
    assert.equal(back.status, 200);
    assert.match(back.data, /data-outcome="paid">Payment received</);
    // The contributors are cached a few seconds (the next test).
    const expected = { collected: 75_000, contributors: 1, progress: [2_000_000, 75_000], listed: ['Baraka Mollel'] };
    await waitFor(async () => {
      const shown = harambeeFigures((await openHarambeePage(event.public_url!)).html);
      return JSON.stringify(shown) === JSON.stringify(expected);
    }, 10_000);
    // Another event's page does not show this order.
    const other = await harambee(owner);
    assert.equal(
      (await get(`/c/${other.public_url!.split('/c/')[1]}/payment?OrderTrackingId=${trackingId}`)).status,
      404,
    );
  });

  it("bills the provider with the payer's typed name, never the name or email the organiser keeps for that phone", async () => {
    const event = await harambee(owner);
    const kept = await addInvitee(owner, event.id, { name: 'Bwana Siri Mkubwa', email: 'siri@example.co.tz' });
    const page = await openHarambeePage(event.public_url!);
    const res = await page.post('pay', { name: 'Mgeni Mwema', phone: kept.phone, amount: '15000' });
    assert.equal(res.status, 303, res.data);
    const trackingId = String(res.headers.location).split('/checkout/')[1];
    const orders: { order_tracking_id: string; billing_address: Record<string, unknown> }[] = (
      await paymentSandbox().state()
    ).orders;
    const billing = orders.find((o) => o.order_tracking_id === trackingId)!.billing_address;
    assert.deepEqual(
      [billing.first_name, billing.last_name, billing.email_address, billing.phone_number],
      ['Mgeni', 'Mwema', '', kept.phone],
    );
    const order = (await EventPledgeOrder.findOne({ where: { orderTrackingId: trackingId } }))!;
    assert.equal(order.eventInviteeId, kept.id);
  });

  it('shows a payment in the collected total at once, and its payer among the contributors within a few seconds', async () => {
    const event = await harambee(owner);
    const invitee = await addInvitee(owner, event.id);
    assert.deepEqual(harambeeFigures((await openHarambeePage(event.public_url!)).html).contributors, 0);
    await recordPayment(owner, event.id, invitee.id, 40_000);
    assert.equal(harambeeFigures((await openHarambeePage(event.public_url!)).html).collected, 40_000);
    const started = Date.now();
    await waitFor(async () => harambeeFigures((await openHarambeePage(event.public_url!)).html).contributors === 1);
    assert.ok(Date.now() - started < 5000, 'within the cache time');
  });

  it('refuses a wrong form with a 422 page keeping what was typed, a post without its form token with 403, and changes nothing', async () => {
    const event = await harambee(owner);
    const phone = freshPhone();
    const page = await openHarambeePage(event.public_url!, '?lang=en');
    const wrong = await page.post('pledge', { name: 'Asha', phone: '12345', amount: '5000', list: 'yes', lang: 'en' });
    assert.equal(wrong.status, 422);
    assert.match(wrong.data, /id="contribute-error" role="alert">Enter a Tanzanian phone number/);
    assert.match(wrong.data, /id="phone-input" name="phone" value="12345"/);
    assert.match(wrong.data, /id="list-input" name="list" value="yes" checked>/);
    for (const fields of [
      { name: '', phone: phone.local, amount: '5000' },
      { name: 'Asha', phone: phone.local, amount: 'elfu tano' },
      { name: 'Asha', phone: phone.local, amount: '0' },
      { name: 'Asha', phone: phone.local, amount: '10000001' },
    ]) {
      const fresh = await openHarambeePage(event.public_url!);
      assert.equal((await fresh.post('pay', fields)).status, 422, JSON.stringify(fields));
    }
    const forged = await page.post('pledge', { name: 'Asha', phone: phone.local, amount: '5000' }, { csrf: 'forged' });
    assert.equal(forged.status, 403);
    // A form token is spent by its post: replayed, it is refused.
    const fresh = await openHarambeePage(event.public_url!);
    assert.equal((await fresh.post('pledge', { name: 'Asha', phone: phone.local, amount: '5000' })).status, 303);
    assert.equal((await fresh.post('pledge', { name: 'Asha', phone: phone.local, amount: '9000' })).status, 403);
    assert.equal((await inviteeByPhone(event.id, phone.stored))!.pledgeAmount, 5000);
    assert.equal(await EventInvitee.count({ where: { eventId: event.id } }), 1);
  });

  it('counts posts per phone on the page: past the limit they answer 429 with Retry-After, another phone still posts', async () => {
    const event = await harambee(owner);
    const phone = freshPhone();
    const perToken = 10; // PUBLIC_POST_LIMIT_PER_TOKEN's default, which the test environment keeps
    for (let i = 0; i < perToken; i++) {
      const page = await openHarambeePage(event.public_url!);
      assert.equal(
        (await page.post('pledge', { name: 'Asha', phone: phone.local, amount: String(1000 + i) })).status,
        303,
      );
    }
    const page = await openHarambeePage(event.public_url!);
    const refused = await page.post('pledge', { name: 'Asha', phone: `+${phone.stored}`, amount: '99000' });
    assert.equal(refused.status, 429);
    assert.match(String(refused.headers['retry-after']), /^\d+$/);
    assert.match(refused.data, /Majaribio mengi mno/);
    assert.equal((await inviteeByPhone(event.id, phone.stored))!.pledgeAmount, 1009);
    const other = freshPhone();
    assert.equal((await page.post('pledge', { name: 'Juma', phone: other.local, amount: '2000' })).status, 303);
  });

  it('says a cancelled event is cancelled and takes no contribution', async () => {
    const event = await harambee(owner);
    const page = await openHarambeePage(event.public_url!);
    await owner.api.put(`/events/${event.id}`, { status: 'cancelled' });
    const phone = freshPhone();
    const res = await page.post('pay', { name: 'Asha', phone: phone.local, amount: '5000' });
    assert.equal(res.status, 409);
    assert.match(res.data, /Tukio hili limefutwa/);
    assert.doesNotMatch(res.data, /id="contribute"/);
    assert.equal(await inviteeByPhone(event.id, phone.stored), null);
  });
});
