import { QueryTypes, type Sequelize } from 'sequelize';
import type { CardType, InviteeStatus } from '../../domain/events/vocabulary';
import {
  AlreadyAdmittedError,
  CardNotFoundError,
  CheckInSupersededError,
  CheckInUndoRefusedError,
  EventCancelledError,
  InviteeDeclinedError,
} from '../../domain/events/errors';
import { NotFoundError } from '../../domain/messaging/errors';
import { CHECK_IN_UNDO_MINUTES } from '../../domain/events/vocabulary';

/** The card at the door: by its entry code, or by the invitee's id (an usher's search by name or phone). */
export type CardKey = { code: string } | { inviteeId: number };

export interface CheckInRequest {
  card: CardKey;
  guests: number;
  door: string | null;
  /** When the scan was made (offline scans arrive later); null: now. */
  scannedAt: Date | null;
  userId: number;
}

export interface CheckInRow {
  id: number;
  invitee: { id: number; name: string; card_type: CardType; admits: number };
  guests: number;
  admitted_total: number;
  admits_remaining: number;
  checked_in_at: Date;
  door: string | null;
  /** The later check-ins this earlier scan displaced (empty unless it won over them). */
  superseded: SupersededCheckIn[];
}

/** A check-in displaced by an earlier scan of the same card. */
export interface SupersededCheckIn {
  id: number;
  door: string | null;
  checked_in_at: Date;
  scanned_at: Date | null;
}

interface CardState {
  id: number;
  admits: number;
  guests_admitted: number;
  status: InviteeStatus;
  event_status: string;
}

interface AdmittedRow {
  id: number;
  checked_in_at: Date;
  invitee_id: number;
  name: string;
  card_type: CardType;
  admits: number;
  admitted_total: number;
}

const cardKey = (card: CardKey): [string, string | number] =>
  'code' in card ? ['i.entry_code', card.code] : ['i.id', card.inviteeId];

/**
 * Admits the guests in ONE statement (one round trip, its own transaction): the UPDATE takes the invitee's row lock
 * (FOR NO KEY UPDATE, which a payment's foreign-key check does not wait for) and admits only while the card has room,
 * the event is not cancelled and the invitee did not decline. Two ushers scanning the same card at the same moment
 * queue on that lock, and the second's WHERE is evaluated again on the row the first left (READ COMMITTED), so it
 * admits nobody. Only the invitee is locked, never the event: doors admit different guests at once. No row: refused.
 */
async function admit(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  request: CheckInRequest,
): Promise<CheckInRow | null> {
  const [key, value] = cardKey(request.card);
  const [row] = await sequelize.query<AdmittedRow>(
    `WITH card AS (
       UPDATE event_invitees i SET guests_admitted = i.guests_admitted + $4
       FROM events e
       WHERE ${key} = $1 AND i.event_id = $2 AND i.tenant_id = $3 AND e.id = i.event_id AND e.status <> 'cancelled'
         AND i.status <> 'declined' AND i.guests_admitted + $4 <= i.admits
       RETURNING i.id, i.name, i.card_type, i.admits, i.guests_admitted),
     added AS (
       INSERT INTO event_check_ins (tenant_id, event_id, invitee_id, user_id, guests, door, scanned_at, checked_in_at)
       SELECT $3, $2, card.id, $5, $4, $6, $7::timestamptz, coalesce($7::timestamptz, now()) FROM card
       RETURNING id, checked_in_at)
     SELECT added.id, added.checked_in_at, card.id AS invitee_id, card.name, card.card_type, card.admits,
       card.guests_admitted AS admitted_total
     FROM added, card`,
    {
      bind: [value, eventId, tenantId, request.guests, request.userId, request.door, request.scannedAt],
      type: QueryTypes.SELECT,
    },
  );
  if (!row) return null;
  return {
    id: row.id,
    invitee: { id: row.invitee_id, name: row.name, card_type: row.card_type, admits: row.admits },
    guests: request.guests,
    admitted_total: row.admitted_total,
    admits_remaining: Math.max(0, row.admits - row.admitted_total),
    checked_in_at: row.checked_in_at,
    door: request.door,
    superseded: [],
  };
}

