import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';

export type Contact = components['schemas']['Contact'];
export type ContactInput = operations['postContacts']['requestBody']['content']['application/json'];
export type ContactImport = components['schemas']['ContactImport'];
export type ImportKind = 'csv' | 'vcf';

/** A page of contacts at a time: enough for a phone's screen, and the API's search narrows the rest. */
export const CONTACTS_PER_PAGE = 20;

/** GET /contacts (permission `contacts.view`): a page of contacts matching `search`, with their groups. */
export function useContacts(search: string, page: number) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['contacts', { search, page }],
    queryFn: async () =>
      unwrap(
        await api.GET('/contacts', {
          params: { query: { page, per_page: CONTACTS_PER_PAGE, ...(search ? { search } : {}) } },
        }),
      ),
    placeholderData: keepPreviousData, // the list stays while the next page or search loads
  });
}

/** Whatever shows contacts or groups (their counts, their members) is read again after a change. */
function useContactsChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['contacts'] });
    await queryClient.invalidateQueries({ queryKey: ['groups'] });
  };
}

/** POST /contacts, or PUT /contacts/{id} when editing `id` (permissions `contacts.add` / `contacts.edit`). */
export function useSaveContact(id: number | null) {
  const { api } = useSession();
  const changed = useContactsChanged();
  return useMutation({
    mutationFn: async (body: ContactInput) =>
      id === null
        ? unwrap(await api.POST('/contacts', { body })).data
        : unwrap(await api.PUT('/contacts/{contact_id}', { params: { path: { contact_id: id } }, body })).data,
    onSuccess: changed,
  });
}

/** DELETE /contacts/{id} (permission `contacts.delete`). */
export function useDeleteContact(id: number) {
  const { api } = useSession();
  const changed = useContactsChanged();
  return useMutation({
    mutationFn: async () =>
      unwrap(await api.DELETE('/contacts/{contact_id}', { params: { path: { contact_id: id } } })),
    onSuccess: changed,
  });
}

/** The file as the multipart field `file` the import operations read. */
function asForm(body: { file: string | Blob }): FormData {
  const form = new FormData();
  form.append('file', body.file);
  return form;
}

/** POST /contacts/import/csv or /vcf (permission `contacts.import`): the counts and the rows that failed and why. */
export function useImportContacts() {
  const { api } = useSession();
  const changed = useContactsChanged();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: ImportKind; file: File }) => {
      // The document types a binary part as a string; the serializer sends the File itself.
      const options = { body: { file: file as Blob as unknown as string }, bodySerializer: asForm };
      return unwrap(
        kind === 'csv'
          ? await api.POST('/contacts/import/csv', options)
          : await api.POST('/contacts/import/vcf', options),
      );
    },
    onSuccess: changed,
  });
}
