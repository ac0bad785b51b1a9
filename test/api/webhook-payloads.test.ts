import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import axios from 'axios';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { testEnv } from '../helpers/env';
import { creditTenant } from '../helpers/credits';
import { creditedSession, phoneNumbers } from '../helpers/sms';
import { waitFor } from '../helpers/wait-for';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../helpers/webhook-receiver';
import { addInvitee, createEvent, recordPayment } from '../helpers/events';
import { openInviteePage } from '../helpers/event-page';
import { superAdminToken, trpcCall } from '../helpers/trpc';
import { freshChatNumber } from '../helpers/chat';
import { syncedChatTemplateId } from '../helpers/chat-sends';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from '../../domain/webhooks/event-types';
import { lowBalanceAlertsWorkflow } from '../../workflows/accounts/low-balance-alerts';

interface WebhookOperation {
  post: {
    parameters: { name: string; in: string; required: boolean }[];
    requestBody: { required: boolean; content: Record<string, { schema: unknown }> };
    responses: Record<string, unknown>;
  };
}
interface ServedDocument {
  components: Record<string, unknown>;
  webhooks: Record<string, WebhookOperation>;
}

const served = async (): Promise<ServedDocument> =>
  (await axios.get<ServedDocument>(`${testEnv().baseUrl}/openapi.json`)).data;

/** A validator per event type of the served document's `webhooks`, as a tenant's app would generate them. */
async function payloadValidators(): Promise<{ ajv: Ajv2020; byType: Map<string, ValidateFunction> }> {
  const document = await served();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components });
  const byType = new Map<string, ValidateFunction>();
  for (const [type, hook] of Object.entries(document.webhooks)) {
    const schema = JSON.stringify(hook.post.requestBody.content['application/json']!.schema);
    byType.set(type, ajv.compile(JSON.parse(schema.replaceAll('"#/components/', '"openapi#/components/')) as object));
  }
  return { ajv, byType };
}

/** Why each received body breaks its documented schema (the exact bytes that were signed, parsed). */
function violations(validators: Awaited<ReturnType<typeof payloadValidators>>, received: ReceivedWebhook[]): string[] {
  return received.flatMap((request) => {
    const body: unknown = JSON.parse(request.body);
    const type = String((body as { type?: unknown }).type);
    const validate = validators.byType.get(type);
    if (!validate) return [`${type}: not in the document's webhooks`];
    if (validate(body)) return [];
    return [`${type}: ${validators.ajv.errorsText(validate.errors)} — ${request.body.slice(0, 300)}`];
  });
}

/** One run of the low-balance alerts Schedule's workflow: it emits `balance.low`. */
async function deliverLowBalanceAlerts(): Promise<void> {
  const { temporal, config } = testEnv();
  await temporal.workflow.execute(lowBalanceAlertsWorkflow, {
    taskQueue: config.taskQueue,
    workflowId: `low-balance-alerts-test-${randomUUID()}`,
  });
}

