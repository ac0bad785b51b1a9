import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../clients/typescript/src';
import { unwrap } from '../data/errors';
import { useSession } from '../accounts/session';

export type Settings = components['schemas']['Settings'];
export type SettingsChange = operations['patchSettings']['requestBody']['content']['application/json'];
export type SenderId = components['schemas']['SenderId'];
export type OptOut = components['schemas']['OptOut'];
export type OptOutChannel = NonNullable<OptOut['channel']>;

/** GET /settings: the organisation's settings (the low-balance thresholds among them); any user may read them. */
export function useSettings() {
  const { api } = useSession();
  return useQuery({ queryKey: ['settings'], queryFn: async () => unwrap(await api.GET('/settings')).data });
}

/** PATCH /settings (organisation admins): changes only the fields given; the answer is the settings as they are now. */
export function useSaveSettings() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SettingsChange) => unwrap(await api.PATCH('/settings', { body })).data,
    onSuccess: (settings) => queryClient.setQueryData(['settings'], settings),
  });
}

/** GET /sender-ids: the organisation's sender id requests, newest first (one page: an organisation has a few). */
export function useSenderIds() {
  const { api } = useSession();
  return useQuery({
    queryKey: ['sender-ids'],
    queryFn: async () => unwrap(await api.GET('/sender-ids', { params: { query: { per_page: 100 } } })).data,
  });
}

/** POST /sender-ids (organisation admins): a request, pending until a platform admin approves it. */
export function useRequestSenderId() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (senderId: string) =>
      unwrap(await api.POST('/sender-ids', { body: { sender_id: senderId } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sender-ids'] }),
  });
}

export const OPT_OUTS_PER_PAGE = 20;

/** GET /opt-outs (permission `opt_outs.view`): numbers that receive nothing, newest first; `phone` matches part of one. */
export function useOptOuts(phone: string, page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['opt-outs', { phone, page }],
    queryFn: async () =>
      unwrap(
        await api.GET('/opt-outs', {
          params: { query: { page, per_page: OPT_OUTS_PER_PAGE, ...(phone ? { phone } : {}) } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /opt-outs (permission `opt_outs.add`): one channel, or every channel when `channel` is null. */
export function useAddOptOut() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { phone: string; channel: OptOutChannel | null }) =>
      unwrap(await api.POST('/opt-outs', { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['opt-outs'] }),
  });
}

/** DELETE /opt-outs/{phone} (permission `opt_outs.delete`): the entry of that channel (`all`: the every-channel one). */
export function useRemoveOptOut(optOut: OptOut) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.DELETE('/opt-outs/{phone}', {
          params: { path: { phone: optOut.phone }, query: { channel: optOut.channel ?? 'all' } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['opt-outs'] }),
  });
}
