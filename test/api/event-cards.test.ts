import assert from 'node:assert/strict';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { createContact, freshPhone } from '../helpers/contacts';
import { uploadFile } from '../helpers/uploads';
import { addInvitee, createEvent } from '../helpers/events';
import { testEnv } from '../helpers/env';
import { EventInvitee } from '../../db/models';

/** The card of each invitee of an event, by phone. */
async function cardsByPhone(eventId: number): Promise<Record<string, [string, number]>> {
  const rows = await EventInvitee.findAll({ where: { eventId } });
  return Object.fromEntries(rows.map((r) => [r.phone, [r.cardType, r.admits]]));
}

describe('invitee entry cards (card_type, admits, entry_code)', () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession();
  });

  it('defaults admits by card type, keeps a set admits, and refuses an unknown type or admits outside 1–20', async () => {
    const event = await createEvent(owner);
    const cards = await Promise.all(
      [{}, { card_type: 'double' }, { card_type: 'family' }, { card_type: 'vip' }, { card_type: 'vip', admits: 5 }].map(
        (card) => addInvitee(owner, event.id, card),
      ),
    );
    assert.deepEqual(
      cards.map((c) => [c.card_type, c.admits]),
      [
        ['single', 1],
        ['double', 2],
        ['family', 4],
        ['vip', 1],
        ['vip', 5],
      ],
    );
    const url = `/events/${event.id}/invitees`;
    for (const bad of [{ card_type: 'gold' }, { admits: 0 }, { admits: 21 }, { admits: 1.5 }]) {
      const res = await owner.api.post(url, { name: 'Neema', phone: freshPhone().local, ...bad });
      assert.equal(res.status, 422, JSON.stringify(bad));
      assert.ok(res.data.errors[Object.keys(bad)[0]!], JSON.stringify(res.data));
    }

    const [single] = cards;
    const toDouble = await owner.api.put(`${url}/${single!.id}`, { card_type: 'double' });
    assert.deepEqual([toDouble.data.data.card_type, toDouble.data.data.admits], ['double', 2]);
    const moreSeats = await owner.api.put(`${url}/${single!.id}`, { admits: 3 });
    assert.deepEqual([moreSeats.data.data.card_type, moreSeats.data.data.admits], ['double', 3]);
    const untouched = await owner.api.put(`${url}/${single!.id}`, { name: 'Renamed' });
    assert.deepEqual([untouched.data.data.card_type, untouched.data.data.admits], ['double', 3]);
  });

  it('gives every invitee its own unguessable entry code (never the id) and the URL of its card image', async () => {
    const event = await createEvent(owner);
    const [a, b] = [await addInvitee(owner, event.id), await addInvitee(owner, event.id)];
    for (const invitee of [a, b]) {
      assert.match(invitee.entry_code, /^[A-Za-z0-9_-]{22}$/, '16 bytes (122 random bits) as base64url');
      assert.notEqual(invitee.entry_code, String(invitee.id));
      assert.equal(invitee.card_url, `${testEnv().baseUrl}/api/events/${event.id}/invitees/${invitee.id}/card.png`);
    }
    assert.notEqual(a.entry_code, b.entry_code);
    const listed = await owner.api.get(`/events/${event.id}/invitees`);
    assert.deepEqual(
      (listed.data.data as { entry_code: string }[]).map((i) => i.entry_code).sort(),
      [a.entry_code, b.entry_code].sort(),
    );
    const duplicate = await testEnv()
      .sequelize.query('UPDATE event_invitees SET entry_code = $1 WHERE id = $2', { bind: [a.entry_code, b.id] })
      .then(
        () => 'stored',
        (err: Error) => err.name,
      );
    assert.equal(duplicate, 'SequelizeUniqueConstraintError');
  });

  it('invites contacts with the body card as the default of every one (single when none)', async () => {
    const event = await createEvent(owner);
    const [c1, c2] = [await createContact(owner), await createContact(owner)];
    const res = await owner.api.post(`/events/${event.id}/invitees/import`, {
      contact_ids: [c1.id, c2.id],
      card_type: 'double',
    });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    const c3 = await createContact(owner);
    const vip = await owner.api.post(`/events/${event.id}/invitees/import`, {
      contact_ids: [c3.id],
      card_type: 'vip',
      admits: 6,
    });
    assert.equal(vip.status, 200);
    const c4 = await createContact(owner);
    assert.equal((await owner.api.post(`/events/${event.id}/invitees/import`, { contact_ids: [c4.id] })).status, 200);
    assert.deepEqual(await cardsByPhone(event.id), {
      [c1.phone.replace('+', '')]: ['double', 2],
      [c2.phone.replace('+', '')]: ['double', 2],
      [c3.phone.replace('+', '')]: ['vip', 6],
      [c4.phone.replace('+', '')]: ['single', 1],
    });
  });

  it('reads card_type and admits columns of a CSV and X-CARD-TYPE / X-ADMITS of a vCard, refusing bad cells by row', async () => {
    const event = await createEvent(owner);
    const [p1, p2, p3, p4, p5] = [freshPhone(), freshPhone(), freshPhone(), freshPhone(), freshPhone()];
    const csv = [
      'name,phone,Card Type,admits',
      `Asha,${p1.local},Double,`,
      `Juma,${p2.local},family,6`,
      `Neema,${p3.local},,`,
      `Baraka,${p4.local},gold,30`,
    ].join('\r\n');
    const res = await uploadFile(owner.api, `/events/${event.id}/invitees/import/file`, 'cards.csv', csv, {
      type: 'text/csv',
    });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual([res.data.imported, res.data.skipped], [3, 1]);
    assert.equal(res.data.errors[0].row, 5);
    assert.match(res.data.errors[0].message, /card type must be one of.*admits must be a whole number/);

    const vcf = `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Rehema\r\nTEL;TYPE=CELL:${p5.local}\r\nX-CARD-TYPE:vip\r\nX-ADMITS:2\r\nEND:VCARD\r\n`;
    const vres = await uploadFile(owner.api, `/events/${event.id}/invitees/import/file`, 'rehema.vcf', vcf, {
      type: 'text/vcard',
    });
    assert.equal(vres.status, 200, JSON.stringify(vres.data));
    assert.deepEqual(await cardsByPhone(event.id), {
      [p1.stored]: ['double', 2],
      [p2.stored]: ['family', 6],
      [p3.stored]: ['single', 1],
      [p5.stored]: ['vip', 2],
    });
  });
});