/** Why a card was refused: read after the refusal (no lock), with its last check-in for an `already_admitted`. */
async function refusal(sequelize: Sequelize, tenantId: number, eventId: number, card: CardKey, guests: number) {
  const [key, value] = cardKey(card);
  const [state] = await sequelize.query<CardState>(
    `SELECT i.id, i.admits, i.guests_admitted, i.status, e.status AS event_status
     FROM event_invitees i JOIN events e ON e.id = i.event_id
     WHERE ${key} = $1 AND i.event_id = $2 AND i.tenant_id = $3`,
    { bind: [value, eventId, tenantId], type: QueryTypes.SELECT },
  );
  if (!state) {
    const events = await sequelize.query('SELECT 1 FROM events WHERE id = $1 AND tenant_id = $2', {
      bind: [eventId, tenantId],
      type: QueryTypes.SELECT,
    });
    return events.length > 0 ? new CardNotFoundError() : new NotFoundError('Event');
  }
  if (state.event_status === 'cancelled') return new EventCancelledError();
  if (state.status === 'declined') return new InviteeDeclinedError();
  if (state.guests_admitted + guests <= state.admits) return null; // an undo made room meanwhile: try again
  const [last] = await sequelize.query<{ checked_in_at: Date; door: string | null }>(
    `SELECT checked_in_at, door FROM event_check_ins WHERE invitee_id = $1 AND superseded_at IS NULL
     ORDER BY checked_in_at DESC, id DESC LIMIT 1`,
    { bind: [state.id], type: QueryTypes.SELECT },
  );
  return new AlreadyAdmittedError(state.guests_admitted, state.admits, last?.checked_in_at ?? null, last?.door ?? null);
}

interface LockedCard extends CardState {
  name: string;
  card_type: CardType;
}

/** The later check-ins to displace, latest first, until `need` guests are freed; null when all of them are too few. */
function toSupersede(later: (SupersededCheckIn & { guests: number })[], need: number) {
  const chosen: (SupersededCheckIn & { guests: number })[] = [];
  let freed = 0;
  for (const row of later) {
    if (freed >= need) break;
    chosen.push(row);
    freed += row.guests;
  }
  return freed >= need ? { chosen, freed } : null;
}

/**
 * The earlier scan wins (issue 34 §2): a scan made at `scannedAt` on a full card is admitted in place of check-ins
 * scanned after it (two doors admitted the card offline, and the later scan reached the server first). Latest first,
 * whole check-ins, only as many as make room; they stay as rows marked superseded by this one. One transaction under
 * the invitee's row lock, the lock `admit` takes, so a scan of the same card meanwhile queues and then sees the result.
 * 'refused': no later check-ins make room (the card was admitted first by an earlier or an online scan);
 * 'changed': the card is no longer full, or may no longer admit anyone (the caller tries again, or answers why).
 */
