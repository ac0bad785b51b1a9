import assert from 'node:assert/strict';
import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';
import { operations } from '../../api/http/openapi/operations';
import { trpcProcedures } from '../helpers/trpc';

type Description = SchemaDescription & {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: SchemaFieldDescription;
};

/** Paths of numbers without both a lower and an upper bound (an unbounded number reaches SQL as bigint overflow). */
function unboundedNumbers(d: Description, path: string): string[] {
  if (d.type === 'number') {
    const bounded = ['min', 'max'].every((name) => d.tests.some((t) => t.name === name)) || d.oneOf.length > 0;
    return bounded ? [] : [path];
  }
  const children =
    d.type === 'object'
      ? Object.entries(d.fields ?? {})
      : d.type === 'array' && d.innerType
        ? [['*', d.innerType] as const]
        : [];
  return children.flatMap(([key, child]) => unboundedNumbers(child as Description, `${path}.${key}`));
}

const describeSchema = (schema: AnySchema) => schema.describe() as Description;

describe('input schemas', () => {
  it('parse every tRPC procedure input through yupInput (the REST validation)', () => {
    const procedures = trpcProcedures();
    assert.ok(procedures.length >= 10);
    assert.deepEqual(
      procedures.filter((p) => !p.schema).map((p) => p.path),
      [],
    );
  });

  it('bound every number of every REST and tRPC input below and above', () => {
    const inputs = [
      ...operations.flatMap((op) => [
        ...(op.body ? [[`${op.method.toUpperCase()} ${op.path} body`, op.body] as const] : []),
        ...(op.query ? [[`${op.method.toUpperCase()} ${op.path} query`, op.query] as const] : []),
      ]),
      ...trpcProcedures().map((p) => [p.path, p.schema!] as const),
    ];
    assert.deepEqual(
      inputs.flatMap(([name, schema]) => unboundedNumbers(describeSchema(schema), name)),
      [],
    );
  });
});
