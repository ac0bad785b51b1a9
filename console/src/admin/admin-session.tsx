import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createAdminClient, type AdminClient } from './trpc';

/** The admin console's own key: a platform admin's session is never the organisers' console's. */
const STORAGE_KEY = 'admin.session';

interface AdminSession {
  token: string | null;
  /** The tRPC client with the session's token (null when signed out). */
  trpc: AdminClient | null;
  signIn(token: string): void;
  signOut(): void;
}

const AdminSessionContext = createContext<AdminSession | null>(null);

/** Holds the platform admin's token (on this device) and the tRPC client that uses it; a 401 ends the session. */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => localStorage.getItem(STORAGE_KEY));
  const signIn = useCallback((next: string) => {
    localStorage.setItem(STORAGE_KEY, next);
    setToken(next);
  }, []);
  const signOut = useCallback(() => {
    localStorage.removeItem(STORAGE_KEY);
    setToken(null);
    queryClient.clear();
  }, [queryClient]);
  const trpc = useMemo(() => (token ? createAdminClient(token, signOut) : null), [token, signOut]);
  const session = useMemo(() => ({ token, trpc, signIn, signOut }), [token, trpc, signIn, signOut]);
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession outside AdminSessionProvider');
  return session;
}

/** The signed-in tRPC client (inside the signed-in screens). */
export function useTrpc(): AdminClient {
  const { trpc } = useAdminSession();
  if (!trpc) throw new Error('useTrpc while signed out');
  return trpc;
}
