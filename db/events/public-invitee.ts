import { QueryTypes, type Sequelize } from 'sequelize';
import { Event, EventInvitee, Tenant } from '../models';
import { preparedStatement } from '../prepared-statements';
import { inviteeRsvpEventsOf } from '../webhooks/emit';

/** What the invitee's public page shows. */
export interface PublicInvitee {
  invitee: EventInvitee;
  event: Event;
  organization: string;
}

/** The invitee behind a public token, with the event and the organising tenant's name; null for an unknown token. */
export async function findPublicInvitee(token: string): Promise<PublicInvitee | null> {
  const invitee = await EventInvitee.findOne({ where: { publicToken: token } });
  if (!invitee) return null;
  const [event, tenant] = await Promise.all([Event.findByPk(invitee.eventId), Tenant.findByPk(invitee.tenantId)]);
  return event && tenant ? { invitee, event, organization: tenant.name } : null;
}

/** An RSVP may say how many will come (checked against the card by the page: domain/events/attending-count.ts). */
export type PublicChange =
  { kind: 'rsvp'; answer: 'confirmed' | 'declined'; attendingCount?: number } | { kind: 'pledge'; amount: number };

/**
 * One statement, so that the event's lock is held for the statement and its commit, not for round trips. The event
 * is locked first (the invitee row only once the event's status is read from the locked row: the filter runs below
 * the invitee's row lock), keeping the lock order of db/events/event-lock.ts:
 * - `eventLock` for what the change needs. A pledge moves the event's `total_pledged` (the figure trigger updates the
 *   event row at the end of the statement), so it takes the write lock. An RSVP changes no figure; it only must not
 *   slip past a writer of the event: a cancellation (no answer saved once it committed), a stage send choosing its
 *   recipients by status. FOR SHARE waits for those as the write lock does, but not for the other RSVPs.
 * - the invitee's row lock orders two answers of one invitee, so `previous_status` is the one this change replaced.
 * - `invitee.rsvp` goes into the outbox in the same statement (inviteeRsvpEventsOf), for an answer that changes the
 *   status.
 */
const publicChange = (eventLock: 'FOR SHARE' | 'FOR NO KEY UPDATE', said: string, assignments: string): string =>
  preparedStatement(`
    WITH target AS (SELECT id, tenant_id, event_id FROM event_invitees WHERE public_token = $1),
    event AS MATERIALIZED (
      SELECT e.status FROM events e JOIN target t ON e.id = t.event_id AND e.tenant_id = t.tenant_id ${eventLock} OF e),
    old AS (
      SELECT i.id, i.status, i.admits, ${said} AS said FROM event_invitees i JOIN target t ON i.id = t.id
      WHERE (SELECT status FROM event) <> 'cancelled' FOR UPDATE OF i),
    changed AS (
      UPDATE event_invitees i SET ${assignments}, updated_at = now() FROM old WHERE i.id = old.id
      RETURNING i.tenant_id, i.event_id, i.id, i.name, i.phone, i.status, old.status AS previous_status),
    announced AS (${inviteeRsvpEventsOf('changed')})
    SELECT (SELECT status FROM event) AS "eventStatus", EXISTS (SELECT 1 FROM changed) AS saved`);

/**
 * An RSVP ($2 the answer, $3 how many or null): declining clears the attending count; confirming keeps what they said
 * before unless they say now, a single card's guest is its one guest, and a count above the card (changed since the
 * page was shown) is what the card admits.
 */
const RSVP = publicChange(
  'FOR SHARE',
  'coalesce($3::int, i.attending_count, CASE WHEN i.admits = 1 THEN 1 END)',
  `status = $2::text,
   attending_count = CASE WHEN $2::text = 'declined' OR old.said IS NULL THEN NULL ELSE least(old.said, old.admits) END`,
);

/** A pledge ($2, whole shillings). */
const PLEDGE = publicChange('FOR NO KEY UPDATE', 'NULL::int', 'pledge_amount = $2::bigint');

/**
 * An invitee's own change from the public page (an RSVP or a pledge) in one statement (see publicChange); an answer
 * that changes the invitee's status emits `invitee.rsvp`. Returns 'cancelled' (nothing changed) when the event is
 * cancelled, null when the token is unknown.
 */
export async function applyPublicChange(
  sequelize: Sequelize,
  token: string,
  change: PublicChange,
): Promise<'saved' | 'cancelled' | null> {
  const [row] = await sequelize.query<{ eventStatus: string | null; saved: boolean }>(
    change.kind === 'rsvp' ? RSVP : PLEDGE,
    {
      bind: change.kind === 'rsvp' ? [token, change.answer, change.attendingCount ?? null] : [token, change.amount],
      type: QueryTypes.SELECT,
    },
  );
  if (row?.saved) return 'saved';
  return row?.eventStatus === 'cancelled' ? 'cancelled' : null;
}
