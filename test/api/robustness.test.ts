import assert from 'node:assert/strict';
import axios, { type AxiosResponse } from 'axios';
import fc from 'fast-check';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { batchWorkflowId } from '../../workflows/contracts';
import { apiClient, createTenantSession, type TenantSession } from '../helpers/tenant';
import { creditTenant, emptyWallets } from '../helpers/credits';
import { validRequest, validStatus } from '../helpers/valid-requests';
import { fillPath, readApiOperations, type ApiOperation, type JsonSchema } from '../helpers/openapi';
import { createTenantRecords } from '../helpers/id-factories';
import { tenantFingerprint, type Fingerprint } from '../helpers/fingerprint';
import { exampleBody } from '../helpers/example-bodies';
import { garbageArb, mutatedArb, queryArb, uploadArb, type UploadCase } from '../helpers/request-arbitraries';
import { superAdminToken, trpcCall, trpcProcedures } from '../helpers/trpc';
import { issueToken } from '../../use-cases/accounts/access-tokens';
import { yupToJsonSchema } from '../../api/http/openapi/yup-to-json-schema';
import { isErrorCode } from '../../api/http/errors/error-codes';
import { contractViolations } from '../helpers/response-contract';

/**
 * Generated robustness test: every operation of /openapi.json gets garbage bodies, query strings, path ids
 * and upload files. Every answer must be a 4xx (or a success), JSON with a `message` on errors, never a 5xx, declared
 * for its operation with the declared body (test/helpers/response-contract.ts), never a 404 for the caller's own
 * records, and a refused request must leave the tenant's data exactly as it was. No operation is left out.
 *
 * `npm test` runs a fixed seed and ROBUSTNESS_RUNS (default 12) cases per operation; `npm run fuzz` runs longer
 * with a fresh seed (ROBUSTNESS_SEED and ROBUSTNESS_RUNS override both; a failure prints its seed).
 */
const SEED = Number(process.env.ROBUSTNESS_SEED ?? 20_261_124);
const RUNS = Number(process.env.ROBUSTNESS_RUNS ?? 12);
const GARBAGE_IDS = ['0', '-1', '1e309', 'abc', '99999999999999999999'];

/** Operations whose errors are not JSON, by design. */
const NOT_JSON: Record<string, string> = {
  'GET /payments/return': "the page the payer's browser lands on after checkout: HTML, also for an unknown order (404)",
};
/** Operations that revoke the token they are called with. */
const FRESH_TOKEN: Record<string, string> = {
  'POST /logout': 'revokes its token: each case logs out a token of its own, so the others keep working',
};

interface RequestCase {
  ids: Record<string, string>;
  query: string;
  body?: unknown;
  upload?: UploadCase;
}

/** Runs generated cases with a fixed seed; a failure reports our own short message and how to replay it. */
async function runCases<T>(
  arb: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<unknown>,
  seed: number,
  numRuns = RUNS,
): Promise<void> {
  const out = await fc.check(
    fc.asyncProperty(arb, async (value) => {
      await predicate(value);
    }),
    { seed, numRuns, endOnFailure: true },
  );
  if (out.failed)
    throw new Error(
      `${(out.errorInstance as Error).message} (replay: seed ${out.seed}, path ${out.counterexamplePath})`,
    );
}

const describeCase = (op: ApiOperation, c: RequestCase) =>
  `${op.name} ${JSON.stringify({ ...c, upload: c.upload && { ...c.upload, content: `${c.upload.content.length} bytes` } }).slice(0, 600)}`;

/**
 * Moves the ids of a generated tRPC input past every real record: the admin procedures act on any tenant, so a small
 * integer would otherwise settle a purchase or deactivate an organization of another test.
 */
function awayFromRealRecords(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      /^id$|Id$/.test(key) && Number.isInteger(value) && (value as number) > 0 && (value as number) < 2e9
        ? (value as number) + 2e9
        : value,
    ]),
  );
}

