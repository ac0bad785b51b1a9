import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../accounts/session';
import type { components } from '../../../clients/typescript/src';
import type { DoorAnswer, UndoRefusal } from './door-answer';
import {
  codeHash,
  storeConflicts,
  storedConflicts,
  storedOwnCheckIns,
  storedQueue,
  storeOwnCheckIns,
  storeQueue,
  type DoorConflict,
  type DoorGuest,
  type DoorList,
  type QueuedCheckIn,
} from './door-store';
import { doorListKey, useBumpAdmitted } from './use-door';
import { supersededKey, useSupersededWatch } from './use-superseded-watch';

type CheckIn = components['schemas']['CheckIn'];

/** A queued check-in the server admitted when the network returned (the sync report shows it green). */
export interface SyncedCheckIn {
  key: string;
  name: string;
  guests: number;
  /** Later check-ins of the card at other doors that this earlier scan displaced. */
  superseded: number;
}

/** The API's refusal body of a check-in (409 already_admitted carries the card's figures). */
interface Refusal {
  code?: string;
  message?: string;
  admitted_total?: number;
  admits?: number;
  last_checked_in_at?: string | null;
  door?: string | null;
}

const REFUSALS = ['already_admitted', 'card_not_found', 'invitee_declined', 'event_cancelled'] as const;
const refusalReason = (code: string | undefined) =>
  REFUSALS.find((known) => known === code) ?? (code === 'not_found' ? 'card_not_found' : 'failed');

/** Sent while the network is up: how often a waiting queue is tried again. */
const RETRY_MS = 15_000;

/**
 * The door's work: a scan (or a guest picked by search) is checked in at the server while there is network, and
 * answered from the downloaded list and queued while there is none; the queue is sent when the network returns,
 * and a queued check-in the server refuses (another door admitted the card first) becomes a conflict to resolve.
 */
