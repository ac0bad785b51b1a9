export interface TenantUserAuth {
  kind: 'user';
  /** The session token's id; null when an API key authenticated the request. */
  tokenId: string | null;
  /**
   * The API key that authenticated the request, or null for a session token. With a key, `user` is the admin who
   * created it (audit fields name it) with role `member` and the key's permissions.
   */
  apiKeyId: number | null;
  tenantId: number;
  user: { id: number; name: string; email: string; role: 'admin' | 'member'; permissions: string[] };
  tenant: { id: number; name: string; slug: string };
}

export interface SuperAdminAuth {
  kind: 'super_admin';
  tokenId: string;
  admin: { id: number; name: string; email: string };
}

export type AuthContext = TenantUserAuth | SuperAdminAuth;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthContext;
      id: string;
    }
  }
}
