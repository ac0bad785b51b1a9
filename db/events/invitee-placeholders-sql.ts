import { EVENT_PLACEHOLDERS, type EventPlaceholder } from '../../lib/events/placeholders';

/**
 * Each stage placeholder as an SQL expression over invitee `i` and event `e`; `publicBaseUrlSql` is how the query
 * refers to PUBLIC_BASE_URL (a bind parameter). The SQL twin of lib/events/placeholders.ts `inviteePlaceholders`
 * (same `{event_date}` and `{pledge_amount}` formats; a test renders both): `12/12/2026`, `TZS 50,000`.
 */
export function inviteePlaceholderSql(publicBaseUrlSql: string): Record<EventPlaceholder, string> {
  return {
    invitee_name: 'i.name',
    event_name: 'e.name',
    event_date: "to_char(e.event_date, 'DD/MM/YYYY')",
    venue: 'e.venue',
    pledge_amount: pledgeAmountTextSql,
    event_link: `${publicBaseUrlSql} || '/e/' || i.public_token`,
  };
}

/** `{pledge_amount}` of invitee `i` (to_char's `,` is a literal comma, not the locale's separator). */
export const pledgeAmountTextSql = "'TZS ' || to_char(i.pledge_amount, 'FM999,999,999,999,990')";

/** `bodySql` rendered for invitee `i` of event `e` with render_placeholders (exact; ~70 µs a row). */
export function renderStageBodySql(bodySql: string, publicBaseUrlSql: string): string {
  const values = inviteePlaceholderSql(publicBaseUrlSql);
  const names = EVENT_PLACEHOLDERS.map((name) => `'${name}'`).join(', ');
  return `render_placeholders(${bodySql}, ARRAY[${names}]::text[], ARRAY[${EVENT_PLACEHOLDERS.map((p) => values[p]).join(', ')}]::text[])`;
}
