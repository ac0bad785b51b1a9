import type { Sequelize } from 'sequelize';
import { preparedSelect } from '../prepared-statements';
import type { EventStatus, EventType } from '../../domain/events/vocabulary';

/** At most this many names are listed on a harambee page (the newest first). */
export const MAX_LISTED_NAMES = 100;

/** What a harambee page shows of its event: no phone and no amount of any one person. */
export interface HarambeeEvent {
  id: number;
  tenantId: number;
  name: string;
  type: EventType;
  eventDate: string;
  venue: string | null;
  status: EventStatus;
  publicMessage: string | null;
  bankName: string | null;
  bankAccountNumber: string | null;
  bankAccountName: string | null;
  targetAmount: number | null;
  /** Kept on the event row by the payment triggers. */
  totalCollected: number;
  organization: string;
}

/** The page's figures summed over the event's invitees. */
export interface HarambeeCrowd {
  /** Invitees who paid something. */
  contributors: number;
  /** The names of those who pledged or paid and agreed on the page that their name be listed, newest first. */
  listed: string[];
}

export type HarambeeFigures = HarambeeEvent & HarambeeCrowd;

/** The event of harambee page `code`, one row by the unique code, or null when there is none or its page is off. */
export async function findHarambeeEvent(sequelize: Sequelize, code: string): Promise<HarambeeEvent | null> {
  const [row] = await preparedSelect<HarambeeEvent>(
    sequelize,
    `SELECT e.id, e.tenant_id AS "tenantId", e.name, e.type, to_char(e.event_date, 'YYYY-MM-DD') AS "eventDate",
            e.venue, e.status, e.public_message AS "publicMessage", e.bank_name AS "bankName",
            e.bank_account_number AS "bankAccountNumber", e.bank_account_name AS "bankAccountName",
            e.target_amount::float8 AS "targetAmount", e.total_collected::float8 AS "totalCollected",
            t.name AS organization
     FROM events e JOIN tenants t ON t.id = e.tenant_id
     WHERE e.public_code = $1 AND e.public_page`,
    [code],
  );
  return row ?? null;
}

/**
 * The contributors and listed names of an event, read over its invitees (the tenant_id, event_id index): the costly
 * part of the page, which the page caches for a few seconds (api/pages/harambee/crowd-cache.ts).
 */
export async function findHarambeeCrowd(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
): Promise<HarambeeCrowd> {
  const [row] = await preparedSelect<HarambeeCrowd>(
    sequelize,
    `SELECT (SELECT count(*)::int FROM event_invitees i
              WHERE i.tenant_id = $1 AND i.event_id = $2 AND i.paid_amount > 0) AS contributors,
            ARRAY(SELECT i.name FROM event_invitees i
              WHERE i.tenant_id = $1 AND i.event_id = $2 AND i.public_listing
                AND (i.paid_amount > 0 OR i.pledge_amount > 0)
              ORDER BY i.id DESC LIMIT ${MAX_LISTED_NAMES}) AS listed`,
    [tenantId, eventId],
  );
  return row ?? { contributors: 0, listed: [] };
}
