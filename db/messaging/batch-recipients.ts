/**
 * The recipients of snapshot batches: who they are at acceptance (a RecipientQuery) and how a page of them becomes
 * message rows later (materializeNextRecipients), rendered in SQL from the rows of their source.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { applyLedgerChange } from '../accounts/ledger';
import type { CreditChannel } from '../models';
import { bumpBatchCounters } from './messages';
import { contactPlaceholderSql, placeholdersUsedIn, renderSql, type PlaceholderColumns } from './render-sql';
import { stopsChannel } from './opt-outs';
import { inviteePlaceholderSql } from '../events/invitee-placeholders-sql';
import { optedOutInviteesSql } from '../events/invitee-opt-outs';
import { NO_CHAT_COLUMNS, snapshotChatColumnsSql } from './snapshot-chat-columns';

export type RecipientSourceName = 'contacts' | 'invitees' | 'list';

/** A page of the batch's recipients ($2 to $3) as `u`: the recipient id and the credits charged for it, in order. */
const UNNEST_RECIPIENTS =
  'unnest(b.recipient_ids[$2:$3], b.recipient_credits[$2:$3]) WITH ORDINALITY AS u(recipient_id, credits, ord)';

/**
 * How a source's rows become messages: the join from an unnested recipient id `u.recipient_id`, and its values
 * (placeholders given how the query refers to PUBLIC_BASE_URL). `optedOut` selects, as `id`, the tenant's
 * recipients of this source whose number opted out of `:channel` (over `:tenantId`), to leave out at acceptance.
 */
interface RecipientSource {
  unnest: string;
  join: string;
  /** The body as sent, when the source holds it rendered already (else the batch's body, rendered per recipient). */
  renderedBody?: string;
  placeholders: (publicBaseUrlSql: string) => PlaceholderColumns;
  toNumber: string;
  contactId: string;
  optedOut: string;
  /** The event and invitee a message is for (NULL outside events). */
  eventId: string;
  inviteeId: string;
  /** The recipient's public token, a chat message's URL button parameter (NULL when the source has none). */
  publicToken: string;
}

const SOURCES: Record<RecipientSourceName, RecipientSource> = {
  contacts: {
    unnest: UNNEST_RECIPIENTS,
    join: 'JOIN contacts c ON c.id = u.recipient_id AND c.tenant_id = b.tenant_id',
    placeholders: contactPlaceholderSql,
    toNumber: 'c.phone',
    contactId: 'c.id',
    eventId: 'NULL',
    inviteeId: 'NULL',
    publicToken: 'NULL',
    optedOut: `SELECT c.id FROM opt_outs o JOIN contacts c ON c.tenant_id = o.tenant_id AND c.phone = o.phone
      WHERE o.tenant_id = :tenantId AND ${stopsChannel(':channel')}`,
  },
  // An event's invitees; `{event_link}` and `{optout_link}` start with the PUBLIC_BASE_URL the batch was priced with
  // (its audience), whatever the materializing process's own.
  invitees: {
    unnest: UNNEST_RECIPIENTS,
    join: `JOIN event_invitees i ON i.id = u.recipient_id AND i.tenant_id = b.tenant_id
      JOIN events e ON e.id = i.event_id AND e.tenant_id = b.tenant_id`,
    placeholders: () => inviteePlaceholderSql("(b.audience->>'public_base_url')"),
    toNumber: 'i.phone',
    contactId: 'i.contact_id',
    eventId: 'i.event_id',
    inviteeId: 'i.id',
    publicToken: 'i.public_token',
    optedOut: optedOutInviteesSql(':tenantId', ':channel'),
  },
  // A bulk list (SMS): numbers and texts rendered and priced at acceptance, opt-outs left out there; `recipient_ids`
  // holds each item's contact (a historical link, like messages.contact_id).
  list: {
    unnest: `unnest(b.recipient_ids[$2:$3], b.recipient_credits[$2:$3], b.list_numbers[$2:$3], b.list_bodies[$2:$3])
      WITH ORDINALITY AS u(recipient_id, credits, to_number, body, ord)`,
    join: '',
    renderedBody: 'u.body',
    placeholders: () => ({}),
    toNumber: 'u.to_number',
    contactId: 'u.recipient_id',
    eventId: 'NULL',
    inviteeId: 'NULL',
    publicToken: 'NULL',
    optedOut: 'SELECT NULL::int AS id WHERE false',
  },
};

export const recipientSource = (name: RecipientSourceName): RecipientSource => SOURCES[name];

/**
 * Who a snapshot batch goes to, as SQL: `fromRows` is `FROM … WHERE …` over the source's rows with the aliases its
 * placeholders use, `idColumn` the recipient's id there; `idsOnly` selects just the ids as `id` (cheaper when the
 * text has no placeholders). `ctes` may define names both refer to.
 */
export interface RecipientQuery {
  source: RecipientSourceName;
  ctes?: string;
  fromRows: string;
  idColumn: string;
  idsOnly: string;
  /** The placeholder columns as `fromRows` and the replacements give them, when not the source's own. */
  placeholders?: PlaceholderColumns;
  replacements: Record<string, unknown>;
}

/** The members of a tenant's group, now. */
export const groupMembers = (tenantId: number, groupId: number): RecipientQuery => ({
  source: 'contacts',
  fromRows:
    'FROM contact_group cg JOIN contacts c ON c.id = cg.contact_id WHERE cg.group_id = :groupId AND cg.tenant_id = :tenantId',
  idColumn: 'c.id',
  idsOnly: 'SELECT contact_id AS id FROM contact_group WHERE group_id = :groupId AND tenant_id = :tenantId',
  replacements: { tenantId, groupId },
});

/**
 * A tenant's contacts born on this day who were not wished this year; they are marked wished in the same
 * statement (`birthday_wishes`), so each is wished once a year whatever reruns happen.
 */
