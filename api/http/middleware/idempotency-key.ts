/**
 * Reading an `Idempotency-Key` request and what identifies it. The draft makes the field a Structured Field String
 * (`Idempotency-Key: "8e03978e-…"`); the bare form most clients send (`Idempotency-Key: 8e03978e-…`) is taken too,
 * and both name the same key.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { badRequest } from '../errors/errors';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const MAX_KEY_LENGTH = 255;
/** Deeper bodies are no request of ours (validation refuses them too); the fingerprint walk stops there. */
const MAX_BODY_DEPTH = 64;

const QUOTED = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;
const BARE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

const invalidKey = () =>
  badRequest(
    `The Idempotency-Key header must be 1 to ${MAX_KEY_LENGTH} printable ASCII characters, sent once.`,
    'invalid_idempotency_key',
  );

/** The request's key; undefined without the header; 400 for a malformed, empty, too long or repeated one. */
export function readIdempotencyKey(req: Request): string | undefined {
  const values = req.headersDistinct[IDEMPOTENCY_KEY_HEADER];
  if (!values) return undefined;
  if (values.length !== 1) throw invalidKey();
  const raw = values[0]!.trim();
  const quoted = QUOTED.exec(raw);
  // A value that opens a quote must be a whole Structured Field String; any other printable value is a bare key.
  const key = raw.startsWith('"') ? quoted?.[1]!.replace(/\\(["\\])/g, '$1') : BARE.test(raw) ? raw : undefined;
  if (key === undefined || key.length === 0 || key.length > MAX_KEY_LENGTH) throw invalidKey();
  return key;
}

/** JSON with object keys sorted, so two bodies that differ only in key order or spacing are the same request. */
function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_BODY_DEPTH) throw badRequest('The request body is nested too deeply.');
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k], depth + 1)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests under one key the same request: the user, method, path and JSON body. */
export function requestFingerprint(req: Request, userId: number): string {
  const path = req.originalUrl.split('?')[0];
  return createHash('sha256')
    .update(`${userId}\n${req.method}\n${path}\n${canonicalJson(req.body)}`)
    .digest('hex');
}
