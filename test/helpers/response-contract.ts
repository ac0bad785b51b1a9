import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { AxiosResponse } from 'axios';
import { buildOpenApiDocument } from '../../api/http/openapi/document';

/**
 * Every answer the tests receive from /api is held to /openapi.json by the test client itself
 * (test/helpers/tenant.ts `apiClient`): its status must be declared for the operation, its content type must be the
 * declared one, and a JSON body must satisfy the declared schema. So a presenter or route that drifts from the
 * document fails whichever test exercised it, with the operation, status and the schema's complaint in the message.
 */

interface DocResponse {
  content?: Record<string, { schema?: unknown }>;
}
interface DocOperation {
  responses: Record<string, DocResponse>;
}
type Document = ReturnType<typeof buildOpenApiDocument> & {
  paths: Record<string, Record<string, DocOperation>>;
};

interface Route {
  template: string;
  pattern: RegExp;
  /** Fewer parameters first: `/contacts/import` wins over `/contacts/{contact_id}`. */
  params: number;
  methods: Record<string, DocOperation>;
}

interface Contract {
  routes: Route[];
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}

let contract: Contract | undefined;

function load(): Contract {
  const document = buildOpenApiDocument('http://localhost') as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components });
  const routes = Object.entries(document.paths)
    .map(([template, methods]) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
      params: (template.match(/\{/g) ?? []).length,
      methods,
    }))
    .sort((a, b) => a.params - b.params);
  return { routes, ajv, validators: new Map() };
}

/** `#/components/…` read from the document registered as `openapi`. */
const rebase = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));

function validator(c: Contract, key: string, schema: unknown): ValidateFunction {
  let validate = c.validators.get(key);
  if (!validate) {
    validate = c.ajv.compile(rebase(schema) as object);
    c.validators.set(key, validate);
  }
  return validate;
}

/** The path relative to /api, without query; undefined for anything outside it. */
function apiPath(res: AxiosResponse): string | undefined {
  // Node's ClientRequest path: what was really sent, `/api/messages?page=2`.
  const sent = (res.request as { path?: string } | undefined)?.path;
  if (sent === undefined) return undefined;
  const full = new URL(sent, 'http://x').pathname;
  return full.startsWith('/api/') ? full.slice(4) : undefined;
}

/** The reasons this answer breaks the document, or an empty list. */
export function contractViolations(res: AxiosResponse): string[] {
  const path = apiPath(res);
  const method = (res.config.method ?? 'get').toLowerCase();
  if (path === undefined) return [];
  contract ??= load();
  // The most literal path first, as the router matches: `GET /contacts/bulk` is bulk's 405, not a contact's read.
  const route = contract.routes.find((r) => r.pattern.test(path));
  const op = route?.methods[method];
  // A path or method the document does not have is the router's 404/405, checked by their own tests.
  if (!route || !op) return [];
  const declared = op.responses[String(res.status)];
  const name = `${method.toUpperCase()} ${route.template} → ${res.status}`;
  if (!declared) return [`${name}: status not declared (declared: ${Object.keys(op.responses).join(', ')})`];
  const mediaTypes = Object.keys(declared.content ?? {});
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (mediaTypes.length === 0) return type === '' ? [] : [`${name}: a body (${type}) where none is declared`];
  if (!mediaTypes.includes(type))
    return [`${name}: content type ${type || '(none)'}, declared ${mediaTypes.join(', ')}`];
  const schema = declared.content?.[type]?.schema;
  if (type !== 'application/json' || schema === undefined) return [];
  const validate = validator(contract, `${method} ${route.template} ${res.status}`, schema);
  if (validate(res.data)) return [];
  return [
    `${name}: body breaks the schema: ${contract.ajv.errorsText(validate.errors, { separator: '; ' })}` +
      ` — body: ${JSON.stringify(res.data).slice(0, 400)}`,
  ];
}

/** The axios response interceptor: an answer that breaks the document fails the request (and so the test). */
export function checkResponseContract(res: AxiosResponse): AxiosResponse {
  const violations = contractViolations(res);
  if (violations.length > 0) throw new Error(`Response breaks /openapi.json: ${violations.join(' | ')}`);
  return res;
}
