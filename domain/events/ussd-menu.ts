/**
 * The USSD menu (issue 35 §3, docs/providers.md §3c): a pure function of the caller's invitations and the session's
 * `text` (every input so far joined by `*`). The gateway resends the whole session on each step, so nothing is kept
 * between screens: the screen, and the one effect a finished step asks for, are read again from the inputs each time.
 * Swahili first; `0` on the first screen switches to English.
 */
import { parseShillings } from '../messaging/inbound-keywords';
import type { InboundLanguage } from '../messaging/inbound-keywords';
import { formatTzs } from './placeholders';
import type { InviteeStatus } from './vocabulary';
import { attendingCountError } from './attending-count';

/** A gateway shows at most this many characters of an answer, `CON `/`END ` included. */
export const USSD_SCREEN_MAX = 182;

/** The events a session lists at most (the latest ones by date). */
export const USSD_MAX_EVENTS = 5;

/** One invitation of the caller's phone, in any organization. */
export interface UssdInvitation {
  tenantId: number;
  eventId: number;
  inviteeId: number;
  publicToken: string;
  eventName: string;
  status: InviteeStatus;
  /** How many guests the invitee's card admits: the most an RSVP may announce. */
  admits: number;
  /** How many said they will come; null until they say. */
  attendingCount: number | null;
  pledge: number;
  paid: number;
  /** Bank, account number and name in one line; null when the event has none. */
  bank: string | null;
}

/** What a finished step does, beyond answering. */
export type UssdEffect =
  | { kind: 'rsvp'; answer: 'confirmed' | 'declined'; count: number | null }
  | { kind: 'pledge'; amount: number }
  | { kind: 'statement_sms' }
  | { kind: 'payment_link_sms' };

export interface UssdReply {
  /** True: `END` (the session is over); false: `CON` (an input is awaited). */
  end: boolean;
  text: string;
  language: InboundLanguage;
  effect?: { invitation: UssdInvitation; effect: UssdEffect };
}

/** Whether a screen fits the gateway's limit once `CON `/`END ` is put before it. */
export const fitsUssdScreen = (text: string): boolean => text.length + 4 <= USSD_SCREEN_MAX;

/**
 * The answer's body as the gateway reads it. Every screen of the menu is built to fit (test/lib/ussd-menu.test.ts
 * walks them all); the cut is a last guard, as a gateway would refuse a longer answer and end the session.
 */
export const ussdAnswer = (reply: Pick<UssdReply, 'end' | 'text'>): string =>
  `${reply.end ? 'END' : 'CON'} ${reply.text}`.slice(0, USSD_SCREEN_MAX);

/** `*150*00*123#` → `123`: the event code a caller dialled after the service code; null for the bare code. */
export function ussdExtension(serviceCode: string): string | null {
  const match = /^\*\d+\*\d+\*(\d{1,8})#?$/.exec(serviceCode.trim());
  return match ? match[1]! : null;
}

type Lang = InboundLanguage;
const t = (language: Lang, sw: string, en: string): string => (language === 'sw' ? sw : en);

/** The room a screen's text has (the answer's `CON ` prefix taken off). */
const ROOM = USSD_SCREEN_MAX - 4;

