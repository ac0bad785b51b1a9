import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import axios from 'axios';
import { testEnv } from '../helpers/env';
import { createMemberSession, createTenantSession, type TenantSession } from '../helpers/tenant';
import { creditedSession } from '../helpers/sms';
import { ERROR_CODE_LIST, ERROR_CODES, isErrorCode } from '../../api/http/errors/error-codes';
import { domainErrorToHttp } from '../../api/http/errors/error-table';
import { InsufficientCreditsError, LastAdminError } from '../../domain/accounts/errors';
import {
  AllRecipientsOptedOutError,
  EmptyAudienceError,
  ProviderFailedError,
  RecipientOptedOutError,
  RecipientOptOutError,
  RefusedError,
  SendOutcomeUnknownError,
} from '../../domain/messaging/errors';
import { PendingCheckoutsLimitError, PendingPurchaseExistsError } from '../../domain/purchases/errors';

const ROOT = join(__dirname, '..', '..');

/** Every TypeScript source of the server (not the tests), with its path. */
function serverSources(): Array<{ path: string; text: string }> {
  const files: Array<{ path: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push({ path, text: readFileSync(join(ROOT, path), 'utf8') });
    }
  };
  for (const dir of ['api', 'use-cases', 'domain', 'db', 'infra', 'activities', 'workflows']) walk(dir);
  return files;
}

/** The snake_case code literals the sources give an error answer, with where each was found. */
function codeLiterals(sources: Array<{ path: string; text: string }>): Array<{ code: string; where: string }> {
  const patterns = [
    /new AppError\(\s*\d+,\s*'([^']*)'/g, // new AppError(status, 'code', …)
    /(?<!TRPCError\(\{\s*)\bcode: '([^']*)'/g, // { message, code: '…' } (client-errors.ts, the 500), not tRPC's own
    /new RefusedError\([^;]*?,\s*'([^']*)',?\s*\)/g, // new RefusedError(message, 'refusal')
    /\b(?:unprocessable|badGateway|badRequest)\([^;]*?,\s*'([^']*)'/g, // helpers whose code is an argument
  ];
  const found: Array<{ code: string; where: string }> = [];
  for (const { path, text } of sources) {
    if (!path.startsWith('api/') && !text.includes('RefusedError(')) continue;
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) found.push({ code: match[1], where: `${path}: ${match[0]}` });
  }
  // The refusals a RefusedError can name (its default included).
  const messaging = readFileSync(join(ROOT, 'domain/messaging/errors.ts'), 'utf8');
  const union = /export type Refusal =([^;]*);/.exec(messaging)?.[1] ?? '';
  for (const match of union.matchAll(/'([^']*)'/g)) found.push({ code: match[1], where: `Refusal: ${match[1]}` });
  return found;
}

