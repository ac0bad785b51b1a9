import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';

/** Paths whose exact request bytes a handler needs: the chat webhook's signature covers them, not re-serialised JSON. */
const RAW_BODY_PATHS = ['/api/webhooks/chat'];

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The JSON body as received, on RAW_BODY_PATHS only. */
      rawBody?: Buffer;
    }
  }
}

/**
 * Whether the URL is one of RAW_BODY_PATHS in any spelling a router could take for it (any case, a trailing slash):
 * routing is strict and case-sensitive, but the bytes are kept for every spelling that might reach a handler anyway.
 */
function wantsRawBody(url: string): boolean {
  const query = url.indexOf('?');
  const path = (query === -1 ? url : url.slice(0, query)).toLowerCase().replace(/\/+$/, '');
  return RAW_BODY_PATHS.includes(path);
}

/** `express.json({ verify })` hook: keeps the parsed body's bytes for the paths that need them, and for no other. */
export function keepRawBody(req: IncomingMessage, _res: unknown, buffer: Buffer): void {
  if (wantsRawBody(req.url ?? '')) (req as Request).rawBody = buffer;
}

/**
 * The bytes of the body: empty when the request had none (or none in JSON); null when a body was parsed but its
 * bytes were not kept, which no signature can be checked against (a handler must refuse it, not sign nothing).
 */
export const rawBodyOf = (req: Request): Buffer | null =>
  req.rawBody ?? (req.body === undefined ? Buffer.alloc(0) : null);
