import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { components, operations } from '../../../clients/typescript/src';
import { useSession } from '../accounts/session';
import { unwrap } from '../data/errors';
import { useEventsChanged } from './use-events';

export type Invitee = components['schemas']['Invitee'];
export type InviteeInput = operations['postEventInvitees']['requestBody']['content']['application/json'];
export type InviteeStatus = Invitee['status'];
export type CardType = Invitee['card_type'];
export type ContactInvites = components['schemas']['ContactInvites'];
export type InviteeFileImport = components['schemas']['InviteeFileImport'];

export const INVITEE_STATUSES: InviteeStatus[] = ['pending', 'invited', 'confirmed', 'declined'];
export const CARD_TYPES: CardType[] = ['single', 'double', 'family', 'vip'];

/** Invitees shown a page at a time. */
export const INVITEES_PER_PAGE = 20;

export interface InviteeFilter {
  search: string;
  status: InviteeStatus | null;
  page: number;
}

/** GET /events/{id}/invitees (permission `events.view`): a page matching the search and status. */
export function useInvitees(eventId: number, { search, status, page }: InviteeFilter) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['events', eventId, 'invitees', { search, status, page }],
    queryFn: async () =>
      unwrap(
        await api.GET('/events/{event_id}/invitees', {
          params: {
            path: { event_id: eventId },
            query: { page, per_page: INVITEES_PER_PAGE, ...(search ? { search } : {}), ...(status ? { status } : {}) },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** How many invitees have `status` (the event's figures have no per-status count: the list's total gives it). */
export function useInviteeCount(eventId: number, status: InviteeStatus) {
  const { api } = useSession();
  return useQuery({
    queryKey: ['events', eventId, 'invitees', 'count', status],
    queryFn: async () =>
      unwrap(
        await api.GET('/events/{event_id}/invitees', {
          params: { path: { event_id: eventId }, query: { status, per_page: 1 } },
        }),
      ).meta.total,
  });
}

/** POST or PUT an invitee (permission `events.manage_invitees`). */
export function useSaveInvitee(eventId: number, id: number | null) {
  const { api } = useSession();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: async (body: InviteeInput) =>
      id === null
        ? unwrap(await api.POST('/events/{event_id}/invitees', { params: { path: { event_id: eventId } }, body })).data
        : unwrap(
            await api.PUT('/events/{event_id}/invitees/{invitee_id}', {
              params: { path: { event_id: eventId, invitee_id: id } },
              body,
            }),
          ).data,
    onSuccess: changed,
  });
}

/** DELETE an invitee with their payments (permission `events.manage_invitees`). */
export function useDeleteInvitee(eventId: number, id: number) {
  const { api } = useSession();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.DELETE('/events/{event_id}/invitees/{invitee_id}', {
          params: { path: { event_id: eventId, invitee_id: id } },
        }),
      ),
    onSuccess: changed,
  });
}

/** POST .../card/reissue: a new entry code; the old card finds nothing at the door. */
export function useReissueCard(eventId: number, id: number) {
  const { api } = useSession();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/events/{event_id}/invitees/{invitee_id}/card/reissue', {
          params: { path: { event_id: eventId, invitee_id: id } },
        }),
      ).data,
    onSuccess: changed,
  });
}

/** POST /events/{id}/invitees/import: invites chosen contacts and/or a group's members (phones invited are skipped). */
export function useInviteContacts(eventId: number) {
  const { api } = useSession();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: async (body: operations['postEventInviteesImport']['requestBody']['content']['application/json']) =>
      unwrap(await api.POST('/events/{event_id}/invitees/import', { params: { path: { event_id: eventId } }, body })),
    onSuccess: changed,
  });
}

/** The file as the multipart field `file` the import reads. */
function asForm(body: { file: string | Blob }): FormData {
  const form = new FormData();
  form.append('file', body.file);
  return form;
}

/** POST /events/{id}/invitees/import/file: a CSV or vCard file; the counts and the rows that failed and why. */
export function useImportInviteeFile(eventId: number) {
  const { api } = useSession();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: async (file: File) =>
      unwrap(
        await api.POST('/events/{event_id}/invitees/import/file', {
          params: { path: { event_id: eventId } },
          // The document types a binary part as a string; the serializer sends the File itself.
          body: { file: file as Blob as unknown as string },
          bodySerializer: asForm,
        }),
      ),
    onSuccess: changed,
  });
}