describe('error codes: one documented list', () => {
  it('the list is snake_case, each code with a meaning, and the OpenAPI document publishes exactly it', async () => {
    for (const code of ERROR_CODE_LIST) {
      assert.match(code, /^[a-z]+(_[a-z]+)*$/, code);
      assert.ok(ERROR_CODES[code].length > 10, `${code} has no meaning`);
    }
    const doc = (await axios.get(`${testEnv().baseUrl}/openapi.json`)).data;
    const schemas = doc.components.schemas;
    assert.deepEqual(schemas.ErrorCode.enum, ERROR_CODE_LIST);
    assert.deepEqual(
      schemas.ErrorCode['x-enum-descriptions'],
      ERROR_CODE_LIST.map((code) => ERROR_CODES[code]),
    );
    for (const code of ERROR_CODE_LIST) assert.ok(schemas.ErrorCode.description.includes(`\`${code}\`: `), code);
    for (const name of ['Error', 'RuleError']) {
      assert.ok(schemas[name].required.includes('code'), name);
      assert.deepEqual(schemas[name].properties.code, { $ref: '#/components/schemas/ErrorCode' });
    }
    assert.deepEqual(schemas.ValidationError.properties.code, { type: 'string', enum: ['validation_failed'] });
  });

  it('every code literal the server sources give an error answer is in the list, and every listed code is used', () => {
    const sources = serverSources();
    const found = codeLiterals(sources);
    assert.ok(found.length >= 40, `only ${found.length} code literals found: the patterns no longer match the code`);
    for (const { code, where } of found) assert.ok(isErrorCode(code), `not in the documented list: ${where}`);
    // Every `new AppError(` names its code as a literal, or passes on a refusal or a helper's argument (found above).
    for (const { path, text } of sources)
      for (const match of text.matchAll(/new AppError\(\s*[^,]+,\s*([^,]+),/g)) {
        const passedOn = match[1] === 'err.refusal' || (path === 'api/http/errors/errors.ts' && match[1] === 'code');
        assert.ok(/^'[a-z_]+'$/.test(match[1]) || passedOn, `${path}: ${match[0]}`);
      }
    const used = new Set(found.map((f) => f.code));
    const helpers = readFileSync(join(ROOT, 'api/http/errors/errors.ts'), 'utf8');
    for (const code of ERROR_CODE_LIST)
      assert.ok(used.has(code) || helpers.includes(`'${code}'`), `${code} is documented but never sent`);
  });

  it('the error table gives the refusals integrators act on their own codes, keeping their fields', () => {
    const cases: Array<[Error, number, string, Record<string, unknown>]> = [
      [new InsufficientCreditsError(3, 10), 422, 'insufficient_balance', { balance: 3, required: 10 }],
      [new LastAdminError(), 422, 'last_admin', {}],
      [new PendingPurchaseExistsError(7, 'sms'), 422, 'pending_purchase_exists', { pending_id: 7 }],
      [new PendingCheckoutsLimitError([4, 5]), 422, 'pending_checkouts_limit', { pending_ids: [4, 5] }],
      [new RecipientOptedOutError(), 422, 'opted_out', {}],
      [new AllRecipientsOptedOutError(2), 422, 'all_recipients_opted_out', { opted_out: 2 }],
      [new EmptyAudienceError('No recipients.'), 422, 'no_recipients', {}],
      [new RefusedError('The group has no contacts.', 'group_empty'), 422, 'group_empty', {}],
      [new RefusedError('Some other rule.'), 422, 'refused', {}],
      [new RecipientOptOutError('255754000111'), 409, 'recipient_opt_out', {}],
      [new ProviderFailedError('Busy.', 30), 429, 'gateway_rate_limited', {}],
      [new ProviderFailedError('Down.'), 502, 'gateway_unreachable', {}],
      [new SendOutcomeUnknownError('Not known yet.'), 504, 'send_outcome_unknown', {}],
    ];
    for (const [err, status, code, body] of cases) {
      const answer = domainErrorToHttp(err);
      assert.deepEqual([answer?.status, answer?.code, answer?.body], [status, code, body], err.constructor.name);
    }
  });
});

describe('error codes in real answers', () => {
  let owner: TenantSession;
  before(async () => {
    owner = await createTenantSession();
  });

  it('malformed JSON, no token, a viewer, an unknown id, an unknown method and a validation failure', async () => {
    const malformed = await owner.api.post('/contacts', '{"name": ', {
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(malformed.status, 400);
    assert.deepEqual(malformed.data, { message: 'Malformed JSON in the request body.', code: 'malformed_json' });

    const anonymous = await axios.get(`${testEnv().baseUrl}/api/contacts`, { validateStatus: () => true });
    assert.equal(anonymous.status, 401);
    assert.deepEqual(anonymous.data, { message: 'Unauthenticated.', code: 'unauthenticated' });

    const viewer = await createMemberSession(owner, ['contacts.view']);
    const send = await viewer.api.post('/sms/send', { to: '0754000191', text: 'Habari' });
    assert.equal(send.status, 403);
    assert.equal(send.data.code, 'forbidden');
    assert.match(send.data.message, /permission/);

    const missing = await owner.api.get('/contacts/999999999');
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.data, { message: 'Contact not found.', code: 'not_found' });

    const method = await owner.api.get('/contacts/bulk');
    assert.equal(method.status, 405);
    assert.equal(method.data.code, 'method_not_allowed');
    assert.match(method.data.message, /^The GET method is not supported for this route\. Supported methods: /);

    const route = await owner.api.get('/no-such-route');
    assert.deepEqual(route.data, { message: 'The route /no-such-route could not be found.', code: 'route_not_found' });

    const invalid = await owner.api.post('/contacts', { name: 'Juma' });
    assert.equal(invalid.status, 422);
    assert.equal(invalid.data.code, 'validation_failed');
    assert.ok(Array.isArray(invalid.data.errors.phone), JSON.stringify(invalid.data));
  });

  it('a send without credits, a send to an opted-out number and a reused Idempotency-Key', async () => {
    const broke = await creditedSession(0);
    const short = await broke.api.post('/sms/send', { to: '0754000192', text: 'Habari' });
    assert.equal(short.status, 422);
    assert.deepEqual(short.data, {
      message: 'Insufficient balance. Please buy more credits.',
      code: 'insufficient_balance',
      balance: 0,
      required: 1,
    });

    const session = await creditedSession(5);
    assert.equal((await session.api.post('/opt-outs', { phone: '0754000193' })).status, 201);
    const optedOut = await session.api.post('/sms/send', { to: '0754000193', text: 'Habari' });
    assert.equal(optedOut.status, 422);
    assert.deepEqual(optedOut.data, {
      message: 'This number has opted out of messages from your organization.',
      code: 'opted_out',
    });

    const key = { headers: { 'Idempotency-Key': randomUUID() } };
    assert.equal((await session.api.post('/sms/send', { to: '0754000194', text: 'Kwanza' }, key)).status, 201);
    const reused = await session.api.post('/sms/send', { to: '0754000194', text: 'Pili' }, key);
    assert.equal(reused.status, 422);
    assert.deepEqual(reused.data, {
      message: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      code: 'idempotency_key_reused',
    });
  });
});
