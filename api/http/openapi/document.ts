import { operations } from './operations';
import type { Operation } from './operation';
import { yupToJsonSchema } from './yup-to-json-schema';
import { SchemaComponents } from './components';
import { createdLinks } from './links';
import { describeWebhooks } from './webhooks';
import { ERROR_CODE_LIST, ERROR_CODES } from '../errors/error-codes';
import { COMMITTEE_ROLES, COMMITTEE_ROLE_PERMISSIONS } from '../../../domain/events/committee';

/** Every error answer's `code`: the one list of api/http/errors/error-codes.ts, each with its meaning. */
const errorCodeSchema = {
  type: 'string',
  enum: ERROR_CODE_LIST,
  description:
    'A stable snake_case code for the error; branch on it, not on `message`. New codes may be added.\n\n' +
    ERROR_CODE_LIST.map((code) => `- \`${code}\`: ${ERROR_CODES[code]}`).join('\n'),
  'x-enum-descriptions': ERROR_CODE_LIST.map((code) => ERROR_CODES[code]),
};

const CODE_PROPERTY = { $ref: '#/components/schemas/ErrorCode' };

const errorSchemas = {
  ErrorCode: errorCodeSchema,
  Error: {
    type: 'object',
    required: ['message', 'code'],
    properties: { message: { type: 'string' }, code: CODE_PROPERTY },
  },
  ValidationError: {
    type: 'object',
    required: ['message', 'code', 'errors'],
    properties: {
      message: { type: 'string' },
      code: { type: 'string', enum: ['validation_failed'] },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
  },
  RuleError: {
    type: 'object',
    description: 'A business rule refused the request; some codes carry the fields that explain it.',
    required: ['message', 'code'],
    properties: {
      message: { type: 'string' },
      code: CODE_PROPERTY,
      balance: { type: 'integer', description: '`insufficient_balance`: the credits the organization holds' },
      required: { type: 'integer', description: '`insufficient_balance`: the credits the request needs' },
      opted_out: { type: 'integer', description: '`all_recipients_opted_out`: how many recipients opted out' },
      pending_id: { type: 'integer', description: '`pending_purchase_exists`: the pending purchase' },
      pending_ids: {
        type: 'array',
        items: { type: 'integer' },
        description: '`pending_checkouts_limit`: the pending checkouts',
      },
      admitted_total: { type: 'integer', description: '`already_admitted`: the guests the card admitted so far' },
      admits: { type: 'integer', description: '`already_admitted`: the guests the card admits' },
      last_checked_in_at: {
        type: ['string', 'null'],
        format: 'date-time',
        description: '`already_admitted`: when its last guest entered',
      },
      door: { type: ['string', 'null'], description: '`already_admitted`: the door of that last check-in' },
    },
  },
  UnprocessableError: {
    description:
      'A 422: a validation failure (`validation_failed` with `errors` by field) or a business rule (`RuleError`)',
    anyOf: [{ $ref: '#/components/schemas/ValidationError' }, { $ref: '#/components/schemas/RuleError' }],
  },
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed request',
  401: 'Missing or invalid token',
  403: 'Missing permission or inactive organization',
  404: 'Unknown record',
  409: 'A rule of the record refused it (see `code`), or a request with this Idempotency-Key is still being processed',
  413: 'The request body is too large',
  415: 'The request body is in an encoding the server does not accept',
  422: 'Validation failure or business rule',
  429: 'Rate limited',
  502: 'Provider unreachable',
  503: 'Could not be started now; nothing was billed or stored (retry after Retry-After where given)',
  504: 'Provider outcome not known yet',
};

/** The `Idempotency-Key` request header (IETF draft "The Idempotency-Key HTTP Header Field"). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    '1–255 printable ASCII characters, quoted or bare, unique per request of the organization. The same key with the same ' +
    'body within 24 h replays the first answer with `Idempotent-Replayed: true` and does nothing again (nor counts against the rate ' +
    'limit); with another body 422; while the first is running 409. A 429, 502 or 503 answer releases the key for a retry.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** Set on an answer replayed for a repeated Idempotency-Key. */
const REPLAYED_HEADER = {
  'Idempotent-Replayed': {
    description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
};

/** Sent with every 429. */
const RETRY_AFTER_HEADER = {
  'Retry-After': {
    description: 'Whole seconds until the request may be accepted again',
    schema: { type: 'integer', minimum: 1 },
  },
};

const API_KEY_DESCRIPTION =
  'An API key from POST /api-keys (`tzk_` and 43 characters), sent as `Authorization: Bearer tzk_…`. It acts for its ' +
  'organization with its own permissions (never more than its creator holds), as a member: operations for role admin ' +
  'only, and those for a signed-in person (`security` lists only bearerAuth), answer it 403.';

/** Sent with every answer of a rate-limited operation given after the limit was taken (IETF draft "RateLimit header fields for HTTP"). */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': {
    description: "Requests allowed per rolling minute (the organization's send budget, shared by the send endpoints)",
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Remaining': {
    description: 'Requests left in the window after this one; 0 with a 429',
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Reset': {
    description: 'Whole seconds until the oldest request of the window stops counting (1 to 60)',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** The headers of one answer: the rate limit's on all but 401/403, which are given before the limit is taken. */
function responseHeaders(op: Operation, status: number): Record<string, unknown> | undefined {
  const headers = {
    ...(op.rateLimited && status !== 401 && status !== 403 ? RATE_LIMIT_HEADERS : {}),
    ...(op.idempotent && status < 300 ? REPLAYED_HEADER : {}),
    ...(status === 429 || status === 503 ? RETRY_AFTER_HEADER : {}),
  };
  return Object.keys(headers).length > 0 ? headers : undefined;
}

function queryParameters(op: Operation) {
  // Path parameters are record ids, except a callback URL's secret token and an opt-out's phone number.
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1]!,
    in: 'path',
    required: true,
    schema: { type: ['token', 'phone'].includes(m[1]!) ? 'string' : 'integer' },
  }));
  const schema = op.query ? yupToJsonSchema(op.query) : undefined;
  const props = (schema?.properties ?? {}) as Record<string, unknown>;
  return [
    ...pathParams,
    ...Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: false, schema: s })),
  ];
}

