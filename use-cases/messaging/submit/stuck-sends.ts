/**
 * Resolves immediate single sends orphaned by a dead API process (see db/messaging/stuck-sends.ts): a message the gateway
 * logged (found by `reference` = our id) is adopted as sent, any other is failed and refunded. Never resubmitted:
 * its sender never got a 201, so it must not go out now.
 */
import type { SendDeps } from '../deps';
import { adoptAccepted } from './submission';
import { createSmsSubmitter } from './sms-submitter';
import { failStuckSingleSends, findStuckSingleSends } from '../../../db/messaging/stuck-sends';

/** Small enough that one page's `/logs` lookups end well inside the activity's timeout. */
const STUCK_PAGE_SIZE = 100;

export interface StuckSendsPage {
  /** Cursor for the next page; null when this page was the last. */
  lastId: number | null;
  adopted: number;
  failed: number;
}

/**
 * Resolves the stuck messages after `afterId`. Safe to retry and to run concurrently: every write is guarded
 * by the row's status (and age), and a gateway error throws before anything is failed.
 */
export async function reconcileStuckSendsPage(
  deps: SendDeps,
  afterId: number,
  olderThanMinutes?: number,
): Promise<StuckSendsPage> {
  const minutes = olderThanMinutes ?? deps.config.stuckSendAfterMinutes;
  const rows = await findStuckSingleSends(deps.sequelize, afterId, minutes, STUCK_PAGE_SIZE);
  if (rows.length === 0) return { lastId: null, adopted: 0, failed: 0 };
  // Only a `submitting` row may have reached the gateway; a `queued` one never did (or was clearly refused).
  const adopted = await adoptAccepted(deps, createSmsSubmitter(deps.smsGateway), rows);
  const rest = rows.filter((r) => !adopted.ids.has(r.id)).map((r) => r.id);
  const failed = await failStuckSingleSends(
    deps.sequelize,
    rest,
    minutes,
    'The send was interrupted before the SMS gateway answered.',
  );
  if (adopted.ids.size + failed > 0)
    deps.logger.warn({ adopted: adopted.ids.size, failed }, 'resolved stuck single sends');
  return {
    lastId: rows.length < STUCK_PAGE_SIZE ? null : rows[rows.length - 1]!.id,
    adopted: adopted.counts.submitted,
    failed: failed + adopted.counts.failed,
  };
}
