import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { waitFor } from '../helpers/wait-for';
import { startApiProcess, startWorkerProcess, type ServiceProcess } from '../helpers/processes';
import { creditTenant, balanceOf } from '../helpers/credits';
import { freshChatNumber } from '../helpers/chat';
import { syncedChatTemplateId } from '../helpers/chat-sends';
import { batchWorkflowId } from '../../workflows/contracts';
import { chatCallbackData } from '../../db/chat/chat-content';
import { childProcessEnv, registerThrough } from './fault-stack';

/** Concurrent sends of one chat page (use-cases/messaging/submit/chat-submitter.ts): at most this many can be in flight at a death. */
const SENDERS_PER_PAGE = 20;

describe('a chat send with a real process death', function () {
  this.timeout(240_000);
  const running: ServiceProcess[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((p) => p.kill()));
  });

  it('a worker killed with SIGKILL mid-page is replaced: what it had not sent goes out, each once; only a send in flight can be lost', async () => {
    const env = testEnv();
    const taskQueue = `chat-kill-${randomUUID()}`;
    // A send whose answer was lost is waited for this long (12 s here) before it is failed and refunded.
    const childEnv = childProcessEnv(taskQueue, { CHAT_UNCONFIRMED_AFTER_MINUTES: '0.2' });
    const api = await startApiProcess(childEnv);
    running.push(api, await startWorkerProcess(childEnv));
    const { api: client, tenantId } = await registerThrough(`${api.url}/api`);
    const numbers = [...new Set(Array.from({ length: 400 }, freshChatNumber))];
    await creditTenant(tenantId, 'chat', numbers.length);
    const res = await client.post('/chat/send-bulk', {
      numbers,
      chat_template_id: await syncedChatTemplateId('event_reminder'),
      text: 'Kikao',
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));

    // What the sandbox took for this batch's messages, known by the message id each send echoes. Not by number: the
    // random numbers share their range with every other test's, whose earlier sends stay in the sandbox.
    const ids = await env.sequelize.query<{ id: number }>('SELECT id FROM messages WHERE batch_id = $1', {
      bind: [res.data.batch_id],
      type: QueryTypes.SELECT,
    });
    assert.equal(ids.length, numbers.length);
    const ours = new Set(ids.map((m) => chatCallbackData(Number(m.id))));
    const received = () => env.sandboxes.chat.store.allMessages().filter((m) => m.bizOpaque && ours.has(m.bizOpaque));

    // One page of 400 at 80 a second: the worker dies a quarter of the way through it.
    await waitFor(() => received().length >= 100 || undefined, 60_000, 20);
    await running[1].kill();
    assert.ok(received().length < numbers.length, 'the page was over before the kill');
    running.push(await startWorkerProcess(childEnv));
    await env.temporal.workflow.getHandle(batchWorkflowId(res.data.batch_id)).result();

    const rows = await env.sequelize.query<{ id: number; status: string; wamid: string | null; refunded: boolean }>(
      'SELECT id, status, gateway_message_id AS wamid, refunded_at IS NOT NULL AS refunded FROM messages WHERE batch_id = $1',
      { bind: [res.data.batch_id], type: QueryTypes.SELECT },
    );
    const counts = new Map<string, number>();
    for (const m of received()) counts.set(m.bizOpaque!, (counts.get(m.bizOpaque!) ?? 0) + 1);
    assert.deepEqual(
      [...counts].filter(([, n]) => n > 1),
      [],
      'a message was sent twice',
    );
    const sent = rows.filter((m) => m.wamid !== null);
    const lost = rows.filter((m) => m.wamid === null);
    assert.equal(sent.length, counts.size, 'every message the provider took is recorded as sent');
    assert.ok(
      lost.every((m) => m.status === 'failed' && m.refunded),
      'what was not sent is failed and refunded',
    );
    assert.ok(
      lost.length <= SENDERS_PER_PAGE,
      `${lost.length} messages were lost: more than the sends in flight at the death`,
    );
    assert.equal(await balanceOf(tenantId, 'chat'), lost.length);
  });
});
