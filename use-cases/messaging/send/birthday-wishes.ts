/**
 * Today's birthday wishes: one birthday batch per active tenant with wishes on (billed like any send, each
 * contact once a year), handed to the send workflow. Started daily by the `birthday-wishes` Schedule.
 */
import type { SendDeps } from '../deps';
import { createSnapshotBatch } from '../../../db/messaging/batches';
import { birthdaysToday } from '../../../db/messaging/batch-recipients';
import { tenantsWishingBirthdays, unsentBirthdayBatches } from '../../../db/messaging/birthday-batches';
import { effectiveSenderId } from '../../../db/sender-ids/sender-ids';
import { birthdayDay } from '../../../domain/calendar/birthdays';
import { InsufficientCreditsError } from '../../../domain/accounts/errors';
import { EmptyAudienceError } from '../../../domain/messaging/errors';

/** The birthday text when a tenant has none of its own. */
export const defaultBirthdayText = (orgName: string) =>
  `Happy birthday, {name}! Wishing you a wonderful year ahead. - ${orgName}`;

export interface BirthdayRun {
  /** Today's birthday batches waiting for their send (one per tenant with birthdays and the credits for them). */
  batches: Array<{ id: number; tenantId: number }>;
  /** Tenants whose balance did not cover today's wishes (logged; nothing sent, nothing marked). */
  skippedTenantIds: number[];
}

/**
 * Creates (and bills) today's birthday batches; `at` is the instant whose Dar es Salaam day counts as today.
 * A tenant whose balance is short is skipped and logged; its wishes are not marked, so a rerun after a top-up
 * still sends them. Only active tenants with wishes on (optionally only `tenantIds`).
 */
export async function prepareBirthdayWishes(deps: SendDeps, at: string, tenantIds?: number[]): Promise<BirthdayRun> {
  const { sequelize } = deps;
  const day = birthdayDay(new Date(at));
  const run: BirthdayRun = { batches: [], skippedTenantIds: [] };
  for (const tenant of await tenantsWishingBirthdays(sequelize, tenantIds)) {
    const body = tenant.birthday_template?.trim() || defaultBirthdayText(tenant.name);
    try {
      await createSnapshotBatch(
        sequelize,
        {
          tenantId: tenant.id,
          userId: null,
          channel: 'sms',
          kind: 'birthday',
          audience: { type: 'birthdays', day: at.slice(0, 10) },
          fromSender: await effectiveSenderId(sequelize, tenant.id, deps.config.smsGateway.defaultSender),
          scheduledAt: null,
          body,
        },
        birthdaysToday(tenant.id, day),
        deps.config.publicBaseUrl,
      );
    } catch (err) {
      if (err instanceof EmptyAudienceError) continue;
      if (!(err instanceof InsufficientCreditsError)) throw err;
      run.skippedTenantIds.push(tenant.id);
      deps.logger.warn(
        { tenantId: tenant.id, balance: err.balance, required: err.required },
        'birthday wishes skipped: balance too low',
      );
    }
  }
  // A retry after a lost answer finds its batches already made (the wishes are marked): hand them out again.
  run.batches = await unsentBirthdayBatches(sequelize, tenantIds);
  return run;
}
