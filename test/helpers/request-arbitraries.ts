import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/** JSON text that JSON.stringify cannot write: own `__proto__` keys and the other prototype names. */
const PROTOTYPE_KEYS = JSON.parse(
  '{"__proto__": {"tenant_id": 1, "role": "admin", "polluted": true}, "constructor": {"prototype": {"polluted": true}}, "prototype": {"polluted": true}}',
) as Record<string, unknown>;

/** Nested `[[[…]]]` past any schema's depth. */
const deeplyNested = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 'deep');

/** Values that break naive code: type confusions, edges of int4/int8/double, control characters, injections. */
const NASTY = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  -1e308,
  1e-320,
  '',
  ' ',
  'abc',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-1e309',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  'undefined',
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[2J',
  '\u007f',
  '\u0085',
  '\ud800',
  '\r\n',
  '\t',
  '%00',
  '%',
  '../../etc/passwd',
  "'; DROP TABLE contacts; --",
  '{name}',
  '{{phone}}',
  '<script>alert(1)</script>',
  '٠٧١٢٣٤٥٦٧٨',
  '+255 712 345 678',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '275760-09-13T00:00:00.001Z',
  'a@b',
  'x'.repeat(300),
  [],
  {},
  [null],
  [[]],
  ['a', 'b'],
  { a: { b: { c: 1 } } },
  PROTOTYPE_KEYS,
  deeplyNested(200),
];

/** Anything at all, wrong-typed for most fields. */
export const garbageArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constant('x'.repeat(70_000)) },
  {
    weight: 1,
    arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)), { maxLength: 5 }),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }) },
);

/** A numeric bound of the schema (a yup reference to another field is no number: the default then). */
const bound = (value: unknown, otherwise: number) => (Number.isInteger(value) ? (value as number) : otherwise);
const baseType = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
const mayBeNull = (schema: JsonSchema) => Array.isArray(schema.type) && schema.type.includes('null');

/** A Tanzanian mobile number in one of the forms clients send. */
const phoneArb = fc
  .tuple(
    fc.constantFrom('0', '255', '+255 '),
    fc.constantFrom('71', '75', '68', '62'),
    fc.integer({ min: 0, max: 9_999_999 }),
  )
  .map(([prefix, operator, rest]) => `${prefix}${operator}${String(rest).padStart(7, '0')}`);

/**
 * Valid-looking strings for fields whose names say what they hold (a generic string would fail their rules at once).
 * Ids point far past any record, so a generated request never touches a real one by chance.
 */
function namedValueArb(name: string): fc.Arbitrary<unknown> | undefined {
  if (['phone', 'to', 'payer_phone'].includes(name)) return phoneArb;
  if (/password/.test(name)) return fc.constantFrom('password-123', 'short', 'x'.repeat(201));
  if (name === 'birth_date')
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date(), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (name === 'sender_id') return fc.stringMatching(/^[A-Za-z0-9]{1,11}$/);
  if (/(^|_)id$|Id$/.test(name)) return fc.integer({ min: 2_000_000_000, max: 2_147_483_647 });
  return undefined;
}

/** A value that satisfies the schema as far as JSON Schema can say (rules beyond it are left to luck). */
export function validArb(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const value = validBaseArb(schema, name);
  return mayBeNull(schema) ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function validBaseArb(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const named = namedValueArb(name);
  switch (baseType(schema)) {
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, validArb(s, key)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in (schema.properties ?? {})) },
      );
    case 'array':
      return fc.array(schema.items ? validArb(schema.items, name.replace(/s$/, '')) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: 4,
      });
    case 'integer':
      return named ?? fc.integer({ min: bound(schema.minimum, -1_000_000), max: bound(schema.maximum, 1_000_000) });
    case 'number':
      return named ?? fc.double({ min: bound(schema.minimum, -1e6), max: bound(schema.maximum, 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (named) return named;
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date(Date.now() + 86_400_000), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Bodies for the schema mutated at every depth: each field valid, garbage, absent or itself mutated, objects
 * sometimes carrying prototype keys, arrays holding mutated items. Sometimes the whole body is garbage.
 */
export function mutatedArb(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const type = baseType(schema);
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: validArb(schema, name) },
    { weight: depth === 0 ? 1 : 3, arbitrary: garbageArb },
  ];
  if (type === 'object' && schema.properties && depth < 4) {
    const fields = fc.record(
      Object.fromEntries(Object.entries(schema.properties).map(([key, s]) => [key, mutatedArb(s, key, depth + 1)])),
      { requiredKeys: [] },
    );
    options.push({
      weight: 6,
      arbitrary: fc
        .tuple(fields, fc.boolean())
        .map(([body, withProto]) => (withProto ? { ...PROTOTYPE_KEYS, ...body } : body)),
    });
  }
  if (type === 'array' && schema.items && depth < 4) {
    options.push({
      weight: 4,
      arbitrary: fc.array(mutatedArb(schema.items, name.replace(/s$/, ''), depth + 1), { maxLength: 4 }),
    });
  }
  return fc.oneof(...options);
}

/** Query values stay below Node's 16 KB header limit: a longer URL gets Node's bare 431 before any of our code runs. */
const asQueryValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 2000);

