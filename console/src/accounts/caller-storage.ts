import type { components } from '../../../clients/typescript/src';
import { readToken } from './token-storage';

type Caller = components['schemas']['Caller'];

const STORAGE_KEY = 'console.caller';

/**
 * The last GET /me this device received, kept beside the session's token so that a page reloaded without network
 * (an usher at the door) still knows who is signed in and what they may do. It is kept only for the token it was
 * read with: another sign-in on this phone never starts from the previous person's permissions.
 */
export function storedCaller(): Caller | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { token: string; caller: Caller } | null;
    if (kept === null || kept.token !== readToken()) return undefined;
    // A copy from an older build may lack what this one reads: then it is no copy at all, and /me is awaited.
    const { permissions, event_roles } = kept.caller as Partial<Caller>;
    return Array.isArray(permissions) && Array.isArray(event_roles) ? kept.caller : undefined;
  } catch {
    return undefined;
  }
}

export const storeCaller = (caller: Caller): void => {
  const token = readToken();
  if (token !== null) localStorage.setItem(STORAGE_KEY, JSON.stringify({ token, caller }));
};

export const forgetCaller = (): void => localStorage.removeItem(STORAGE_KEY);