export function useDoorDesk(eventId: number, list: DoorList, door: string) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  const bumpAdmitted = useBumpAdmitted(eventId);
  // Each answer is a new one (its panel remounts), even when it reads like the last: the usher sees it change.
  const [answer, setAnswerState] = useState<{ value: DoorAnswer; seq: number } | null>(null);
  const setAnswer = (value: DoorAnswer) => setAnswerState((last) => ({ value, seq: (last?.seq ?? 0) + 1 }));
  const [queue, setQueue] = useState<QueuedCheckIn[]>(() => storedQueue(eventId));
  const [conflicts, setConflicts] = useState<DoorConflict[]>(() => storedConflicts(eventId));
  const [synced, setSynced] = useState<SyncedCheckIn[]>([]);
  const draining = useRef(false);

  const addConflicts = useCallback(
    (added: DoorConflict[]) => {
      const known = storedConflicts(eventId);
      const next = [...known, ...added.filter((conflict) => !known.some((old) => old.key === conflict.key))];
      storeConflicts(eventId, next);
      setConflicts(next);
    },
    [eventId],
  );
  /** A check-in displaced by an earlier scan elsewhere: no longer shown green here, but as a conflict. */
  const onSuperseded = useCallback(
    (superseded: DoorConflict[]) => {
      addConflicts(superseded);
      const keys = new Set(superseded.map((conflict) => conflict.key));
      const ids = new Set(superseded.map((conflict) => conflict.checkInId));
      setSynced((shown) => shown.filter((item) => !keys.has(item.key)));
      setAnswerState((last) => {
        const undo = last?.value.kind === 'admitted' ? last.value.undo : undefined;
        if (!undo) return last;
        return ('queueKey' in undo ? keys.has(undo.queueKey) : ids.has(undo.checkInId)) ? null : last;
      });
    },
    [addConflicts],
  );
  useSupersededWatch(eventId, onSuperseded);

  /**
   * The answer still on screen for a queued scan the server has now settled: admitted, it is no longer "to be sent"
   * and its undo goes to the server's check-in; refused (a conflict below), it is no longer green.
   */
  const settleShownAnswer = useCallback((queueKey: string, checkInId: number | null) => {
    setAnswerState((last) => {
      const shown = last?.value;
      if (shown?.kind !== 'admitted' || !('queueKey' in shown.undo) || shown.undo.queueKey !== queueKey) return last;
      if (checkInId === null) return null;
      return { ...last!, value: { ...shown, queued: false, undo: { checkInId } } };
    });
  }, []);

  /** Keeps a check-in the server admitted for this device, to learn if an earlier scan elsewhere displaces it. */
  const rememberOwn = useCallback(
    (row: CheckIn, queueKey?: string) =>
      storeOwnCheckIns(eventId, [
        ...storedOwnCheckIns(eventId),
        {
          id: row.id,
          inviteeId: row.invitee.id,
          name: row.invitee.name,
          guests: row.guests,
          door: row.door,
          checkedInAt: row.checked_in_at,
          ...(queueKey ? { queueKey } : {}),
        },
      ]),
    [eventId],
  );

  const saveQueue = useCallback(
    (update: (queue: QueuedCheckIn[]) => QueuedCheckIn[]) => {
      const next = update(storedQueue(eventId));
      storeQueue(eventId, next);
      setQueue(next);
    },
    [eventId],
  );

  /** Guests admitted on a card as this device knows it: the list's figure and this device's unsent check-ins. */
  const admittedHere = (guest: DoorGuest) =>
    guest.admitted_total +
    storedQueue(eventId)
      .filter((queued) => queued.inviteeId === guest.id)
      .reduce((sum, queued) => sum + queued.guests, 0);

  /** The answer from the downloaded list, queueing the check-in (offline). */
  const answerOffline = (guest: DoorGuest | undefined, guests: number): DoorAnswer => {
    if (!guest) return { kind: 'refused', reason: 'card_not_found' };
    if (list.event.status === 'cancelled') return { kind: 'refused', reason: 'event_cancelled', name: guest.name };
    if (guest.status === 'declined') return { kind: 'refused', reason: 'invitee_declined', name: guest.name };
    const admitted = admittedHere(guest);
    if (admitted + guests > guest.admits) {
      const last = storedQueue(eventId)
        .filter((queued) => queued.inviteeId === guest.id)
        .at(-1);
      return {
        kind: 'refused',
        reason: 'already_admitted',
        name: guest.name,
        admitted,
        admits: guest.admits,
        lastCheckedInAt: last?.scannedAt ?? null,
        door: last?.door ?? null,
      };
    }
    const queued: QueuedCheckIn = {
      key: window.crypto.randomUUID(),
      eventId,
      inviteeId: guest.id,
      name: guest.name,
      guests,
      door: door || null,
      scannedAt: new Date().toISOString(),
    };
    saveQueue((current) => [...current, queued]);
    return {
      kind: 'admitted',
      name: guest.name,
      cardType: guest.card_type,
      guests,
      remaining: guest.admits - admitted - guests,
      queued: true,
      undo: { queueKey: queued.key },
      answeredAt: Date.now(),
    };
  };

  /** POST /events/{id}/check-ins; null when the network failed (the caller answers offline). */
  const send = async (card: { code: string } | { invitee_id: number }, guests: number, scannedAt?: string) => {
    try {
      const result = await api.POST('/events/{event_id}/check-ins', {
        params: { path: { event_id: eventId } },
        body: { ...card, guests, ...(door ? { door } : {}), ...(scannedAt ? { scanned_at: scannedAt } : {}) },
      });
      if (result.response.status >= 500) return null;
      return result;
    } catch {
      return null;
    }
  };

  const admit = async (
    card: { code: string } | { invitee_id: number },
    guest: () => Promise<DoorGuest | undefined>,
    guests: number,
  ) => {
    const result = navigator.onLine ? await send(card, guests) : null;
    if (!result) {
      setAnswer(answerOffline(await guest(), guests));
      return;
    }
    if (result.data) {
      const row = result.data.data;
      bumpAdmitted(row.invitee.id, row.admitted_total);
      rememberOwn(row);
      setAnswer({
        kind: 'admitted',
        name: row.invitee.name,
        cardType: row.invitee.card_type,
        guests: row.guests,
        remaining: row.admits_remaining,
        queued: false,
        undo: { checkInId: row.id },
        answeredAt: Date.now(),
      });
      return;
    }
    const refusal = (result.error ?? {}) as Refusal;
    const known = await guest();
    if (refusal.code === 'already_admitted' && known && refusal.admitted_total !== undefined)
      bumpAdmitted(known.id, refusal.admitted_total);
    setAnswer({
      kind: 'refused',
      reason: refusalReason(refusal.code),
      name: known?.name,
      admitted: refusal.admitted_total,
      admits: refusal.admits,
      lastCheckedInAt: refusal.last_checked_in_at,
      door: refusal.door,
      message: refusal.message,
    });
  };

  const scanCode = async (code: string, guests: number) => {
    const byHash = async () => {
      const hash = await codeHash(code);
      return list.guests.find((guest) => guest.entry_code_sha256 === hash);
    };
    await admit({ code: code.trim() }, byHash, guests);
  };

  const admitGuest = async (guest: DoorGuest, guests: number) => {
    await admit({ invitee_id: guest.id }, () => Promise.resolve(guest), guests);
  };

  /** Sends the queue in order of scanning; stops at the first network failure (tried again later). */
  const drain = useCallback(async () => {
    if (draining.current || !navigator.onLine || storedQueue(eventId).length === 0) return;
    draining.current = true;
    try {
      for (const queued of storedQueue(eventId)) {
        let result;
        try {
          result = await api.POST('/events/{event_id}/check-ins', {
            params: { path: { event_id: eventId } },
            body: {
              invitee_id: queued.inviteeId,
              guests: queued.guests,
              scanned_at: queued.scannedAt,
              ...(queued.door ? { door: queued.door } : {}),
            },
          });
        } catch {
          break;
        }
        if (result.response.status >= 500) break;
        if (result.data) {
          const row = result.data.data;
          rememberOwn(row, queued.key);
          settleShownAnswer(queued.key, row.id);
          const sent = { key: queued.key, name: row.invitee.name, guests: row.guests };
          setSynced((shown) => [...shown, { ...sent, superseded: row.superseded.length }]);
        } else {
          const refusal = (result.error ?? {}) as Refusal;
          settleShownAnswer(queued.key, null);
          addConflicts([
            {
              ...queued,
              code: refusal.code ?? 'failed',
              lastCheckedInAt: refusal.last_checked_in_at ?? null,
              lastDoor: refusal.door ?? null,
            },
          ]);
        }
        saveQueue((current) => current.filter((item) => item.key !== queued.key));
      }
    } finally {
      draining.current = false;
      void queryClient.invalidateQueries({ queryKey: doorListKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: supersededKey(eventId) });
    }
  }, [addConflicts, api, eventId, queryClient, rememberOwn, saveQueue, settleShownAnswer]);

  useEffect(() => {
    void drain();
    const onOnline = () => void drain();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => void drain(), RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [drain]);

  const resolveConflict = (key: string) => {
    const next = storedConflicts(eventId).filter((conflict) => conflict.key !== key);
    storeConflicts(eventId, next);
    setConflicts(next);
  };

  /**
   * Undoes the green answer: a scan still queued leaves the queue; one the server admitted is deleted there (the
   * API allows its usher 10 minutes). Null when undone; else why not, for the page to say calmly.
   */
  const undo = async (admitted: Extract<DoorAnswer, { kind: 'admitted' }>): Promise<UndoRefusal | null> => {
    const { undo: target } = admitted;
    if ('queueKey' in target && storedQueue(eventId).some((item) => item.key === target.queueKey)) {
      saveQueue((current) => current.filter((item) => item.key !== target.queueKey));
      setAnswer({ kind: 'undone', name: admitted.name });
      return null;
    }
    const checkInId =
      'checkInId' in target
        ? target.checkInId
        : storedOwnCheckIns(eventId).find((own) => own.queueKey === target.queueKey)?.id;
    if (checkInId === undefined) return 'gone';
    let result;
    try {
      result = await api.DELETE('/events/{event_id}/check-ins/{check_in_id}', {
        params: { path: { event_id: eventId, check_in_id: checkInId } },
      });
    } catch {
      return 'offline';
    }
    if (result.response.ok) {
      storeOwnCheckIns(
        eventId,
        storedOwnCheckIns(eventId).filter((own) => own.id !== checkInId),
      );
      void queryClient.invalidateQueries({ queryKey: doorListKey(eventId) });
      setAnswer({ kind: 'undone', name: admitted.name });
      return null;
    }
    const code = ((result.error ?? {}) as Refusal).code;
    if (result.response.status === 403) return 'refused';
    if (code === 'check_in_superseded') return 'superseded';
    return result.response.status === 404 ? 'gone' : 'failed';
  };

  const dismissSynced = () => setSynced([]);

  return { answer, scanCode, admitGuest, queue, conflicts, resolveConflict, undo, synced, dismissSynced };
}
