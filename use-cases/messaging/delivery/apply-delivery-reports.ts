/**
 * Delivery callbacks from the SMS gateway (docs/interface.md §4.8c). Authenticity is the token in the callback URL
 * (checked by the route); what a callback may cost is bounded here: at most MAX_REPORTS_PER_CALLBACK reports per
 * request, held reports per source capped (db/messaging/held-delivery-reports.ts), and a final status that
 * contradicts one already stored is settled by the gateway's own report, never by the callback alone.
 */
import type { SendDeps } from '../deps';
import { InvalidInputError } from '../../../domain/messaging/errors';
import { reportToDeliveryUpdate, type DeliveryUpdate } from '../../../domain/messaging/sms-status';
import {
  applyDeliveryUpdatesByGatewayId,
  conflictingFinalReports,
  overrideFinalStatus,
} from '../../../db/messaging/delivery-updates';
import { createCoalescer, type Coalesced } from '../../../infra/coalescer';
import { holdUnmatchedReports } from '../../../db/messaging/held-delivery-reports';

/** Infobip-style gateways push up to 100 reports per request (docs/providers.md §1.5). */
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
  return (
    rows
      .filter((r) => String(r.messageId) === gatewayId)
      .map(reportToDeliveryUpdate)
      .find((u) => u !== null) ?? null
  );
}

/** Reports of one burst: every callback of a source that arrived while the previous burst was applied. */
const MAX_CALLBACKS_PER_BURST = 20;
/** One coalescer per database (an API process has one; tests may run a second app in the same process). */
const bursts = new WeakMap<SendDeps['sequelize'], Coalesced<DeliveryUpdate[], ReceivedCallback>>();

/**
 * Holds the reports of ids not stored yet, applies the rest (never backwards), then settles contradicting final
 * statuses with the gateway: whatever its report says stands. Concurrent callbacks of one `source` (which
 * identifies the caller for the hold cap) are applied together, as one burst.
 */
export async function receiveDeliveryReports(
  deps: SendDeps,
  updates: DeliveryUpdate[],
  source: string,
): Promise<ReceivedCallback> {
  if (updates.length > MAX_REPORTS_PER_CALLBACK) {
    throw new InvalidInputError({ results: [`A callback may carry at most ${MAX_REPORTS_PER_CALLBACK} reports.`] });
  }
  let receive = bursts.get(deps.sequelize);
  if (!receive) {
    receive = createCoalescer(MAX_CALLBACKS_PER_BURST, (key, callbacks) => applyBurst(deps, key, callbacks));
    bursts.set(deps.sequelize, receive);
  }
  return receive(source, updates);
}

/** Applies a burst's reports with one hold, one update and one conflict check; each callback gets its own figures. */
async function applyBurst(deps: SendDeps, source: string, callbacks: DeliveryUpdate[][]): Promise<ReceivedCallback[]> {
  const all = callbacks.flat();
  const dropped = await holdUnmatchedReports(deps.sequelize, all, source);
  if (dropped > 0)
    deps.logger.warn({ source, dropped }, 'delivery reports not held: this source holds too many unmatched reports');
  const changed = await applyDeliveryUpdatesByGatewayId(deps.sequelize, all);
  const conflicts = (await conflictingFinalReports(deps.sequelize, all, changed)).slice(
    0,
    MAX_CONFIRMATIONS * callbacks.length,
  );
  for (const gatewayId of conflicts) {
    const report = await gatewayReport(deps, gatewayId).catch(() => null);
    if (report?.rank === 3 && (await overrideFinalStatus(deps.sequelize, report))) changed.add(gatewayId);
  }
  if (conflicts.length > 0)
    deps.logger.warn({ conflicts: conflicts.length }, 'contradicting final delivery statuses settled with the gateway');
  // A message changed is counted for the first callback that named it; the hold cap kept the burst's first reports.
  const firstDropped = all.length - dropped;
  let start = 0;
  return callbacks.map((updates) => {
    const updated = new Set(updates.map((u) => u.gatewayMessageId).filter((id) => changed.delete(id))).size;
    const end = start + updates.length;
    const notHeld = Math.max(0, end - Math.max(firstDropped, start));
    start = end;
    return { updated, dropped: notHeld };
  });
}
