import assert from 'node:assert/strict';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { balanceOf, creditTenant } from '../helpers/credits';
import { freshChatNumber } from '../helpers/chat';
import { testEnv } from '../helpers/env';
import {
  chatLedger,
  listChatMessages,
  sandboxChatMessagesTo,
  syncedChatTemplateId,
  waitForChatBatch,
  type ChatMessageJson,
} from '../helpers/chat-sends';
import { batchWorkflowId } from '../../workflows/contracts';

/** The chat sandbox's number whose sends are accepted and then reported failed, 131026 (not refunded). */
const UNDELIVERABLE = '255710000101';

const finished = (batchId: number) => testEnv().temporal.workflow.getHandle(batchWorkflowId(batchId)).result();
const settled = (m: ChatMessageJson) => m.status === 'failed' || m.status === 'delivered' || m.status === 'read';

/** A finished chat batch to two good numbers and the undeliverable one, each settled. */
async function chatBatchWithFailure(
  session: TenantSession,
  templateId: number,
): Promise<{ batchId: number; good: string[] }> {
  const good = [freshChatNumber(), freshChatNumber()];
  const res = await session.api.post('/chat/send-bulk', {
    numbers: [good[0], UNDELIVERABLE, good[1]],
    chat_template_id: templateId,
    text: 'Kikao',
  });
  assert.equal(res.status, 202, JSON.stringify(res.data));
  await finished(res.data.batch_id);
  const messages = await waitForChatBatch(session, res.data.batch_id, settled);
  assert.deepEqual(
    messages.filter((m) => m.status === 'failed').map((m) => [m.to_number, m.error?.code]),
    [[UNDELIVERABLE, 131026]],
  );
  return { batchId: res.data.batch_id as number, good };
}

describe('POST /chat/batches/{id}/resend', () => {
  let templateId: number;
  before(async () => {
    templateId = await syncedChatTemplateId('event_reminder');
  });

  it('sends exactly the failed chat messages again as a new chat batch, same template and variables, billed once on the chat wallet', async function () {
    this.timeout(90_000);
    const session = await createTenantSession();
    await creditTenant(session.tenant.id, 'chat', 3);
    await creditTenant(session.tenant.id, 'sms', 5);
    const source = await chatBatchWithFailure(session, templateId);
    assert.equal(await balanceOf(session.tenant.id, 'chat'), 0);

    const short = await session.api.post(`/chat/batches/${source.batchId}/resend`);
    assert.equal(short.status, 422, JSON.stringify(short.data));
    assert.equal((await listChatMessages(session)).length, 3);

    await creditTenant(session.tenant.id, 'chat', 1);
    const res = await session.api.post(`/chat/batches/${source.batchId}/resend`);
    assert.equal(res.status, 202, JSON.stringify(res.data));
    assert.equal(res.data.count, 1);
    const resendId = res.data.batch_id as number;
    assert.notEqual(resendId, source.batchId);
    assert.deepEqual([await balanceOf(session.tenant.id, 'chat'), await balanceOf(session.tenant.id, 'sms')], [0, 5]);
    assert.deepEqual(
      (await chatLedger(session.tenant.id))
        .filter((e) => e.reference === `chat:batch:${resendId}`)
        .map((e) => Number(e.amount)),
      [-1],
    );

    const detail = (await session.api.get(`/chat/batches/${resendId}`)).data.data;
    assert.deepEqual(
      [detail.channel, detail.kind, detail.total, detail.credits, detail.audience],
      ['chat', 'resend', 1, 1, { type: 'resend', source_batch_id: source.batchId, statuses: ['failed'] }],
    );
    await finished(resendId);
    const [again] = await waitForChatBatch(session, resendId, settled);
    const [original] = (await listChatMessages(session, { batch_id: source.batchId })).filter(
      (m) => m.to_number === UNDELIVERABLE,
    );
    assert.deepEqual(
      [again.to_number, again.template, again.variables, again.body],
      [original.to_number, original.template, original.variables, original.body],
    );
    assert.deepEqual([again.status, again.error?.code], ['failed', 131026]);
    assert.notEqual(again.wamid, original.wamid);
    // The provider got the failed number once per batch, the delivered ones once only.
    assert.deepEqual(
      sandboxChatMessagesTo(UNDELIVERABLE).filter((m) =>
        [`chat-${original.id}`, `chat-${again.id}`].includes(m.bizOpaque ?? ''),
      ).length,
      2,
    );
    assert.deepEqual(
      source.good.map((to) => sandboxChatMessagesTo(to).length),
      [1, 1],
    );
  });

  it('is 422 when no message has the statuses or a status is not a chat one, 404 for an SMS route or another batch; nothing billed', async function () {
    this.timeout(90_000);
    const session = await createTenantSession();
    await creditTenant(session.tenant.id, 'chat', 5);
    const source = await chatBatchWithFailure(session, templateId);
    const before = await chatLedger(session.tenant.id);

    const none = await session.api.post(`/chat/batches/${source.batchId}/resend`, { statuses: ['cancelled'] });
    assert.equal(none.status, 422, JSON.stringify(none.data));
    assert.equal(typeof none.data.message, 'string');
    const smsStatus = await session.api.post(`/chat/batches/${source.batchId}/resend`, { statuses: ['UNDELIVERABLE'] });
    assert.equal(smsStatus.status, 422);
    assert.ok(
      smsStatus.data.errors['statuses[0]'] ?? smsStatus.data.errors['statuses.0'],
      JSON.stringify(smsStatus.data),
    );
    const viaSms = await session.api.post(`/sms/batches/${source.batchId}/resend`);
    assert.equal(viaSms.status, 404);
    const other = await createTenantSession();
    assert.equal((await other.api.post(`/chat/batches/${source.batchId}/resend`)).status, 404);

    assert.equal((await listChatMessages(session)).length, 3);
    assert.deepEqual(await chatLedger(session.tenant.id), before);

    const delivered = await session.api.post(`/chat/batches/${source.batchId}/resend`, {
      statuses: ['delivered', 'read'],
    });
    assert.equal(delivered.status, 202, JSON.stringify(delivered.data));
    assert.equal(delivered.data.count, 2);
  });
});
