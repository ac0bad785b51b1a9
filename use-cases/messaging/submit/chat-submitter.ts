/**
 * The chat channel at the provider (WhatsApp Cloud API): one call per message (Meta has no multi-send), a page's
 * messages sent by a few concurrent senders, each send paced to the number's throughput across all workers.
 * - Throttling (130429, 131056, 4, 80007) is retried in the page a few times (~8 s of pauses), then the message is
 *   released and left to the activity's unlimited retries: never failed, and a number throttled for long does not
 *   hold back the answers of the page's other messages. A passing failure (2, 131000) or a refused connection is
 *   retried twice, then left to the activity's retries likewise.
 * - A message is held (`submitting`) only around its own send: claimed right before each try, only if nobody touched
 *   it since it was read, and let go (`queued`) during each pause, so the tenant can cancel it until then.
 * - Answers are recorded as they come, a second's worth at a time (early-answers.ts), not when the page ends.
 * - A final Graph code (132001 template gone, 132000 parameters…) fails that message, refunded once. The access
 *   token refused (0, 190, HTTP 401) is the platform's fault, not the message's: waited out like an outage.
 * - A timeout after the request left is ambiguous: the message stays `submitting` and is never resent blindly. Every
 *   status webhook echoes our id (`biz_opaque_callback_data`), so the next attempt adopts it once a status names it;
 *   one no status names within CHAT_UNCONFIRMED_AFTER_MINUTES is failed and refunded (use-cases/messaging/submit/submission.ts).
 * A page stops taking slots after PAGE_BUDGET_MS (the activity's timeout is near): the rest is released, sent on retry.
 */
import {
  isStillReleased,
  reclaimReleased,
  releaseClaim,
  type OutboundMessage,
  type SendResult,
} from '../../../db/messaging/message-submission';
import { chatCallbackData } from '../../../db/chat/chat-content';
import { wamidsByCallbackData } from '../../../db/chat/chat-status-events';
import { ChatProviderError, type ChatSendResult } from '../../../infra/providers/chat-provider';
import type { ChannelSubmitter, SubmitterDeps, SubmitterOptions } from './channel-submitter';
import { templateMessageOf } from '../../chat/chat-rendering';
import { createEarlyAnswers } from './early-answers';
import { createSendPacer, type SendPacer } from './send-pacer';
import { PartialSendError } from './submission-errors';

/** Concurrent sends of one page: enough to keep the number busy at 80/s with ~250 ms provider round trips. */
const SENDERS_PER_PAGE = 20;
/** A page attempt stops starting sends after this long (sendActivityOptions allows 3 minutes). */
const PAGE_BUDGET_MS = 90_000;
/** Retries within a page of a passing failure (2, 131000, refused connection). */
const UNAVAILABLE_RETRIES = 2;
/** Retries within a page of throttling (pauses of 0.25, 0.5, 1, 2 and 4 s). */
const RATE_LIMITED_RETRIES = 5;
const MAX_PAUSE_MS = 5_000;

type Outcome =
  | { kind: 'answered'; result: SendResult }
  | { kind: 'unsent' | 'ambiguous'; error: ChatProviderError }
  /** Let go while it waited, then cancelled, deleted, held or claimed by another attempt: not ours to send or settle. */
  | { kind: 'withdrawn' };

