/**
 * SQL expressions that render a text for a contact (`c`) and price it, so group and birthday sends render and
 * price 100k recipients inside PostgreSQL. They mirror lib/messaging/placeholders.ts and lib/messaging/sms-segments.ts (tested).
 */
import { countSmsSegments } from '../../lib/messaging/sms-segments';

/** Printable ASCII without backtick and GSM-7 extension characters, plus CR/LF: 1 septet per character. */
const SIMPLE_GSM = /^[\n\r -Z_a-z]*$/;
const SIMPLE_GSM_SQL = String.raw`'^[\n\r -Z_a-z]*$'`;
const PLACEHOLDERS = ['name', 'phone', 'email'] as const;

const occurrences = (text: string, token: string) => text.split(token).length - 1;

/**
 * `{phone}`, `{email}`, then `{name}` replaced in `bodySql` with contact `c`'s values (missing email → empty).
 * Names go last so a name is never re-read as a placeholder.
 */
export function renderForContactSql(bodySql: string): string {
  return `replace(replace(replace(${bodySql}, '{phone}', c.phone), '{email}', coalesce(c.email, '')), '{name}', c.name)`;
}

/**
 * The credits of `body` rendered for contact `c`, as SQL; `bodySql` is how the query refers to the body. Without
 * placeholders this is a constant; when the fixed part is plain ASCII the common case (plain ASCII values) is
 * priced by arithmetic on the values' lengths, and only other values go through `sms_segments()`.
 */
export function segmentsForContactSql(body: string, bodySql: string): { sql: string; needsContact: boolean } {
  const counts = Object.fromEntries(PLACEHOLDERS.map((p) => [p, occurrences(body, `{${p}}`)])) as Record<(typeof PLACEHOLDERS)[number], number>;
  if (PLACEHOLDERS.every((p) => counts[p] === 0)) return { sql: String(countSmsSegments(body)), needsContact: false };
  const general = `sms_segments(${renderForContactSql(bodySql)})`;
  const fixed = PLACEHOLDERS.reduce((text, p) => text.split(`{${p}}`).join(''), body);
  if (!SIMPLE_GSM.test(fixed)) return { sql: general, needsContact: true };
  const septets = `${fixed.length} + ${counts.name} * char_length(c.name) + ${counts.phone} * char_length(c.phone)`
    + ` + ${counts.email} * char_length(coalesce(c.email, ''))`;
  // Only the values the text uses are tested; phones are stored as digits, always plain.
  const tested = [counts.name > 0 ? 'c.name' : null, counts.email > 0 ? "coalesce(c.email, '')" : null].filter((v) => v !== null);
  const simpleValues = tested.length === 0 ? 'true' : tested.map((v) => `${v} ~ ${SIMPLE_GSM_SQL}`).join(' AND ');
  return { sql: `CASE WHEN ${simpleValues} THEN (${septets} + 159) / 160 ELSE ${general} END`, needsContact: true };
}
