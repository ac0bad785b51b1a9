/** What a send to a snapshot audience would bill, without sending: the cost preview of a group. */
import { QueryTypes, type Sequelize } from 'sequelize';
import { creditsSql } from './render-sql';
import { recipientSource, type RecipientQuery } from './batch-recipients';

export interface AudiencePrice {
  recipients: number;
  /** The sum over recipients of `body` rendered for each and priced by the segment rule. */
  credits: number;
  /** The dearest single message (equal to every message's cost when the body has no placeholders). */
  maxCredits: number;
}

/**
 * Prices `body` for every recipient of a read-only RecipientQuery (one that writes nothing, such as groupMembers)
 * with the send pipeline's own SQL, so the preview shows what the send would debit.
 */
export async function priceAudience(sequelize: Sequelize, recipients: RecipientQuery, body: string): Promise<AudiencePrice> {
  const credits = creditsSql(body, ':body', recipientSource(recipients.source).placeholders);
  const priced = credits.usesColumns ? `SELECT ${credits.sql} AS credits ${recipients.fromRows}`
    : `SELECT ${credits.sql} AS credits FROM (${recipients.idsOnly}) ids`;
  const [row] = await sequelize.query<AudiencePrice>(
    `${recipients.ctes ? `WITH ${recipients.ctes} ` : ''}
     SELECT count(*)::int AS recipients, coalesce(sum(credits), 0)::int AS credits, coalesce(max(credits), 0)::int AS "maxCredits"
     FROM (${priced}) priced`,
    { replacements: { ...recipients.replacements, body }, type: QueryTypes.SELECT },
  );
  return row;
}