export function birthdaysToday(
  tenantId: number,
  day: { year: number; monthDays: Array<[number, number]> },
): RecipientQuery {
  const days = day.monthDays.map(([m, d]) => `(${Number(m)}, ${Number(d)})`).join(', ');
  return {
    source: 'contacts',
    ctes: `wished AS (
      INSERT INTO birthday_wishes (tenant_id, contact_id, year)
      SELECT tenant_id, id, :year FROM contacts
      WHERE tenant_id = :tenantId AND birth_date IS NOT NULL
        AND (CAST(EXTRACT(MONTH FROM birth_date) AS int), CAST(EXTRACT(DAY FROM birth_date) AS int)) IN (${days})
      ON CONFLICT DO NOTHING RETURNING contact_id)`,
    fromRows: 'FROM wished w JOIN contacts c ON c.id = w.contact_id',
    idColumn: 'c.id',
    idsOnly: 'SELECT contact_id AS id FROM wished',
    replacements: { tenantId, year: day.year },
  };
}

/**
 * The INSERT of a page of a snapshot batch's message rows (batch $1, recipients $2 to $3), each rendered for its
 * recipient: the body, and for a chat batch what the chat message sends. Returns each row's credits.
 */
function insertRowsSql(
  batch: { channel: CreditChannel; body: string | null; chat_variables: string[] | null },
  source: RecipientSource,
  publicBaseUrlSql: string,
): string {
  const columns = source.placeholders(publicBaseUrlSql);
  const chatColumns =
    batch.channel === 'chat'
      ? snapshotChatColumnsSql(batch.chat_variables ?? [], columns, source.publicToken)
      : NO_CHAT_COLUMNS;
  return `INSERT INTO messages (tenant_id, channel, user_id, contact_id, group_id, event_id, invitee_id, batch_id, to_number, from_sender, body, credits,
      status, scheduled_at, chat_template_id, template_name, template_language, variables, button_url_param)
    SELECT b.tenant_id, b.channel, b.user_id, ${source.contactId}, b.group_id, ${source.eventId}, ${source.inviteeId}, b.id, ${source.toNumber}, b.from_sender,
      ${source.renderedBody ?? renderSql('b.body', placeholdersUsedIn(batch.body ?? '', columns))}, u.credits,
      CASE WHEN b.scheduled_at > now() THEN 'scheduled' ELSE 'queued' END, b.scheduled_at, ${chatColumns}
    FROM send_batches b
    CROSS JOIN LATERAL ${source.unnest}
    ${source.join}
    WHERE b.id = $1 ORDER BY u.ord RETURNING credits`;
}

export interface MaterializedPage {
  inserted: number;
  /** Recipients still to turn into rows. */
  remaining: number;
  /** The batch was cancelled or failed: nothing more will be materialized. */
  stopped: boolean;
}

/**
 * Turns the next `size` recipients of a snapshot batch into message rows, rendered now (a chat batch's template
 * variables too): `scheduled` while the batch's time is ahead, else `queued`. The batch row is locked and `materialized` advanced in the same
 * transaction, so a retry never inserts twice. Recipients deleted since acceptance are refunded.
 */
export async function materializeNextRecipients(
  sequelize: Sequelize,
  batchId: number,
  size: number,
  publicBaseUrl: string,
): Promise<MaterializedPage> {
  return sequelize.transaction(async (tx) => {
    const [batch] = await sequelize.query<{
      tenant_id: number;
      channel: CreditChannel;
      source: RecipientSourceName | null;
      status: string;
      materialized: number;
      total: number;
      charged: number;
      body: string | null;
      chat_variables: string[] | null;
    }>(
      `SELECT tenant_id, channel, recipient_source AS source, status, materialized, total, body, audience->'chat'->'variables' AS chat_variables,
         (SELECT coalesce(sum(s), 0) FROM unnest(recipient_credits[materialized + 1 : materialized + $2]) s) AS charged
       FROM send_batches WHERE id = $1 FOR UPDATE`,
      { bind: [batchId, size], type: QueryTypes.SELECT, transaction: tx },
    );
    if (!batch || batch.status === 'cancelled' || batch.status === 'failed')
      return { inserted: 0, remaining: 0, stopped: true };
    if (!batch.source || batch.materialized >= batch.total) return { inserted: 0, remaining: 0, stopped: false };
    const from = batch.materialized + 1;
    const to = Math.min(batch.total, batch.materialized + size);
    const inserted = await sequelize.query<{ credits: number }>(
      insertRowsSql(batch, SOURCES[batch.source], sequelize.escape(publicBaseUrl)),
      { bind: [batchId, from, to], type: QueryTypes.SELECT, transaction: tx },
    );
    const missingCredits = batch.charged - inserted.reduce((sum, r) => sum + r.credits, 0);
    if (missingCredits > 0) {
      await applyLedgerChange(sequelize, tx, {
        tenantId: batch.tenant_id,
        channel: batch.channel,
        amount: missingCredits,
        reason: 'recipient removed before sending',
        reference: `${batch.channel}:refund:batch:${batchId}:${from}`,
      });
    }
    await bumpBatchCounters(sequelize, tx, batchId, { failed: to - from + 1 - inserted.length });
    // A list's numbers and texts are in its message rows once all are written: the copies on the batch row go.
    await sequelize.query(
      `UPDATE send_batches SET materialized = $2, updated_at = now(),
        list_numbers = CASE WHEN $2 < total THEN list_numbers END, list_bodies = CASE WHEN $2 < total THEN list_bodies END
      WHERE id = $1`,
      { bind: [batchId, to], transaction: tx },
    );
    return { inserted: inserted.length, remaining: batch.total - to, stopped: false };
  });
}
