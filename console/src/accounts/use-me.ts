import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../clients/typescript/src';
import { unwrap } from '../data/errors';
import { useSession } from './session';
import { storeCaller, storedCaller } from './caller-storage';

export type Caller = components['schemas']['Caller'];
export type Permission = components['schemas']['Permission'];

/**
 * GET /me: who is signed in, their organisation and permissions (what the navigation shows). It starts from the copy
 * this device kept (caller-storage.ts), marked stale so that it is asked again at once: without network the page still
 * opens with what the caller could do when last seen.
 */
export function useMe() {
  const { api, signedIn } = useSession();
  return useQuery({
    queryKey: ['me'],
    queryFn: async () => {
      const caller = unwrap(await api.GET('/me'));
      storeCaller(caller);
      return caller;
    },
    initialData: storedCaller,
    initialDataUpdatedAt: 0,
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** Whether the caller holds `permission` (an admin holds every one). */
export const can = (caller: Caller | undefined, permission: Permission): boolean =>
  caller !== undefined && (caller.user.role === 'admin' || caller.permissions.includes(permission));
