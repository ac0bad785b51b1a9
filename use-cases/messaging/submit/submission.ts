/**
 * Submits messages to their provider exactly once, whatever the channel: rows still `submitting` from an earlier,
 * ambiguous attempt are first looked for at the provider and adopted; only the rest is claimed (`submitting`,
 * committed before the call, and only if nobody claimed it since it was read: the page at once, or each message
 * right before its own call for a channel that sends one by one) and sent; the answers are written back in one
 * statement (a long page hands them over as they come).
 * Used by the batch activities, the API's immediate send and the stuck-sends reconciler.
 */
import type { Sequelize } from 'sequelize';
import type { Logger } from '../../../infra/logger';
import { failMessages } from '../../../db/messaging/messages';
import {
  claimForSubmit,
  recordSendResults,
  releaseClaim,
  type HeldReportsRelease,
  type OutboundMessage,
  type SendResult,
} from '../../../db/messaging/message-submission';
import { cancelOptedOutMessages } from '../../../db/messaging/opted-out-messages';
import { ProviderError } from '../../../infra/providers/provider-errors';
import { groupBy } from '../../../infra/group-by';
import type { ChannelSubmitter } from './channel-submitter';
import { OutcomePendingError, PartialSendError } from './submission-errors';

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
export async function adoptAccepted(
  deps: SubmitDeps,
  submitter: ChannelSubmitter,
  messages: OutboundMessage[],
): Promise<{ ids: Set<number>; counts: SubmitCounts }> {
  const ambiguous = messages.filter((m) => m.status === 'submitting');
  const adopted = ambiguous.length > 0 ? await submitter.findAccepted(ambiguous) : [];
  const counts = await recordSendResults(deps.sequelize, adopted);
  if (adopted.length > 0)
    deps.logger.info(
      { adopted: adopted.length, ambiguous: ambiguous.length },
      'adopted messages the provider already had',
    );
  return { ids: new Set(adopted.map((r) => r.id)), counts };
}

/**
 * Of messages left `submitting` that the lookup did not find, for a submitter whose lookup is no proof (chat): those
 * unconfirmed for longer than it allows are failed and refunded, never resent; the rest are still waited for. Returns
 * the ids of both (neither is sent now) and how many are still waited for.
 */
async function setAsideUnconfirmed(
  deps: SubmitDeps,
  submitter: ChannelSubmitter,
  unfound: OutboundMessage[],
  counts: SubmitCounts,
) {
  const giveUpMs = submitter.unconfirmedGiveUpMs;
  const unconfirmed = giveUpMs === null ? [] : unfound.filter((m) => m.status === 'submitting');
  const expired = unconfirmed.filter((m) => Date.now() - new Date(m.submitAttemptedAt ?? 0).getTime() >= giveUpMs!);
  if (expired.length > 0) {
    const failed = await failMessages(
      deps.sequelize,
      expired.map((m) => m.id),
      'No answer from the provider and no status since; not sent again.',
    );
    counts.failed += failed;
    deps.logger.warn(
      { failed, ids: expired.map((m) => m.id) },
      'gave up on sends whose outcome the provider never reported (refunded)',
    );
  }
  return { ids: new Set(unconfirmed.map((m) => m.id)), waiting: unconfirmed.length - expired.length };
}

/**
 * Sends a page (claimed, unless the submitter claims each message itself) and records what the provider answered;
 * rethrows its failure after settling the rows.
 */
async function sendPage(
  deps: SubmitDeps,
  submitter: ChannelSubmitter,
  page: OutboundMessage[],
  counts: SubmitCounts,
  heldReports: HeldReportsRelease = 'release',
): Promise<void> {
  const { sequelize } = deps;
  const record = async (answers: SendResult[]) => add(counts, await recordSendResults(sequelize, answers, heldReports));
  try {
    await record(await submitter.send(page, record));
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    if (err instanceof PartialSendError) {
      add(counts, await recordSendResults(sequelize, err.results));
      const unsent = new Set(err.unsentIds);
      await releaseClaim(
        sequelize,
        page.filter((m) => unsent.has(m.id)),
      );
      throw err;
    }
    if (err.kind === 'unavailable' || err.kind === 'rate_limited') await releaseClaim(sequelize, page);
    if (err.kind !== 'rejected') throw err;
    counts.failed += await failMessages(
      sequelize,
      page.map((m) => m.id),
      err.message,
    );
  }
}

