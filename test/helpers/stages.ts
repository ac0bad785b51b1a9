import assert from 'node:assert/strict';
import type { AxiosResponse } from 'axios';
import { QueryTypes } from 'sequelize';
import type { TenantSession } from './tenant';
import { optOutToken, type OptOutKey } from '../../domain/messaging/opt-out-token';
import type { InviteeBody } from './events';
import { testEnv } from './env';
import { waitFor } from './wait-for';
import type { EventJson } from '../../db/events/event-json';
import { EventStage } from '../../db/models';
import { inviteePlaceholders } from '../../domain/events/placeholders';
import { renderPlaceholders } from '../../domain/messaging/placeholders';

/** `POST …/sms-stages/{id}/send` as the tenant. */
export const sendStage = (session: TenantSession, eventId: number, stageId: number): Promise<AxiosResponse> =>
  session.api.post(`/events/${eventId}/sms-stages/${stageId}/send`);

/** The stage row as stored (status, sent_count, next_run_at…). */
export async function stageRow(stageId: number): Promise<EventStage> {
  const stage = await EventStage.findByPk(stageId);
  assert.ok(stage, `stage ${stageId} not found`);
  return stage;
}

/** Waits until the stage satisfies `check` and returns it. */
export const waitForStage = (
  stageId: number,
  check: (stage: EventStage) => boolean,
  timeoutMs = 30_000,
): Promise<EventStage> =>
  waitFor(
    async () => {
      const stage = await EventStage.findByPk(stageId);
      return stage && check(stage) ? stage : undefined;
    },
    timeoutMs,
    100,
  );

/**
 * The text an invitee of the tenant's event must get for `body`, rendered in TypeScript (the SQL rendering's twin);
 * `key` is the opt-out link key (db/messaging/opt-out-key.ts).
 */
export function expectedStageText(
  body: string,
  invitee: InviteeBody,
  event: EventJson,
  tenantId: number,
  key: OptOutKey,
): string {
  const publicToken = invitee.event_link.split('/e/')[1];
  return renderPlaceholders(
    body,
    inviteePlaceholders(
      {
        name: invitee.name,
        pledgeAmount: invitee.pledge_amount,
        paidAmount: invitee.paid_amount,
        publicToken,
        optOutToken: optOutToken(key, tenantId, invitee.phone),
      },
      { name: event.name, eventDate: event.event_date, venue: event.venue },
      testEnv().baseUrl,
    ),
  );
}

/** Every text the SMS gateway sandbox accepted for these numbers (`255…`), per number, in order. */
export function sandboxTextsTo(phones: string[]): Map<string, string[]> {
  const texts = new Map<string, string[]>(phones.map((phone) => [phone, []]));
  for (const message of testEnv().sandboxes.sms.store.allMessages()) texts.get(message.to)?.push(message.text);
  return texts;
}

export interface StageBatchRow {
  id: number;
  status: string;
  total: number;
  credits: number;
  audience: Record<string, unknown>;
  /** Invitee ids of its messages, ascending. */
  invitee_ids: number[];
}

/** The batches of a stage's runs, oldest first, with the invitees their messages went to. */
export function stageBatches(stageId: number): Promise<StageBatchRow[]> {
  return testEnv().sequelize.query<StageBatchRow>(
    `SELECT b.id, b.status, b.total, b.credits, b.audience,
       coalesce((SELECT array_agg(m.invitee_id ORDER BY m.invitee_id) FROM messages m WHERE m.batch_id = b.id), '{}') AS invitee_ids
     FROM send_batches b WHERE b.stage_id = $1 ORDER BY b.id`,
    { bind: [stageId], type: QueryTypes.SELECT },
  );
}

/** The ledger rows of a tenant's SMS wallet, oldest first. */
export function smsLedger(tenantId: number): Promise<Array<{ amount: number; reference: string }>> {
  return testEnv().sequelize.query<{ amount: number; reference: string }>(
    "SELECT amount, reference FROM ledger_entries WHERE tenant_id = $1 AND channel = 'sms' ORDER BY id",
    { bind: [tenantId], type: QueryTypes.SELECT },
  );
}