interface PageRun {
  deadline: number;
  /** Set once a slot came after the deadline: the page's remaining messages are not started. */
  exhausted: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pauseAfter = (attempt: number) => Math.min(MAX_PAUSE_MS, 250 * 2 ** attempt);

/** The provider refusing our credentials: a configuration fault of the platform, waited out. */
const isAuthFault = (err: ChatProviderError) => err.code === 0 || err.code === 190 || err.httpStatus === 401;

function accepted(message: OutboundMessage, answer: ChatSendResult): SendResult {
  return {
    id: message.id,
    status: 'accepted',
    gatewayMessageId: answer.wamid,
    gatewayResponse: { wamid: answer.wamid, message_status: answer.messageStatus },
    deliveryStatus: null,
    deliveryError: null,
    errorCode: null,
  };
}

function refused(message: OutboundMessage, err: ChatProviderError): SendResult {
  return {
    id: message.id,
    status: 'failed',
    gatewayMessageId: null,
    gatewayResponse: { error: { code: err.code, title: err.title, details: err.details, http_status: err.httpStatus } },
    deliveryStatus: null,
    deliveryError: err.details ? `${err.title} (${err.details})` : err.title,
    errorCode: err.code,
  };
}

/** Nothing was sent: the page's time ran out first (released, sent on the activity's next attempt). */
class PageBudgetSpent extends ChatProviderError {
  override readonly name = 'PageBudgetSpent';
  readonly kind = 'rate_limited';
}
const budgetSpent = () =>
  new PageBudgetSpent('chat page', {
    code: null,
    httpStatus: null,
    title: 'the page ran out of send time',
    details: null,
  });

/** Claims again a message let go; its claim count follows the row. False: it is not ours any more. */
async function reclaim(deps: SubmitterDeps, message: OutboundMessage): Promise<boolean> {
  const claims = await reclaimReleased(deps.sequelize, message);
  if (claims === null) return false;
  message.submitClaims = claims;
  return true;
}

/**
 * One message, retried in the page as its error allows, until answered, ambiguous, withdrawn, or out of time or
 * retries. It arrives let go (`queued`), is claimed for each try once its send slot comes, and let go again during
 * each pause (clearly not taken): cancellable all the while it waits.
 */
async function sendOne(
  deps: SubmitterDeps,
  pacer: SendPacer,
  run: PageRun,
  message: OutboundMessage,
): Promise<Outcome> {
  const request = templateMessageOf(message.toNumber, message.chat!, chatCallbackData(message.id));
  let lastError: ChatProviderError | null = null;
  for (let attempt = 0; ; attempt++) {
    if (run.exhausted) return { kind: 'unsent', error: lastError ?? budgetSpent() };
    // Looked at before taking a slot, so a cancelled message spends none of the number's throughput; claimed after
    // the slot's wait, right before the send, so a worker dying meanwhile leaves it `queued`, not maybe sent.
    if (!(await isStillReleased(deps.sequelize, message))) return { kind: 'withdrawn' };
    if (!(await pacer.nextSlot(run.deadline))) {
      run.exhausted = true;
      return { kind: 'unsent', error: lastError ?? budgetSpent() };
    }
    if (!(await reclaim(deps, message))) return { kind: 'withdrawn' };
    try {
      return { kind: 'answered', result: accepted(message, await deps.chatProvider.sendTemplate(request)) };
    } catch (err) {
      if (!(err instanceof ChatProviderError)) throw err;
      if (err.kind === 'ambiguous') return { kind: 'ambiguous', error: err };
      if (err.kind === 'rejected' && !isAuthFault(err)) return { kind: 'answered', result: refused(message, err) };
      if (isAuthFault(err))
        deps.logger.error(
          { code: err.code, httpStatus: err.httpStatus },
          'the chat provider refuses the platform credentials',
        );
      lastError = err;
      if (attempt >= (err.kind === 'rate_limited' ? RATE_LIMITED_RETRIES : UNAVAILABLE_RETRIES))
        return { kind: 'unsent', error: err };
      if (Date.now() + pauseAfter(attempt) > run.deadline) return { kind: 'unsent', error: err };
      await releaseClaim(deps.sequelize, [message]);
      await sleep(pauseAfter(attempt));
    }
  }
}

/**
 * The page's results not recorded already, or a PartialSendError carrying them when some messages went unanswered.
 */
function pageResults(messages: OutboundMessage[], outcomes: Map<number, Outcome>, recorded: Set<number>): SendResult[] {
  const results: SendResult[] = [];
  const unsent: number[] = [];
  const ambiguous: number[] = [];
  let cause: ChatProviderError | null = null;
  for (const message of messages) {
    const outcome = outcomes.get(message.id)!;
    if (outcome.kind === 'withdrawn') continue;
    if (outcome.kind === 'answered') {
      if (!recorded.has(message.id)) results.push(outcome.result);
    } else {
      (outcome.kind === 'ambiguous' ? ambiguous : unsent).push(message.id);
      if (!cause || outcome.kind === 'ambiguous') cause = outcome.error;
    }
  }
  if (cause) throw new PartialSendError(results, unsent, ambiguous, cause);
  return results;
}

export function createChatSubmitter(deps: SubmitterDeps, options: SubmitterOptions = {}): ChannelSubmitter {
  const { chat } = deps.config;
  const pacer = createSendPacer(deps.sequelize, `chat:${chat.phoneNumberId}`, chat.throughputPerSecond);
  return {
    unsendableReason: (m) =>
      /^\d{8,15}$/.test(m.toNumber) && m.chat?.templateName
        ? null
        : 'The chat message has no template or an invalid number.',
    async send(messages, recordNow) {
      // A page comes unclaimed (claimsEachMessage), each message claimed only around its own send. One its caller
      // claimed anyway is let go until its turn: cancellable meanwhile and, should this worker die, found `queued` and
      // sent by the next attempt, rather than `submitting` (maybe sent: waited for, then failed and refunded).
      await releaseClaim(
        deps.sequelize,
        messages.filter((m) => m.status === 'submitting'),
      );
      const run: PageRun = { deadline: Date.now() + PAGE_BUDGET_MS, exhausted: false };
      const outcomes = new Map<number, Outcome>();
      const early = createEarlyAnswers(recordNow, deps.logger);
      let next = 0;
      const sender = async () => {
        while (next < messages.length) {
          const message = messages[next++]!;
          const outcome = await sendOne(deps, pacer, run, message);
          outcomes.set(message.id, outcome);
          if (outcome.kind === 'answered') early.add(outcome.result);
          options.heartbeat?.();
        }
      };
      await Promise.all(Array.from({ length: Math.min(SENDERS_PER_PAGE, messages.length) }, sender));
      return pageResults(messages, outcomes, await early.settle());
    },
    async findAccepted(messages) {
      const wamids = await wamidsByCallbackData(
        deps.sequelize,
        messages.map((m) => m.id),
      );
      return messages.flatMap((m): SendResult[] => {
        const wamid = wamids.get(m.id);
        return wamid
          ? [
              {
                id: m.id,
                status: 'accepted',
                gatewayMessageId: wamid,
                gatewayResponse: { wamid, adopted_from: 'status webhook' },
                deliveryStatus: null,
                deliveryError: null,
              },
            ]
          : [];
      });
    },
    unconfirmedGiveUpMs: chat.unconfirmedAfterMinutes * 60_000,
    claimsEachMessage: true,
  };
}
