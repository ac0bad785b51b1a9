import assert from 'node:assert/strict';
import axios from 'axios';
import { testEnv } from '../helpers/env';

interface DocumentOperation {
  operationId?: string;
  summary?: string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

/** The served /openapi.json, each operation with its `METHOD /path` name. */
async function servedOperations(): Promise<{ name: string; op: DocumentOperation }[]> {
  const res = await axios.get<{ paths: Record<string, Record<string, DocumentOperation>> }>(
    `${testEnv().baseUrl}/openapi.json`,
  );
  return Object.entries(res.data.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );
}

/** Every `enum` list under a JSON value, with where it is. */
function enums(value: unknown, at: string): { at: string; values: unknown[] }[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'enum' && Array.isArray(child) ? [{ at, values: child }] : enums(child, `${at}.${key}`),
  );
}

describe('the OpenAPI document', () => {
  it('names every operation with a unique camelCase operationId and keeps its summary', async () => {
    const ops = await servedOperations();
    const missing = ops.filter(({ op }) => !/^[a-z][A-Za-z0-9]*$/.test(op.operationId ?? '') || !op.summary);
    assert.deepEqual(
      missing.map((o) => o.name),
      [],
    );
    const byId = new Map<string, string[]>();
    for (const { name, op } of ops) byId.set(op.operationId!, [...(byId.get(op.operationId!) ?? []), name]);
    assert.deepEqual(
      [...byId.values()].filter((names) => names.length > 1),
      [],
    );
    assert.equal(ops.find((o) => o.name === 'GET /events/{event_id}/invitees')?.op.operationId, 'getEventInvitees');
    assert.equal(ops.find((o) => o.name === 'POST /sms/send-bulk')?.op.operationId, 'postSmsSendBulk');
  });

  it('lists only values in an enum: a confirmation is a string that must equal its field', async () => {
    const ops = await servedOperations();
    const objects = ops.flatMap(({ name, op }) =>
      enums(op, name).filter((e) => e.values.some((v) => typeof v === 'object' && v !== null)),
    );
    assert.deepEqual(objects, []);
    for (const name of ['POST /register', 'POST /reset-password']) {
      const body = ops.find((o) => o.name === name)!.op.requestBody!.content['application/json']!.schema;
      const properties = body.properties as Record<string, unknown>;
      assert.deepEqual(properties.password_confirmation, { type: 'string', description: 'must equal password' }, name);
    }
  });

  it('declares the 400 "Malformed JSON" answer, with the Error body, on every operation taking a JSON body', async () => {
    const ops = await servedOperations();
    const withJsonBody = ops.filter(({ op }) => op.requestBody?.content['application/json']);
    assert.ok(withJsonBody.length > 30);
    const undeclared = withJsonBody.filter(
      ({ op }) => op.responses['400']?.content?.['application/json']?.schema?.$ref !== '#/components/schemas/Error',
    );
    assert.deepEqual(
      undeclared.map((o) => o.name),
      [],
    );
  });
});
