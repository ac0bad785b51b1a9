export interface TenantUserAuth {
  kind: 'user';
  tokenId: string;
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
