import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiClient, createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { addInvitee, createEvent } from '../helpers/events';
import { readCardPng } from '../helpers/cards';

const run = promisify(execFile);
/** The PDF's text as poppler reads it and its page count. */
async function readPdf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'event-cards-'));
  try {
    const file = path.join(dir, 'cards.pdf');
    await writeFile(file, pdf);
    const [{ stdout: text }, { stdout: info }] = await Promise.all([
      run('pdftotext', [file, '-']),
      run('pdfinfo', [file]),
    ]);
    return { text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('entry card images and the cards PDF', () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession();
  });

  it('draws the card as a PNG whose QR code reads back as the entry code; a reissued card has a new code and ETag', async () => {
    const event = await createEvent(owner, { name: 'Harusi ya Asha na Baraka', venue: 'Ukumbi wa Mlimani City' });
    const invitee = await addInvitee(owner, event.id, { name: 'Mwanaisha Kipanga', card_type: 'vip', admits: 2 });
    const url = `/events/${event.id}/invitees/${invitee.id}/card.png`;

    const res = await owner.api.get(url, { responseType: 'arraybuffer' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['cache-control'], 'private, no-cache');
    const card = readCardPng(Buffer.from(res.data as ArrayBuffer));
    assert.equal(card.width, 640);
    assert.ok(card.height > 800 && card.height < 1200, `height ${card.height}`);
    assert.equal(card.qr, invitee.entry_code);
    assert.equal(invitee.card_url.endsWith(`/api${url}`), true, invitee.card_url);

    // A client that holds this card revalidates it for nothing; If-None-Match is not part of the contract's examples.
    const etag = String(res.headers.etag);
    const again = await apiClient(owner.token, { contract: false }).get(url, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);

    const reissued = await owner.api.post(`/events/${event.id}/invitees/${invitee.id}/card/reissue`);
    assert.equal(reissued.status, 200);
    const newCode = reissued.data.data.entry_code as string;
    assert.notEqual(newCode, invitee.entry_code);
    const after = await apiClient(owner.token).get(url, {
      responseType: 'arraybuffer',
      headers: { 'If-None-Match': etag },
    });
    assert.equal(after.status, 200, 'the old ETag no longer matches');
    assert.notEqual(after.headers.etag, etag);
    assert.equal(readCardPng(Buffer.from(after.data as ArrayBuffer)).qr, newCode);
  });

  it('answers 404 for another tenant’s event or invitee, 403 without events.view, 422 for an unknown language', async () => {
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id);
    const url = `/events/${event.id}/invitees/${invitee.id}/card.png`;
    const stranger = await createTenantSession();
    const strangerEvent = await createEvent(stranger);
    assert.equal((await stranger.api.get(url)).status, 404);
    assert.equal((await stranger.api.get(`/events/${event.id}/cards.pdf`)).status, 404);
    assert.equal(
      (await stranger.api.get(`/events/${strangerEvent.id}/invitees/${invitee.id}/card.png`)).status,
      404,
      'an invitee of another tenant’s event, under the caller’s own event',
    );
    assert.equal((await owner.api.get(`/events/${event.id}/invitees/999999999/card.png`)).status, 404);
    const usher = await createMemberSession(owner, ['events.check_in']);
    assert.equal((await usher.api.get(url)).status, 403);
    assert.equal((await usher.api.get(`/events/${event.id}/cards.pdf`)).status, 403);
    const viewer = await createMemberSession(owner, ['events.view']);
    assert.equal((await viewer.api.get(url, { responseType: 'arraybuffer' })).status, 200);
    const badLanguage = await owner.api.get(`${url}?lang=fr`);
    assert.equal(badLanguage.status, 422);
    assert.ok(badLanguage.data.errors.lang, JSON.stringify(badLanguage.data));
  });

  it('prints every card of the event but the declined, eight to an A4 page, in English when asked', async () => {
    const event = await createEvent(owner, {
      name: 'Harambee ya Shule',
      type: 'harambee',
      venue: 'Shule ya Msingi Umoja',
    });
    const names = Array.from({ length: 8 }, (_, n) => `Mgeni Namba ${n + 1}`);
    const added = [];
    for (const name of names) added.push(await addInvitee(owner, event.id, { name }));
    await addInvitee(owner, event.id, { name: 'Aliyekataa Kuja', status: 'declined' });

    const res = await owner.api.get(`/events/${event.id}/cards.pdf`, { responseType: 'arraybuffer' });
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^application\/pdf/);
    const { text, pages } = await readPdf(Buffer.from(res.data as ArrayBuffer));
    assert.equal(pages, 1, 'eight cards on one page');
    for (const name of names) assert.equal(text.split(name).length - 1, 1, `${name} once`);
    assert.doesNotMatch(text, /Aliyekataa/);
    assert.equal(text.match(/Inaruhusu mtu 1/g)?.length, 8);
    assert.match(text, /Mahali: Shule ya Msingi Umoja/);

    const english = await owner.api.get(`/events/${event.id}/cards.pdf?lang=en`, { responseType: 'arraybuffer' });
    assert.equal((await readPdf(Buffer.from(english.data as ArrayBuffer))).text.match(/Admits 1/g)?.length, 8);
  });
});
