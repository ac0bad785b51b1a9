/**
 * Submits messages to their provider exactly once, whatever the channel: rows still `submitting` from an earlier,
 * ambiguous attempt are first looked for at the provider and adopted; only the rest is claimed (`submitting`,
 * committed before the call) and sent in one provider call; the answers are written back in one statement.
 * Used by the batch activities, the API's immediate send and the stuck-sends reconciler.
 */
import type { Sequelize } from 'sequelize';
import type { Logger } from '../infra/logger';
import { failMessages } from '../../db/messaging/messages';
import { claimForSubmit, recordSendResults, releaseClaim, type OutboundMessage } from '../../db/messaging/message-submission';
import { cancelOptedOutMessages } from '../../db/messaging/opted-out-messages';
import { ProviderError } from '../infra/providers/provider-errors';
import { groupBy } from '../infra/group-by';
import type { ChannelSubmitter } from './channel-submitter';

export interface SubmitDeps {
  sequelize: Sequelize;
  logger: Logger;
}

export interface SubmitCounts {
  submitted: number;
  failed: number;
}

function add(counts: SubmitCounts, more: SubmitCounts): void {
  counts.submitted += more.submitted;
  counts.failed += more.failed;
}

/**
 * The `submitting` ones among `messages` may have reached the provider on an attempt whose answer was lost: those
 * it has are recorded as sent. Returns their ids and the recorded counts.
 */
export async function adoptAccepted(deps: SubmitDeps, submitter: ChannelSubmitter, messages: OutboundMessage[]): Promise<{ ids: Set<number>; counts: SubmitCounts }> {
  const ambiguous = messages.filter((m) => m.status === 'submitting');
  const adopted = ambiguous.length > 0 ? await submitter.findAccepted(ambiguous) : [];
  const counts = await recordSendResults(deps.sequelize, adopted);
  if (adopted.length > 0) deps.logger.info({ adopted: adopted.length, ambiguous: ambiguous.length }, 'adopted messages the provider already had');
  return { ids: new Set(adopted.map((r) => r.id)), counts };
}

/**
 * Submits the given unsent messages of one channel. Throws the provider's error when nothing was accepted
 * (`unavailable`, `rate_limited`: rows released for a clean retry) or the outcome is unknown (`ambiguous`: rows
 * stay `submitting`, and the next attempt looks for them first). A `rejected` request fails and refunds them.
 * Messages whose number opted out since they were accepted are cancelled and refunded instead.
 */
export async function submitMessages(deps: SubmitDeps, submitter: ChannelSubmitter, messages: OutboundMessage[]): Promise<SubmitCounts> {
  const { sequelize } = deps;
  const counts: SubmitCounts = { submitted: 0, failed: 0 };
  const optedOut = await cancelOptedOutMessages(sequelize, messages.filter((m) => m.status !== 'submitting').map((m) => m.id));
  const sendable: OutboundMessage[] = [];
  for (const [reason, group] of groupBy(messages.filter((m) => !optedOut.has(m.id)), (m) => submitter.unsendableReason(m))) {
    if (reason === null) sendable.push(...group);
    else counts.failed += await failMessages(sequelize, group.map((m) => m.id), reason);
  }
  const adopted = await adoptAccepted(deps, submitter, sendable);
  add(counts, adopted.counts);
  const candidates = sendable.filter((m) => !adopted.ids.has(m.id));
  const claimed = await claimForSubmit(sequelize, candidates.map((m) => m.id));
  const page = candidates.filter((m) => claimed.has(m.id));
  if (page.length === 0) return counts;
  try {
    add(counts, await recordSendResults(sequelize, await submitter.send(page)));
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    if (err.kind === 'unavailable' || err.kind === 'rate_limited') await releaseClaim(sequelize, page.map((m) => m.id));
    if (err.kind !== 'rejected') throw err;
    counts.failed += await failMessages(sequelize, page.map((m) => m.id), err.message);
  }
  return counts;
}
