/**
 * What an entry card's QR code holds: the entry code itself, which the door's `POST …/check-ins {code}` takes as
 * scanned. Nothing else (no URL, no event id): a photo of a card tells no more than the card, and a reissued card's
 * old code finds nothing at the door.
 */
export const cardQrPayload = (entryCode: string): string => entryCode;
