import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { recordAccessToken, revokeAccessToken } from '../../db/accounts/access-tokens';
import { signAccessToken } from '../../infra/auth/jwt';

export interface TokenSettings {
  jwtSecret: string;
  tokenLifetimeSeconds: number;
}

export type TokenSubject = { kind: 'user'; userId: number } | { kind: 'super_admin'; adminId: number };

/** Issues a signed bearer token whose id (`jti`) is recorded, so logout can revoke it everywhere. */
export async function issueToken(
  sequelize: Sequelize,
  settings: TokenSettings,
  subject: TokenSubject,
): Promise<string> {
  const id = randomUUID();
  await recordAccessToken(sequelize, {
    id,
    userId: subject.kind === 'user' ? subject.userId : null,
    adminId: subject.kind === 'super_admin' ? subject.adminId : null,
    expiresAt: new Date(Date.now() + settings.tokenLifetimeSeconds * 1000),
  });
  return signAccessToken(settings.jwtSecret, {
    tokenId: id,
    typ: subject.kind,
    lifetimeSeconds: settings.tokenLifetimeSeconds,
    subject: subject.kind === 'user' ? `user:${subject.userId}` : `admin:${subject.adminId}`,
  });
}

/** Revokes a token (logout); every API process sees it on the next request. */
export const revokeToken = (sequelize: Sequelize, tokenId: string): Promise<void> =>
  revokeAccessToken(sequelize, tokenId);