function admitEarlier(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  request: CheckInRequest & { scannedAt: Date },
): Promise<CheckInRow | 'refused' | 'changed'> {
  const [key, value] = cardKey(request.card);
  return sequelize.transaction(async (transaction) => {
    const [card] = await sequelize.query<LockedCard>(
      `SELECT i.id, i.name, i.card_type, i.admits, i.guests_admitted, i.status, e.status AS event_status
       FROM event_invitees i JOIN events e ON e.id = i.event_id
       WHERE ${key} = $1 AND i.event_id = $2 AND i.tenant_id = $3
       FOR NO KEY UPDATE OF i`,
      { bind: [value, eventId, tenantId], type: QueryTypes.SELECT, transaction },
    );
    if (!card || card.event_status === 'cancelled' || card.status === 'declined') return 'changed';
    const need = card.guests_admitted + request.guests - card.admits;
    if (need <= 0) return 'changed';
    // A check-in's checked_in_at is its scan time (coalesce(scanned_at, the arrival)), so the invitee index orders it.
    const later = await sequelize.query<SupersededCheckIn & { guests: number }>(
      `SELECT id, guests, door, checked_in_at, scanned_at FROM event_check_ins
       WHERE invitee_id = $1 AND superseded_at IS NULL AND checked_in_at > $2
       ORDER BY checked_in_at DESC, id DESC`,
      { bind: [card.id, request.scannedAt], type: QueryTypes.SELECT, transaction },
    );
    const displaced = toSupersede(later, need);
    if (!displaced) return 'refused';
    const [added] = await sequelize.query<{ id: number; checked_in_at: Date }>(
      `INSERT INTO event_check_ins (tenant_id, event_id, invitee_id, user_id, guests, door, scanned_at, checked_in_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id, checked_in_at`,
      {
        bind: [tenantId, eventId, card.id, request.userId, request.guests, request.door, request.scannedAt],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    await sequelize.query('UPDATE event_check_ins SET superseded_at = now(), superseded_by = $1 WHERE id = ANY($2)', {
      bind: [added!.id, displaced.chosen.map((row) => row.id)],
      transaction,
    });
    const admittedTotal = card.guests_admitted - displaced.freed + request.guests;
    await sequelize.query('UPDATE event_invitees SET guests_admitted = $2 WHERE id = $1', {
      bind: [card.id, admittedTotal],
      transaction,
    });
    return {
      id: added!.id,
      invitee: { id: card.id, name: card.name, card_type: card.card_type, admits: card.admits },
      guests: request.guests,
      admitted_total: admittedTotal,
      admits_remaining: Math.max(0, card.admits - admittedTotal),
      checked_in_at: added!.checked_in_at,
      door: request.door,
      superseded: displaced.chosen.map(({ guests: _guests, ...row }) => row),
    };
  });
}

/** Admits `guests` on a card, or throws why not (a refusal changes nothing). */
export async function checkIn(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  request: CheckInRequest,
): Promise<CheckInRow> {
  for (let attempt = 0; ; attempt++) {
    const admitted = await admit(sequelize, tenantId, eventId, request);
    if (admitted) return admitted;
    const why = await refusal(sequelize, tenantId, eventId, request.card, request.guests);
    if (why instanceof AlreadyAdmittedError && request.scannedAt) {
      const won = await admitEarlier(sequelize, tenantId, eventId, { ...request, scannedAt: request.scannedAt });
      if (won === 'refused') throw why;
      if (won !== 'changed') return won;
    } else if (why) throw why;
    if (attempt >= 2) throw new Error('check-in: the card kept changing between the admission and its refusal');
  }
}

export interface CheckInListRow {
  id: number;
  invitee: { id: number; name: string; card_type: CardType; admits: number };
  guests: number;
  door: string | null;
  scanned_at: Date | null;
  checked_in_at: Date;
  usher: { id: number; name: string } | null;
  superseded_at: Date | null;
  /** The earlier scan that displaced this check-in (null when none, or once that one was undone). */
  superseded_by: {
    id: number;
    door: string | null;
    scanned_at: Date | null;
    checked_in_at: Date;
    usher: { id: number; name: string } | null;
  } | null;
}

const USHER = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${alias}.name) END`;

/**
 * One page of an event's check-ins, newest first, with the invitee, the usher (null once their user is gone) and,
 * for a superseded one, the earlier scan that displaced it. `superseded`: only those (true) or only counting ones.
 */
export async function listCheckInsPage(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  page: { limit: number; offset: number; superseded?: boolean },
): Promise<{ rows: CheckInListRow[]; count: number }> {
  const filter = page.superseded === undefined ? '' : `AND c.superseded_at IS ${page.superseded ? 'NOT NULL' : 'NULL'}`;
  const rows = await sequelize.query<Omit<CheckInListRow, 'superseded_by'> & WinnerColumns & { total: string }>(
    `SELECT c.id, c.guests, c.door, c.scanned_at, c.checked_in_at, c.superseded_at,
       json_build_object('id', i.id, 'name', i.name, 'card_type', i.card_type, 'admits', i.admits) AS invitee,
       ${USHER('u')} AS usher,
       w.id AS winner_id, w.door AS winner_door, w.scanned_at AS winner_scanned_at,
       w.checked_in_at AS winner_checked_in_at, ${USHER('wu')} AS winner_usher,
       count(*) OVER () AS total
     FROM event_check_ins c
     JOIN event_invitees i ON i.id = c.invitee_id
     LEFT JOIN users u ON u.id = c.user_id
     LEFT JOIN event_check_ins w ON w.id = c.superseded_by
     LEFT JOIN users wu ON wu.id = w.user_id
     WHERE c.tenant_id = $1 AND c.event_id = $2 ${filter}
     ORDER BY c.checked_in_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
    { bind: [tenantId, eventId, page.limit, page.offset], type: QueryTypes.SELECT },
  );
  const count = rows[0]
    ? Number(rows[0].total)
    : Number(
        (
          await sequelize.query<{ n: string }>(
            `SELECT count(*) AS n FROM event_check_ins c WHERE c.tenant_id = $1 AND c.event_id = $2 ${filter}`,
            { bind: [tenantId, eventId], type: QueryTypes.SELECT, plain: false },
          )
        )[0]?.n ?? 0,
      );
  return { rows: rows.map(toListRow), count };
}

