/**
 * Who each bearer token belongs to, kept per API process so that a request costs no database round trip. An entry
 * is trusted only while the process's `auth_changed` listener is current (infra/pg-listener.ts): every
 * revocation, password change, user or organization change notifies it on commit (migration
 * auth-change-notifications), so a change reaches every process within a second; when the listener is not
 * current, every request asks the database as before.
 */
import { startPgListener, type PgListener } from '../../../infra/pg-listener';
import type { Logger } from '../../../infra/logger';
import type { AuthContext } from './auth-context';

interface Entry {
  auth: AuthContext;
  /** When the token or API key expires (the earlier of its JWT `exp` and its row). */
  expiresAtMs: number;
  /** When this entry is re-read from the database anyway (a bound on anything a notification could miss). */
  staleAtMs: number;
}

/** A reading of the cache's generation, taken before a database lookup (see `store`). */
export type CacheGeneration = number;

export interface AuthCache {
  lookup(token: string): AuthContext | undefined;
  generation(): CacheGeneration;
  /** Keeps an answer read from the database, unless a change was notified since `readAt` (then it may be stale). */
  store(token: string, auth: AuthContext, expiresAtMs: number, readAt: CacheGeneration): void;
  /**
   * Forgets everything at once: called by this process right after it committed a change of its own (a logout, a
   * role change), so that its own next request never waits for the notification.
   */
  forgetAll(): void;
  stop(): Promise<void>;
}

const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 60_000;

/**
 * The keys a notification payload (`token:<id>`, `api_key:<id>`, `user:<id>`, `tenant:<id>`, `admin:<id>`) names an
 * entry by. An API key's entry is named by its creator too: a key holds no more than its creator does.
 */
function keysOf(auth: AuthContext): string[] {
  if (auth.kind === 'super_admin') return [`token:${auth.tokenId}`, `admin:${auth.admin.id}`];
  const credential = auth.apiKeyId !== null ? `api_key:${auth.apiKeyId}` : `token:${auth.tokenId}`;
  return [credential, `user:${auth.user.id}`, `tenant:${auth.tenantId}`];
}

export function createAuthCache(options: { databaseUrl: string; logger: Logger }): AuthCache {
  const entries = new Map<string, Entry>();
  let changes = 0;
  let pending = new Set<string>();
  const forgetAll = () => {
    changes += 1;
    entries.clear();
  };
  const forget = () => {
    const names = pending;
    pending = new Set();
    for (const [token, entry] of entries) if (keysOf(entry.auth).some((key) => names.has(key))) entries.delete(token);
  };
  const listener: PgListener = startPgListener({
    databaseUrl: options.databaseUrl,
    channel: 'auth_changed',
    logger: options.logger,
    onNotify(payload) {
      changes += 1;
      // A burst (an organization's users deleted together) is applied in one pass over the cache.
      if (pending.size === 0) setImmediate(forget);
      pending.add(payload);
    },
    onReset: () => forgetAll(),
  });
  return {
    lookup(token) {
      if (pending.size > 0) forget();
      const entry = entries.get(token);
      if (!entry) return undefined;
      const now = Date.now();
      if (now >= entry.expiresAtMs || now >= entry.staleAtMs || !listener.isCurrent()) return undefined;
      return entry.auth;
    },
    generation: () => changes,
    store(token, auth, expiresAtMs, readAt) {
      if (readAt !== changes || !listener.isCurrent()) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(token, { auth, expiresAtMs, staleAtMs: Date.now() + MAX_AGE_MS });
    },
    forgetAll,
    stop: () => listener.stop(),
  };
}

/** For callers without a listener (one-off scripts): never caches. */
export const noAuthCache: AuthCache = {
  lookup: () => undefined,
  generation: () => 0,
  store: () => undefined,
  forgetAll: () => undefined,
  stop: async () => undefined,
};
