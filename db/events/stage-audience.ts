import type { RecipientQuery } from '../messaging/batch-recipients';
import type { StageType } from '../../domain/events/vocabulary';
import { eligibleInviteesWhere } from './eligibility';
import { inviteePlaceholderSql } from './invitee-placeholders-sql';

/**
 * A stage's audience for the send pipeline: the event's invitees its stage type selects now (docs/decisions.md §8), priced
 * with `{event_link}` over `publicBaseUrl`, which the batch keeps in its audience for rendering them later.
 */
export function stageInvitees(
  tenantId: number,
  eventId: number,
  stageType: StageType,
  publicBaseUrl: string,
): RecipientQuery {
  const eligible = `i.tenant_id = :tenantId AND i.event_id = :eventId AND ${eligibleInviteesWhere(stageType)}`;
  return {
    source: 'invitees',
    fromRows: `FROM event_invitees i JOIN events e ON e.id = i.event_id AND e.tenant_id = i.tenant_id WHERE ${eligible}`,
    idColumn: 'i.id',
    idsOnly: `SELECT i.id FROM event_invitees i WHERE ${eligible}`,
    placeholders: inviteePlaceholderSql(':publicBaseUrl'),
    replacements: { tenantId, eventId, publicBaseUrl },
  };
}
