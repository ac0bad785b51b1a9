import type { StageChannel } from '../../domain/events/vocabulary';
import { stopsChannel } from '../messaging/opt-outs';

/**
 * The ids (as `id`) of a tenant's invitees whose number opted out of `channelSql`, in any event: the one definition
 * of who a stage leaves out. A run's acceptance drops them (the `invitees` recipient source of
 * db/messaging/batch-recipients.ts) and the stage figures do not count them (stage-figures.ts), so the cost shown is
 * what a send bills. Uncorrelated, so PostgreSQL hashes it once per query.
 */
export const optedOutInviteesSql = (tenantIdSql: string, channelSql: string): string =>
  `SELECT i.id FROM opt_outs o JOIN event_invitees i ON i.tenant_id = o.tenant_id AND i.phone = o.phone
      WHERE o.tenant_id = ${tenantIdSql} AND ${stopsChannel(channelSql)}`;

/** A stage channel as an SQL literal (written into the text: only these two fixed strings). */
export const channelLiteral = (channel: StageChannel): string => (channel === 'chat' ? "'chat'" : "'sms'");
