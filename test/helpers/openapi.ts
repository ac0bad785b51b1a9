import axios from 'axios';
import { testEnv } from './env';

/** The JSON Schema subset api/http/openapi/yup-to-json-schema.ts writes. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
}

/** One operation of /openapi.json, as the generated tests need it. */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path relative to /api, e.g. `/contacts/{contact_id}`. */
  path: string;
  /** `POST /contacts/{contact_id}`: how the tests name it. */
  name: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  /** The JSON request body's schema. */
  body?: JsonSchema;
  /** A multipart/form-data upload (`file`). */
  upload: boolean;
  /** Needs no token (`security: []`). */
  public: boolean;
  /** The permissions it requires, any one of them (`x-permissions`); empty: any user of the organization. */
  permissions: string[];
  /** The status of its success answer for a fresh valid request. */
  successStatus: number;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
  'x-permissions'?: string[];
  responses: Record<string, unknown>;
}

/**
 * The status a fresh valid request answers: the one 2xx declared, or 201 where an idempotent create also declares
 * 200 for a record that was already there (`POST /opt-outs`).
 */
function successStatus(statuses: string[]): number {
  const successes = statuses.filter((status) => status.startsWith('2'));
  return Number(successes.includes('201') ? '201' : successes[0]);
}

/** Every operation the running API documents at /openapi.json. */
export async function readApiOperations(): Promise<ApiOperation[]> {
  const res = await axios.get<{ paths: Record<string, Record<string, OpenApiOperation>> }>(
    `${testEnv().baseUrl}/openapi.json`,
  );
  return Object.entries(res.data.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method as ApiOperation['method'],
      path,
      name: `${method.toUpperCase()} ${path}`,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
      body: op.requestBody?.content['application/json']?.schema,
      upload: op.requestBody?.content['multipart/form-data'] !== undefined,
      public: Array.isArray(op.security) && op.security.length === 0,
      permissions: op['x-permissions'] ?? [],
      successStatus: successStatus(Object.keys(op.responses)),
    })),
  );
}

/** The request path with its parameters filled in (`/contacts/{contact_id}` → `/contacts/12`). */
export const fillPath = (op: ApiOperation, ids: Record<string, string | number>): string =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(ids[name])));
