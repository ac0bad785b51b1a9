import { Op, QueryTypes, type Sequelize, type WhereOptions } from 'sequelize';
import { missingRow } from '../missing-row';
import { Contact, EventInvitee } from '../models';
import { likeContains, phoneSearchDigits } from '../contacts/contacts';
import { lockEvent } from './event-lock';
import type { InviteeStatus } from '../../domain/events/vocabulary';
import { AttendingCountError, ForeignContactError } from '../../domain/events/errors';
import { settleAttendingCount, type AttendingState } from '../../domain/events/attending-count';

type InviteeAttributes = Partial<
  Pick<
    EventInvitee,
    'name' | 'phone' | 'email' | 'pledgeAmount' | 'status' | 'contactId' | 'cardType' | 'admits' | 'attendingCount'
  >
>;

/** The card every invitee of an import gets (the column defaults, single admitting 1, when not given). */
export type CardDefaults = Partial<Pick<EventInvitee, 'cardType' | 'admits'>>;

/** One invitee of the tenant's event, or null. */
export const findEventInvitee = (tenantId: number, eventId: number, inviteeId: number): Promise<EventInvitee | null> =>
  EventInvitee.findOne({ where: { id: inviteeId, eventId, tenantId } });

/** One page of an event's invitees, newest first; search matches the name, or a phone-looking text the phone. */
export async function listInviteesPage(
  tenantId: number,
  eventId: number,
  filter: { search?: string; status?: InviteeStatus },
  limit: number,
  offset: number,
): Promise<{ rows: EventInvitee[]; count: number }> {
  const where: WhereOptions<EventInvitee>[] = [{ tenantId, eventId }];
  if (filter.status) where.push({ status: filter.status });
  if (filter.search) {
    const digits = phoneSearchDigits(filter.search);
    where.push({
      [Op.or]: [
        { name: { [Op.iLike]: likeContains(filter.search) } },
        ...(digits ? [{ phone: { [Op.like]: `%${digits}%` } }] : []),
      ],
    });
  }
  return EventInvitee.findAndCountAll({ where: { [Op.and]: where }, order: [['id', 'DESC']], limit, offset });
}

async function assertOwnContact(tenantId: number, contactId: number | null | undefined): Promise<void> {
  if (
    contactId !== null &&
    contactId !== undefined &&
    (await Contact.count({ where: { id: contactId, tenantId } })) === 0
  ) {
    throw new ForeignContactError('The selected contact does not exist.');
  }
}

/** The attributes with the attending count the change leaves (AttendingCountError when it breaks the rule). */
function withAttendingCount<T extends InviteeAttributes>(current: AttendingState, attributes: T): T {
  const settled = settleAttendingCount(current, attributes);
  if (!settled.ok) throw new AttendingCountError(settled.message);
  return { ...attributes, attendingCount: settled.attendingCount };
}

/**
 * Adds an invitee under the event's write lock (see lockEvent); null when the tenant has no such event. A phone
 * already invited fails on the (event_id, phone) key, which the API answers as 422 on `phone`.
 */
export async function createInvitee(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  attributes: InviteeAttributes & Pick<EventInvitee, 'name' | 'phone'>,
): Promise<EventInvitee | null> {
  await assertOwnContact(tenantId, attributes.contactId);
  return sequelize.transaction(async (transaction) => {
    if (!(await lockEvent(transaction, tenantId, eventId))) return null;
    const fields = withAttendingCount({ status: 'pending', admits: 1, attendingCount: null }, attributes);
    return EventInvitee.create({ email: null, contactId: null, ...fields, tenantId, eventId }, { transaction });
  });
}

/** Changes an invitee's fields under the event's write lock; null when the tenant's event has no such invitee. */
export async function updateInvitee(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  inviteeId: number,
  attributes: InviteeAttributes,
): Promise<EventInvitee | null> {
  await assertOwnContact(tenantId, attributes.contactId);
  return sequelize.transaction(async (transaction) => {
    if (!(await lockEvent(transaction, tenantId, eventId))) return null;
    const invitee = await EventInvitee.findOne({ where: { id: inviteeId, eventId, tenantId }, transaction });
    return invitee ? invitee.update(withAttendingCount(invitee, attributes), { transaction }) : null;
  });
}

/** Removes an invitee with its payments (cascade) under the event's write lock; false when there is none. */
export async function deleteInvitee(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  inviteeId: number,
): Promise<boolean> {
  return sequelize.transaction(async (transaction) => {
    if (!(await lockEvent(transaction, tenantId, eventId))) return false;
    return (await EventInvitee.destroy({ where: { id: inviteeId, eventId, tenantId }, transaction })) > 0;
  });
}

export interface ContactImportResult {
  imported: number;
  skipped: number;
}

/**
 * Invites contacts of the tenant (the given ids and the members of a group) to an event; contacts whose phone is
 * already invited are skipped. The caller has checked that every id is the tenant's.
 */
export async function inviteContacts(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  contactIds: number[],
  groupId: number | null,
  card: CardDefaults = {},
): Promise<ContactImportResult | null> {
  return sequelize.transaction(async (transaction) => {
    if (!(await lockEvent(transaction, tenantId, eventId))) return null;
    const [row = missingRow('the invitees import counts')] = await sequelize.query<{
      offered: number;
      imported: number;
    }>(
      `WITH offered AS (
         SELECT c.id, c.name, c.phone, c.email FROM contacts c
         WHERE c.tenant_id = $1 AND (c.id = ANY($3::int[])
           OR c.id IN (SELECT cg.contact_id FROM contact_group cg WHERE cg.group_id = $4 AND cg.tenant_id = $1))),
       added AS (
         INSERT INTO event_invitees (tenant_id, event_id, contact_id, name, phone, email, card_type, admits)
         SELECT $1, $2, o.id, o.name, o.phone, o.email, coalesce($5, 'single'), coalesce($6::smallint, 1) FROM offered o
         ON CONFLICT (event_id, phone) DO NOTHING RETURNING 1)
       SELECT (SELECT count(*) FROM offered) AS offered, (SELECT count(*) FROM added) AS imported`,
      {
        bind: [tenantId, eventId, contactIds, groupId, card.cardType ?? null, card.admits ?? null],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    return { imported: Number(row.imported), skipped: Number(row.offered) - Number(row.imported) };
  });
}