/** `value` cut to `max` characters, `..` marking a cut (USSD is GSM-7: no ellipsis character). */
function cut(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(max - 2, 0)).trimEnd()}..`;
}

/** A screen of a variable first line (an event's name, bank details) above fixed lines: the first line gives way. */
function screen(first: string, ...fixed: string[]): string {
  const rest = fixed.join('\n');
  return `${cut(first, ROOM - rest.length - 1)}\n${rest}`;
}

const reply = (end: boolean, text: string, language: Lang, effect?: UssdReply['effect']): UssdReply => ({
  end,
  text,
  language,
  ...(effect ? { effect } : {}),
});

/** Unknown phone (or a code of an event it is not invited to): polite, in both languages, as no choice was made. */
const unknownPhone = (): UssdReply =>
  reply(
    true,
    'Samahani, hatukupata mwaliko wa namba hii. Wasiliana na mwandaaji.\nSorry, we found no invitation for this number. Please contact the organizer.',
    'sw',
  );

/**
 * The inputs read one at a time; `take(accept)` skips the ones `accept` refuses, so a mistyped answer shows the same
 * question again (with a word about it) and the next input answers it.
 */
class Inputs {
  private index = 0;
  /** The last input was refused: the question is asked again. */
  refused = false;
  constructor(private readonly values: string[]) {}

  take<T>(accept: (value: string) => T | null): T | null {
    this.refused = false;
    while (this.index < this.values.length) {
      const value = accept(this.values[this.index++]!.trim());
      if (value !== null) return value;
      this.refused = true;
    }
    return null;
  }
}

const choice =
  (max: number) =>
  (value: string): number | null =>
    /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= max ? Number(value) : null;

/** A question asked (again when the last answer was refused). */
function ask(inputs: Inputs, language: Lang, text: string): UssdReply {
  const again = inputs.refused ? `${t(language, 'Chaguo si sahihi.', 'Invalid choice.')}\n${text}` : text;
  return reply(false, again.length <= ROOM ? again : text, language);
}

function eventList(invitations: UssdInvitation[], language: Lang, offerEnglish: boolean): string {
  const head = t(language, 'Karibu! Chagua tukio:', 'Welcome! Choose an event:');
  const foot = offerEnglish ? '\n0. English' : '';
  const perLine = Math.floor((ROOM - head.length - foot.length) / invitations.length) - 4;
  const lines = invitations.map((inv, i) => `\n${i + 1}. ${cut(inv.eventName, perLine)}`);
  return `${head}${lines.join('')}${foot}`;
}

function mainMenu(invitation: UssdInvitation, language: Lang, offerEnglish: boolean): string {
  const items =
    language === 'sw'
      ? ['1. Thibitisha kuhudhuria', '2. Weka au badilisha ahadi', '3. Salio la ahadi', '4. Jinsi ya kulipa']
      : ['1. Confirm attendance', '2. Make or change a pledge', '3. Pledge balance', '4. How to pay'];
  return screen(invitation.eventName, ...items, ...(offerEnglish ? ['0. English'] : []));
}

function rsvpFlow(inputs: Inputs, language: Lang, invitation: UssdInvitation): UssdReply {
  const answer = inputs.take(choice(2));
  if (answer === null)
    return ask(inputs, language, t(language, 'Utahudhuria?\n1. Ndiyo\n2. Hapana', 'Will you attend?\n1. Yes\n2. No'));
  if (answer === 2)
    return reply(
      true,
      t(language, 'Asante kwa kutujulisha kuwa hutahudhuria.', 'Thank you for letting us know you will not attend.'),
      language,
      { invitation, effect: { kind: 'rsvp', answer: 'declined', count: null } },
    );
  const admits = Math.max(invitation.admits, 1);
  // The card's rule (domain/events/attending-count.ts), as on the invitee's page and for `NDIYO 3`.
  const count =
    admits === 1
      ? 1
      : inputs.take((value) =>
          /^\d{1,2}$/.test(value) && !attendingCountError(Number(value), admits) ? Number(value) : null,
        );
  if (count === null)
    return ask(
      inputs,
      language,
      t(language, `Mtakuja watu wangapi? Andika 1 hadi ${admits}:`, `How many of you will come? Enter 1 to ${admits}:`),
    );
  return reply(
    true,
    t(
      language,
      `Asante! Umethibitisha kuhudhuria (watu ${count}).`,
      `Thank you! Your attendance is confirmed (${count} ${count === 1 ? 'person' : 'people'}).`,
    ),
    language,
    { invitation, effect: { kind: 'rsvp', answer: 'confirmed', count } },
  );
}

function pledgeFlow(inputs: Inputs, language: Lang, invitation: UssdInvitation): UssdReply {
  const amount = inputs.take(parseShillings);
  if (amount === null) {
    const text = inputs.refused
      ? t(
          language,
          'Hatukuelewa kiasi. Andika kwa tarakimu, mfano 50000:',
          'We could not read the amount. Enter digits, e.g. 50000:',
        )
      : t(
          language,
          `Ahadi yako sasa: ${formatTzs(invitation.pledge)}\nAndika kiasi cha ahadi (mfano 50000):`,
          `Your pledge now: ${formatTzs(invitation.pledge)}\nEnter the pledge amount (e.g. 50000):`,
        );
    return reply(false, text, language);
  }
  const confirmed = inputs.take(choice(2));
  if (confirmed === null)
    return ask(
      inputs,
      language,
      t(
        language,
        `Thibitisha ahadi ya ${formatTzs(amount)}?\n1. Ndiyo\n2. Hapana`,
        `Confirm a pledge of ${formatTzs(amount)}?\n1. Yes\n2. No`,
      ),
    );
  if (confirmed === 2)
    return reply(true, t(language, 'Ahadi yako haijabadilishwa.', 'Your pledge is unchanged.'), language);
  return reply(
    true,
    t(
      language,
      `Asante! Ahadi yako ya ${formatTzs(amount)} imepokelewa.`,
      `Thank you! Your pledge of ${formatTzs(amount)} is recorded.`,
    ),
    language,
    { invitation, effect: { kind: 'pledge', amount } },
  );
}

function statementFlow(inputs: Inputs, language: Lang, invitation: UssdInvitation): UssdReply {
  const remaining = Math.max(invitation.pledge - invitation.paid, 0);
  const wantsSms = inputs.take((value) => value);
  if (wantsSms === null)
    return reply(
      false,
      t(
        language,
        `Ahadi: ${formatTzs(invitation.pledge)}\nUmelipa: ${formatTzs(invitation.paid)}\nSalio: ${formatTzs(remaining)}\n1. Nitumie kwa SMS\n2. Toka`,
        `Pledge: ${formatTzs(invitation.pledge)}\nPaid: ${formatTzs(invitation.paid)}\nRemaining: ${formatTzs(remaining)}\n1. Send it by SMS\n2. Exit`,
      ),
      language,
    );
  if (wantsSms !== '1') return reply(true, t(language, 'Asante!', 'Thank you!'), language);
  return reply(true, t(language, 'Salio lako linakuja kwa SMS.', 'Your statement is on its way by SMS.'), language, {
    invitation,
    effect: { kind: 'statement_sms' },
  });
}

function howToPayFlow(inputs: Inputs, language: Lang, invitation: UssdInvitation): UssdReply {
  const wantsSms = inputs.take((value) => value);
  if (wantsSms === null) {
    const link = t(
      language,
      '1. Nitumie kiungo cha kulipa kwa SMS\n2. Toka',
      '1. Send me the payment link by SMS\n2. Exit',
    );
    const online = t(language, 'Au lipa kwa simu kupitia kiungo chako.', 'Or pay by phone through your link.');
    const text = invitation.bank
      ? screen(`${t(language, 'Benki', 'Bank')}: ${invitation.bank}`, online, link)
      : `${t(language, 'Lipa kwa simu kupitia kiungo chako.', 'Pay by phone through your link.')}\n${link}`;
    return reply(false, text, language);
  }
  if (wantsSms !== '1') return reply(true, t(language, 'Asante!', 'Thank you!'), language);
  return reply(
    true,
    t(language, 'Kiungo cha kulipa kinakuja kwa SMS.', 'The payment link is on its way by SMS.'),
    language,
    { invitation, effect: { kind: 'payment_link_sms' } },
  );
}

/**
 * The answer to one step of a session. `invitations` are the caller's (those of the dialled event only when the
 * caller dialled its code), latest first; `text` is the gateway's.
 */
export function ussdReply(invitations: UssdInvitation[], text: string): UssdReply {
  const shown = invitations.slice(0, USSD_MAX_EVENTS);
  if (shown.length === 0) return unknownPhone();
  const values = text === '' ? [] : text.split('*');
  const english = values[0]?.trim() === '0';
  const language: Lang = english ? 'en' : 'sw';
  const inputs = new Inputs(english ? values.slice(1) : values);
  const offerEnglish = !english && values.length === 0;
  let invitation = shown[0]!;
  if (shown.length > 1) {
    const picked = inputs.take(choice(shown.length));
    if (picked === null) {
      const list = eventList(shown, language, offerEnglish);
      return ask(inputs, language, list);
    }
    invitation = shown[picked - 1]!;
  }
  const item = inputs.take(choice(4));
  if (item === null) {
    const menu = mainMenu(invitation, language, offerEnglish && shown.length === 1);
    return ask(inputs, language, menu);
  }
  switch (item) {
    case 1:
      return rsvpFlow(inputs, language, invitation);
    case 2:
      return pledgeFlow(inputs, language, invitation);
    case 3:
      return statementFlow(inputs, language, invitation);
    default:
      return howToPayFlow(inputs, language, invitation);
  }
}

/** The answer when a step's effect could not be carried out (the event was cancelled, or the SMS not sent). */
export const ussdEffectFailed = (language: Lang, why: 'cancelled' | 'gone' | 'sms_not_sent'): UssdReply =>
  reply(
    true,
    why === 'cancelled'
      ? t(language, 'Samahani, tukio hili limesitishwa.', 'Sorry, this event has been cancelled.')
      : why === 'gone'
        ? t(language, 'Samahani, mwaliko huu haupo tena.', 'Sorry, this invitation no longer exists.')
        : t(
            language,
            'Samahani, SMS haikuweza kutumwa sasa. Jaribu tena baadaye.',
            'Sorry, the SMS could not be sent now. Please try again later.',
          ),
    language,
  );

/** The SMS that carries the invitee's payment link (option 4). */
export const paymentLinkSms = (language: Lang, eventName: string, link: string): string =>
  t(
    language,
    `${eventName}: lipa ahadi yako kwa simu kupitia kiungo hiki: ${link}`,
    `${eventName}: pay your pledge by phone through this link: ${link}`,
  );
