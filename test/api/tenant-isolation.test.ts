import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { creditTenant } from '../helpers/credits';
import { fillPath, readApiOperations, type ApiOperation, type JsonSchema } from '../helpers/openapi';
import { createTenantRecords, ID_FACTORIES, type TenantRecords } from '../helpers/id-factories';
import { exampleBody, isIdField } from '../helpers/example-bodies';
import { tenantFingerprint, type Fingerprint } from '../helpers/fingerprint';

/**
 * Where another tenant's id can sit inside a request body (`METHOD path field`, a field inside a list as
 * `messages.contact_id`) and the kind of record it names. The test fails on an id field missing from this table.
 */
const BODY_IDS: Record<string, string> = {
  'POST /sms/send contact_id': 'contact_id',
  'POST /sms/send template_id': 'template_id',
  'POST /sms/send-bulk messages.contact_id': 'contact_id',
  'POST /sms/send-bulk template_id': 'template_id',
  'POST /sms/send-group/{group_id} template_id': 'template_id',
  'POST /sms/preview template_id': 'template_id',
  'POST /sms/preview group_id': 'group_id',
  'POST /groups/{group_id}/contacts contact_ids': 'contact_id',
  'DELETE /groups/{group_id}/contacts contact_ids': 'contact_id',
  'DELETE /contacts/bulk ids': 'contact_id',
  'DELETE /messages/bulk ids': 'message_id',
  'POST /events/{event_id}/invitees contact_id': 'contact_id',
  'PUT /events/{event_id}/invitees/{invitee_id} contact_id': 'contact_id',
  'POST /events/{event_id}/invitees/import contact_ids': 'contact_id',
  'POST /events/{event_id}/invitees/import group_id': 'group_id',
  'POST /events/{event_id}/payments event_invitee_id': 'invitee_id',
  'PUT /events/{event_id}/payments/{payment_id} event_invitee_id': 'invitee_id',
  // Chat templates are the platform's, shared by every tenant: any record id of theirs stands in.
  'POST /chat/send chat_template_id': 'template_id',
  'POST /chat/send-bulk chat_template_id': 'template_id',
  // No chat templates exist yet: any record id of theirs stands in (chat stages are refused anyway).
  'POST /events/{event_id}/sms-stages chat_template_id': 'template_id',
  'PUT /events/{event_id}/sms-stages/{stage_id} chat_template_id': 'template_id',
  'POST /events/{event_id}/sms-stages/preview chat_template_id': 'template_id',
};

/** The id fields of a body schema, as dotted paths through objects and lists. */
function idFields(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  if (schema.items) return idFields(schema.items, prefix);
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) =>
    isIdField(key, field) ? [`${prefix}${key}`] : idFields(field, `${prefix}${key}.`),
  );
}

/** Puts `id` at a dotted path of an example body: a list field gets `[id]`, a field inside a list its first item. */
function withId(body: Record<string, unknown>, path: string, id: number): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...body, [head]: head.endsWith('ids') ? [id] : id };
  const [first, ...others] = body[head] as Record<string, unknown>[];
  return { ...body, [head]: [withId(first, rest.join('.'), id), ...others] };
}

describe("tenant isolation: every route that takes an id, called with another tenant's ids", () => {
  let operations: ApiOperation[];
  let caller: TenantSession;
  let owner: TenantSession;
  let theirs: TenantRecords;
  let ours: TenantRecords;
  let untouched: Fingerprint;

  before(async () => {
    // Public operations hold no tenant's records (their only path parameter is a callback URL's token).
    operations = (await readApiOperations()).filter((op) => !op.public);
    [caller, owner] = [await createTenantSession(), await createTenantSession()];
    const params = operations.flatMap((op) => op.pathParams).filter((p) => p in ID_FACTORIES);
    [theirs, ours] = [await createTenantRecords(owner, params), await createTenantRecords(caller, params)];
    // Enough credits that a send which wrongly accepted the other tenant's record would go through.
    await creditTenant(caller.tenant.id, 'sms', 100);
    untouched = await tenantFingerprint(owner.tenant.id);
  });

  it('has a factory for every id parameter of /openapi.json (test/helpers/id-factories.ts)', () => {
    const params = [...new Set(operations.flatMap((op) => op.pathParams))];
    assert.ok(params.length >= 6, `only ${params.join(', ')}`);
    assert.deepEqual(
      params.filter((p) => !(p in ID_FACTORIES)),
      [],
      'path parameters without a factory',
    );
  });

  it("answers every operation (every method) a JSON 404 for another tenant's ids and changes nothing of theirs", async () => {
    const withIds = operations.filter((op) => op.pathParams.length > 0);
    assert.ok(withIds.length >= 20, `only ${withIds.length} operations take an id`);
    for (const op of withIds) {
      const ids = Object.fromEntries(op.pathParams.map((p) => [p, theirs[p]]));
      const res = await caller.api.request({
        method: op.method,
        url: fillPath(op, ids),
        data: op.body ? exampleBody(op.body) : undefined,
      });
      assert.equal(
        res.status,
        404,
        `${op.name} with ${JSON.stringify(ids)} → ${res.status} ${JSON.stringify(res.data)}`,
      );
      assert.equal(typeof res.data.message, 'string', op.name);
      assert.deepEqual(await tenantFingerprint(owner.tenant.id), untouched, `${op.name} changed the other tenant`);
    }
  });

  it("refuses or ignores another tenant's ids inside bodies, never acting on them", async () => {
    const found = operations.flatMap((op) =>
      idFields(op.body).map((field) => ({ op, field, key: `${op.name} ${field}` })),
    );
    assert.deepEqual(
      found.map((f) => f.key).filter((key) => !(key in BODY_IDS)),
      [],
      'body id fields missing from BODY_IDS',
    );
    const [template] = await testEnv().sequelize.query<{ body: string }>('SELECT body FROM templates WHERE id = $1', {
      bind: [theirs.template_id],
      type: QueryTypes.SELECT,
    });
    for (const { op, field, key } of found) {
      const foreignId = theirs[BODY_IDS[key]];
      const body = withId(exampleBody(op.body!) as Record<string, unknown>, field, foreignId);
      const res = await caller.api.request({ method: op.method, url: fillPath(op, ours), data: body });
      const what = `${key} → ${res.status} ${JSON.stringify(res.data)}`;
      assert.ok(res.status < 500, what);
      if (res.status < 300) assert.ok([0, undefined].includes(res.data.count ?? res.data.detached), what);
      assert.deepEqual(await tenantFingerprint(owner.tenant.id), untouched, `${what}: changed the other tenant`);
      const [pointers] = await testEnv().sequelize.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM messages WHERE tenant_id = $1 AND (contact_id = $2 OR body = $3))
              + (SELECT count(*) FROM contact_group WHERE tenant_id = $1 AND contact_id = $2) AS n`,
        { bind: [caller.tenant.id, theirs.contact_id, template.body], type: QueryTypes.SELECT },
      );
      assert.equal(pointers.n, 0, `${what}: the caller's rows now point at the other tenant's records`);
    }
  });
});
