import assert from 'node:assert/strict';
import type { AxiosResponse } from 'axios';
import type { TenantSession } from './tenant';
import { createContact, freshPhone } from './contacts';
import { creditTenant } from './credits';
import { uniqueName } from './tenant';
import { addInvitee, createEvent, createStage, recordPayment } from './events';
import { syncedChatTemplateId } from './chat-sends';
import { freshChatNumber } from './chat';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/** One answering receiver for every generated endpoint, so their deliveries succeed instead of failing in the background. */
let sharedReceiver: Promise<WebhookReceiver> | undefined;

/** The URL of the one answering receiver every generated webhook endpoint points at. */
export async function webhookReceiverUrl(): Promise<string> {
  sharedReceiver ??= startWebhookReceiver();
  return (await sharedReceiver).url;
}

/** A scheduled chat send of one message (cancellable, so every chat message and chat batch route can act on it). */
async function scheduleChatSend(session: TenantSession): Promise<number> {
  await creditTenant(session.tenant.id, 'chat', 1);
  const scheduledAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const res = await session.api.post('/chat/send', {
    to: freshChatNumber(),
    chat_template_id: await syncedChatTemplateId('welcome_message'),
    scheduled_at: scheduledAt,
  });
  assert.equal(res.status, 202, JSON.stringify(res.data));
  return res.data.batch_id as number;
}

/** The tenant's webhook endpoint (one per session, so a delivery's path names its own endpoint). */
const endpointOfSession = new WeakMap<TenantSession, number>();
async function sessionEndpoint(session: TenantSession): Promise<number> {
  const known = endpointOfSession.get(session);
  if (known !== undefined) return known;
  const res = await session.api.post('/webhook-endpoints', {
    url: await webhookReceiverUrl(),
    events: ['purchase.approved'],
  });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  endpointOfSession.set(session, res.data.data.id as number);
  return res.data.data.id as number;
}

/**
 * The event a tenant's nested event records (invitees, payments, stages) are made in: the one its `event_id` factory
 * made (factories run in name order, event_id first), so a path like /events/{event_id}/invitees/{invitee_id} filled
 * with one tenant's records names an invitee of that event.
 */
const eventOfSession = new WeakMap<TenantSession, number>();
async function sessionEvent(session: TenantSession): Promise<number> {
  const known = eventOfSession.get(session);
  if (known !== undefined) return known;
  const event = await createEvent(session, { name: uniqueName('Event') });
  eventOfSession.set(session, event.id);
  return event.id;
}

/** The id in a `{data: {id}}` answer, after asserting the create succeeded. */
function createdId(res: AxiosResponse, status = 201): number {
  assert.equal(res.status, status, JSON.stringify(res.data));
  return res.data.data.id as number;
}

/**
 * How a tenant creates, through the API, one record of the kind each path parameter names. The generated tests
 * (robustness, tenant isolation) look every `{x_id}` of /openapi.json up here and fail on a parameter missing from
 * this table: a new route with a new id parameter joins them by adding one entry.
 */
