import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';

export type ManagedUser = components['schemas']['ManagedUser'];
export type NewUser = operations['postUsers']['requestBody']['content']['application/json'];
/** A new user with its first password, or the changes to one (a password is never set there: a reset link is sent). */
export type UserInput = Omit<NewUser, 'password'> & { password?: string };

const USERS_PER_PAGE = 100;

/** GET /users (permission `users.view`): the organisation's people, with their role and permissions. */
export function useUsers() {
  const { api } = useSession();
  return useQuery({
    queryKey: ['users'],
    queryFn: async () => unwrap(await api.GET('/users', { params: { query: { per_page: USERS_PER_PAGE } } })),
  });
}

/** POST /users, or PUT /users/{id} when editing `id` (organisation admins; nobody grants what it does not hold). */
export function useSaveUser(id: number | null) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, ...changes }: UserInput) =>
      id === null
        ? unwrap(await api.POST('/users', { body: { ...changes, password: password ?? '' } })).data
        : unwrap(await api.PUT('/users/{user_id}', { params: { path: { user_id: id } }, body: changes })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

/** POST /users/{id}/password-reset: mails the user a link, as /forgot-password does. */
export function useSendPasswordReset(id: number) {
  const { api } = useSession();
  return useMutation({
    mutationFn: async () =>
      unwrap(await api.POST('/users/{user_id}/password-reset', { params: { path: { user_id: id } } })),
  });
}

/** DELETE /users/{id} (not yourself, not the last admin: the API explains a refusal). */
export function useDeleteUser(id: number) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.DELETE('/users/{user_id}', { params: { path: { user_id: id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
