/** Turning a send request into texts: the tenant's template and contacts (tenant-scoped), sender id, rendering. */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { SendDeps } from '../deps';
import { InvalidInputError, invalidField } from '../../../domain/messaging/errors';
import { renderPlaceholders } from '../../../domain/messaging/placeholders';
import { contactPlaceholders } from '../../../domain/messaging/contact-placeholders';
import { optOutLink, optOutToken } from '../../../domain/messaging/opt-out-token';
import { effectiveSenderId } from '../../../db/sender-ids/sender-ids';
import { loadOptOutKey } from '../../../db/messaging/opt-out-key';

export interface ContactValues {
  id: number;
  name: string;
  phone: string;
  email: string | null;
}

/** The tenant's selected sender id while it is approved, else the platform default. */
export async function senderOf(deps: SendDeps, tenantId: number): Promise<string> {
  return effectiveSenderId(deps.sequelize, tenantId, deps.config.smsGateway.defaultSender);
}

/** The body of this tenant's template; an error on `template_id` when it is not one of theirs. */
export async function templateBody(sequelize: Sequelize, tenantId: number, templateId: number): Promise<string> {
  const [row] = await sequelize.query<{ body: string }>('SELECT body FROM templates WHERE id = $1 AND tenant_id = $2', {
    bind: [templateId, tenantId],
    type: QueryTypes.SELECT,
  });
  if (!row) throw invalidField('template_id', 'The selected template id is invalid.');
  return row.body;
}

/** Those of these ids that are this tenant's contacts (the others are left out). */
export async function contactsById(
  sequelize: Sequelize,
  tenantId: number,
  ids: Array<number | null | undefined>,
): Promise<Map<number, ContactValues>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== undefined && id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await sequelize.query<ContactValues>(
    'SELECT id, name, phone, email FROM contacts WHERE tenant_id = $1 AND id = ANY($2::int[])',
    { bind: [tenantId, wanted], type: QueryTypes.SELECT },
  );
  return new Map(rows.map((c) => [c.id, c]));
}

/** This tenant's contacts by id; every id that is not one of theirs is an error on `fieldOf(index)`. */
export async function tenantContacts(
  sequelize: Sequelize,
  tenantId: number,
  ids: Array<number | null | undefined>,
  fieldOf: (index: number) => string,
): Promise<Map<number, ContactValues>> {
  const found = await contactsById(sequelize, tenantId, ids);
  const errors: Record<string, string[]> = {};
  ids.forEach((id, index) => {
    if (id !== undefined && id !== null && !found.has(id))
      errors[fieldOf(index)] = ['The selected contact id is invalid.'];
  });
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return found;
}

/** The `{optout_link}` of each of a tenant's numbers (`255XXXXXXXXX`). */
export async function optOutLinks(deps: SendDeps, tenantId: number): Promise<(phone: string) => string> {
  const key = await loadOptOutKey(deps.sequelize);
  return (phone) => optOutLink(deps.config.publicBaseUrl, optOutToken(key, tenantId, phone));
}

/**
 * The text one recipient gets. Placeholders are filled only for a template or a linked contact (a plain text is
 * sent as typed), except `{optout_link}`, which every text may carry; a placeholder with no value renders empty.
 * An empty result is refused on `field`.
 */
export function renderFor(
  text: string,
  rendered: boolean,
  to: string,
  contact: ContactValues | undefined,
  linkOf: (phone: string) => string,
  field = 'text',
): string {
  const link = text.includes('{optout_link}') ? linkOf(to) : null;
  const values = rendered ? contactPlaceholders(contact ?? { name: null, phone: to }, link) : { optout_link: link };
  const body = renderPlaceholders(text, values);
  if (body.trim() === '') throw invalidField(field, 'The message text is empty after filling in the placeholders.');
  return body;
}
