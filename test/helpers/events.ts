import assert from 'node:assert/strict';
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

/** Creates an event through the API (201 asserted). */
export async function createEvent(session: TenantSession, overrides: Record<string, unknown> = {}): Promise<EventJson> {
  const res = await session.api.post('/events', { name: 'Harusi ya Juma na Neema', type: 'wedding', event_date: '2026-12-12', ...overrides });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data;
}

/** Adds an invitee with a fresh phone through the API (201 asserted). */
export async function addInvitee(session: TenantSession, eventId: number, overrides: Record<string, unknown> = {}): Promise<InviteeBody> {
  const res = await session.api.post(`/events/${eventId}/invitees`, { name: 'Asha Mrisho', phone: freshPhone().local, ...overrides });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data;
}

/** Records a payment through the API (201 asserted). */
export async function recordPayment(session: TenantSession, eventId: number, inviteeId: number, amount: number, overrides: Record<string, unknown> = {}): Promise<PaymentJson> {
  const res = await session.api.post(`/events/${eventId}/payments`, {
    event_invitee_id: inviteeId, amount, payment_date: '2026-01-10', payment_method: 'cash', ...overrides,
  });
  assert.equal(res.status, 201, JSON.stringify(res.data));
  return res.data.data;
}

/** Creates an SMS stage through the API (201 asserted). */
export async function createStage(session: TenantSession, eventId: number, overrides: Record<string, unknown> = {}): Promise<StageBody> {
  const res = await session.api.post(`/events/${eventId}/sms-stages`, {
    stage_type: 'invitation', name: 'Mwaliko', body: 'Habari {invitee_name}, karibu {event_name} tarehe {event_date}.', ...overrides,
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
  tenantId: number, eventId: number,
  rows: Array<{ inviteeId?: number; credits: number; accepted: boolean; refunded?: boolean; channel?: 'sms' | 'chat'; batchId?: number }>,
): Promise<void> {
  for (const row of rows) {
    await testEnv().sequelize.query(
      `INSERT INTO messages (tenant_id, to_number, from_sender, body, credits, status, event_id, invitee_id, gateway_message_id, refunded_at, channel, batch_id)
       VALUES ($1, '255712000000', 'INFO', 'x', $2, $3, $4, $5, $6, $7, $8, $9)`,
      {
        bind: [tenantId, row.credits, row.accepted ? 'PENDING_ACCEPTED' : row.refunded ? 'failed' : 'queued', eventId, row.inviteeId ?? null,
          row.accepted ? `gw-${Math.random().toString(36).slice(2)}` : null, row.refunded ? new Date() : null, row.channel ?? 'sms', row.batchId ?? null],
      },
    );
  }
}