/** A query parameter's value as a client might send it, or several (repeated keys). */
const queryValueArb = (schema: JsonSchema, name: string): fc.Arbitrary<string[]> =>
  fc.oneof(
    validArb(schema, name).map((v) => [asQueryValue(v)]),
    garbageArb.map((v) => [asQueryValue(v)]),
    fc.array(validArb(schema, name).map(asQueryValue), { minLength: 2, maxLength: 3 }),
  );

/** Raw query strings that are not `key=value` pairs at all. */
const RAW_QUERIES = [
  '%',
  '%zz',
  '%E0%A4%A',
  '=',
  '&&&',
  'a[b]=1',
  'page[]=1&page[]=2',
  '__proto__[x]=1',
  'constructor=1',
  'a=%00',
];

/** The query string of a request: the documented parameters mutated and repeated, unknown keys, or raw junk. */
export function queryArb(params: { name: string; schema: JsonSchema }[]): fc.Arbitrary<string> {
  const pairs = fc
    .tuple(
      ...params.map((p) =>
        fc
          .option(queryValueArb(p.schema, p.name), { nil: undefined, freq: 2 })
          .map((values) => (values ?? []).map((v) => [p.name, v] as const)),
      ),
      fc.array(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 2 }),
    )
    .map((groups) => new URLSearchParams(groups.flat() as [string, string][]).toString());
  return fc.oneof({ weight: 5, arbitrary: pairs }, { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) });
}

/** A multipart upload as a broken or hostile client sends it. */
export interface UploadCase {
  field: string;
  filename: string;
  type: string;
  content: Buffer;
}

const csvArb = fc
  .tuple(
    fc.array(
      fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 12 }), phoneArb), {
        maxLength: 5,
      }),
      { maxLength: 6 },
    ),
    fc.constantFrom(',', ';', '\t'),
  )
  .map(([rows, delimiter]) =>
    [['name', 'phone', 'email', 'birth_date'], ...rows].map((r) => r.join(delimiter)).join('\n'),
  );
const vcardArb = fc
  .tuple(fc.string({ unit: 'binary', maxLength: 20 }), fc.oneof(phoneArb, fc.string({ unit: 'binary', maxLength: 15 })))
  .map(
    ([name, tel]) =>
      `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:${name}\r\nTEL;TYPE=CELL:${tel}\r\nBDAY:${name}\r\nEND:VCARD\r\n`,
  );

export const uploadArb: fc.Arbitrary<UploadCase> = fc.record({
  field: fc.constantFrom('file', 'file', 'file', 'upload', ''),
  filename: fc.constantFrom(
    'contacts.csv',
    'contacts.vcf',
    'contacts.txt',
    'x.exe',
    'noext',
    '',
    '../../etc/passwd.csv',
    'a\u0000.csv',
    'ü.CSV',
  ),
  type: fc.constantFrom('text/csv', 'text/vcard', 'application/octet-stream', 'image/png', 'text/plain'),
  content: fc.oneof(
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
    csvArb.map((text) => Buffer.from(text, 'utf8')),
    vcardArb.map((text) => Buffer.from(text, 'utf8')),
    fc.constant(Buffer.from('\uFEFFname;phone\n\u0000;\u0000\n', 'utf8')),
    fc.constant(Buffer.from([0xff, 0xfe, 0x00, 0x00, 0xc3, 0x28])),
  ),
});
