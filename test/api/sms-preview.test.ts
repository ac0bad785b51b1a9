import assert from 'node:assert/strict';
import { createGroupWithMembers } from '../helpers/groups';
import { creditedSession, phoneNumbers, smsBalance } from '../helpers/sms';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { tenantFingerprint } from '../helpers/fingerprint';

async function preview(session: TenantSession, body: Record<string, unknown>) {
  const res = await session.api.post('/sms/preview', body);
  assert.equal(res.status, 200, JSON.stringify(res.data));
  return res.data as Record<string, unknown>;
}

describe('POST /sms/preview', () => {
  it('describes a GSM-7 text for one number: septets with extension characters counted twice, its cost and the balance', async () => {
    const session = await creditedSession(7);
    const text = `Bei ni €5 {leo} ${'a'.repeat(138)}`; // 154 characters, 157 septets
    assert.deepEqual(await preview(session, { text, to: '0754000111' }), {
      encoding: 'GSM-7',
      characters: 157,
      segments: 1,
      credits_per_message: 1,
      recipients: 1,
      credits: 1,
      balance: 7,
      sufficient: true,
      non_gsm_characters: [],
      normalized_text: text,
      normalized_segments: 1,
    });
    const longer = await preview(session, { text: `${text}[]`, to: '0754000111' });
    assert.deepEqual([longer.characters, longer.segments, longer.credits], [161, 2, 2]);
  });

  it('names the characters that force UCS-2 and what normalising saves; normalize: true prices the normalised text', async () => {
    const session = await creditedSession(3);
    const text = `“Karibu” – mkutano ni saa 4\u00A0asubuhi… ${'x'.repeat(63)}`; // 100 UTF-16 units
    const body = { text, numbers: phoneNumbers(2) };
    const raw = await preview(session, body);
    assert.deepEqual(raw, {
      encoding: 'UCS-2',
      characters: 100,
      segments: 2,
      credits_per_message: 2,
      recipients: 2,
      credits: 4,
      balance: 3,
      sufficient: false,
      non_gsm_characters: ['“', '”', '–', '\u00A0', '…'],
      normalized_text: `"Karibu" - mkutano ni saa 4 asubuhi... ${'x'.repeat(63)}`,
      normalized_segments: 1,
    });
    const normalized = await preview(session, { ...body, normalize: true });
    assert.deepEqual(
      [normalized.segments, normalized.credits_per_message, normalized.credits, normalized.sufficient],
      [2, 1, 2, true],
    );
  });

  it('keeps what has no GSM-7 equivalent: an emoji text stays UCS-2 after normalising, an emoji counts 2 units', async () => {
    const session = await creditedSession(0);
    const result = await preview(session, { text: 'Hongera ’mwanangu’ 🎉' });
    assert.deepEqual(result, {
      encoding: 'UCS-2',
      characters: 21,
      segments: 1,
      credits_per_message: 1,
      recipients: 0,
      credits: 0,
      balance: 0,
      sufficient: true,
      non_gsm_characters: ['’', '🎉'],
      normalized_text: "Hongera 'mwanangu' 🎉",
      normalized_segments: 1,
    });
  });

  it('prices a group per member exactly as the group send then debits it', async () => {
    const session = await creditedSession(100);
    const groupId = await createGroupWithMembers(session, [
      'Ali',
      'Zuhura Mwanaisha Kibwana',
      'Åsa Ñuñez',
      'Şükrü',
      'Neema',
    ]);
    const text = `Habari {name}, ${'m'.repeat(145)}`; // 154 GSM-7 characters + the name
    const priced = await preview(session, { text, group_id: groupId });
    // Ali 1 (157), Neema 1 (159), Åsa Ñuñez 2 (163, GSM-7), Zuhura… 2 (178), Şükrü 3 (159 units of UCS-2)
    assert.deepEqual(
      [priced.recipients, priced.credits, priced.credits_per_message, priced.sufficient],
      [5, 9, 3, true],
    );
    const sent = await session.api.post(`/sms/send-group/${groupId}`, { text });
    assert.equal(sent.status, 202, JSON.stringify(sent.data));
    assert.equal(await smsBalance(session), 100 - 9);
    assert.equal((await preview(session, { text, group_id: groupId })).balance, 91);
  });

  it('renders a template as the sends do ({phone} for a number) and prices an empty group at nothing', async () => {
    const session = await creditedSession(10);
    // As written: 157 characters, 159 septets (the braces count 2), 1 segment; rendered with a 12-digit number: 162, 2 credits.
    const template = await session.api.post('/templates', {
      name: 'Simu',
      body: `Namba yako ni {phone} ${'s'.repeat(135)}`,
    });
    const id = template.data.data.id as number;
    const one = await preview(session, { template_id: id, to: '0754000111' });
    assert.deepEqual([one.characters, one.segments, one.credits_per_message, one.credits], [159, 1, 2, 2]);
    const emptyGroup = await createGroupWithMembers(session, []);
    const none = await preview(session, { template_id: id, group_id: emptyGroup });
    assert.deepEqual([none.recipients, none.credits, none.sufficient], [0, 0, true]);
  });

  it("refuses two audiences, another tenant's group or template, and a missing text with 422, and writes nothing", async () => {
    const session = await creditedSession(5);
    const other = await createTenantSession();
    const theirGroup = await createGroupWithMembers(other, ['Juma']);
    const theirTemplate = (await other.api.post('/templates', { name: 'Yao', body: 'Siri yao' })).data.data
      .id as number;
    const before = await tenantFingerprint(session.tenant.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ text: 'x', to: '0754000111', numbers: ['0754000112'] }, 'numbers'],
      [{ text: 'x', group_id: theirGroup }, 'group_id'],
      [{ template_id: theirTemplate }, 'template_id'],
      [{ to: '0754000111' }, 'text'],
      [{ text: 'x', numbers: ['12'] }, 'numbers.0'],
    ];
    for (const [body, field] of cases) {
      const res = await session.api.post('/sms/preview', body);
      assert.equal(res.status, 422, JSON.stringify(res.data));
      assert.ok(res.data.errors[field], `${field}: ${JSON.stringify(res.data)}`);
    }
    assert.deepEqual(await tenantFingerprint(session.tenant.id), before);
  });

  it('is open to anyone who may send, and to nobody else', async () => {
    const owner = await createTenantSession();
    const viewer = await createMemberSession(owner, ['contacts.view']);
    assert.equal((await viewer.api.post('/sms/preview', { text: 'x' })).status, 403);
    const bulkSender = await createMemberSession(owner, ['bulk_sms.send']);
    assert.equal((await bulkSender.api.post('/sms/preview', { text: 'x' })).status, 200);
  });
});