/** `posts` → `post`, `batches` → `batch`, `deliveries` → `delivery`: a collection named by one of its ids. */
const singular = (word: string): string =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : /(ch|sh|ss|x)es$/.test(word)
      ? word.slice(0, -2)
      : word.replace(/s$/, '');

const pascal = (word: string): string =>
  word
    .split(/[-_.]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/**
 * The stable camelCase operationId, from method and path: `GET /events/{event_id}/invitees/{invitee_id}` →
 * `getEventInvitee`. A segment followed by an id is singular; a non-plural one keeps the parameter's name
 * (`POST /webhooks/delivery/{token}` → `postWebhooksDeliveryByToken`).
 */
export function operationId(op: Pick<Operation, 'method' | 'path'>): string {
  const segments = op.path.split('/').filter(Boolean);
  const words = segments.flatMap((segment, i) => {
    if (segment.startsWith('{')) return [];
    const next = segments[i + 1]?.match(/^\{(\w+)\}$/)?.[1];
    if (!next) return [pascal(segment)];
    const one = singular(segment);
    return one === segment ? [pascal(segment), `By${pascal(next)}`] : [pascal(one)];
  });
  return op.method + words.join('');
}

/**
 * Under one event, a committee role counts as the permissions it grants (api/events/event-access.ts): said on each
 * operation there, so a reader of `x-permissions` knows a treasurer, usher or viewer may call it on their event.
 */
function committeeNote(op: Operation): string {
  if (!op.path.startsWith('/events/{event_id}')) return '';
  const roles = COMMITTEE_ROLES.filter((role) =>
    COMMITTEE_ROLE_PERMISSIONS[role].some((p) => op.permission!.includes(p)),
  );
  return roles.length === 0 ? '' : `; on this event also a committee ${roles.join(' or ')} (issue 34 §6)`;
}

/** A file answers its content type; a JSON answer must name its schema (there is no untyped success). */
function successContent(op: Operation, components: SchemaComponents): Record<string, unknown> {
  if (op.success.contentType) return { [op.success.contentType]: {} };
  if (!op.success.schema) throw new Error(`${op.method.toUpperCase()} ${op.path}: a JSON success needs its schema`);
  return { 'application/json': { schema: components.reference(op.success.schema) } };
}

function describeOperation(op: Operation, components: SchemaComponents) {
  // A request of any operation can carry a malformed, oversized or strangely encoded body: the server answers that
  // 400, 413 or 415 before the route runs.
  const errors = [
    ...new Set([
      ...(op.public ? [] : [401, 403]),
      400,
      413,
      415,
      // A query string is validated: a value it refuses is a 422.
      ...(op.query ? [422] : []),
      ...(op.errors ?? []),
      ...(op.idempotent ? [400, 409, 422] : []),
    ]),
  ];
  const successHeaders = responseHeaders(op, op.success.status);
  const links = createdLinks(op, operations, operationId);
  const responses: Record<string, unknown> = {
    [op.success.status]: {
      description: op.success.description,
      ...(successHeaders ? { headers: successHeaders } : {}),
      ...(links ? { links } : {}),
      ...(op.success.status === 204 ? {} : { content: successContent(op, components) }),
    },
  };
  for (const also of op.success.also ?? [])
    responses[also.status] = { ...(responses[op.success.status] as object), description: also.description };
  // A page for a browser (the payment return page) answers its errors as a page too.
  const htmlPage = op.success.contentType === 'text/html';
  for (const status of errors) {
    // A 409 may carry the fields that explain it (a card already admitted says when and at which door).
    const ref = status === 422 ? 'UnprocessableError' : status === 409 ? 'RuleError' : 'Error';
    const headers = responseHeaders(op, status);
    responses[status] = {
      description: ERROR_TEXT[status] ?? 'Error',
      ...(headers ? { headers } : {}),
      content: htmlPage
        ? { 'text/html': {} }
        : { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
    };
  }
  const requestBody = op.upload
    ? {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
          },
        },
      }
    : op.body
      ? { required: true, content: { 'application/json': { schema: yupToJsonSchema(op.body) } } }
      : undefined;
  return {
    operationId: operationId(op),
    tags: [op.tag],
    summary: op.summary,
    // Also machine-readable: the generated permission test (test/api/permissions.test.ts) reads it.
    ...(op.permission
      ? {
          description: `Permission: ${op.permission.join(' or ')}${committeeNote(op)}`,
          'x-permissions': op.permission,
        }
      : {}),
    ...(op.public ? { security: [] } : op.sessionOnly ? { security: [{ bearerAuth: [] }] } : {}),
    parameters: [...queryParameters(op), ...(op.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : [])],
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every REST path, served at /openapi.json. */
export function buildOpenApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components = new SchemaComponents();
  for (const op of operations) (paths[op.path] ??= {})[op.method] = describeOperation(op, components);
  const webhooks = describeWebhooks(components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Messaging platform API',
      version: '1.0.0',
      description: 'SMS, contacts, credits and events for organizations in Tanzania.',
      // As package.json's UNLICENSED: not open source. SPDX has no id for that; `LicenseRef-` is its form for a custom one.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: `${serverUrl}/api` }],
    security: [{ bearerAuth: [] }, { apiKey: [] }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A session token from /login' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'tzk_…',
          description: API_KEY_DESCRIPTION,
        },
      },
      schemas: { ...components.schemas, ...errorSchemas },
    },
    paths,
    webhooks,
  };
}
