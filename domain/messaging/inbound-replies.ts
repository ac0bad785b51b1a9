/**
 * The SMS answers to incoming keywords (use-cases/messaging/inbound/sms-inbound.ts), in the language of the keyword
 * the sender used: Swahili for NDIYO, English for YES.
 */
import { formatTzs } from '../events/placeholders';
import type { InboundLanguage } from './inbound-keywords';

export interface StatementFacts {
  name: string;
  eventName: string;
  pledge: number;
  paid: number;
  payments: { amount: number; date: string }[];
  bank: string | null;
  link: string;
}

const both = (language: InboundLanguage, sw: string, en: string): string => (language === 'sw' ? sw : en);

export const stopReply = (language: InboundLanguage): string =>
  both(
    language,
    'Umeondolewa kwenye SMS zetu. Hutapokea ujumbe zaidi. Tuma ANZA kurudi.',
    'You are unsubscribed from our SMS and will receive no more messages. Send START to subscribe again.',
  );

export const startReply = (language: InboundLanguage): string =>
  both(language, 'Karibu tena! Utapokea SMS zetu tena.', 'Welcome back! You will receive our SMS again.');

export const rsvpReply = (language: InboundLanguage, answer: 'confirmed' | 'declined', eventName: string): string =>
  answer === 'confirmed'
    ? both(
        language,
        `Asante! Tumepokea uthibitisho wako wa kuhudhuria ${eventName}.`,
        `Thank you! Your attendance at ${eventName} is confirmed.`,
      )
    : both(
        language,
        `Asante kwa kutujulisha kuwa hutahudhuria ${eventName}.`,
        `Thank you for letting us know you will not attend ${eventName}.`,
      );

export const pledgeReply = (language: InboundLanguage, amount: number, eventName: string): string =>
  both(
    language,
    `Asante! Ahadi yako ya ${formatTzs(amount)} kwa ${eventName} imepokelewa. Tuma SALIO kuona salio.`,
    `Thank you! Your pledge of ${formatTzs(amount)} to ${eventName} is recorded. Send BALANCE for your statement.`,
  );

export const pledgeHelpReply = (language: InboundLanguage): string =>
  both(
    language,
    'Hatukuelewa kiasi. Andika AHADI na kiasi kwa tarakimu, mfano: AHADI 50000',
    'We could not read the amount. Write PLEDGE and the amount in digits, for example: PLEDGE 50000',
  );

export const noInvitationReply = (language: InboundLanguage): string =>
  both(
    language,
    'Hatukupata mwaliko wa namba hii. Tafadhali wasiliana na mwandaaji.',
    'We found no invitation for this number. Please contact the organizer.',
  );

/** The SALIO answer: pledge, each payment, what remains, and how to pay. */
export function statementReply(language: InboundLanguage, facts: StatementFacts): string {
  const remaining = Math.max(facts.pledge - facts.paid, 0);
  const payments = facts.payments.map((p) => `${p.date} ${formatTzs(p.amount)}`).join('; ');
  const lines =
    language === 'sw'
      ? [
          `${facts.eventName}: ${facts.name}`,
          `Ahadi: ${formatTzs(facts.pledge)}`,
          `Malipo: ${payments || 'hakuna'}`,
          `Salio: ${formatTzs(remaining)}`,
          ...(facts.bank ? [`Lipa: ${facts.bank}`] : []),
          `Au: ${facts.link}`,
        ]
      : [
          `${facts.eventName}: ${facts.name}`,
          `Pledge: ${formatTzs(facts.pledge)}`,
          `Paid: ${payments || 'nothing yet'}`,
          `Remaining: ${formatTzs(remaining)}`,
          ...(facts.bank ? [`Pay: ${facts.bank}`] : []),
          `Or: ${facts.link}`,
        ];
  return lines.join('\n');
}
