import type { components } from '../../../clients/typescript/src';

export type DoorList = components['schemas']['DoorList'];
export type DoorGuest = components['schemas']['DoorGuest'];

/** A check-in made while offline, waiting to be sent (by invitee id: the device never keeps a working code). */
export interface QueuedCheckIn {
  key: string;
  eventId: number;
  inviteeId: number;
  name: string;
  guests: number;
  door: string | null;
  scannedAt: string;
}

/**
 * A check-in of this device to settle: a queued one the server refused on arrival (another door admitted the card
 * first), or, code `superseded`, one an earlier scan at another door displaced later (`last…`: that scan).
 */
export interface DoorConflict extends QueuedCheckIn {
  code: string;
  lastCheckedInAt: string | null;
  lastDoor: string | null;
  /** The server's check-in that was superseded (its `key` is the queued scan's when it was sent from the queue). */
  checkInId?: number;
}

/** A check-in this device made, kept to learn whether an earlier scan at another door supersedes it. */
export interface OwnCheckIn {
  id: number;
  inviteeId: number;
  name: string;
  guests: number;
  door: string | null;
  checkedInAt: string;
  /** The queued scan it was sent for (an undo of the green answer given offline finds it by this). */
  queueKey?: string;
}

/** How many of its own check-ins a device keeps watching (an event day's worth at one door). */
const OWN_CHECK_INS_KEPT = 2_000;

/** The device's own storage (localStorage): the list survives a reload without network, the queue too. */
const read = <T>(key: string, fallback: T): T => {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
};
const write = (key: string, value: unknown) => window.localStorage.setItem(key, JSON.stringify(value));

const listKey = (eventId: number) => `door.list.${eventId}`;
const queueKey = (eventId: number) => `door.queue.${eventId}`;
const conflictsKey = (eventId: number) => `door.conflicts.${eventId}`;
const ownKey = (eventId: number) => `door.own.${eventId}`;
const DOOR_NAME_KEY = 'door.name';

export const storedList = (eventId: number): DoorList | undefined =>
  read<DoorList | undefined>(listKey(eventId), undefined);
export const storeList = (eventId: number, list: DoorList) => write(listKey(eventId), list);

export const storedQueue = (eventId: number): QueuedCheckIn[] => read<QueuedCheckIn[]>(queueKey(eventId), []);
export const storeQueue = (eventId: number, queue: QueuedCheckIn[]) => write(queueKey(eventId), queue);

export const storedConflicts = (eventId: number): DoorConflict[] => read<DoorConflict[]>(conflictsKey(eventId), []);
export const storeConflicts = (eventId: number, conflicts: DoorConflict[]) => write(conflictsKey(eventId), conflicts);

export const storedOwnCheckIns = (eventId: number): OwnCheckIn[] => read<OwnCheckIn[]>(ownKey(eventId), []);
export const storeOwnCheckIns = (eventId: number, own: OwnCheckIn[]) =>
  write(ownKey(eventId), own.slice(-OWN_CHECK_INS_KEPT));

export const storedDoorName = (): string => read<string>(DOOR_NAME_KEY, '');
export const storeDoorName = (name: string) => write(DOOR_NAME_KEY, name);

/** The SHA-256 (hex) of a scanned code, as the door list holds it (the server trims a code the same way). */
export async function codeHash(code: string): Promise<string> {
  const digest = await window.crypto.subtle.digest('SHA-256', new TextEncoder().encode(code.trim()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
