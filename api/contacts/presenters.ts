import type { Contact as ContactModel } from '../../db/models';
import type { GroupRef } from '../../db/contacts/contacts';
import type { ContactJson } from '../../db/contacts/contact-list';
import type { ImportResult } from '../../db/contacts/contact-import';
import { formatDate, formatTimestamp } from '../../infra/timestamps';
import {
  DateOnly,
  Id,
  NamedRef,
  Nullable,
  Phone,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../http/openapi/response-schema';

export const ContactSchema = Resource(
  'Contact',
  {
    id: Id,
    name: Type.String({ examples: ['Neema Mushi'] }),
    phone: Phone,
    email: Nullable(Type.String({ examples: ['neema@example.co.tz'] })),
    birth_date: Nullable(DateOnly),
    groups: Type.Array(NamedRef, { description: 'The groups it belongs to, by name' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  'A contact of the organization; its phone is unique in the organization',
);
export type Contact = Static<typeof ContactSchema>;

/** The list's contacts are written by PostgreSQL (db/contacts/contact-list.ts): its row type must be this resource. */
true satisfies [ContactJson, Contact] extends [Contact, ContactJson] ? true : false;

/** The Contact resource; `groups` are {id, name} of the groups it belongs to. */
export const presentContact = (contact: ContactModel, groups: GroupRef[]): Contact => ({
  id: contact.id,
  name: contact.name,
  phone: contact.phone,
  email: contact.email,
  birth_date: formatDate(contact.birthDate),
  groups,
  created_at: formatTimestamp(contact.createdAt)!,
  updated_at: formatTimestamp(contact.updatedAt)!,
});

export const ContactImportSchema = Resource(
  'ContactImport',
  {
    message: Type.String({ examples: ['Import finished: 120 imported, 3 updated, 2 skipped.'] }),
    imported: Type.Integer({ minimum: 0, description: 'Contacts created' }),
    updated: Type.Integer({ minimum: 0, description: 'Contacts of the organization found by phone and updated' }),
    skipped: Type.Integer({ minimum: 0, description: 'Rows not imported, each listed in `errors`' }),
    errors: Type.Array(
      Type.Object(
        {
          row: Type.Integer({ minimum: 1, description: "The row's line in the file" }),
          message: Type.String({ examples: ['The phone format is invalid.'] }),
        },
        { additionalProperties: false },
      ),
      { description: 'The rows skipped and why' },
    ),
  },
  'The outcome of a contact import: one transaction per file, upsert by phone',
);
export type ContactImport = Static<typeof ContactImportSchema>;

/** The answer of a CSV or vCard import. */
export const presentContactImport = (result: ImportResult): ContactImport => ({
  message: `Import finished: ${result.imported} imported, ${result.updated} updated, ${result.skipped} skipped.`,
  imported: result.imported,
  updated: result.updated,
  skipped: result.skipped,
  errors: result.errors,
});

export const ContactsDeletedSchema = Resource(
  'ContactsDeleted',
  {
    message: Type.String({ examples: ['3 contacts deleted.'] }),
    count: Type.Integer({ minimum: 0, description: 'Contacts deleted (ids of other organizations are not counted)' }),
  },
  'Contacts deleted at once',
);
export type ContactsDeleted = Static<typeof ContactsDeletedSchema>;
