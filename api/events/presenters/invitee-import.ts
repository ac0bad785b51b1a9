import type { ContactImportResult } from '../../../db/events/invitees';
import type { InviteeImportResult } from '../../../db/events/invitee-import';
import { Resource, Type, type Static } from '../../http/openapi/response-schema';

const imported = Type.Integer({ minimum: 0, description: 'Invitees added' });

export const ContactInvitesSchema = Resource(
  'ContactInvites',
  {
    message: Type.String({ examples: ['12 invited, 3 already invited.'] }),
    imported,
    skipped: Type.Integer({ minimum: 0, description: 'Contacts whose phone was already invited' }),
  },
  "Contacts and a group's members invited to an event",
);
export type ContactInvites = Static<typeof ContactInvitesSchema>;

export const InviteeFileImportSchema = Resource(
  'InviteeFileImport',
  {
    message: Type.String({ examples: ['Import finished: 120 imported, 2 skipped.'] }),
    imported,
    skipped: Type.Integer({ minimum: 0, description: 'Rows not imported: invalid, or a phone already invited' }),
    errors: Type.Array(
      Type.Object({ row: Type.Integer({ minimum: 1 }), message: Type.String() }, { additionalProperties: false }),
      { description: 'Why invalid rows were skipped, by row of the file (the first 1,000)' },
    ),
  },
  'The outcome of an invitee file import',
);
export type InviteeFileImport = Static<typeof InviteeFileImportSchema>;

/** `POST …/invitees/import`: how many contacts were invited and how many were already. */
export const presentContactInvites = (result: ContactImportResult): ContactInvites => ({
  message: `${result.imported} invited, ${result.skipped} already invited.`,
  imported: result.imported,
  skipped: result.skipped,
});

/** `POST …/invitees/import/file`: the counts and the rows refused, with why. */
export const presentInviteeFileImport = (result: InviteeImportResult): InviteeFileImport => ({
  message: `Import finished: ${result.imported} imported, ${result.skipped} skipped.`,
  imported: result.imported,
  skipped: result.skipped,
  errors: result.errors,
});
