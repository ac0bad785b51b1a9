import assert from 'node:assert/strict';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { creditTenant } from '../helpers/credits';
import { fillPath, readApiOperations, type ApiOperation } from '../helpers/openapi';
import { createTenantRecords, ID_FACTORIES, type TenantRecords } from '../helpers/id-factories';
import { exampleBody } from '../helpers/example-bodies';
import { tenantFingerprint, type Fingerprint } from '../helpers/fingerprint';
import { BODY_IDS, idFields, validRequest, validStatus, withId } from '../helpers/valid-requests';

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

  it("answers every operation (every method) its success for the caller's own ids, then a JSON 404 for another tenant's, changing nothing of theirs", async () => {
    const withIds = operations.filter((op) => op.pathParams.length > 0);
    assert.ok(withIds.length >= 20, `only ${withIds.length} operations take an id`);
    for (const op of withIds) {
      // The same request on the caller's own fresh records first: a route that always answered 404 would fail here.
      const { records: _, another, ...request } = await validRequest(caller, op);
      const own = await caller.api.request(request);
      assert.equal(
        own.status,
        validStatus(op),
        `${op.name} on its own records → ${own.status} ${JSON.stringify(own.data)}`,
      );
      const ids = Object.fromEntries(op.pathParams.map((p) => [p, theirs[p]]));
      // A body as valid (a unique email or phone of its own: the first request took its values).
      const res = await caller.api.request({ ...request, url: fillPath(op, ids), data: await another() });
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
