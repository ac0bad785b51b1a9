import assert from 'node:assert/strict';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { createContact } from '../helpers/contacts';
import { addInvitee, createEvent, createStage, recordPayment } from '../helpers/events';

/** PUT/PATCH with `{}` changes nothing: 200 with the record as it was, never 404 for a record that exists. */
describe('updates with an empty body', () => {
  let session: TenantSession;
  before(async () => {
    session = await createTenantSession();
  });

  async function assertUnchanged(path: string, before: unknown, method: 'put' | 'patch' = 'put') {
    const res = await session.api[method](path, {});
    assert.equal(res.status, 200, `${method.toUpperCase()} ${path}: ${JSON.stringify(res.data)}`);
    assert.deepEqual(res.data.data ?? res.data, before, path);
  }

  it('answers 200 with the unchanged group', async () => {
    const group = (await session.api.post('/groups', { name: 'Kwaya', description: 'Waimbaji' })).data.data as {
      id: number;
    };
    await assertUnchanged(`/groups/${group.id}`, (await session.api.get(`/groups/${group.id}`)).data.data);
    assert.equal((await session.api.put('/groups/999999999', {})).status, 404);
  });

  it('answers 200 with the unchanged contact, template and user', async () => {
    const contact = await createContact(session);
    await assertUnchanged(`/contacts/${contact.id}`, (await session.api.get(`/contacts/${contact.id}`)).data.data);
    const template = (await session.api.post('/templates', { name: 'Karibu', body: 'Habari {name}.' })).data.data as {
      id: number;
    };
    await assertUnchanged(`/templates/${template.id}`, (await session.api.get(`/templates/${template.id}`)).data.data);
    await assertUnchanged(
      `/users/${session.admin.id}`,
      (await session.api.get(`/users/${session.admin.id}`)).data.data,
    );
  });

  it('answers 200 with the unchanged event, invitee, payment and stage', async () => {
    const event = await createEvent(session);
    await assertUnchanged(`/events/${event.id}`, (await session.api.get(`/events/${event.id}`)).data.data);
    const invitee = await addInvitee(session, event.id);
    await assertUnchanged(`/events/${event.id}/invitees/${invitee.id}`, invitee);
    const payment = await recordPayment(session, event.id, invitee.id, 5000);
    await assertUnchanged(`/events/${event.id}/payments/${payment.id}`, payment);
    const stage = await createStage(session, event.id);
    await assertUnchanged(`/events/${event.id}/sms-stages/${stage.id}`, stage);
  });

  it('answers 200 with the unchanged settings and profile', async () => {
    const settings = (await session.api.get('/settings')).data.data;
    const res = await session.api.patch('/settings', {});
    assert.equal(res.status, 200, JSON.stringify(res.data));
    assert.deepEqual((await session.api.get('/settings')).data.data, settings);
    const profile = (await session.api.get('/profile')).data;
    await assertUnchanged('/profile', profile, 'patch');
  });
});
