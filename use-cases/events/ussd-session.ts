/**
 * One step of a USSD session (issue 35 §3): the caller's invitations read afresh, the screen worked out by the pure
 * menu (domain/events/ussd-menu.ts), and the effect of a finished step carried out as the invitee's page and the SMS
 * keywords do it: an RSVP or a pledge through the page's own change (lock, `invitee.rsvp`, figures), a statement or
 * payment link by SMS billed to the organization, queued for the worker (the screen does not wait for the gateway). A session abandoned halfway asked for no
 * effect, so it changed nothing.
 */
import type { BatchDeps } from '../messaging/deps';
import { sendSmsThroughWorker } from '../messaging/send/queued-sms';
import { saveInviteePageChange } from './invitee-page-changes';
import { InsufficientCreditsError } from '../../domain/accounts/errors';
import { eventLink } from '../../domain/events/placeholders';
import { statementReply } from '../../domain/messaging/inbound-replies';
import {
  paymentLinkSms,
  ussdAnswer,
  ussdEffectFailed,
  ussdExtension,
  ussdReply,
  type UssdEffect,
  type UssdInvitation,
  type UssdReply,
} from '../../domain/events/ussd-menu';
import { ussdInvitations } from '../../db/events/ussd-invitations';
import { inviteeStatement } from '../../db/messaging/sms-inbound';

export interface UssdStep {
  sessionId: string;
  serviceCode: string;
  /** `255XXXXXXXXX`. */
  phone: string;
  text: string;
}

/** The answer's body (`CON …` or `END …`). */
export async function answerUssdStep(deps: BatchDeps, step: UssdStep): Promise<string> {
  const invitations = await ussdInvitations(deps.sequelize, step.phone, ussdExtension(step.serviceCode));
  const reply = ussdReply(invitations, step.text);
  if (!reply.effect) return ussdAnswer(reply);
  const failed = await carryOut(deps, step, reply, reply.effect.invitation, reply.effect.effect);
  return ussdAnswer(failed ?? reply);
}

/** Does what the step asked for; the answer to show instead when it could not be done. */
async function carryOut(
  deps: BatchDeps,
  step: UssdStep,
  reply: UssdReply,
  invitation: UssdInvitation,
  effect: UssdEffect,
): Promise<UssdReply | null> {
  if (effect.kind === 'rsvp' || effect.kind === 'pledge') {
    // The answer it already has (a resent step, a second session saying the same): nothing to write or announce.
    if (unchanged(invitation, effect)) return null;
    const change =
      effect.kind === 'rsvp'
        ? ({ kind: 'rsvp', answer: effect.answer, attendingCount: effect.count ?? undefined } as const)
        : ({ kind: 'pledge', amount: effect.amount } as const);
    const saved = await saveInviteePageChange(deps.sequelize, invitation.publicToken, change);
    if (saved === 'saved') return null;
    return ussdEffectFailed(reply.language, saved === 'cancelled' ? 'cancelled' : 'gone');
  }
  const text = await smsText(deps, reply, invitation, effect.kind);
  if (text === null) return ussdEffectFailed(reply.language, 'gone');
  return (await sendSms(deps, step, invitation, effect.kind, text))
    ? null
    : ussdEffectFailed(reply.language, 'sms_not_sent');
}

/** Whether the invitee already has what the step says. */
const unchanged = (invitation: UssdInvitation, effect: Extract<UssdEffect, { kind: 'rsvp' | 'pledge' }>): boolean =>
  effect.kind === 'pledge'
    ? invitation.pledge === effect.amount
    : invitation.status === effect.answer &&
      (effect.answer === 'declined' || invitation.attendingCount === effect.count);

async function smsText(
  deps: BatchDeps,
  reply: UssdReply,
  invitation: UssdInvitation,
  kind: 'statement_sms' | 'payment_link_sms',
): Promise<string | null> {
  const link = eventLink(deps.config.publicBaseUrl, invitation.publicToken);
  if (kind === 'payment_link_sms') return paymentLinkSms(reply.language, invitation.eventName, link);
  const facts = await inviteeStatement(deps.sequelize, invitation.tenantId, invitation.inviteeId);
  return facts ? statementReply(reply.language, { ...facts, bank: invitation.bank, link }) : null;
}

/**
 * Queues the SMS billed to the invitation's organization and hands it to the worker, which sends it whatever the
 * gateway's state; once per session and kind (a gateway's resent step finds the one already queued). False when it
 * will not go: no credits, or the worker could not be given it (then it is refunded).
 */
async function sendSms(
  deps: BatchDeps,
  step: UssdStep,
  invitation: UssdInvitation,
  kind: 'statement_sms' | 'payment_link_sms',
  text: string,
): Promise<boolean> {
  try {
    const queued = await sendSmsThroughWorker(deps, {
      tenantId: invitation.tenantId,
      userId: null,
      to: step.phone,
      text,
      originKey: `ussd:${step.sessionId}:${kind}`,
    });
    return queued !== null;
  } catch (err) {
    if (err instanceof InsufficientCreditsError) return false;
    throw err;
  }
}
