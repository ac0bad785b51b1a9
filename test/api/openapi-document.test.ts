import assert from 'node:assert/strict';
import axios from 'axios';
import { testEnv } from '../helpers/env';

interface DocumentOperation {
  operationId?: string;
  summary?: string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

/** A request string's pattern when no check of its own is stricter (infra/control-characters.ts). */
const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';

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
      assert.deepEqual(
        properties.password_confirmation,
        { type: 'string', minLength: 1, pattern: NO_CONTROL_CHARACTERS, description: 'must equal password' },
        name,
      );
    }
  });

  it("declares what the server's string checks accept: Tanzanian mobile numbers, calendar days, no control characters", async () => {
    const ops = await servedOperations();
    const bodyProperty = (name: string, field: string) => {
      const body = ops.find((o) => o.name === name)!.op.requestBody!.content['application/json']!.schema;
      const { pattern } = (body.properties as Record<string, { pattern?: string }>)[field]!;
      assert.ok(pattern, `${name} ${field} has no pattern`);
      return new RegExp(pattern, 'u');
    };
    const phone = bodyProperty('POST /contacts', 'phone');
    for (const good of ['0712345678', '+255712345678', '255612345678']) assert.ok(phone.test(good), good);
    for (const bad of ['0222123456', '071234567', '255812345678', '0712345678\n']) assert.ok(!phone.test(bad), bad);
    const day = bodyProperty('POST /events', 'event_date');
    assert.ok(day.test('2026-12-31'));
    for (const bad of ['1899-01-01', '2026-13-01', '2026-1-1', '26-12-31']) assert.ok(!day.test(bad), bad);
    const name = bodyProperty('POST /contacts', 'name');
    assert.ok(name.test('Asha\tJuma\r\n'));
    for (const bad of ['\u0000', 'a\u001Fb', '\u007F', '\u0085']) assert.ok(!name.test(bad), JSON.stringify(bad));
  });

  it('declares a positive id as exclusiveMinimum 0 and a required string as not empty', async () => {
    const ops = await servedOperations();
    const body = (name: string) =>
      ops.find((o) => o.name === name)!.op.requestBody!.content['application/json']!.schema.properties as Record<
        string,
        Record<string, unknown>
      >;
    const payment = body('POST /events/{event_id}/payments');
    assert.equal(payment.event_invitee_id!.exclusiveMinimum, 0);
    assert.equal((body('POST /users').permissions!.items as { minLength?: number }).minLength, 1);
    assert.equal(body('POST /templates').name!.minLength, 1);
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
