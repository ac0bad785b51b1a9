import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { startApiProcess, startWorkerProcess, type ServiceProcess } from '../helpers/processes';
import { creditTenant } from '../helpers/credits';
import { syncedChatTemplateId } from '../helpers/chat-sends';
import { smsLedger, waitForStage } from '../helpers/stages';
import { childProcessEnv, registerThrough } from './fault-stack';

describe('the SMS fallback of a chat stage with a real process death', function () {
  this.timeout(180_000);
  const running: ServiceProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((p) => p.kill()));
  });

  it('a worker killed with SIGKILL during the fallback window is replaced: the undelivered invitees get one SMS each, billed once', async () => {
    const env = testEnv();
    const taskQueue = `fallback-kill-${randomUUID()}`;
    const childEnv = childProcessEnv(taskQueue, { CHAT_SMS_FALLBACK_MINUTES: '0.1' });
    const api = await startApiProcess(childEnv);
    running.push(api, await startWorkerProcess(childEnv));
    const { api: client, tenantId } = await registerThrough(`${api.url}/api`);
    await creditTenant(tenantId, 'sms', 10);
    await creditTenant(tenantId, 'chat', 10);
    const event = (await client.post('/events', { name: 'Kikao', type: 'wedding', event_date: '2026-12-12' })).data
      .data;
    const phones = ['0710000101', '0710000103'];
    for (const phone of phones)
      assert.equal((await client.post(`/events/${event.id}/invitees`, { name: 'Neema', phone })).status, 201);
    const stage = await client.post(`/events/${event.id}/sms-stages`, {
      stage_type: 'reminder',
      name: 'Kumbusho',
      body: 'Kumbusho: {event_name}',
      channel: 'chat',
      chat_template_id: await syncedChatTemplateId('event_invitation'),
      chat_variables: ['{invitee_name}', '{event_name}'],
      sms_fallback: true,
    });
    assert.equal(stage.status, 201, JSON.stringify(stage.data));
    const seen = env.sandboxes.sms.store.allMessages().length;
    const sent = await client.post(`/events/${event.id}/sms-stages/${stage.data.data.id}/send`);
    assert.equal(sent.status, 200, JSON.stringify(sent.data));

    // The run is over and its 6-second window has begun: the worker dies inside it.
    await waitForStage(stage.data.data.id, (s) => s.status === 'sent');
    await running[1].kill();
    await new Promise((resolve) => setTimeout(resolve, 7000));
    const fallbacks = () =>
      env.sequelize
        .query<{ n: number }>('SELECT count(*)::int AS n FROM chat_sms_fallbacks WHERE chat_batch_id = $1', {
          bind: [sent.data.batch_id],
          type: QueryTypes.SELECT,
        })
        .then(([row]) => row.n);
    assert.equal(await fallbacks(), 0, 'nothing decided while no worker runs');
    running.push(await startWorkerProcess(childEnv));

    const texts = () =>
      env.sandboxes.sms.store
        .allMessages()
        .slice(seen)
        .filter((m) => m.text === 'Kumbusho: Kikao' && ['255710000101', '255710000103'].includes(m.to));
    await waitFor(() => texts().length === 2, 60_000, 200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.deepEqual(
      texts()
        .map((m) => m.to)
        .sort(),
      ['255710000101', '255710000103'],
      'one SMS each',
    );
    assert.equal(await fallbacks(), 1);
    assert.equal((await smsLedger(tenantId)).filter((r) => r.amount < 0).length, 1, 'billed once');
  });
});
