import { Contact } from '../../db/models';
import { deleteContacts as deleteContactRows } from '../../db/contacts/contacts';
import { NotFoundError } from '../../domain/messaging/errors';

/** Contacts of the tenant: every write of the area but the file imports (contact-import.ts). */

export interface ContactFields {
  name?: string;
  phone?: string;
  email?: string | null;
  birthDate?: string | null;
}

/** A phone already used in the tenant fails on the unique key; the API answers 422 on `phone`. */
export const createContact = (
  tenantId: number,
  fields: { name: string; phone: string; email: string | null; birthDate: string | null },
): Promise<Contact> =>
  Contact.create({
    tenantId,
    name: fields.name,
    phone: fields.phone,
    email: fields.email,
    birthDate: fields.birthDate,
  });

/** Found first, then changed (only the fields given): an empty change still finds the contact. */
export async function updateContact(tenantId: number, contactId: number, fields: ContactFields): Promise<Contact> {
  const contact = await Contact.findOne({ where: { id: contactId, tenantId } });
  if (!contact) throw new NotFoundError('Contact');
  contact.set(fields);
  await contact.save();
  return contact;
}

/** Deletes the tenant's contacts among `ids` (another tenant's are left alone); how many were deleted. */
export const deleteContacts = (tenantId: number, ids: number[]): Promise<number> => deleteContactRows(tenantId, ids);

export async function deleteContact(tenantId: number, contactId: number): Promise<void> {
  if ((await deleteContactRows(tenantId, [contactId])) === 0) throw new NotFoundError('Contact');
}
