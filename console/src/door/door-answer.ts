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