interface WinnerColumns {
  winner_id: number | null;
  winner_door: string | null;
  winner_scanned_at: Date | null;
  winner_checked_in_at: Date | null;
  winner_usher: { id: number; name: string } | null;
}

function toListRow(row: Omit<CheckInListRow, 'superseded_by'> & WinnerColumns & { total: string }): CheckInListRow {
  const {
    total: _total,
    winner_id: winnerId,
    winner_door: winnerDoor,
    winner_scanned_at: winnerScannedAt,
    winner_checked_in_at: winnerCheckedInAt,
    winner_usher: winnerUsher,
    ...rest
  } = row;
  const supersededBy =
    winnerId === null || winnerCheckedInAt === null
      ? null
      : {
          id: winnerId,
          door: winnerDoor,
          scanned_at: winnerScannedAt,
          checked_in_at: winnerCheckedInAt,
          usher: winnerUsher,
        };
  return { ...rest, superseded_by: supersededBy };
}

/**
 * Undoes a check-in: its guests may enter again. The usher who made it may within CHECK_IN_UNDO_MINUTES,
 * `mayUndoAny` (events.edit) always. False when the event has no such check-in. A superseded check-in no longer
 * counts, so there is nothing to undo: CheckInSupersededError (409). Undoing the check-in that superseded others
 * leaves them superseded (their `superseded_by` turns null): the guest who entered first was let in at that door.
 */
export function undoCheckIn(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  checkInId: number,
  by: { userId: number; mayUndoAny: boolean },
): Promise<boolean> {
  return sequelize.transaction(async (tx) => {
    const [found] = await sequelize.query<{ invitee_id: number; user_id: number | null; recent: boolean }>(
      `SELECT invitee_id, user_id, created_at > now() - make_interval(mins => $4) AS recent
       FROM event_check_ins WHERE id = $1 AND event_id = $2 AND tenant_id = $3`,
      { bind: [checkInId, eventId, tenantId, CHECK_IN_UNDO_MINUTES], type: QueryTypes.SELECT, transaction: tx },
    );
    if (!found) return false;
    if (!by.mayUndoAny && (found.user_id !== by.userId || !found.recent)) {
      throw new CheckInUndoRefusedError(
        `Only the usher who checked the guest in may undo it, within ${CHECK_IN_UNDO_MINUTES} minutes (or a user with events.edit).`,
      );
    }
    // The invitee first, as a check-in locks it, so an undo and a scan of the same card queue.
    await sequelize.query('SELECT 1 FROM event_invitees WHERE id = $1 FOR NO KEY UPDATE', {
      bind: [found.invitee_id],
      type: QueryTypes.SELECT,
      transaction: tx,
    });
    const [state] = await sequelize.query<{ superseded: boolean }>(
      'SELECT superseded_at IS NOT NULL AS superseded FROM event_check_ins WHERE id = $1',
      { bind: [checkInId], type: QueryTypes.SELECT, transaction: tx },
    );
    if (state?.superseded) throw new CheckInSupersededError();
    const removed = await sequelize.query<{ guests: number }>(
      `WITH gone AS (DELETE FROM event_check_ins WHERE id = $1 RETURNING invitee_id, guests)
       UPDATE event_invitees i SET guests_admitted = i.guests_admitted - g.guests FROM gone g
       WHERE i.id = g.invitee_id RETURNING g.guests`,
      { bind: [checkInId], type: QueryTypes.SELECT, transaction: tx },
    );
    return removed.length > 0;
  });
}

/** Gives the invitee a new entry code (the column default: 122 fresh random bits); the old one finds nothing. */
export async function reissueEntryCode(
  sequelize: Sequelize,
  tenantId: number,
  eventId: number,
  inviteeId: number,
): Promise<boolean> {
  const [, affected] = await sequelize.query(
    'UPDATE event_invitees SET entry_code = DEFAULT, updated_at = now() WHERE id = $1 AND event_id = $2 AND tenant_id = $3',
    { bind: [inviteeId, eventId, tenantId], type: QueryTypes.UPDATE },
  );
  return affected > 0;
}
