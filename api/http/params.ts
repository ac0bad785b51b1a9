import type { Request } from 'express';
import { notFound } from './errors/errors';

/** A numeric route id; anything else (or beyond int4) is simply not a record of ours: 404. */
export function idParam(req: Request, name: string): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}
