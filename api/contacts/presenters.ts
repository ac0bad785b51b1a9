import type { Contact } from '../../db/models';
import type { GroupRef } from '../../db/contacts/contacts';
import { formatDate, formatTimestamp } from '../../infra/timestamps';

/** The Contact resource; `groups` are {id, name} of the groups it belongs to. */
export const presentContact = (contact: Contact, groups: GroupRef[]) => ({
  id: contact.id,
  name: contact.name,
  phone: contact.phone,
  email: contact.email,
  birth_date: formatDate(contact.birthDate),
  groups,
  created_at: formatTimestamp(contact.createdAt),
  updated_at: formatTimestamp(contact.updatedAt),
});
