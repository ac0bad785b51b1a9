import type { PlaceholderValues } from './placeholders';

/**
 * The placeholders a recipient fills (`{name}`, `{phone}`, `{email}`, `{optout_link}`) in single and bulk sends; a
 * number with no contact has only a phone. Group and birthday sends render the same placeholders in SQL
 * (db/messaging/render-sql.ts `contactPlaceholderSql`).
 */
export function contactPlaceholders(
  contact: { name: string | null; phone: string; email?: string | null },
  optOutLink: string | null,
): PlaceholderValues {
  return { name: contact.name, phone: contact.phone, email: contact.email ?? null, optout_link: optOutLink };
}
