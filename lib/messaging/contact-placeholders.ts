import type { PlaceholderValues } from './placeholders';

/**
 * The template placeholders a recipient fills (`{name}`, `{phone}`, `{email}`) in single and bulk sends; a number
 * with no contact has only a phone. Group and birthday sends render the same placeholders in SQL (db/sms-render-sql.ts).
 */
export function contactPlaceholders(contact: { name: string | null; phone: string; email?: string | null }): PlaceholderValues {
  return { name: contact.name, phone: contact.phone, email: contact.email ?? null };
}
