/** What a send to a snapshot audience would bill, without sending: the cost preview of a group. */
import { QueryTypes, type Sequelize } from 'sequelize';
import { missingRow } from '../missing-row';
import { channelCreditsSql } from './channel-pricing';
import { recipientSource, type RecipientQuery } from './batch-recipients';
import type { CreditChannel } from '../models';

export interface AudiencePrice {
  recipients: number;
  /** The sum over recipients of `body` rendered for each and priced by the segment rule. */
  credits: number;
  /** The dearest single message (equal to every message's cost when the body has no placeholders). */
  maxCredits: number;
}

/**
 * Prices `body` for every recipient of a read-only RecipientQuery (one that writes nothing, such as groupMembers)
 * with the send pipeline's own SQL, leaving out who opted out of `channel` as acceptance does, so the preview shows
 * what the send would debit.
 */
export async function priceAudience(
  sequelize: Sequelize,
  recipients: RecipientQuery,
  body: string,
  channel: CreditChannel,
  publicBaseUrl: string,
): Promise<AudiencePrice> {
  const source = recipientSource(recipients.source);
  const credits = channelCreditsSql(
    channel,
    body,
    ':body',
    recipients.placeholders ?? source.placeholders(':publicBaseUrl'),
  );
  const priced = credits.usesColumns
    ? `SELECT ${recipients.idColumn} AS id, ${credits.sql} AS credits ${recipients.fromRows}`
    : `SELECT id, ${credits.sql} AS credits FROM (${recipients.idsOnly}) ids`;
  const [row = missingRow('the audience price')] = await sequelize.query<AudiencePrice>(
    `WITH ${recipients.ctes ? `${recipients.ctes}, ` : ''}candidates AS (${priced}), opted_out_ids AS (${source.optedOut})
     SELECT count(*)::int AS recipients, coalesce(sum(credits), 0)::int AS credits, coalesce(max(credits), 0)::int AS "maxCredits"
     FROM candidates WHERE id NOT IN (SELECT id FROM opted_out_ids)`,
    { replacements: { ...recipients.replacements, body, publicBaseUrl, channel }, type: QueryTypes.SELECT },
  );
  return row;
}
