import assert from 'node:assert/strict';
import axios from 'axios';
import { testEnv } from '../helpers/env';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { creditTenant } from '../helpers/credits';
import { freshChatNumber } from '../helpers/chat';
import { syncedChatTemplateId } from '../helpers/chat-sends';
import { createEvent, createStage } from '../helpers/events';

/** December 1st of next year: always in the future, and a day far from any test's "a few seconds ahead". */
const YEAR = new Date().getUTCFullYear() + 1;
const LOCAL = `${YEAR}-12-01 09:00`;
const AS_UTC = `${YEAR}-12-01T06:00:00.000000Z`;

/** scheduled_at and send_at without an offset are Dar es Salaam time (UTC+3); with Z or an offset, as given. */
describe('datetimes without an offset are Dar es Salaam time', () => {
  let session: TenantSession;
  let reminderId: number;
  before(async () => {
    session = await createTenantSession();
    await Promise.all([creditTenant(session.tenant.id, 'sms', 10), creditTenant(session.tenant.id, 'chat', 10)]);
    reminderId = await syncedChatTemplateId('event_reminder');
  });

  /** Cancels the scheduled batch (its Schedule with it), so nothing is left for the next test. */
  async function cancelled(channel: 'sms' | 'chat', batchId: number): Promise<void> {
    const res = await session.api.post(`/${channel}/batches/${batchId}/cancel`);
    assert.equal(res.status, 200, JSON.stringify(res.data));
  }

  it('schedules a single SMS at 09:00 in Dar es Salaam, 06:00Z; with Z at 09:00Z', async () => {
    for (const [given, stored] of [
      [LOCAL, AS_UTC],
      [`${YEAR}-12-01T09:00:00`, AS_UTC],
      [`${YEAR}-12-01T09:00:00Z`, `${YEAR}-12-01T09:00:00.000000Z`],
    ]) {
      const res = await session.api.post('/sms/send', { to: '0754000871', text: 'Mkutano kesho', scheduled_at: given });
      assert.equal(res.status, 201, JSON.stringify(res.data));
      assert.equal(res.data.data.scheduled_at, stored, given);
      assert.equal(
        (await session.api.get(`/sms/batches/${res.data.data.batch_id}`)).data.data.scheduled_at,
        stored,
        given,
      );
      await cancelled('sms', res.data.data.batch_id);
    }
  });

  it('schedules a bulk SMS batch and a chat batch at Dar es Salaam time', async () => {
    const bulk = await session.api.post('/sms/send-bulk', {
      messages: [{ to: '0754000872', text: 'Habari' }],
      scheduled_at: LOCAL,
    });
    assert.equal(bulk.status, 202, JSON.stringify(bulk.data));
    assert.equal(bulk.data.scheduled_at, AS_UTC);
    assert.equal((await session.api.get(`/sms/batches/${bulk.data.batch_id}`)).data.data.scheduled_at, AS_UTC);
    await cancelled('sms', bulk.data.batch_id);

    const chat = await session.api.post('/chat/send', {
      to: freshChatNumber(),
      chat_template_id: reminderId,
      text: 'Kikao',
      scheduled_at: LOCAL,
    });
    assert.equal(chat.status, 202, JSON.stringify(chat.data));
    assert.equal((await session.api.get(`/chat/batches/${chat.data.batch_id}`)).data.data.scheduled_at, AS_UTC);
    await cancelled('chat', chat.data.batch_id);
  });

  it("sets a stage's send_at at Dar es Salaam time on create and update; with Z as given", async () => {
    const event = await createEvent(session);
    const stage = await createStage(session, event.id, { send_at: LOCAL });
    assert.equal(stage.send_at, AS_UTC);
    const updated = await session.api.put(`/events/${event.id}/sms-stages/${stage.id}`, {
      send_at: `${YEAR}-12-02T18:30`,
    });
    assert.equal(updated.data.data.send_at, `${YEAR}-12-02T15:30:00.000000Z`);
    const withZ = await session.api.put(`/events/${event.id}/sms-stages/${stage.id}`, {
      send_at: `${YEAR}-12-02T18:30:00Z`,
    });
    assert.equal(withZ.data.data.send_at, `${YEAR}-12-02T18:30:00.000000Z`);
  });

  it('says so in the OpenAPI document for every such field', async () => {
    const doc = (await axios.get(`${testEnv().baseUrl}/openapi.json`)).data as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { properties: Record<string, { description?: string }> } }>;
            };
          }
        >
      >;
    };
    const field = (path: string, method: string, name: string) =>
      doc.paths[path][method].requestBody?.content['application/json'].schema.properties[name];
    for (const [path, method, name] of [
      ['/sms/send', 'post', 'scheduled_at'],
      ['/sms/send-bulk', 'post', 'scheduled_at'],
      ['/sms/send-group/{group_id}', 'post', 'scheduled_at'],
      ['/chat/send', 'post', 'scheduled_at'],
      ['/chat/send-bulk', 'post', 'scheduled_at'],
      ['/events/{event_id}/sms-stages', 'post', 'send_at'],
      ['/events/{event_id}/sms-stages/{stage_id}', 'put', 'send_at'],
    ]) {
      assert.match(
        field(path, method, name)?.description ?? '',
        /without one .* it is Dar es Salaam time \(UTC\+3\)/,
        `${method} ${path} ${name}`,
      );
    }
  });

  it('refuses an impossible or non-ISO datetime with 422 naming the field', async () => {
    for (const scheduled of [`${YEAR}-02-30 09:00`, `${YEAR}-12-01 25:00`, 'Dec 1 2030 09:00']) {
      const res = await session.api.post('/sms/send', { to: '0754000873', text: 'x', scheduled_at: scheduled });
      assert.equal(res.status, 422, scheduled);
      assert.deepEqual(
        res.data.errors.scheduled_at,
        ['The scheduled at must be a valid ISO 8601 datetime.'],
        scheduled,
      );
    }
  });
});
