import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';

export type Group = components['schemas']['Group'];
export interface GroupInput {
  name: string;
  description?: string | null;
}

/** Members shown a page at a time. */
export const MEMBERS_PER_PAGE = 20;

/** GET /groups (permission `groups.view`): every group with its count of contacts. */
export function useGroups() {
  const { api } = useSession();
  return useQuery({ queryKey: ['groups'], queryFn: async () => unwrap(await api.GET('/groups')).data });
}

/** GET /groups/{id}. */
export function useGroup(id: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['groups', id],
    queryFn: async () => unwrap(await api.GET('/groups/{group_id}', { params: { path: { group_id: id } } })).data,
  });
}

/** GET /groups/{id}/contacts: a page of the group's members. */
export function useGroupMembers(id: number, page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['groups', id, 'members', page],
    queryFn: async () =>
      unwrap(
        await api.GET('/groups/{group_id}/contacts', {
          params: { path: { group_id: id }, query: { page, per_page: MEMBERS_PER_PAGE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Groups and contacts (which show their groups) are read again after a change. */
function useGroupsChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['groups'] });
    await queryClient.invalidateQueries({ queryKey: ['contacts'] });
  };
}

/** POST /groups, or PUT /groups/{id} when renaming `id` (permissions `groups.add` / `groups.edit`). */
export function useSaveGroup(id: number | null) {
  const { api } = useSession();
  const changed = useGroupsChanged();
  return useMutation({
    mutationFn: async (body: GroupInput) =>
      id === null
        ? unwrap(await api.POST('/groups', { body })).data
        : unwrap(await api.PUT('/groups/{group_id}', { params: { path: { group_id: id } }, body })).data,
    onSuccess: changed,
  });
}

/** DELETE /groups/{id} (permission `groups.delete`): its contacts remain. */
export function useDeleteGroup(id: number) {
  const { api } = useSession();
  const changed = useGroupsChanged();
  return useMutation({
    mutationFn: async () => unwrap(await api.DELETE('/groups/{group_id}', { params: { path: { group_id: id } } })),
    onSuccess: changed,
  });
}

/** POST or DELETE /groups/{id}/contacts (permission `groups.manage_contacts`): adds or removes members. */
export function useGroupMembership(id: number) {
  const { api } = useSession();
  const changed = useGroupsChanged();
  const params = { path: { group_id: id } };
  return {
    add: useMutation({
      mutationFn: async (contactIds: number[]) =>
        unwrap(await api.POST('/groups/{group_id}/contacts', { params, body: { contact_ids: contactIds } })),
      onSuccess: changed,
    }),
    remove: useMutation({
      mutationFn: async (contactIds: number[]) =>
        unwrap(await api.DELETE('/groups/{group_id}/contacts', { params, body: { contact_ids: contactIds } })),
      onSuccess: changed,
    }),
  };
}
