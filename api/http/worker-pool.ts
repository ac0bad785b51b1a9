import path from 'node:path';
import { AppError } from './errors/errors';

/**
 * What the API's piscina pools share (uploads: api/contacts/imports/parse-pool.ts; entry cards:
 * api/events/cards/card-renderer.ts): their settings from the environment, their thread's file, and the 503 a full
 * queue answers.
 */

/** Seconds a client told "busy" waits before trying again. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** A whole-number setting from `min` to `max`, `fallback` when unset; anything else stops the process at start. */
export function envInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  const value = text === undefined || text === '' ? fallback : Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return value;
}

/**
 * A pool's thread file `<name>.ts` beside `callerFile` under tsx (the API, the tests), `<name>.js` once compiled. A
 * thread does not inherit a loader registered through mocha's `require`, so tsx is named, by its path (a bare
 * `--require tsx/cjs` would be resolved from the working directory).
 */
export function threadFile(callerFile: string, name: string): { filename: string; execArgv: string[] } {
  const extension = path.extname(callerFile);
  const filename = path.join(path.dirname(callerFile), `${name}${extension}`);
  return { filename, execArgv: extension === '.ts' ? ['--require', require.resolve('tsx/cjs')] : [] };
}

/** 503 `server_busy` with Retry-After: the pool's queue is full. */
export const serverBusy = (message: string): AppError =>
  new AppError(503, 'server_busy', message, {}, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
