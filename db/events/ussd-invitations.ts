import { QueryTypes, type Sequelize } from 'sequelize';
import { preparedStatement } from '../prepared-statements';
import { USSD_MAX_EVENTS, type UssdInvitation } from '../../domain/events/ussd-menu';

const invitationsWhere = (extra: string): string =>
  preparedStatement(`
    SELECT i.tenant_id AS "tenantId", i.event_id AS "eventId", i.id AS "inviteeId", i.public_token AS "publicToken",
      e.name AS "eventName", i.status, i.admits, i.attending_count AS "attendingCount", i.pledge_amount::float8 AS pledge, i.paid_amount::float8 AS paid,
      nullif(concat_ws(' ', e.bank_name, e.bank_account_number, e.bank_account_name), '') AS bank
    FROM event_invitees i JOIN events e ON e.id = i.event_id AND e.tenant_id = i.tenant_id
    WHERE i.phone = $1 AND i.public_token IS NOT NULL AND e.status <> 'cancelled' ${extra}
    ORDER BY e.event_date DESC, i.id DESC LIMIT ${USSD_MAX_EVENTS}`);

/** Every screen runs one of these: prepared once per connection, planned once. */
const ALL_EVENTS = invitationsWhere('');
const ONE_EVENT = invitationsWhere('AND e.ussd_code = $2');

/**
 * A USSD caller's invitations in every organization (events not cancelled), latest event first; with `ussdCode`, only
 * that event's. One indexed read per screen (event_invitees_phone, events_ussd_code).
 */
export function ussdInvitations(
  sequelize: Sequelize,
  phone: string,
  ussdCode: string | null,
): Promise<UssdInvitation[]> {
  return sequelize.query<UssdInvitation>(ussdCode === null ? ALL_EVENTS : ONE_EVENT, {
    bind: ussdCode === null ? [phone] : [phone, ussdCode],
    type: QueryTypes.SELECT,
  });
}
