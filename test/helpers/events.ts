import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import type { TenantSession } from './tenant';
import { freshPhone } from './contacts';
import { testEnv } from './env';
import type { EventJson } from '../../db/events/event-json';
import type { PaymentJson } from '../../db/events/payment-json';
import type { presentInvitee } from '../../api/events/presenters/invitee';
import type { presentStage } from '../../api/events/presenters/stage';

/** An invitee and a stage as the API returns them. */
export type InviteeBody = ReturnType<typeof presentInvitee>;
export type StageBody = ReturnType<typeof presentStage>;

/** A wedding with every field the invitee's page shows: the browser tests look at its page. */
export const SHOWCASE_WEDDING = {
  name: 'Harusi ya Asha na Juma',
  type: 'wedding',
  event_date: '2026-12-12',
  venue: 'Ukumbi wa Mlimani City, Dar es Salaam',
  public_message: 'Tunayo furaha kukualika kwenye harusi yetu.\n\nKaribu tushiriki pamoja!',
  status: 'active',
  bank_name: 'CRDB Bank',
  bank_account_number: '0150 2233 4455',
  bank_account_name: 'Kamati ya Harusi',
  pledge_deadline: '2026-12-01',
};

/** Creates an event through the API (201 asserted). */
export async function createEvent(session: TenantSession, overrides: Record<string, unknown> = {}): Promise<EventJson> {
  const res = await session.api.post('/events', {
    name: 'Harusi ya Juma na Neema',
    type: 'wedding',
    event_date: '2026-12-12',
    ...overrides,
  });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data;
}

/** Adds an invitee with a fresh phone through the API (201 asserted). */
export async function addInvitee(
  session: TenantSession,
  eventId: number,
  overrides: Record<string, unknown> = {},
): Promise<InviteeBody> {
  const res = await session.api.post(`/events/${eventId}/invitees`, {
    name: 'Asha Mrisho',
    phone: freshPhone().local,
    ...overrides,
  });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data;
}

/** Records a payment through the API (201 asserted). */
export async function recordPayment(
  session: TenantSession,
  eventId: number,
  inviteeId: number,
  amount: number,
  overrides: Record<string, unknown> = {},
): Promise<PaymentJson> {
  const res = await session.api.post(`/events/${eventId}/payments`, {
    event_invitee_id: inviteeId,
    amount,
    payment_date: '2026-01-10',
    payment_method: 'cash',
    ...overrides,
  });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data;
}

/** Creates an SMS stage through the API (201 asserted). */
export async function createStage(
  session: TenantSession,
  eventId: number,
  overrides: Record<string, unknown> = {},
): Promise<StageBody> {
  const res = await session.api.post(`/events/${eventId}/sms-stages`, {
    stage_type: 'invitation',
    name: 'Mwaliko',
    body: 'Habari {invitee_name}, karibu {event_name} tarehe {event_date}.',
    ...overrides,
  });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data;
}

/** The event as the API shows it. */
export async function showEvent(session: TenantSession, eventId: number): Promise<EventJson> {
  const res = await session.api.get(`/events/${eventId}`);
  assert.equal(res.status, 200, JSON.stringify(res.data));
  return res.data.data;
}

/**
 * Writes SMS messages of an event the way the send pipeline will (the pipeline is another issue): rows with the
 * event and invitee, credits, and a gateway id once accepted.
 */
export async function insertEventMessages(
  tenantId: number,
  eventId: number,
  rows: Array<{
    inviteeId?: number;
    credits: number;
    accepted: boolean;
    refunded?: boolean;
    channel?: 'sms' | 'chat';
    batchId?: number;
  }>,
): Promise<void> {
  for (const row of rows) {
    await testEnv().sequelize.query(
      `INSERT INTO messages (tenant_id, to_number, from_sender, body, credits, status, event_id, invitee_id, gateway_message_id, refunded_at, channel, batch_id)
       VALUES ($1, '255712000000', 'INFO', 'x', $2, $3, $4, $5, $6, $7, $8, $9)`,
      {
        bind: [
          tenantId,
          row.credits,
          row.accepted ? 'PENDING_ACCEPTED' : row.refunded ? 'failed' : 'queued',
          eventId,
          row.inviteeId ?? null,
          row.accepted ? `gw-${Math.random().toString(36).slice(2)}` : null,
          row.refunded ? new Date() : null,
          row.channel ?? 'sms',
          row.batchId ?? null,
        ],
      },
    );
  }
}

/**
 * Asserts that every event's stored SMS figures (event_sms_figures, kept by triggers on messages) equal what its
 * messages give when counted afresh, in one snapshot. Event test files run it after each test, so every way their
 * tests write messages (stage pages, results, refunds, cancels, thank-you SMS, deletes) is checked.
 */
export async function assertEventSmsFiguresExact(): Promise<void> {
  const drift = await testEnv().sequelize.query(
    `SELECT e.id, f.total_sms, f.sent_sms, f.sms_cost, c.total_sms AS counted_total, c.sent_sms AS counted_sent, c.sms_cost AS counted_cost
     FROM events e,
     LATERAL (SELECT coalesce(sum(total_sms), 0) AS total_sms, coalesce(sum(sent_sms), 0) AS sent_sms, coalesce(sum(sms_cost), 0) AS sms_cost
              FROM event_sms_figures WHERE event_id = e.id AND tenant_id = e.tenant_id) f,
     LATERAL (SELECT count(*) AS total_sms, count(*) FILTER (WHERE m.gateway_message_id IS NOT NULL) AS sent_sms,
                     coalesce(sum(m.credits) FILTER (WHERE m.refunded_at IS NULL), 0) AS sms_cost
              FROM messages m WHERE m.event_id = e.id AND m.tenant_id = e.tenant_id AND m.channel = 'sms') c
     WHERE (f.total_sms, f.sent_sms, f.sms_cost) IS DISTINCT FROM (c.total_sms, c.sent_sms, c.sms_cost)`,
    { type: QueryTypes.SELECT },
  );
  assert.deepEqual(drift, [], 'stored event SMS figures differ from the messages counted afresh');
}
