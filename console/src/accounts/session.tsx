import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../clients/typescript/src';
import { createConsoleClient } from '../data/client';
import { forgetToken, readToken, storeToken } from './token-storage';
import { forgetCaller } from './caller-storage';

interface Session {
  /** The typed client, with the session's token when signed in. */
  api: ApiClient;
  signedIn: boolean;
  /** Whether the last session ended by a 401 rather than by signing out. */
  expired: boolean;
  signIn(token: string): void;
  /** Forgets the token here (the caller revokes it first with POST /logout when it can). */
  signOut(options?: { expired?: boolean }): void;
}

const SessionContext = createContext<Session | null>(null);

/** Holds the session token and the client that uses it; a 401 on a signed-in call ends the session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readToken);
  const [expired, setExpired] = useState(false);

  const signOut = useCallback(
    (options: { expired?: boolean } = {}) => {
      forgetToken();
      forgetCaller();
      setToken(null);
      setExpired(options.expired ?? false);
      queryClient.clear(); // the next person on this phone sees nothing of the last one's data
    },
    [queryClient],
  );
  const signIn = useCallback((next: string) => {
    storeToken(next);
    setExpired(false);
    setToken(next);
  }, []);
  const api = useMemo(() => createConsoleClient(token, () => signOut({ expired: true })), [token, signOut]);

  const session = useMemo(
    () => ({ api, signedIn: token !== null, expired, signIn, signOut }),
    [api, token, expired, signIn, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session (inside SessionProvider). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
