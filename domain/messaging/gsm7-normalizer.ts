/**
 * GSM-7 normalisation: characters that look like a GSM-7 character (curly quotes, dashes, ellipsis, non-breaking
 * and other spaces, full-width forms…) are replaced by it, so a text typed on a phone or pasted from a word
 * processor costs 1 credit per 160 characters instead of per 70. Nothing else changes: a character outside the
 * table (an emoji, a Cyrillic letter, an accented letter GSM-7 lacks) stays, and nothing is removed.
 */
import { GSM7_BASIC_CHARS, GSM7_EXTENSION_CHARS } from './sms-segments';

const LOOK_ALIKE_GROUPS: Array<[string, string]> = [
  // Apostrophes and single quotes: ‘ ’ ‚ ‛ ′ ‵ ʼ ʻ ʹ ´ ` ‹ ›
  ["'", '\u2018\u2019\u201A\u201B\u2032\u2035\u02BC\u02BB\u02B9\u00B4\u0060\u2039\u203A'],
  // Double quotes: “ ” „ ‟ ″ ‶ « » ʺ 〝 〞
  ['"', '\u201C\u201D\u201E\u201F\u2033\u2036\u00AB\u00BB\u02BA\u301D\u301E'],
  // Hyphens, dashes and minus signs: ‐ ‑ ‒ – — ― − ⁃ ﹘ ﹣
  ['-', '\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\uFE58\uFE63'],
  // Bullets, written as a dash: • ‣ ∙
  ['-', '\u2022\u2023\u2219'],
  // Spaces: tab, no-break, Ogham, en/em and the other typographic spaces, narrow no-break, medium mathematical, ideographic
  [' ', '\t\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000'],
  // Line and paragraph separators
  ['\n', '\u2028\u2029'],
  // Fraction and division slashes: ⁄ ∕
  ['/', '\u2044\u2215'],
  // Ellipsis
  ['...', '\u2026'],
];

const GSM7 = new Set(GSM7_BASIC_CHARS + GSM7_EXTENSION_CHARS);

/** Full-width forms (U+FF01–U+FF5E) of the ASCII characters GSM-7 has: ！ → !, Ａ → A, ｛ → {. */
function fullWidthLookAlikes(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let code = 0x21; code <= 0x7e; code++) {
    const ascii = String.fromCharCode(code);
    if (GSM7.has(ascii)) pairs.push([String.fromCharCode(code + 0xfee0), ascii]);
  }
  return pairs;
}

/** Look-alike character → its GSM-7 replacement (one or more GSM-7 characters). */
export const GSM7_LOOK_ALIKES: ReadonlyMap<string, string> = new Map([
  ...LOOK_ALIKE_GROUPS.flatMap(([replacement, chars]) => [...chars].map((c): [string, string] => [c, replacement])),
  ...fullWidthLookAlikes(),
]);

/** The text with every look-alike in GSM7_LOOK_ALIKES replaced; every other character kept as it is. */
export function normalizeToGsm7(text: string): string {
  let out = '';
  for (const char of text) out += GSM7_LOOK_ALIKES.get(char) ?? char;
  return out;
}
