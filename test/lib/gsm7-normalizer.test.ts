import assert from 'node:assert/strict';
import fc from 'fast-check';
import { GSM7_LOOK_ALIKES, normalizeToGsm7 } from '../../domain/messaging/gsm7-normalizer';
import {
  countGsm7Septets,
  describeSmsText,
  GSM7_BASIC_CHARS,
  GSM7_EXTENSION_CHARS,
} from '../../domain/messaging/sms-segments';

const GSM7_CHARS = [...GSM7_BASIC_CHARS, ...GSM7_EXTENSION_CHARS];
const LOOK_ALIKES = [...GSM7_LOOK_ALIKES.keys()];
const gsm7Text = fc.array(fc.constantFrom(...GSM7_CHARS), { maxLength: 400 }).map((chars) => chars.join(''));
/** Any code point (astral ones and lone surrogates too) that the table does not name. */
const otherChar = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((code) => String.fromCodePoint(code))
  .filter((c) => !GSM7_LOOK_ALIKES.has(c));
const lookAlike = fc.constantFrom(...LOOK_ALIKES);

describe('GSM-7 normalisation (look-alikes only)', () => {
  it('maps every table entry to GSM-7 text, never to itself or to nothing', () => {
    assert.ok(GSM7_LOOK_ALIKES.size > 100, `${GSM7_LOOK_ALIKES.size} entries`);
    for (const [from, to] of GSM7_LOOK_ALIKES) {
      assert.equal(countGsm7Septets(from), null, `${JSON.stringify(from)} is GSM-7 already`);
      assert.ok(to.length > 0 && countGsm7Septets(to) !== null, `${JSON.stringify(from)} → ${JSON.stringify(to)}`);
    }
  });

  it('never changes GSM-7 text', () => {
    fc.assert(
      fc.property(gsm7Text, (text) => normalizeToGsm7(text) === text),
      { numRuns: 500 },
    );
  });

  it('replaces exactly the table characters, each by its entry, and keeps every other character in place', () => {
    const token = fc.oneof(lookAlike, otherChar, fc.constantFrom(...GSM7_CHARS));
    fc.assert(
      fc.property(fc.array(token, { maxLength: 80 }), (tokens) => {
        const expected = tokens.map((t) => GSM7_LOOK_ALIKES.get(t) ?? t).join('');
        return normalizeToGsm7(tokens.join('')) === expected;
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves only the characters it has no equivalent for outside GSM-7', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(lookAlike, otherChar), { maxLength: 60 }), (tokens) => {
        const before = new Set(describeSmsText(tokens.join('')).nonGsmCharacters);
        const after = describeSmsText(normalizeToGsm7(tokens.join(''))).nonGsmCharacters;
        return after.every((c) => before.has(c) && !GSM7_LOOK_ALIKES.has(c));
      }),
      { numRuns: 500 },
    );
  });

  it('turns a word-processor text into GSM-7 and an emoji text into UCS-2 with only its emoji left', () => {
    const pasted = '“Karibu” – mkutano ni saa 4\u00A0asubuhi… Tafadhali fika mapema ‘leo’ • asante';
    assert.equal(
      normalizeToGsm7(pasted),
      '"Karibu" - mkutano ni saa 4 asubuhi... Tafadhali fika mapema \'leo\' - asante',
    );
    assert.equal(describeSmsText(normalizeToGsm7(pasted)).encoding, 'GSM-7');
    const emoji = 'Hongera \u{1F389} \u2014 \uFEFF\uFF53\uFF41\uFF57\uFF41';
    assert.equal(normalizeToGsm7(emoji), 'Hongera \u{1F389} - \uFEFFsawa');
    assert.deepEqual(describeSmsText(normalizeToGsm7(emoji)).nonGsmCharacters, ['\u{1F389}', '\uFEFF']);
  });
});

describe("SMS text facts (the preview's encoding, characters, segments)", () => {
  it('counts septets in GSM-7 (extension characters 2) and UTF-16 units in UCS-2', () => {
    assert.deepEqual(describeSmsText('Bei ni €5 [tu]'), {
      encoding: 'GSM-7',
      characters: 17,
      segments: 1,
      nonGsmCharacters: [],
    });
    assert.deepEqual(describeSmsText(`${'a'.repeat(150)}😀ş😀`), {
      encoding: 'UCS-2',
      characters: 155,
      segments: 3,
      nonGsmCharacters: ['😀', 'ş'],
    });
  });
});
