import { QueryTypes } from 'sequelize';
import type { ActivityDeps } from './deps';
import { InsufficientCreditsError } from '../db/messages';
import { createBirthdayBatch, EmptyRecipientsError } from '../db/send-batches';
import { effectiveSenderId } from '../db/sender-ids';
import { darDate } from '../lib/calendar/dar-calendar';
import { birthdayMonthDays } from '../lib/calendar/birthdays';

/** The birthday text when a tenant has none of its own. */
export const defaultBirthdayText = (orgName: string) => `Happy birthday, {name}! Wishing you a wonderful year ahead. - ${orgName}`;

/** Today in Tanzania, as the (month, day) pairs whose birthdays fall today: 29 February is wished on the 28th in other years. */
export function birthdayDay(now: Date): { year: number; monthDays: Array<[number, number]> } {
  const today = darDate(now);
  return { year: Number(today.slice(0, 4)), monthDays: birthdayMonthDays(today, 1) };
}

export interface BirthdayRun {
  /** Today's birthday batches waiting for their send (one per tenant with birthdays and the credits for them). */
  batchIds: number[];
  /** Tenants whose balance did not cover today's wishes (logged; nothing sent, nothing marked). */
  skippedTenantIds: number[];
}

/**
 * One birthday batch per active tenant with wishes on and birthdays today (optionally only `tenantIds`). A tenant
 * whose balance is short is skipped and logged; its wishes are not marked, so a rerun after a top-up still sends them.
 */
export async function prepareBirthdayWishes(deps: ActivityDeps, now: Date, tenantIds?: number[]): Promise<BirthdayRun> {
  const day = birthdayDay(now);
  const tenants = await deps.sequelize.query<{ id: number; name: string; birthday_template: string | null }>(
    `SELECT id, name, birthday_template FROM tenants
     WHERE birthday_wishes_enabled AND is_active AND ($1::int[] IS NULL OR id = ANY($1::int[])) ORDER BY id`,
    { bind: [tenantIds ?? null], type: QueryTypes.SELECT },
  );
  const run: BirthdayRun = { batchIds: [], skippedTenantIds: [] };
  for (const tenant of tenants) {
    const body = tenant.birthday_template?.trim() || defaultBirthdayText(tenant.name);
    try {
      await createBirthdayBatch(deps.sequelize, {
        tenantId: tenant.id, userId: null, fromSender: await effectiveSenderId(deps.sequelize, tenant.id, deps.config.smsGateway.defaultSender), scheduledAt: null, body,
      }, day);
    } catch (err) {
      if (err instanceof EmptyRecipientsError) continue;
      if (!(err instanceof InsufficientCreditsError)) throw err;
      run.skippedTenantIds.push(tenant.id);
      deps.logger.warn({ tenantId: tenant.id, balance: err.balance, required: err.required }, 'birthday wishes skipped: balance too low');
    }
  }
  // A retry after a lost answer finds its batches already made (the wishes are marked): hand them out again.
  run.batchIds = await unsentBirthdayBatches(deps, tenantIds);
  return run;
}

/** Today's birthday batches not picked up by a send yet (status still `queued`). */
async function unsentBirthdayBatches(deps: ActivityDeps, tenantIds?: number[]): Promise<number[]> {
  const rows = await deps.sequelize.query<{ id: number }>(
    `SELECT id FROM send_batches WHERE kind = 'birthday' AND status = 'queued' AND created_at > now() - interval '1 day'
       AND ($1::int[] IS NULL OR tenant_id = ANY($1::int[])) ORDER BY id`,
    { bind: [tenantIds ?? null], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.id);
}
