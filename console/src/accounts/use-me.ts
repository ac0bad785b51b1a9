import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../clients/typescript/src';
import { unwrap } from '../data/errors';
import { useSession } from './session';

export type Caller = components['schemas']['Caller'];
export type Permission = components['schemas']['Permission'];

/** GET /me: who is signed in, their organisation and permissions (what the navigation shows). */
export function useMe() {
  const { api, signedIn } = useSession();
  return useQuery({
    queryKey: ['me'],
    queryFn: async () => unwrap(await api.GET('/me')),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** Whether the caller holds `permission` (an admin holds every one). */
export const can = (caller: Caller | undefined, permission: Permission): boolean =>
  caller !== undefined && (caller.user.role === 'admin' || caller.permissions.includes(permission));
