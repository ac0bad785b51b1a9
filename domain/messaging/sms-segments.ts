/**
 * Credits of one SMS text (docs/decisions.md §4). Text made only of GSM-7 characters costs ceil(septets / 160), where the
 * extension characters count 2 septets (escape + character); any other character switches the whole text to
 * UCS-2, which costs ceil(units / 70).
 *
 * Units are UTF-16 code units, not code points: UCS-2 carries an astral character (most emoji) as a surrogate
 * pair, so the gateway bills it as 2 characters. The SQL twin `sms_segments(text)` (messages migration) counts
 * the same way and is tested against this function.
 */

/** The GSM 03.38 basic character set (including LF and CR). */
export const GSM7_BASIC_CHARS =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The GSM 03.38 extension table characters: each costs 2 septets. */
export const GSM7_EXTENSION_CHARS = '^{}\\[~]|€';

export const GSM7_SEGMENT_SEPTETS = 160;
export const UCS2_SEGMENT_UNITS = 70;

const BASIC = new Set(GSM7_BASIC_CHARS);
const EXTENSION = new Set(GSM7_EXTENSION_CHARS);

/** Printable ASCII without backtick and the extension characters, plus CR/LF: 1 septet each (most texts; no walk per character). */
const PLAIN_GSM7 = /^[\n\r -Z_a-z]*$/;

/** Septets the text needs in GSM-7, or null when some character forces UCS-2. */
export function countGsm7Septets(text: string): number | null {
  if (PLAIN_GSM7.test(text)) return text.length;
  let septets = 0;
  for (const char of text) {
    if (BASIC.has(char)) septets += 1;
    else if (EXTENSION.has(char)) septets += 2;
    else return null;
  }
  return septets;
}

/** Credits (segments) one recipient of `text` costs; an empty text costs 0. */
export function countSmsSegments(text: string): number {
  const septets = countGsm7Septets(text);
  if (septets !== null) return Math.ceil(septets / GSM7_SEGMENT_SEPTETS);
  return Math.ceil(text.length / UCS2_SEGMENT_UNITS);
}

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** What the segment rule sees in a text (the cost preview shows it). */
export interface SmsTextFacts {
  encoding: SmsEncoding;
  /** What a segment holds 160 or 70 of: septets in GSM-7 (an extension character counts 2), UTF-16 units in UCS-2. */
  characters: number;
  segments: number;
  /** The distinct characters that force UCS-2, in order of first appearance. */
  nonGsmCharacters: string[];
}

export function describeSmsText(text: string): SmsTextFacts {
  const septets = countGsm7Septets(text);
  const nonGsm = new Set<string>();
  for (const char of text) if (!BASIC.has(char) && !EXTENSION.has(char)) nonGsm.add(char);
  return {
    encoding: septets === null ? 'UCS-2' : 'GSM-7',
    characters: septets ?? text.length,
    segments: countSmsSegments(text),
    nonGsmCharacters: [...nonGsm],
  };
}
