import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyInput = operations['postApiKeys']['requestBody']['content']['application/json'];

const KEYS_PER_PAGE = 100;

/** GET /api-keys (organisation admins): the unrevoked keys, never the keys themselves. */
export function useApiKeys() {
  const { api } = useSession();
  return useQuery({
    queryKey: ['api-keys'],
    queryFn: async () => unwrap(await api.GET('/api-keys', { params: { query: { per_page: KEYS_PER_PAGE } } })).data,
  });
}

/** POST /api-keys: the answer holds the key, shown this once. */
export function useCreateApiKey() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApiKeyInput) => unwrap(await api.POST('/api-keys', { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}

/** DELETE /api-keys/{id}: every API process refuses the key within a second. */
export function useRevokeApiKey(id: number) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await api.DELETE('/api-keys/{api_key_id}', { params: { path: { api_key_id: id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
}