/** Fails (and refunds) the messages the submitter cannot send at all; returns the rest. */
async function failUnsendable(
  deps: SubmitDeps,
  submitter: ChannelSubmitter,
  messages: OutboundMessage[],
  counts: SubmitCounts,
): Promise<OutboundMessage[]> {
  const sendable: OutboundMessage[] = [];
  for (const [reason, group] of groupBy(messages, (m) => submitter.unsendableReason(m))) {
    if (reason === null) sendable.push(...group);
    else
      counts.failed += await failMessages(
        deps.sequelize,
        group.map((m) => m.id),
        reason,
      );
  }
  return sendable;
}

/**
 * Sends messages the caller itself has just written claimed (`submitting`, db/messaging/claimed-messages.ts): no
 * earlier attempt can have sent them, so none is looked up or claimed again. Fails and throws like submitMessages.
 * `heldReports` as for recordSendResults.
 */
export async function submitClaimed(
  deps: SubmitDeps,
  submitter: ChannelSubmitter,
  claimed: OutboundMessage[],
  heldReports: HeldReportsRelease = 'release',
): Promise<SubmitCounts> {
  const counts: SubmitCounts = { submitted: 0, failed: 0 };
  const page = await failUnsendable(deps, submitter, claimed, counts);
  if (page.length > 0) await sendPage(deps, submitter, page, counts, heldReports);
  return counts;
}

/** Claims the candidates of a page at once: those claimed, as claimed (`submitting`, their new claim counts). */
async function claimedOf(sequelize: Sequelize, candidates: OutboundMessage[]): Promise<OutboundMessage[]> {
  const claimed = await claimForSubmit(sequelize, candidates);
  return candidates.flatMap((m) =>
    claimed.has(m.id) ? [{ ...m, status: 'submitting', submitClaims: claimed.get(m.id)! }] : [],
  );
}

/**
 * Submits the given unsent messages of one channel. Throws the provider's error when nothing was accepted
 * (`unavailable`, `rate_limited`: rows released for a clean retry) or the outcome is unknown (`ambiguous`: rows
 * stay `submitting`, and the next attempt looks for them first). A `rejected` request fails and refunds them. A page
 * answered in part records the answers first; messages still awaiting a report (chat) throw OutcomePendingError last.
 * Messages whose number opted out since they were accepted are cancelled and refunded instead.
 */
export async function submitMessages(
  deps: SubmitDeps,
  submitter: ChannelSubmitter,
  messages: OutboundMessage[],
): Promise<SubmitCounts> {
  const { sequelize } = deps;
  const counts: SubmitCounts = { submitted: 0, failed: 0 };
  const optedOut = await cancelOptedOutMessages(
    sequelize,
    messages.filter((m) => m.status !== 'submitting').map((m) => m.id),
  );
  const sendable = await failUnsendable(
    deps,
    submitter,
    messages.filter((m) => !optedOut.has(m.id)),
    counts,
  );
  const adopted = await adoptAccepted(deps, submitter, sendable);
  add(counts, adopted.counts);
  const unfound = sendable.filter((m) => !adopted.ids.has(m.id));
  const aside = await setAsideUnconfirmed(deps, submitter, unfound, counts);
  const candidates = unfound.filter((m) => !aside.ids.has(m.id));
  const page = submitter.claimsEachMessage ? candidates : await claimedOf(sequelize, candidates);
  if (page.length > 0) await sendPage(deps, submitter, page, counts);
  if (aside.waiting > 0) throw new OutcomePendingError(aside.waiting);
  return counts;
}