describe("the webhooks' documented payloads", () => {
  const receivers: WebhookReceiver[] = [];
  after(() => Promise.all(receivers.map((r) => r.close())));

  it('the document lists every event type with its body, the three Standard Webhooks headers and a 2xx answer', async () => {
    const { webhooks, components } = await served();
    assert.deepEqual(Object.keys(webhooks).sort(), [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE].sort());
    for (const [type, hook] of Object.entries(webhooks)) {
      assert.deepEqual(
        hook.post.parameters.map((p) => [p.name, p.in, p.required]),
        [
          ['webhook-id', 'header', true],
          ['webhook-timestamp', 'header', true],
          ['webhook-signature', 'header', true],
        ],
        type,
      );
      assert.deepEqual(Object.keys(hook.post.responses), ['2XX'], type);
      const ref = (hook.post.requestBody.content['application/json']!.schema as { $ref: string }).$ref;
      const name = ref.replace('#/components/schemas/', '');
      assert.ok((components.schemas as Record<string, unknown>)[name], `${type}: ${ref} is a component`);
    }
  });

  it('every event a receiver gets, of every type, satisfies its documented schema', async function () {
    this.timeout(90_000);
    const owner = await creditedSession(6);
    const target = await startWebhookReceiver();
    receivers.push(target);
    const created = await owner.api.post('/webhook-endpoints', { url: target.url, events: [...WEBHOOK_EVENT_TYPES] });
    assert.equal(created.status, 201, JSON.stringify(created.data));
    target.secret = created.data.data.secret as string;
    const endpointId = created.data.data.id as number;

    // webhook.test
    assert.equal((await owner.api.post(`/webhook-endpoints/${endpointId}/test`)).status, 202);
    // balance.low: 6 credits, threshold 5, a bulk of 3 leaves 3
    assert.equal((await owner.api.patch('/settings', { low_balance_threshold_sms: 5 })).status, 200);
    // message.status (submitted, then delivered) and batch.completed
    const bulk = await owner.api.post('/sms/send-bulk', {
      messages: phoneNumbers(3).map((to, i) => ({ to, text: `Habari ${i}` })),
    });
    assert.equal(bulk.status, 202, JSON.stringify(bulk.data));
    await deliverLowBalanceAlerts();
    // chat.status (sent, delivered, read; failed with the provider's error code) and a chat batch.completed
    await creditTenant(owner.tenant.id, 'chat', 2);
    const chat = await owner.api.post('/chat/send-bulk', {
      numbers: [freshChatNumber(), '255710000101'],
      chat_template_id: await syncedChatTemplateId('event_reminder'),
      text: 'Kumbusho',
    });
    assert.equal(chat.status, 202, JSON.stringify(chat.data));
    // purchase.approved
    const purchase = await owner.api.post('/sms-purchases', {
      sms_quantity: 500,
      transaction_reference: `MPESA${Date.now()}`,
      payer_phone: '0754000111',
    });
    assert.equal(purchase.status, 201, JSON.stringify(purchase.data));
    const approved = await trpcCall(
      'mutation',
      'admin.purchases.approve',
      { purchaseId: purchase.data.data.id },
      await superAdminToken(),
    );
    assert.equal(approved.status, 200, JSON.stringify(approved));
    // invitee.rsvp and event.payment
    const event = await createEvent(owner, { name: 'Harusi' });
    const invitee = await addInvitee(owner, event.id, { pledge_amount: 50_000 });
    const page = await openInviteePage(invitee.event_link);
    assert.equal((await page.post('rsvp', { answer: 'confirm' })).status, 303);
    await recordPayment(owner, event.id, invitee.id, 20_000);

    const wanted = [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE];
    await waitFor(() => {
      const seen = new Set(target.uniqueEvents().map((e) => e.type));
      const chatRead = target.uniqueEvents().some((e) => e.type === 'chat.status' && e.data.status === 'read');
      return wanted.every((type) => seen.has(type)) && chatRead;
    }, 60_000);
    assert.ok(
      target.received.every((r) => r.verifyError === undefined),
      'every request verifies',
    );
    const validators = await payloadValidators();
    assert.deepEqual(violations(validators, target.received), []);
    // The documented nullable fields really take both forms here: a failed chat message's error code, a read one.
    const chatData = target
      .uniqueEvents()
      .filter((e) => e.type === 'chat.status')
      .map((e) => e.data);
    assert.ok(chatData.some((d) => typeof d.error_code === 'number'));
    assert.ok(chatData.some((d) => typeof d.read_at === 'string'));
  });

  it('a body that leaves its documented schema is caught (the check is not vacuous)', async () => {
    const validators = await payloadValidators();
    const body = {
      type: 'balance.low',
      timestamp: '2026-11-23T09:15:02.120000Z',
      data: { channel: 'sms', balance: 3 },
    };
    const request = { webhookId: 'msg_x', headers: {}, body: JSON.stringify(body) };
    assert.equal(violations(validators, [request]).length, 1);
    const whole = { ...body, data: { ...body.data, threshold: 5, crossed_at: '2026-11-23T09:15:02.120000Z' } };
    assert.deepEqual(violations(validators, [{ ...request, body: JSON.stringify(whole) }]), []);
  });
});
