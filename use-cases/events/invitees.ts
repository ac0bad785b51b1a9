import type { Sequelize } from 'sequelize';
import { Group, type EventInvitee } from '../../db/models';
import * as invitees from '../../db/events/invitees';
import { lockEvent } from '../../db/events/event-lock';
import { InviteeImporter, type InviteeImportResult } from '../../db/events/invitee-import';
import { foreignContactIds } from '../../db/groups/group-members';
import { InvalidInputError, NotFoundError } from '../../domain/messaging/errors';
import { importRows, type ImportRow } from '../contacts/file-import';

/** Invitees of an event: every write, each under the event's write lock (db/events/event-lock.ts). */

export type InviteeFields = Partial<
  Pick<
    EventInvitee,
    'name' | 'phone' | 'email' | 'pledgeAmount' | 'status' | 'contactId' | 'cardType' | 'admits' | 'attendingCount'
  >
>;

/** A phone already invited fails on the (event_id, phone) key, which the API answers as 422 on `phone`. */
export async function createInvitee(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  fields: InviteeFields & Pick<EventInvitee, 'name' | 'phone'>,
): Promise<EventInvitee> {
  const invitee = await invitees.createInvitee(sequelize, tenantId, eventId, fields);
  if (!invitee) throw new NotFoundError('Event');
  return invitee;
}

export async function updateInvitee(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  inviteeId: number,
  fields: InviteeFields,
): Promise<EventInvitee> {
  const invitee = await invitees.updateInvitee(sequelize, tenantId, eventId, inviteeId, fields);
  if (!invitee) throw new NotFoundError('Invitee');
  return invitee;
}

/** Removes the invitee with their payments. */
export async function deleteInvitee(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  inviteeId: number,
): Promise<void> {
  if (!(await invitees.deleteInvitee(sequelize, tenantId, eventId, inviteeId))) throw new NotFoundError('Invitee');
}

/** The tenant's contacts and group members to invite: every id must be the tenant's, else 422 naming them. */
async function checkImportSources(sequelize: Sequelize, tenantId: number, sources: InviteSources): Promise<void> {
  const errors: Record<string, string[]> = {};
  const foreign = sources.contactIds
    ? await foreignContactIds(sequelize, tenantId, [...new Set(sources.contactIds)])
    : [];
  if (foreign.length > 0) errors.contact_ids = [`These contacts do not exist: ${foreign.join(', ')}.`];
  if (sources.groupId !== undefined && (await Group.count({ where: { id: sources.groupId, tenantId } })) === 0) {
    errors.group_id = ['The selected group does not exist.'];
  }
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
}

export interface InviteSources {
  contactIds?: number[];
  groupId?: number;
  /** The card every invited contact gets. */
  card?: invitees.CardDefaults;
}

/** Invites the tenant's contacts (the ids and a group's members); those whose phone is invited already are skipped. */
export async function inviteContacts(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  sources: InviteSources,
): Promise<invitees.ContactImportResult> {
  await checkImportSources(sequelize, tenantId, sources);
  const result = await invitees.inviteContacts(
    sequelize,
    tenantId,
    eventId,
    sources.contactIds ?? [],
    sources.groupId ?? null,
    sources.card,
  );
  if (!result) throw new NotFoundError('Event');
  return result;
}

/** An invitees file: one transaction under the event's write lock (an unknown event is refused before the rows). */
export const importInviteeRows = (
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  rows: readonly ImportRow[],
): Promise<InviteeImportResult> =>
  importRows(sequelize, rows, 'The file contains no invitees.', async (transaction) => {
    if (!(await lockEvent(transaction, tenantId, eventId))) throw new NotFoundError('Event');
    return new InviteeImporter(sequelize, transaction, tenantId, eventId);
  });
