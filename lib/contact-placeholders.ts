import type { PlaceholderValues } from './placeholders';

/** The template placeholders a contact fills (`{name}`, `{phone}`, `{email}`), for single, bulk and group sends. */
export function contactPlaceholders(contact: { name: string; phone: string; email?: string | null }): PlaceholderValues {
  return { name: contact.name, phone: contact.phone, email: contact.email ?? null };
}
