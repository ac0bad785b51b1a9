import type { AnySchema } from 'yup';
import type { TSchema } from '@sinclair/typebox';

/** One documented REST operation; paths use OpenAPI `{param}` syntax and are relative to /api. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  tag: string;
  summary: string;
  /** Required permission strings (any of); omitted: any authenticated user. */
  permission?: string[];
  public?: boolean;
  /** For a signed-in person only (a session token): an API key gets 403. */
  sessionOnly?: boolean;
  body?: AnySchema;
  query?: AnySchema;
  /** `multipart/form-data` upload with a `file` field. */
  upload?: boolean;
  /** Takes an `Idempotency-Key` header (api/http/middleware/idempotency.ts): documented with its 409 and replay header. */
  idempotent?: boolean;
  /** Counts against the tenant's send rate limit (api/messaging/rate-limit.ts): its answers carry the RateLimit headers. */
  rateLimited?: boolean;
  /**
   * The success answer. A JSON answer names its body's `schema` (api/http/openapi/response-schema.ts), built from the
   * same schema that types its presenter; a file (`contentType`) or an empty 204 has none.
   */
  success: {
    status: number;
    description: string;
    contentType?: string;
    schema?: TSchema;
    /** An idempotent create's status when the record was already there (200), with the same body. */
    existingStatus?: number;
  };
  errors?: number[];
}