describe('robustness: generated garbage against every operation of /openapi.json', function () {
  this.timeout(Math.max(300_000, RUNS * 20_000));
  let session: TenantSession;
  /** Our own record of each id parameter, and the callback tokens (the path parameters that are no ids). */
  let own: Record<string, number | string>;
  let operations: ApiOperation[];
  let baseline: Fingerprint;
  const sent = { operations: 0, cases: 0, accepted: 0 };

  before(async () => {
    operations = await readApiOperations();
    session = await createTenantSession();
    own = {
      ...(await createTenantRecords(
        session,
        operations.filter((op) => !op.public).flatMap((op) => op.pathParams),
      )),
      token: testEnv().config.deliveryWebhookToken ?? '',
      ussd_token: testEnv().config.ussdCallbackToken ?? '',
    };
    // No SMS credits and no scheduled message: a send that reached the gateway would change the tenant later, when
    // its delivery report arrives, in the middle of an unrelated case.
    const cancelled = await session.api.post(`/messages/${own.message_id}/cancel`);
    assert.equal(cancelled.status, 200);
    // The cancel wakes the message's batch, which then ends: let it, so it does not change the tenant mid-test.
    await testEnv().temporal.workflow.getHandle(batchWorkflowId(cancelled.data.data.batch_id)).result();
    await emptyWallets(session.tenant.id);
    baseline = await tenantFingerprint(session.tenant.id);
  });

  after(() => {
    console.log(
      `      robustness: ${sent.operations} operations, ${sent.cases} cases sent, ${sent.accepted} of them accepted (seed ${SEED}, ${RUNS} runs per operation)`,
    );
  });

  async function tokenFor(op: ApiOperation): Promise<string | undefined> {
    if (op.public) return undefined;
    if (!(op.name in FRESH_TOKEN)) return session.token;
    return issueToken(testEnv().sequelize, testEnv().config, { kind: 'user', userId: session.admin.id });
  }

  async function send(op: ApiOperation, c: RequestCase): Promise<AxiosResponse> {
    const token = await tokenFor(op);
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    let data: unknown;
    if (c.upload) {
      const form = new FormData();
      form.append(
        c.upload.field,
        new Blob([new Uint8Array(c.upload.content)], { type: c.upload.type }),
        c.upload.filename,
      );
      data = form;
    } else if (c.body !== undefined) {
      data = JSON.stringify(c.body);
      headers['Content-Type'] = 'application/json';
    }
    const url = `${testEnv().baseUrl}/api${fillPath(op, c.ids)}${c.query ? `?${c.query}` : ''}`;
    return axios.request({
      method: op.method,
      url,
      data,
      headers,
      validateStatus: () => true,
      maxBodyLength: Infinity,
      transformResponse: (raw) => raw,
    });
  }

  /** One request and everything asserted about its answer. */
  async function check(op: ApiOperation, c: RequestCase): Promise<AxiosResponse> {
    // The send limit is taken before validation; emptied so that every case reaches the validation.
    await testEnv().sequelize.query('DELETE FROM rate_limit_buckets WHERE tenant_id = $1', {
      bind: [session.tenant.id],
    });
    const res = await send(op, c);
    sent.cases += 1;
    if (res.status < 400) sent.accepted += 1;
    const what = `${describeCase(op, c)} → ${res.status} ${String(res.data).slice(0, 300)}`;
    assert.ok(res.status < 500, what);
    if (res.status >= 400) {
      if (op.name in NOT_JSON) assert.match(String(res.headers['content-type']), /text\/html/, what);
      else {
        const body = JSON.parse(res.data as string) as { message?: unknown; code?: unknown };
        assert.equal(typeof body.message, 'string', what);
        assert.ok(isErrorCode(body.code), `no code of the documented list: ${what}`);
      }
    }
    // Whatever it answers is declared for the operation, with the declared body (an HTML page's status only: the
    // document cannot declare an HTML error yet).
    const json = /json/.test(String(res.headers['content-type']));
    const violations = contractViolations({ ...res, data: json ? JSON.parse(res.data as string) : res.data });
    assert.deepEqual(
      violations.filter((v) => !(op.name in NOT_JSON && / content type text\/html, /.test(v))),
      [],
      what,
    );
    // Its own records exist (deletes run last): "not found" for them is a wrong answer, whatever else is wrong.
    if (op.method !== 'delete' && op.pathParams.length > 0 && op.pathParams.every((p) => c.ids[p] === String(own[p])))
      assert.notEqual(res.status, 404, `a record of the caller's own answered 404: ${what}`);
    // An accepted cancel refunds: the credits go again, or a later case (a resend, a send) would be accepted and its
    // message would change the tenant in the background, in the middle of an unrelated refused case.
    if (res.status < 400) await emptyWallets(session.tenant.id);
    const after = await tenantFingerprint(session.tenant.id);
    if (res.status >= 400) assert.deepEqual(after, baseline, `a refused request changed the tenant: ${what}`);
    baseline = after;
    return res;
  }

  const caseArb = (op: ApiOperation): fc.Arbitrary<RequestCase> =>
    fc.record(
      {
        ids: fc.record(
          Object.fromEntries(op.pathParams.map((p) => [p, fc.constantFrom(...GARBAGE_IDS, String(own[p]))])),
        ),
        query: op.query.length > 0 ? queryArb(op.query) : fc.oneof(fc.constant(''), queryArb([])),
        body: op.body
          ? mutatedArb(op.body)
          : op.method === 'get'
            ? fc.constant(undefined)
            : fc.option(garbageArb, { nil: undefined }),
        upload: op.upload ? fc.option(uploadArb, { nil: undefined, freq: 6 }) : fc.constant(undefined),
      },
      { requiredKeys: ['ids', 'query'] },
    );

  it('answers generated bodies and query strings of every operation with a JSON 4xx or a success, never a 5xx', async () => {
    assert.ok(operations.length >= 40, `only ${operations.length} operations in /openapi.json`);
    // Deletes last, so every other operation's cases find the caller's own records still there.
    const deletesLast = [
      ...operations.filter((o) => o.method !== 'delete'),
      ...operations.filter((o) => o.method === 'delete'),
    ];
    for (const [index, op] of deletesLast.entries()) {
      sent.operations += 1;
      await runCases(caseArb(op), (c) => check(op, c), SEED + index);
    }
  });

  it('answers every path id of the list (0, -1, 1e309, abc, 99999999999999999999) with a JSON 404', async () => {
    for (const op of operations.filter((o) => o.pathParams.length > 0)) {
      for (const id of GARBAGE_IDS) {
        const ids = Object.fromEntries(op.pathParams.map((p) => [p, id]));
        const res = await check(op, { ids, query: '', body: op.body ? exampleBody(op.body) : undefined });
        // A wrong callback token is not an unknown record: 401.
        assert.equal(
          res.status,
          op.pathParams.some((p) => p === 'token' || p === 'ussd_token') ? 401 : 404,
          `${op.name} with ${id} → ${res.status} ${String(res.data).slice(0, 200)}`,
        );
      }
    }
  });

  it('answers garbage uploads (wrong type, empty, binary, wrong field, not multipart) with 422 or an import summary', async () => {
    for (const [index, op] of operations.filter((o) => o.upload).entries()) {
      await runCases(uploadArb, (upload) => check(op, { ids: {}, query: '', upload }), SEED + index, RUNS * 2);
      for (const body of [{ file: 'name,phone\nA,0712345678' }, 'file', []])
        await check(op, { ids: {}, query: '', body });
    }
  });

  it('answers generated input to every admin tRPC procedure with a 4xx code, never INTERNAL_SERVER_ERROR', async () => {
    const token = await superAdminToken();
    const packages = await testEnv().sequelize.query<{ id: number }>('SELECT id FROM sms_packages', {
      type: QueryTypes.SELECT,
    });
    try {
      for (const [index, procedure] of trpcProcedures().entries()) {
        const schema = yupToJsonSchema(procedure.schema!) as JsonSchema;
        await runCases(
          mutatedArb(schema).map(awayFromRealRecords),
          async (input) => {
            const res = await trpcCall(procedure.kind, procedure.path, input, token);
            sent.cases += 1;
            const what = `${procedure.path} ${JSON.stringify(input)?.slice(0, 300)} → ${res.status} ${JSON.stringify(res.error)}`;
            assert.ok(res.status < 500 && res.error?.data.code !== 'INTERNAL_SERVER_ERROR', what);
          },
          SEED + index,
        );
      }
    } finally {
      // Generated tiers above the defaults would change the prices later tests expect.
      await testEnv().sequelize.query('DELETE FROM sms_packages WHERE id <> ALL($1::int[])', {
        bind: [packages.map((p) => p.id)],
      });
    }
  });
});

