import type { Sequelize } from 'sequelize';
import { applyPublicChange, type PublicChange } from '../../db/events/public-invitee';

/**
 * An invitee's own change from their public page (an RSVP or a pledge), in one statement under the event's lock
 * (db/events/public-invitee.ts); an answer that changes the invitee's status emits `invitee.rsvp`. 'cancelled' (nothing changed) when the event is cancelled,
 * null when the token is unknown.
 */
export const saveInviteePageChange = (
  sequelize: Sequelize,
  token: string,
  change: PublicChange,
): Promise<'saved' | 'cancelled' | null> => applyPublicChange(sequelize, token, change);
