/** What the door page shows after a scan: a green admission or a red refusal, with what the usher needs to say. */
export type DoorAnswer =
  | {
      kind: 'admitted';
      name: string;
      cardType: string;
      guests: number;
      remaining: number;
      /** Answered from the downloaded list, to be sent when the network returns. */
      queued: boolean;
      /** What an undo removes: the server's check-in, or the queued one not sent yet. */
      undo: { checkInId: number } | { queueKey: string };
      /** When the page answered (ms): the undo is offered for the minutes the API allows it. */
      answeredAt: number;
    }
  | {
      kind: 'undone';
      name: string;
    }
  | {
      kind: 'refused';
      reason: 'already_admitted' | 'card_not_found' | 'invitee_declined' | 'event_cancelled' | 'failed';
      name?: string;
      admitted?: number;
      admits?: number;
      lastCheckedInAt?: string | null;
      door?: string | null;
      message?: string;
    };

/** Why an undo did not happen: past the API's 10 minutes or another usher's, displaced, already gone, no network. */
export type UndoRefusal = 'refused' | 'superseded' | 'gone' | 'offline' | 'failed';

/** The minutes an usher may undo their own check-in (the API's CHECK_IN_UNDO_MINUTES). */
export const UNDO_MINUTES = 10;