/**
 * Requests that satisfy their operation's schemas, on the caller's own records, answered 2xx with the declared body;
 * and `{}` to every update, which changes nothing (200): a real record is never "not found".
 */
describe('robustness: a valid request to every operation of /openapi.json', function () {
  this.timeout(300_000);
  let operations: ApiOperation[];
  let session: TenantSession;

  before(async () => {
    operations = (await readApiOperations()).filter((op) => !op.public);
    session = await createTenantSession();
    await creditTenant(session.tenant.id, 'sms', 10_000);
    await creditTenant(session.tenant.id, 'chat', 10_000);
  });

  it('answers a valid request on its own records with the 2xx and body the document declares; an update with {} too', async () => {
    const failures: string[] = [];
    const updates = operations.filter((op) => op.method === 'put' || op.method === 'patch');
    assert.ok(updates.length >= 10, `only ${updates.length} updates`);
    const cases = [...operations.map((op) => ({ op, empty: false })), ...updates.map((op) => ({ op, empty: true }))];
    for (const { op, empty } of cases) {
      const { method, url, data } = await validRequest(session, op);
      const request = { method, url, data: empty ? {} : data };
      try {
        const api =
          op.name in FRESH_TOKEN
            ? apiClient(
                await issueToken(testEnv().sequelize, testEnv().config, { kind: 'user', userId: session.admin.id }),
              )
            : session.api;
        const res = await api.request(request);
        const expected = empty ? op.successStatus : validStatus(op);
        if (res.status !== expected)
          failures.push(
            `${op.name} ${JSON.stringify(request.data)} → ${res.status} ${JSON.stringify(res.data).slice(0, 300)}`,
          );
      } catch (error) {
        failures.push(`${op.name}: ${(error as Error).message}`);
      }
    }
    assert.deepEqual(failures, []);
  });
});
