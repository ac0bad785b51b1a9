/**
 * SQL that renders a text for one recipient row and prices it, so snapshot batches render and price 100k
 * recipients inside PostgreSQL. They mirror domain/messaging/placeholders.ts and domain/messaging/sms-segments.ts:
 * `render_placeholders()` and `sms_segments()` are their tested SQL twins.
 */
import { countSmsSegments } from '../../domain/messaging/sms-segments';
import { optOutLinkSql } from './opt-out-link-sql';

/** Placeholder name → SQL expression (over the recipient query's aliases) yielding its text value, possibly NULL. */
export type PlaceholderColumns = Readonly<Record<string, string>>;

/**
 * A contact `c` as a recipient: `{name}`, `{phone}`, `{email}` (docs/decisions.md §5) and `{optout_link}`;
 * `publicBaseUrlSql` is how the query refers to PUBLIC_BASE_URL (a bind parameter).
 */
export const contactPlaceholderSql = (publicBaseUrlSql: string): PlaceholderColumns => ({
  name: 'c.name',
  phone: 'c.phone',
  email: 'c.email',
  optout_link: optOutLinkSql(publicBaseUrlSql, 'c.tenant_id', 'c.phone'),
});

/** Printable ASCII without backtick, braces and GSM-7 extension characters, plus CR/LF: 1 septet per character. */
const SIMPLE_GSM = /^[\n\r -Z_a-z]*$/;
const SIMPLE_GSM_SQL = String.raw`'^[\n\r -Z_a-z]*$'`;

const occurrences = (text: string, token: string) => text.split(token).length - 1;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** `bodySql` with the placeholders filled from `columns` (one pass: a value is never re-read as a placeholder). */
export function renderSql(bodySql: string, columns: PlaceholderColumns): string {
  const names = Object.keys(columns);
  return (
    `render_placeholders(${bodySql}, ARRAY[${names.map(literal).join(', ')}]::text[], ` +
    `ARRAY[${names.map((n) => `${columns[n]}::text`).join(', ')}]::text[])`
  );
}

/** The placeholders of `columns` that `body` uses: the only ones its rendering needs (the others are never read). */
export function placeholdersUsedIn(body: string, columns: PlaceholderColumns): PlaceholderColumns {
  return Object.fromEntries(Object.entries(columns).filter(([name]) => body.includes(`{${name}}`)));
}

/**
 * The credits of `body` rendered for one recipient, as SQL; `bodySql` is how the query refers to the body.
 * Without placeholders it is a constant. When the fixed part is plain ASCII (no braces, so no placeholder can
 * form across a value), recipients whose values are plain too are priced by arithmetic on the values' lengths;
 * only the others are rendered and go through `sms_segments()`. `usesColumns` says whether the recipient's
 * values are needed at all (else the caller can price from ids alone).
 */
export function creditsSql(
  body: string,
  bodySql: string,
  columns: PlaceholderColumns,
): { sql: string; usesColumns: boolean } {
  const used = Object.keys(columns).filter((name) => occurrences(body, `{${name}}`) > 0);
  if (used.length === 0) return { sql: String(countSmsSegments(body)), usesColumns: false };
  const general = `sms_segments(${renderSql(bodySql, columns)})`;
  const fixed = used.reduce((text, name) => text.split(`{${name}}`).join(''), body);
  if (!SIMPLE_GSM.test(fixed)) return { sql: general, usesColumns: true };
  const value = (name: string) => `coalesce(${columns[name]}::text, '')`;
  const septets = [
    String(fixed.length),
    ...used.map((name) => `${occurrences(body, `{${name}}`)} * char_length(${value(name)})`),
  ].join(' + ');
  const simpleValues = used.map((name) => `${value(name)} ~ ${SIMPLE_GSM_SQL}`).join(' AND ');
  return { sql: `CASE WHEN ${simpleValues} THEN (${septets} + 159) / 160 ELSE ${general} END`, usesColumns: true };
}
