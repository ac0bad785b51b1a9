/**
 * RSVP by button (beyond the interface): the quick replies of the invitation templates answer the
 * invitation. A tap's label (or its payload, which Meta sets to the label unless the sender chose one) says which.
 */
import type { InviteeStatus } from './vocabulary';

/** Labels of the invitation templates' quick replies (sw and en), and the payloads a sender may set, lower-cased. */
const CONFIRMING = new Set(['nitahudhuria', 'i will attend', 'rsvp_yes', 'yes', 'ndiyo']);
const DECLINING = new Set(['sitaweza', 'i cannot attend', 'rsvp_no', 'no', 'hapana']);

/** The invitee status a quick-reply tap asks for, or null when the reply is no RSVP answer. */
export function rsvpAnswerOf(reply: {
  text: string | null;
  buttonPayload: string | null;
}): Extract<InviteeStatus, 'confirmed' | 'declined'> | null {
  const said = [reply.buttonPayload, reply.text].map((value) => value?.trim().toLowerCase() ?? '');
  if (said.some((value) => CONFIRMING.has(value))) return 'confirmed';
  if (said.some((value) => DECLINING.has(value))) return 'declined';
  return null;
}
