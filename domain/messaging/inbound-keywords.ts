/**
 * The keywords an incoming SMS may start with (docs/providers.md §1.8): the first word, any case, in Swahili or
 * English. Pure parsing; what each does is use-cases/messaging/inbound/sms-inbound.ts's.
 */

export type InboundLanguage = 'sw' | 'en';

export type InboundCommand =
  | { kind: 'stop' }
  | { kind: 'start' }
  /** `count`: how many will attend (`NDIYO 3`), null when not given. */
  | { kind: 'rsvp'; answer: 'confirmed' | 'declined'; count: number | null }
  | { kind: 'pledge'; amount: number }
  /** A pledge keyword without an amount we can read (`AHADI elfu hamsini`): answered with how to write it. */
  | { kind: 'pledge_invalid' }
  | { kind: 'statement' };

export interface ParsedInbound {
  /** The keyword as matched (upper case), null when the first word is none. */
  keyword: string | null;
  language: InboundLanguage;
  command: InboundCommand | null;
}

type Verb = 'stop' | 'start' | 'yes' | 'no' | 'pledge' | 'statement';

const KEYWORDS: Record<string, { verb: Verb; language: InboundLanguage }> = {
  STOP: { verb: 'stop', language: 'en' },
  ACHA: { verb: 'stop', language: 'sw' },
  SITISHA: { verb: 'stop', language: 'sw' },
  START: { verb: 'start', language: 'en' },
  ANZA: { verb: 'start', language: 'sw' },
  YES: { verb: 'yes', language: 'en' },
  NDIYO: { verb: 'yes', language: 'sw' },
  NO: { verb: 'no', language: 'en' },
  HAPANA: { verb: 'no', language: 'sw' },
  PLEDGE: { verb: 'pledge', language: 'en' },
  AHADI: { verb: 'pledge', language: 'sw' },
  BALANCE: { verb: 'statement', language: 'en' },
  SALIO: { verb: 'statement', language: 'sw' },
};

/** The most people one RSVP may announce, when the invitation names no limit. */
export const MAX_ATTENDING = 50;

/** The largest pledge an SMS may set (a typo of extra zeros is not a pledge). */
export const MAX_SMS_PLEDGE = 1_000_000_000;

/**
 * Shillings written the ways people write them: `50000`, `50,000`, `50.000`, `50 000`, with an optional `TSh`/`TZS`
 * before and `/=` after. Null for anything else (words, decimals, zero, more than MAX_SMS_PLEDGE).
 */
export function parseShillings(input: string): number | null {
  const compact = input
    .trim()
    .replace(/^(?:tsh|tzs|shs?)\.?\s*/i, '')
    .replace(/\s*\/=?$/, '')
    .trim();
  if (!/^(?:\d{1,3}(?:([,. ])\d{3})(?:\1\d{3})*|\d+)$/.test(compact)) return null;
  const amount = Number(compact.replace(/[,. ]/g, ''));
  return Number.isSafeInteger(amount) && amount > 0 && amount <= MAX_SMS_PLEDGE ? amount : null;
}

/** `NDIYO 3`: a whole number from 1 to MAX_ATTENDING after the keyword; null when none or not one. */
function attendingCount(rest: string): number | null {
  const match = /^(\d{1,3})\b/.exec(rest);
  if (!match) return null;
  const count = Number(match[1]);
  return count >= 1 && count <= MAX_ATTENDING ? count : null;
}

function commandOf(verb: Verb, rest: string): InboundCommand {
  switch (verb) {
    case 'stop':
      return { kind: 'stop' };
    case 'start':
      return { kind: 'start' };
    case 'yes':
      return { kind: 'rsvp', answer: 'confirmed', count: attendingCount(rest) };
    case 'no':
      return { kind: 'rsvp', answer: 'declined', count: null };
    case 'pledge': {
      const amount = parseShillings(rest);
      return amount === null ? { kind: 'pledge_invalid' } : { kind: 'pledge', amount };
    }
    case 'statement':
      return { kind: 'statement' };
  }
}

/** Reads the first word of an incoming SMS (punctuation after it ignored: `Ndiyo!`, `STOP.`). */
export function parseInboundSms(text: string): ParsedInbound {
  const trimmed = text.trim();
  const [first = '', ...others] = trimmed.split(/\s+/);
  const word = first.replace(/[.,!?:;]+$/, '').toUpperCase();
  const entry = KEYWORDS[word];
  if (!entry) return { keyword: null, language: 'sw', command: null };
  return { keyword: word, language: entry.language, command: commandOf(entry.verb, others.join(' ')) };
}
