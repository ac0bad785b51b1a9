import type { EventPlaceholder } from '../../domain/events/placeholders';
import type { PlaceholderColumns } from '../messaging/render-sql';
import { optOutLinkSql } from '../messaging/opt-out-link-sql';

/**
 * Each stage placeholder as an SQL expression over invitee `i` and event `e`; `publicBaseUrlSql` is how the query
 * refers to PUBLIC_BASE_URL (a bind parameter). The SQL twin of domain/events/placeholders.ts `inviteePlaceholders`
 * (same `{event_date}` and `{pledge_amount}` formats, `12/12/2026` and `TZS 50,000`; a test renders both). Give it to
 * db/messaging/render-sql.ts: `renderSql(bodySql, columns)` renders a stage body, `creditsSql(body, bodySql, columns)`
 * prices it, for stage figures and stage sends alike.
 */
export function inviteePlaceholderSql(
  publicBaseUrlSql: string,
): Readonly<Record<EventPlaceholder, string>> & PlaceholderColumns {
  return {
    invitee_name: 'i.name',
    event_name: 'e.name',
    event_date: "to_char(e.event_date, 'DD/MM/YYYY')",
    venue: 'e.venue',
    // to_char's `,` is a literal comma, not the locale's separator.
    pledge_amount: "'TZS ' || to_char(i.pledge_amount, 'FM999,999,999,999,990')",
    event_link: `${publicBaseUrlSql} || '/e/' || i.public_token`,
    card_link: `${publicBaseUrlSql} || '/e/' || i.public_token || '/card'`,
    optout_link: optOutLinkSql(publicBaseUrlSql, 'i.tenant_id', 'i.phone'),
  };
}
