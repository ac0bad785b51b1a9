/**
 * Incoming SMS (docs/providers.md §1.8): stored once per gateway id with the organization it belongs to, then its
 * keyword handled once (domain/messaging/inbound-keywords.ts) and answered by SMS billed to that organization at
 * the usual segment price. `handled_as` records the outcome; `:no_credits` after it says the answer was not sent
 * because the balance was short, `:reply_failed` that the gateway did not take it.
 */
import type { SendDeps } from '../deps';
import { sendSmsFromWorker } from '../send/send-sms';
import { InsufficientCreditsError } from '../../../domain/accounts/errors';
import { isDatabaseUnavailable } from '../../../db/database-unavailable';
import { eventLink } from '../../../domain/events/placeholders';
import { parseInboundSms, type InboundCommand, type InboundLanguage } from '../../../domain/messaging/inbound-keywords';
import {
  noInvitationReply,
  pledgeHelpReply,
  pledgeReply,
  rsvpReply,
  startReply,
  statementReply,
  stopReply,
} from '../../../domain/messaging/inbound-replies';
import {
  claimInboundSms,
  inviteeStatement,
  latestInvitation,
  optInSmsByReply,
  optOutSmsByReply,
  recordInboundOutcome,
  stopAddressees,
  storeInboundSms,
  type InboundOutcome,
  type NewInboundSms,
  type StoredInboundSms,
} from '../../../db/messaging/sms-inbound';
import { saveInviteePageChange } from '../../events/invitee-page-changes';
import { Event } from '../../../db/models';
import { mobileMoneyLine } from '../../../domain/events/mobile-money';

interface Answer {
  /** '' when sent, else why not (`:no_credits`, `:reply_failed`). */
  suffix: string;
  messageId: number | null;
}

const NO_ANSWER: Answer = { suffix: '', messageId: null };

/** What was done, before the answer's fate is added. */
type Handled = Omit<InboundOutcome, 'keyword' | 'replyMessageId'> & {
  /** The answer and who pays for it; none when nothing is to be said or nobody to bill. */
  reply: { tenantId: number; text: string } | null;
  /** An answer already sent while handling (STOP's, which must go before the opt-out). */
  answered?: Answer;
};

const handled = (
  handledAs: string,
  reply: Handled['reply'] = null,
  target?: { eventId: number; inviteeId: number },
): Handled => ({
  handledAs,
  eventId: target?.eventId ?? null,
  inviteeId: target?.inviteeId ?? null,
  reply,
});

/**
 * Stores the message and handles it unless it was already (a retried POST). False when it is left unhandled because
 * another request claimed it within the last minute (it may have died: the gateway's or the workflow's next retry
 * takes over).
 */
export async function receiveInboundSms(deps: SendDeps, sms: NewInboundSms): Promise<boolean> {
  const stored = await storeInboundSms(deps.sequelize, sms);
  if (stored.handledAs !== null) return true;
  if (!(await claimInboundSms(deps.sequelize, stored.id))) return false;
  await handleInboundSms(deps, stored);
  return true;
}

async function handleInboundSms(deps: SendDeps, sms: StoredInboundSms): Promise<void> {
  const { keyword, language, command } = parseInboundSms(sms.text);
  const done = command === null ? handled('unhandled') : await handleCommand(deps, sms, command, language);
  const answer = done.answered ?? (done.reply ? await sendAnswer(deps, sms, done.reply) : NO_ANSWER);
  await recordInboundOutcome(deps.sequelize, sms.id, {
    keyword,
    eventId: done.eventId,
    inviteeId: done.inviteeId,
    handledAs: `${done.handledAs}${answer.suffix}`,
    replyMessageId: answer.messageId,
  });
}

