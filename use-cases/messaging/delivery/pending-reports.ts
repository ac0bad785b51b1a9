/**
 * Recovers delivery reports whose callbacks were lost: each message still pending past the configured age is
 * looked up in the gateway's `/reports` by its gateway id, and what is found is applied like a callback (never
 * backwards, held when its id is not stored yet). A gateway error throws before anything is marked checked.
 */
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../../../infra/config';
import type { Logger } from '../../../infra/logger';
import type { SmsGateway } from '../../../infra/providers/sms-gateway';
import { findAwaitingReports, markReportsChecked } from '../../../db/messaging/pending-reports';
import { ingestDeliveryUpdates, purgeStaleHeldReports } from '../../../db/messaging/held-delivery-reports';
import { reportToDeliveryUpdate, type DeliveryUpdate } from '../../../domain/messaging/sms-status';

/** Messages per page; their lookups run a few at a time so one page ends well inside the activity's timeout. */
const PAGE_SIZE = 100;
const LOOKUPS_AT_ONCE = 8;

export interface PendingReportsDeps {
  sequelize: Sequelize;
  config: AppConfig;
  logger: Logger;
  smsGateway: SmsGateway;
}

export interface PendingReportsPage {
  /** Cursor for the next page; null when this page was the last. */
  lastId: number | null;
  checked: number;
  updated: number;
}

async function lookUp(deps: PendingReportsDeps, gatewayId: string): Promise<DeliveryUpdate[]> {
  const answer = await deps.smsGateway.getReports({ messageId: gatewayId });
  const rows = Array.isArray(answer.results) ? answer.results : [];
  return rows
    .filter((r) => String(r.messageId) === gatewayId)
    .map(reportToDeliveryUpdate)
    .filter((u) => u !== null);
}

/** One page of messages awaiting their report after `afterId`. Safe to retry: applying a report twice changes nothing. */
export async function reconcilePendingReportsPage(
  deps: PendingReportsDeps,
  afterId: number,
  olderThanMinutes?: number,
): Promise<PendingReportsPage> {
  if (afterId === 0) await purgeStaleHeldReports(deps.sequelize);
  const rows = await findAwaitingReports(
    deps.sequelize,
    afterId,
    olderThanMinutes ?? deps.config.pendingReportAfterMinutes,
    PAGE_SIZE,
  );
  if (rows.length === 0) return { lastId: null, checked: 0, updated: 0 };
  const updates: DeliveryUpdate[] = [];
  for (let start = 0; start < rows.length; start += LOOKUPS_AT_ONCE) {
    const found = await Promise.all(
      rows.slice(start, start + LOOKUPS_AT_ONCE).map((r) => lookUp(deps, r.gatewayMessageId)),
    );
    updates.push(...found.flat());
  }
  const updated = await ingestDeliveryUpdates(deps.sequelize, updates);
  await markReportsChecked(
    deps.sequelize,
    rows.map((r) => r.id),
  );
  if (updated.length > 0)
    deps.logger.info({ checked: rows.length, updated: updated.length }, 'recovered delivery reports from the gateway');
  return {
    lastId: rows.length < PAGE_SIZE ? null : rows[rows.length - 1]!.id,
    checked: rows.length,
    updated: updated.length,
  };
}
