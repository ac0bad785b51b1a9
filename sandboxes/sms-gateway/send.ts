/**
 * The send use case shared by `/text/single`, `/text/multi` and the test path: request-level magic numbers first
 * (they fail the whole request), then one entry per recipient in request order.
 */
import { randomUUID } from 'node:crypto';
import type { DeliveryEngine } from './delivery';
import { isMagic, MAGIC_NUMBERS } from './magic-numbers';
import { isValidMsisdn, normalizeMsisdn } from './numbers';
import { presentAccepted, presentRejected, type SendEntry } from './presenters';
import { countSmsParts } from './sms-count';
import type { SmsStore, StoredMessage } from './store';
import type { ParsedMessage } from './validation';

export type SendOutcome =
  | { kind: 'accepted'; entries: SendEntry[] }
  /** Magic 004: answer 429, nothing stored. */
  | { kind: 'throttled' }
  /** Magic 002 on its first (to, text): answer 500, nothing stored. */
  | { kind: 'failed-first-try' };

export interface SendDeps {
  store: SmsStore;
  delivery: DeliveryEngine;
}

interface Recipient {
  message: ParsedMessage;
  to: string;
  smsCount: number;
}

function flattenRecipients(messages: ParsedMessage[]): Recipient[] {
  return messages.flatMap((message) => {
    const smsCount = countSmsParts(message.text);
    return message.to.map((to) => ({ message, to, smsCount }));
  });
}

/** Status name of a per-entry refusal that does not depend on the balance, or null. */
function rejectionOf(to: string): string | null {
  if (to.trim() === '') return 'MISSING_TO';
  if (!isValidMsisdn(to) || to === MAGIC_NUMBERS.rejected) return 'REJECTED_INVALID_DESTINATION';
  return null;
}

/** Marks every (002, text) key of the request as seen; true when any was new, i.e. this request must fail. */
function armsFailFirstTry(store: SmsStore, recipients: Recipient[]): boolean {
  let firstTry = false;
  for (const { to, message } of recipients) {
    if (!isMagic(to, MAGIC_NUMBERS.failsFirstTry)) continue;
    firstTry = store.markFailFirstKey(`${normalizeMsisdn(to)}\n${message.text}`) || firstTry;
  }
  return firstTry;
}

function buildMessage(recipient: Recipient, sentAt: number): StoredMessage {
  const { message, to, smsCount } = recipient;
  return {
    messageId: randomUUID(),
    to,
    from: message.from,
    text: message.text,
    reference: message.reference,
    notifyUrl: message.notifyUrl,
    callbackData: message.callbackData,
    smsCount,
    sentAt,
    scheduledFor: message.scheduledFor,
  };
}

/**
 * Submits validated messages. In test mode the answer is computed the same way (including the balance check)
 * but nothing is stored, charged or reported, and magic 002 is not armed since arming it is state.
 */
export function submitSend(deps: SendDeps, messages: ParsedMessage[], testMode: boolean): SendOutcome {
  const recipients = flattenRecipients(messages);
  if (recipients.some(({ to }) => isMagic(to, MAGIC_NUMBERS.throttled))) return { kind: 'throttled' };
  if (!testMode && armsFailFirstTry(deps.store, recipients)) return { kind: 'failed-first-try' };
  const sentAt = Date.now();
  let balance = deps.store.balance;
  const entries = recipients.map((recipient): SendEntry => {
    const rejection = rejectionOf(recipient.to);
    if (rejection) return presentRejected(recipient.to, rejection);
    if (balance !== null && balance < recipient.smsCount) {
      return presentRejected(recipient.to, 'REJECTED_NOT_ENOUGH_CREDITS');
    }
    if (balance !== null) balance -= recipient.smsCount;
    const stored = buildMessage(recipient, sentAt);
    if (!testMode) {
      deps.store.addMessage(stored);
      deps.delivery.scheduleReport(stored);
    }
    return presentAccepted(stored);
  });
  if (!testMode) deps.store.balance = balance;
  return { kind: 'accepted', entries };
}