async function handleCommand(
  deps: SendDeps,
  sms: StoredInboundSms,
  command: InboundCommand,
  language: InboundLanguage,
): Promise<Handled> {
  if (command.kind === 'stop') return handleStop(deps, sms, language);
  if (sms.tenantId === null) return handled('unmatched');
  const tenantId = sms.tenantId;
  if (command.kind === 'start') {
    await optInSmsByReply(deps.sequelize, sms.fromNumber, tenantId);
    return handled('opted_in', { tenantId, text: startReply(language) });
  }
  if (command.kind === 'pledge_invalid')
    return handled('pledge_invalid', { tenantId, text: pledgeHelpReply(language) });
  const target = await latestInvitation(deps.sequelize, tenantId, sms.fromNumber);
  if (!target) return handled('no_invitation', { tenantId, text: noInvitationReply(language) });
  if (command.kind === 'statement') {
    const facts = await inviteeStatement(deps.sequelize, tenantId, target.inviteeId);
    if (!facts) return handled('no_invitation', { tenantId, text: noInvitationReply(language) });
    const bank = [facts.bankName, facts.bankAccountNumber, facts.bankAccountName].filter(Boolean).join(' ');
    // The bank account, then the till numbers (the invitee's phone is the reference for both).
    const ways = [bank, ...facts.mobileMoney.map(mobileMoneyLine)].filter(Boolean).join('; ');
    const text = statementReply(language, {
      ...facts,
      bank: ways || null,
      link: eventLink(deps.config.publicBaseUrl, target.publicToken),
    });
    return handled('statement', { tenantId, text }, target);
  }
  const change =
    command.kind === 'rsvp'
      ? ({ kind: 'rsvp', answer: command.answer, attendingCount: command.count ?? undefined } as const)
      : ({ kind: 'pledge', amount: command.amount } as const);
  // The invitee's page's own change: the same lock, webhook (invitee.rsvp), figures and stage eligibility.
  const saved = await saveInviteePageChange(deps.sequelize, target.publicToken, change);
  if (saved === null) return handled('no_invitation', { tenantId, text: noInvitationReply(language) });
  if (saved === 'cancelled') return handled('event_cancelled', null, target);
  const event = await Event.findOne({ where: { id: target.eventId, tenantId }, attributes: ['name'] });
  const eventName = event?.name ?? '';
  return command.kind === 'rsvp'
    ? handled(command.answer, { tenantId, text: rsvpReply(language, command.answer, eventName) }, target)
    : handled('pledged', { tenantId, text: pledgeReply(language, command.amount, eventName) }, target);
}

/**
 * STOP opts the number out of SMS for every organization that wrote to it within 30 days (the chat rule), the
 * matched one first. One confirmation, billed to that first one, goes out before the opt-outs (after them the
 * send's last guard would cancel it); a retry finds it by its origin and does not send it twice.
 */
async function handleStop(deps: SendDeps, sms: StoredInboundSms, language: InboundLanguage): Promise<Handled> {
  const tenants = await stopAddressees(deps.sequelize, sms.fromNumber, sms.tenantId);
  const [payer] = tenants;
  if (payer === undefined) return handled('unmatched');
  const answer = await sendAnswer(deps, sms, { tenantId: payer, text: stopReply(language) });
  await optOutSmsByReply(deps.sequelize, sms.fromNumber, tenants);
  return { ...handled('opted_out'), answered: answer };
}

async function sendAnswer(
  deps: SendDeps,
  sms: StoredInboundSms,
  reply: { tenantId: number; text: string },
): Promise<Answer> {
  try {
    const messageId = await sendSmsFromWorker(deps, {
      tenantId: reply.tenantId,
      userId: null,
      to: sms.fromNumber,
      text: reply.text,
      originKey: `sms-inbound:${sms.id}`,
    });
    return { suffix: '', messageId };
  } catch (err) {
    if (err instanceof InsufficientCreditsError) return { suffix: ':no_credits', messageId: null };
    if (isDatabaseUnavailable(err)) throw err;
    deps.logger.warn({ err, inboundId: sms.id }, 'the answer to an incoming SMS was not sent');
    return { suffix: ':reply_failed', messageId: null };
  }
}
