import assert from 'node:assert/strict';
import fc from 'fast-check';
import { QueryTypes } from 'sequelize';
import { placeholderNames, renderPlaceholders } from '../../domain/messaging/placeholders';
import { testEnv } from '../helpers/env';

const NAMES = ['name', 'phone', 'email', 'invitee_name', 'event_name', 'venue'];

/** Texts made of the characters that matter to placeholders: braces, word characters, near-words and Unicode. */
const textArb = fc
  .array(
    fc.oneof(
      fc.constantFrom('{', '}', '{{', '}}', '_', ' ', 'é', 'ş', '😀', '\n', '{}', '{ name}'),
      fc.constantFrom(...NAMES.map((n) => `{${n}}`), '{unknown}', '{Name}', '{na_me1}', '{jína}'),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

/** Values: absent, null, or texts that themselves look like placeholders. */
const valuesArb = fc.dictionary(fc.constantFrom(...NAMES), fc.option(textArb, { nil: null }), {
  maxKeys: NAMES.length,
});

interface Case {
  body: string;
  values: Record<string, string | null>;
}

/** Renders every case in one query, as the batch SQL does (`render_placeholders(body, names, vals)`). */
async function renderInSql(cases: Case[]): Promise<string[]> {
  const rows = await testEnv().sequelize.query<{ rendered: string }>(
    `SELECT render_placeholders(c->>'body',
       ARRAY(SELECT jsonb_object_keys(c->'values')),
       ARRAY(SELECT c->'values'->>k FROM jsonb_object_keys(c->'values') k)) AS rendered
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(c, ord) ORDER BY ord`,
    { bind: [JSON.stringify(cases)], type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.rendered);
}

describe('placeholders: render_placeholders() in SQL renders exactly like renderPlaceholders()', () => {
  it('agrees on hand-picked edges', async () => {
    const cases: Case[] = [
      { body: 'Habari {name}, {unknown} {phone}', values: { name: 'Juma', phone: null } },
      { body: '{{name}}', values: { name: 'phone', phone: '255' } },
      { body: '{name}{phone}', values: { name: '{phone}', phone: 'x' } },
      { body: 'no braces', values: {} },
      { body: '{', values: { name: 'a' } },
      { body: '{jína} {name}', values: { name: 'Neema' } },
    ];
    assert.deepEqual(
      await renderInSql(cases),
      cases.map((c) => renderPlaceholders(c.body, c.values)),
    );
    assert.deepEqual(await renderInSql(cases.slice(0, 3)), ['Habari Juma, {unknown} ', '{phone}', '{phone}x']);
  });

  it('agrees on generated texts and values (fast-check, fixed seed)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ body: textArb, values: valuesArb }), { minLength: 50, maxLength: 50 }),
        async (cases) => {
          assert.deepEqual(
            await renderInSql(cases),
            cases.map((c) => renderPlaceholders(c.body, c.values)),
          );
        },
      ),
      { seed: 20261124, numRuns: 40 },
    );
  });
});

describe('placeholders: placeholderNames() names exactly what renderPlaceholders() would fill', () => {
  it('finds every `{word}` once, in order, and nothing else', () => {
    assert.deepEqual(placeholderNames('{jína} {name} {{1}} { x} {Name}{name}{a_1}'), ['name', '1', 'Name', 'a_1']);
    // `#` can form no placeholder with the text around it: once each named one is filled, none is left.
    fc.assert(
      fc.property(textArb, (body) => {
        const names = placeholderNames(body);
        assert.deepEqual(
          placeholderNames(renderPlaceholders(body, Object.fromEntries(names.map((n) => [n, '#'])))),
          [],
        );
        for (const name of names) assert.notEqual(renderPlaceholders(body, { [name]: '#' }), body, name);
      }),
      { seed: 20261128, numRuns: 500 },
    );
  });
});
