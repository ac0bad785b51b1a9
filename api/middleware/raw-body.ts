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

const wantsRawBody = (url: string): boolean => RAW_BODY_PATHS.some((path) => url === path || url.startsWith(`${path}?`));

/** `express.json({ verify })` hook: keeps the parsed body's bytes for the paths that need them, and for no other. */
export function keepRawBody(req: IncomingMessage, _res: unknown, buffer: Buffer): void {
  if (wantsRawBody(req.url ?? '')) (req as Request).rawBody = buffer;
}

/** The bytes of the body (empty when the request had none, or none in JSON). */
export const rawBodyOf = (req: Request): Buffer => req.rawBody ?? Buffer.alloc(0);
