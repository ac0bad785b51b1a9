import assert from 'node:assert/strict';
import { testEnv } from '../helpers/env';
import { createContact } from '../helpers/contacts';
import { createGroupWithMembers } from '../helpers/groups';
import { creditedSession, phoneNumbers, smsBalance, waitUntilSubmitted } from '../helpers/sms';

/** 100 UTF-16 units as typed (2 credits); 102 GSM-7 characters once normalised (1 credit). */
const TYPED = `“Karibu” – mkutano ni saa 4\u00A0asubuhi… ${'x'.repeat(63)}`;
const NORMALIZED = `"Karibu" - mkutano ni saa 4 asubuhi... ${'x'.repeat(63)}`;

/** What the gateway sandbox received for a gateway message id. */
const sandboxText = (gatewayId: string | null) => testEnv().sandboxes.sms.store.getMessage(gatewayId ?? '')?.text;

describe('normalize: true on the SMS sends', () => {
  it('/sms/send sends and bills the normalised text; without it the text goes as typed', async () => {
    const session = await creditedSession(10);
    const normalized = await session.api.post('/sms/send', { to: '0754000121', text: TYPED, normalize: true });
    assert.equal(normalized.status, 201, JSON.stringify(normalized.data));
    assert.equal(normalized.data.data.body, NORMALIZED);
    assert.equal(sandboxText(normalized.data.data.gateway_message_id), NORMALIZED);
    assert.equal(await smsBalance(session), 9);

    const typed = await session.api.post('/sms/send', { to: '0754000121', text: TYPED });
    assert.equal(typed.status, 201, JSON.stringify(typed.data));
    assert.equal(sandboxText(typed.data.data.gateway_message_id), TYPED);
    assert.equal(await smsBalance(session), 7);
  });

  it('/sms/send-bulk normalises every item and a template, and bills what it sends', async () => {
    const session = await creditedSession(10);
    const [a, b] = phoneNumbers(2);
    const res = await session.api.post('/sms/send-bulk', {
      messages: [
        { to: a, text: TYPED },
        { to: b, text: 'Asante — kwaheri' },
      ],
      normalize: true,
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.equal(await smsBalance(session), 8);
    const rows = await waitUntilSubmitted(session.tenant.id, 2);
    assert.deepEqual(
      rows.map((r) => [r.body, sandboxText(r.gateway_message_id)]),
      [
        [NORMALIZED, NORMALIZED],
        ['Asante - kwaheri', 'Asante - kwaheri'],
      ],
    );

    const template = await session.api.post('/templates', { name: 'Kesho', body: '‘{name}’, tuonane kesho…' });
    const contact = await createContact(session, { name: 'Baraka' });
    const templated = await session.api.post('/sms/send-bulk', {
      template_id: template.data.data.id,
      messages: [{ to: contact.phone, contact_id: contact.id }],
      normalize: true,
    });
    assert.equal(templated.status, 202, JSON.stringify(templated.data));
    const [, , last] = await waitUntilSubmitted(session.tenant.id, 3);
    assert.equal(sandboxText(last.gateway_message_id), "'Baraka', tuonane kesho...");
  });

  it("/sms/send-group normalises the text before it is rendered: the members' own values are sent as stored", async () => {
    const session = await creditedSession(10);
    const groupId = await createGroupWithMembers(session, ['Asha', 'O’Neil']);
    const res = await session.api.post(`/sms/send-group/${groupId}`, {
      text: 'Habari {name} — karibu!',
      normalize: true,
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.equal(await smsBalance(session), 8);
    const rows = await waitUntilSubmitted(session.tenant.id, 2);
    assert.deepEqual(rows.map((r) => sandboxText(r.gateway_message_id)).sort(), [
      'Habari Asha - karibu!',
      'Habari O’Neil - karibu!',
    ]);
  });
});
