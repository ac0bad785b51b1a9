import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A secret generated once and kept under the data folder, so tokens and passwords survive restarts of `npm start`. */
export function persistentSecret(dataDir: string, name: string, bytes = 32): { value: string; created: boolean } {
  const file = path.join(dataDir, name);
  const created = !existsSync(file);
  if (created) writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600 });
  return { value: readFileSync(file, 'utf8').trim(), created };
}

/** What the start banner may say about the platform admin's password. */
export interface SuperAdminNotice {
  email: string | undefined;
  /** Only a password `npm start` generated just now: shown once, never one the operator set. */
  generatedPassword?: string;
  /** Where a generated password is kept. */
  passwordFile?: string;
}

/**
 * Fills in the platform admin of `npm start` when the operator named none: admin@platform.local with a password
 * generated once into the data folder. Returns what the banner may print.
 */
export function defaultSuperAdmin(env: NodeJS.ProcessEnv, dataDir: string): SuperAdminNotice {
  if (env.SUPERADMIN_EMAIL) return { email: env.SUPERADMIN_EMAIL };
  env.SUPERADMIN_EMAIL = 'admin@platform.local';
  if (env.SUPERADMIN_PASSWORD) return { email: env.SUPERADMIN_EMAIL };
  const secret = persistentSecret(dataDir, 'superadmin-password', 12);
  env.SUPERADMIN_PASSWORD = secret.value;
  const passwordFile = path.join(dataDir, 'superadmin-password');
  return { email: env.SUPERADMIN_EMAIL, passwordFile, ...(secret.created ? { generatedPassword: secret.value } : {}) };
}
