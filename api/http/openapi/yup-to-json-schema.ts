import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';

type JsonSchema = Record<string, unknown>;

const testParam = (d: SchemaDescription, name: string, key: string): unknown =>
  d.tests.find((t) => t.name === name)?.params?.[key];

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
      break;
    case 'number':
      schema.type = desc.tests.some((t) => t.name === 'integer') ? 'integer' : 'number';
      if (testParam(desc, 'min', 'min') !== undefined) schema.minimum = testParam(desc, 'min', 'min');
      if (testParam(desc, 'max', 'max') !== undefined) schema.maximum = testParam(desc, 'max', 'max');
      break;
    case 'string':
      schema.type = 'string';
      if (testParam(desc, 'min', 'min') !== undefined) schema.minLength = testParam(desc, 'min', 'min');
      if (testParam(desc, 'max', 'max') !== undefined) schema.maxLength = testParam(desc, 'max', 'max');
      if (desc.tests.some((t) => t.name === 'email')) schema.format = 'email';
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
  if (values.length && desc.type !== 'object') schema.enum = values;
  if (desc.nullable && typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  if (refs.length) schema.description = refs.map((r) => `must equal ${r.key}`).join('; ');
  if (desc.label) schema.description = desc.label;
  return schema;
}

export const yupToJsonSchema = (schema: AnySchema): JsonSchema => describeToJsonSchema(schema.describe());
