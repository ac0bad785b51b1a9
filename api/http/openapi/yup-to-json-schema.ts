import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';

type JsonSchema = Record<string, unknown>;

const testParam = (d: SchemaDescription, name: string, key: string): unknown =>
  d.tests.find((t) => t.name === name)?.params?.[key];

/** A day `YYYY-MM-DD` from 1900 to 2199, the range the date fields accept. */
const ISO_DAY = '^(?:19|2[01])\\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$';

/**
 * What the named tests of our string fields accept, in JSON Schema words (a `.test(name, …)` is opaque to
 * `describe()`): the canonical forms of a Tanzanian mobile number, a calendar day, a clock time and an https link.
 */
const STRING_TESTS: Record<string, JsonSchema> = {
  'tz-phone': { pattern: '^(?:\\+?255|0)(?:6[0-35-9]|7\\d)\\d{7}$', examples: ['0712345678'] },
  'iso-date': { format: 'date', pattern: ISO_DAY },
  'birth-date': { format: 'date', pattern: ISO_DAY, description: 'Not in the future (Dar es Salaam)' },
  instant: { format: 'date-time' },
  'clock-time': { pattern: '^(?:[01]\\d|2[0-3]):[0-5]\\d$', examples: ['14:00'] },
  'https-url': {
    format: 'uri',
    pattern: '^https://[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?:/[!-~]*)?$',
    examples: ['https://maps.app.goo.gl/abc123'],
  },
};

/**
 * No string of a request may hold a control character but tab, line feed and carriage return
 * (infra/control-characters.ts, refused by api/http/middleware/input-shape.ts for every field).
 */
const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';

const isRefDescription = (v: unknown): v is { type: 'ref'; key: string } =>
  typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'ref';

/** Converts a yup schema description into JSON Schema, so the documented request bodies are the validated ones. */
function describeToJsonSchema(d: SchemaFieldDescription): JsonSchema {
  const desc = d as SchemaDescription & {
    fields?: Record<string, SchemaFieldDescription>;
    innerType?: SchemaFieldDescription;
  };
  const schema: JsonSchema = {};
  const oneOf = desc.oneOf?.filter((v) => v !== undefined && v !== null);
  switch (desc.type) {
    case 'object': {
      const fields = desc.fields ?? {};
      schema.type = 'object';
      schema.properties = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, describeToJsonSchema(v)]));
      const required = Object.entries(fields)
        .filter(([, v]) => (v as SchemaDescription).optional === false)
        .map(([k]) => k);
      if (required.length) schema.required = required;
      break;
    }
    case 'array':
      schema.type = 'array';
      if (desc.innerType) schema.items = describeToJsonSchema(desc.innerType);
      if (testParam(desc, 'min', 'min') !== undefined) schema.minItems = testParam(desc, 'min', 'min');
      if (testParam(desc, 'max', 'max') !== undefined) schema.maxItems = testParam(desc, 'max', 'max');
      break;
    case 'number':
      schema.type = desc.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      if (testParam(desc, 'min', 'min') !== undefined) schema.minimum = testParam(desc, 'min', 'min');
      if (testParam(desc, 'max', 'max') !== undefined) schema.maximum = testParam(desc, 'max', 'max');
      // `.positive()` / `.moreThan(n)` and `.negative()` / `.lessThan(n)` are exclusive bounds.
      if (testParam(desc, 'min', 'more') !== undefined) schema.exclusiveMinimum = testParam(desc, 'min', 'more');
      if (testParam(desc, 'max', 'less') !== undefined) schema.exclusiveMaximum = testParam(desc, 'max', 'less');
      break;
    case 'string':
      schema.type = 'string';
      if (testParam(desc, 'min', 'min') !== undefined) schema.minLength = testParam(desc, 'min', 'min');
      if (testParam(desc, 'max', 'max') !== undefined) schema.maxLength = testParam(desc, 'max', 'max');
      // yup's required refuses '' too.
      if (desc.tests.some((t) => t.name === 'required') && !schema.minLength) schema.minLength = 1;
      if (desc.tests.some((t) => t.name === 'email')) schema.format = 'email';
      for (const test of desc.tests) Object.assign(schema, test.name ? STRING_TESTS[test.name] : undefined);
      if (testParam(desc, 'matches', 'regex') instanceof RegExp)
        schema.pattern = (testParam(desc, 'matches', 'regex') as RegExp).source;
      if (!schema.format && !schema.pattern) schema.pattern = NO_CONTROL_CHARACTERS;
      break;
    case 'date':
      schema.type = 'string';
      schema.format = 'date-time';
      break;
    default:
      schema.type = desc.type === 'mixed' ? undefined : desc.type;
  }
  // `oneOf([ref('password')])` describes as `{type: 'ref', key}`: an equality with a sibling field, not a value.
  const refs = oneOf?.filter(isRefDescription) ?? [];
  const values = oneOf?.filter((v) => !isRefDescription(v)) ?? [];
  if (values.length && desc.type !== 'object') {
    schema.enum = values;
    delete schema.pattern;
  }
  if (desc.nullable && typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  if (refs.length) schema.description = refs.map((r) => `must equal ${r.key}`).join('; ');
  if (desc.label) schema.description = desc.label;
  return schema;
}

export const yupToJsonSchema = (schema: AnySchema): JsonSchema => describeToJsonSchema(schema.describe());