export const ID_FACTORIES: Record<string, (session: TenantSession) => Promise<number>> = {
  user_id: async (s) =>
    createdId(
      await s.api.post('/users', {
        name: 'Member',
        email: `${uniqueName('member').replace(/\W/g, '-')}@example.com`,
        password: 'password-123',
        role: 'member',
        permissions: ['contacts.view'],
      }),
    ),
  api_key_id: async (s) =>
    createdId(await s.api.post('/api-keys', { name: uniqueName('Key'), permissions: ['contacts.view'] })),
  contact_id: async (s) => (await createContact(s)).id,
  // A group of one contact, so a group send has someone to send to.
  group_id: async (s) => {
    const id = createdId(
      await s.api.post('/groups', { name: uniqueName('Group'), description: 'For the generated tests' }),
    );
    const added = await s.api.post(`/groups/${id}/contacts`, { contact_ids: [(await createContact(s)).id] });
    assert.equal(added.status, 200, JSON.stringify(added.data));
    return id;
  },
  template_id: async (s) =>
    createdId(await s.api.post('/templates', { name: uniqueName('Template'), body: `Template ${uniqueName('body')}` })),
  // A scheduled send: the one message state every message route (show, cancel, check-status) can act on.
  message_id: async (s) => {
    await creditTenant(s.tenant.id, 'sms', 1);
    const scheduledAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    return createdId(
      await s.api.post('/sms/send', { to: freshPhone().local, text: 'Scheduled for later', scheduled_at: scheduledAt }),
    );
  },
  // A scheduled bulk send: a batch every batch route (show, cancel) can act on.
  batch_id: async (s) => {
    await creditTenant(s.tenant.id, 'sms', 1);
    const scheduledAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await s.api.post('/sms/send-bulk', {
      messages: [{ to: freshPhone().local, text: 'Batch for later' }],
      scheduled_at: scheduledAt,
    });
    assert.equal(res.status, 202, JSON.stringify(res.data));
    return res.data.batch_id as number;
  },
  chat_batch_id: scheduleChatSend,
  chat_message_id: async (s) => {
    const res = await s.api.get('/chat/messages', { params: { batch_id: await scheduleChatSend(s) } });
    assert.equal(res.status, 200, JSON.stringify(res.data));
    return res.data.data[0].id as number;
  },
  event_id: async (s) => {
    eventOfSession.delete(s);
    return sessionEvent(s);
  },
  invitee_id: async (s) => (await addInvitee(s, await sessionEvent(s), { pledge_amount: 50_000 })).id,
  check_in_id: async (s) => {
    const eventId = await sessionEvent(s);
    const invitee = await addInvitee(s, eventId);
    return createdId(await s.api.post(`/events/${eventId}/check-ins`, { code: invitee.entry_code }));
  },
  payment_id: async (s) => {
    const eventId = await sessionEvent(s);
    return (await recordPayment(s, eventId, (await addInvitee(s, eventId)).id, 10_000)).id;
  },
  // A viewer of the session's event: a fresh user of the organization given the role.
  member_id: async (s) => {
    const userId = await ID_FACTORIES.user_id(s);
    return createdId(await s.api.post(`/events/${await sessionEvent(s)}/members`, { user_id: userId, role: 'viewer' }));
  },
  stage_id: async (s) => (await createStage(s, await sessionEvent(s))).id,
  sender_id_id: async (s) =>
    createdId(
      await s.api.post('/sender-ids', { sender_id: `S${uniqueName('x').replace(/\W/g, '').slice(-9).toUpperCase()}` }),
    ),
  // An opt-out is addressed by its number (DELETE /opt-outs/{phone}): a number on this tenant's list.
  phone: async (s) => {
    const res = await s.api.post('/opt-outs', { phone: freshPhone().local });
    assert.equal(res.status, 201, JSON.stringify(res.data));
    return Number(res.data.data.phone);
  },
  // An organization has one pending request at a time: an earlier one stands in.
  purchase_id: async (s) => {
    const res = await s.api.post('/sms-purchases', {
      sms_quantity: 500,
      transaction_reference: uniqueName('MPESA'),
      payer_phone: '0754000111',
    });
    return res.data.code === 'pending_purchase_exists' ? (res.data.pending_id as number) : createdId(res);
  },
  webhook_endpoint_id: sessionEndpoint,
  // A delivery of the session's endpoint (factories run in name order: delivery_id first, making the endpoint that
  // webhook_endpoint_id then names): its webhook.test event.
  delivery_id: async (s) => {
    const endpointId = await sessionEndpoint(s);
    const sent = await s.api.post(`/webhook-endpoints/${endpointId}/test`);
    assert.equal(sent.status, 202, JSON.stringify(sent.data));
    const listed = await s.api.get(`/webhook-endpoints/${endpointId}/deliveries`);
    const delivery = (listed.data.data as Array<{ id: number; webhook_id: string }>).find(
      (d) => d.webhook_id === sent.data.webhook_id,
    );
    assert.ok(delivery, JSON.stringify(listed.data));
    return delivery.id;
  },
};

export type TenantRecords = Record<string, number>;

/** One record per id parameter for this tenant; throws on a parameter without a factory. */
export async function createTenantRecords(session: TenantSession, params: string[]): Promise<TenantRecords> {
  // Each call makes its own event and endpoint for the nested records: an earlier call's may have been deleted since.
  eventOfSession.delete(session);
  endpointOfSession.delete(session);
  const records: TenantRecords = {};
  // event_id first (then name order): the nested records (check_in_id sorts before it) are made in its event.
  const ordered = [...new Set(params)].sort(
    (a, b) => Number(b === 'event_id') - Number(a === 'event_id') || a.localeCompare(b),
  );
  for (const param of ordered) {
    const factory = ID_FACTORIES[param];
    if (!factory)
      throw new Error(`no factory for the path parameter {${param}}: add one to test/helpers/id-factories.ts`);
    records[param] = await factory(session);
  }
  return records;
}
