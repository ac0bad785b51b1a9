import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';

export type Template = components['schemas']['Template'];
export type TemplateInput = operations['postTemplates']['requestBody']['content']['application/json'];

/** The placeholders the API fills in per contact when a template is sent. */
export const PLACEHOLDERS = ['{name}', '{phone}', '{email}'] as const;

export const TEMPLATES_PER_PAGE = 20;

/** GET /templates (permission `templates.view`): a page of templates, newest first (the API has no search). */
export function useTemplates(page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['templates', { page }],
    queryFn: async () =>
      unwrap(await api.GET('/templates', { params: { query: { page, per_page: TEMPLATES_PER_PAGE } } })),
    placeholderData: keepPreviousData,
  });
}

/** POST /templates, or PUT /templates/{id} when editing `id` (permissions `templates.add` / `templates.edit`). */
export function useSaveTemplate(id: number | null) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TemplateInput) =>
      id === null
        ? unwrap(await api.POST('/templates', { body })).data
        : unwrap(await api.PUT('/templates/{template_id}', { params: { path: { template_id: id } }, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['templates'] }),
  });
}

/** DELETE /templates/{id} (permission `templates.delete`). */
export function useDeleteTemplate(id: number) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await api.DELETE('/templates/{template_id}', { params: { path: { template_id: id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['templates'] }),
  });
}
