import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import {
  countGsm7Septets,
  countSmsSegments,
  GSM7_BASIC_CHARS,
  GSM7_EXTENSION_CHARS,
} from '../../domain/messaging/sms-segments';
import { contactPlaceholderSql, creditsSql } from '../../db/messaging/render-sql';
import { testEnv } from '../helpers/env';
import { renderPlaceholders } from '../../domain/messaging/placeholders';

/** Texts at every edge of the rule (docs/decisions.md §4), with the credits they cost. */
const CASES: Array<[string, string, number]> = [
  ['empty', '', 0],
  ['1 GSM-7 char', 'a', 1],
  ['160 GSM-7 chars', 'a'.repeat(160), 1],
  ['161 GSM-7 chars', 'a'.repeat(161), 2],
  ['320 GSM-7 chars', 'a'.repeat(320), 2],
  ['321 GSM-7 chars', 'a'.repeat(321), 3],
  ['every basic char', GSM7_BASIC_CHARS, 1],
  ['80 extension chars = 160 septets', '€'.repeat(80), 1],
  ['81 extension chars = 162 septets', '{'.repeat(81), 2],
  ['159 plain + 1 extension = 161 septets', `${'a'.repeat(159)}^`, 2],
  ['158 plain + 1 extension = 160 septets', `${'a'.repeat(158)}~`, 1],
  ['every extension char', GSM7_EXTENSION_CHARS, 1],
  ['70 Unicode chars', `${'a'.repeat(69)}ş`, 1],
  ['71 Unicode chars', `${'a'.repeat(70)}ş`, 2],
  ['140 Unicode chars', 'ж'.repeat(140), 2],
  ['141 Unicode chars', 'ж'.repeat(141), 3],
  ['one Unicode char switches the whole text', `${'a'.repeat(100)}’`, 2],
  ['an extension char in Unicode text counts 1', `${'{'.repeat(69)}ж`, 1],
  ['backtick is not GSM-7', '`', 1],
  ['an emoji is 2 UTF-16 units', `${'a'.repeat(68)}😀`, 1],
  ['an emoji past 70 units', `${'a'.repeat(69)}😀`, 2],
  ['CR and LF are basic', 'line\r\nline', 1],
  ['Swahili plain text', 'Habari Juma, kikao ni kesho saa 4.', 1],
];

describe('SMS segments (credits per recipient)', () => {
  for (const [what, text, credits] of CASES) {
    it(`${what}: ${credits}`, () => {
      assert.equal(countSmsSegments(text), credits);
    });
  }

  it('counts septets: basic 1, extension 2, anything else forces UCS-2', () => {
    assert.equal(countGsm7Septets('abc'), 3);
    assert.equal(countGsm7Septets('a€'), 3);
    assert.equal(countGsm7Septets('aç'), null); // only the capital Ç is GSM-7
    assert.equal(countGsm7Septets('Ç'), 1);
  });

  it('the SQL twin sms_segments() agrees on every case and on every single character', async () => {
    const { sequelize } = testEnv();
    const singles = [...GSM7_BASIC_CHARS, ...GSM7_EXTENSION_CHARS, '`', 'ç', 'ş', '😀', '’'];
    const texts = [...CASES.map((c) => c[1]), ...singles, ...singles.map((c) => c.repeat(161))];
    const rows = await sequelize.query<{ segments: number }>(
      'SELECT sms_segments(t) AS segments FROM unnest($1::text[]) WITH ORDINALITY AS v(t, n) ORDER BY n',
      { bind: [texts], type: QueryTypes.SELECT },
    );
    texts.forEach((text, i) => assert.equal(rows[i].segments, countSmsSegments(text), JSON.stringify(text)));
  });

  it('the SQL pricing of a per-contact text agrees with rendering then counting', async () => {
    const { sequelize } = testEnv();
    const names = ['Juma', 'Şükrü', 'a'.repeat(150), '€uro', '{phone}', 'email'];
    for (const body of [
      'Habari {name}!',
      `${'x'.repeat(150)} {name}`,
      'Karibu {name} ({phone}) {email}',
      'Hongera {name} ş',
      '{{name}} {unknown}',
    ]) {
      const { sql } = creditsSql(body, ':body', contactPlaceholderSql("'https://sms.example.co.tz'"));
      for (const name of names) {
        const [row] = await sequelize.query<{ segments: number }>(
          `SELECT ${sql} AS segments FROM (SELECT :name::text AS name, '255712345678'::text AS phone, NULL::text AS email, 1 AS tenant_id) c`,
          { replacements: { body, name }, type: QueryTypes.SELECT },
        );
        const rendered = renderPlaceholders(body, { name, phone: '255712345678', email: null });
        assert.equal(row.segments, countSmsSegments(rendered), `${body} / ${name}`);
      }
    }
  });
});
