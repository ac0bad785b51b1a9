/** RSVP by button: the invitation quick replies among inbound chat messages answer their invitees. */
import type { Sequelize } from 'sequelize';
import { applyRsvpReply, storedButtonReplies } from '../../db/events/rsvp-replies';
import { rsvpAnswerOf } from '../../domain/events/rsvp-replies';

/**
 * Applies every RSVP tap among these stored inbound messages (new or redelivered alike: applying is idempotent and
 * the last tap wins). Returns how many invitees changed.
 */
export async function answerRsvpTaps(sequelize: Sequelize, inboundWamids: string[]): Promise<number> {
  let changed = 0;
  for (const reply of await storedButtonReplies(sequelize, inboundWamids)) {
    const answer = rsvpAnswerOf(reply);
    if (answer && (await applyRsvpReply(sequelize, reply, answer))) changed += 1;
  }
  return changed;
}
