import assert from 'node:assert/strict';
import axios from 'axios';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent } from '../helpers/events';
import { openInviteePage } from '../helpers/event-page';
import { readCardPng } from '../helpers/cards';
import { testEnv } from '../helpers/env';

const getPng = (url: string) =>
  axios.get<ArrayBuffer>(url, { validateStatus: () => true, responseType: 'arraybuffer' });
const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

describe("the entry card on the invitee's page", () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession();
  });

  it('shows the card image, whose QR code is the entry code, under a policy that allows our images only', async () => {
    const event = await createEvent(owner, { name: 'Harusi ya Zawadi', venue: 'Ukumbi wa Karimjee' });
    const invitee = await addInvitee(owner, event.id, { name: 'Rehema Said', card_type: 'double' });
    const token = tokenOf(invitee.event_link);

    const page = await openInviteePage(invitee.event_link);
    assert.equal(page.response.status, 200);
    assert.match(page.html, new RegExp(`<img id="card-image" src="/e/${token}/card.png" alt="[^"]*Rehema Said`));
    assert.match(page.html, new RegExp(`id="card-page-link" href="/e/${token}/card"`));
    const csp = String(page.response.headers['content-security-policy']);
    assert.match(csp, /img-src 'self'/);
    assert.doesNotMatch(csp, /script-src/);

    const english = await openInviteePage(invitee.event_link, '?lang=en');
    assert.match(english.html, new RegExp(`src="/e/${token}/card.png\\?lang=en"`));
    assert.match(english.html, /Your entry card/);

    const image = await getPng(`${invitee.event_link}/card.png`);
    assert.equal(image.status, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.equal(image.headers['cache-control'], 'no-store');
    assert.equal(readCardPng(Buffer.from(image.data)).qr, invitee.entry_code);

    const cardPage = await openInviteePage(`${invitee.event_link}/card`);
    assert.equal(cardPage.response.status, 200);
    assert.match(cardPage.html, new RegExp(`<img id="card-image" src="/e/${token}/card.png"`));
    assert.match(cardPage.html, new RegExp(`<a id="back" href="/e/${token}">`));

    const reissued = await owner.api.post(`/events/${event.id}/invitees/${invitee.id}/card/reissue`);
    const newCode = reissued.data.data.entry_code as string;
    assert.equal(readCardPng(Buffer.from((await getPng(`${invitee.event_link}/card.png`)).data)).qr, newCode);
  });

  it('shows no card to a declined invitee (the image is 404, the card page says why) and 404s an unknown token', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { status: 'declined' });
    const page = await openInviteePage(invitee.event_link);
    assert.equal(page.response.status, 200);
    assert.doesNotMatch(page.html, /id="card"/);
    assert.equal((await getPng(`${invitee.event_link}/card.png`)).status, 404);
    const cardPage = await openInviteePage(`${invitee.event_link}/card`);
    assert.equal(cardPage.response.status, 200);
    assert.match(cardPage.html, /<p id="no-card">Ulijibu kwamba hutahudhuria/);
    assert.doesNotMatch(cardPage.html, /card-image/);

    const confirmed = await owner.api.put(`/events/${event.id}/invitees/${invitee.id}`, { status: 'confirmed' });
    assert.equal(confirmed.status, 200);
    assert.equal(
      (await getPng(`${invitee.event_link}/card.png`)).status,
      200,
      'the card is back after a change of mind',
    );

    const unknown = `${testEnv().baseUrl}/e/${'A'.repeat(tokenOf(invitee.event_link).length)}`;
    assert.equal((await getPng(`${unknown}/card.png`)).status, 404);
    assert.equal((await openInviteePage(`${unknown}/card`)).response.status, 404);
  });
});
