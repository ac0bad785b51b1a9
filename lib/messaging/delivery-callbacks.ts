/**
 * Delivery callbacks from the SMS gateway (interface §4.8c). Authenticity is the token in the callback URL
 * (checked by the route); what a callback may cost is bounded here: at most MAX_REPORTS_PER_CALLBACK reports per
 * request, held reports per source capped (db/messaging/held-delivery-reports.ts), and a final status that
 * contradicts one already stored is settled by the gateway's own report, never by the callback alone.
 */
import type { SendDeps } from './deps';
import { InvalidInputError } from './errors';
import { reportToDeliveryUpdate, type DeliveryUpdate } from './sms-status';
import { applyDeliveryUpdates, conflictingFinalReports, overrideFinalStatus } from '../../db/messaging/delivery-updates';
import { holdUnmatchedReports } from '../../db/messaging/held-delivery-reports';

/** Infobip-style gateways push up to 100 reports per request (providers.md §1.5). */
export const MAX_REPORTS_PER_CALLBACK = 100;
/** Conflicts confirmed with the gateway per callback; the pending-reports reconciler is not involved (final ones). */
const MAX_CONFIRMATIONS = 10;

export interface ReceivedCallback {
  /** Messages whose status changed. */
  updated: number;
  /** Reports of unknown ids that were neither applied nor held (their source holds too many already). */
  dropped: number;
}

/** The gateway's report for one message, if it has one. */
async function gatewayReport(deps: SendDeps, gatewayId: string): Promise<DeliveryUpdate | null> {
  const answer = await deps.smsGateway.getReports({ messageId: gatewayId });
  const rows = Array.isArray(answer.results) ? answer.results : [];
  return rows.filter((r) => String(r.messageId) === gatewayId).map(reportToDeliveryUpdate).find((u) => u !== null) ?? null;
}

/**
 * Holds the reports of ids not stored yet, applies the rest (never backwards), then settles contradicting final
 * statuses with the gateway: whatever its report says stands. `source` identifies the caller for the hold cap.
 */
export async function receiveDeliveryReports(deps: SendDeps, updates: DeliveryUpdate[], source: string): Promise<ReceivedCallback> {
  if (updates.length > MAX_REPORTS_PER_CALLBACK) {
    throw new InvalidInputError({ results: [`A callback may carry at most ${MAX_REPORTS_PER_CALLBACK} reports.`] });
  }
  const dropped = await holdUnmatchedReports(deps.sequelize, updates, source);
  if (dropped > 0) deps.logger.warn({ source, dropped }, 'delivery reports not held: this source holds too many unmatched reports');
  let updated = (await applyDeliveryUpdates(deps.sequelize, updates)).length;
  const conflicts = (await conflictingFinalReports(deps.sequelize, updates)).slice(0, MAX_CONFIRMATIONS);
  for (const gatewayId of conflicts) {
    const report = await gatewayReport(deps, gatewayId).catch(() => null);
    if (report?.rank === 3 && (await overrideFinalStatus(deps.sequelize, report))) updated += 1;
  }
  if (conflicts.length > 0) deps.logger.warn({ conflicts: conflicts.length }, 'contradicting final delivery statuses settled with the gateway');
  return { updated, dropped };
}
