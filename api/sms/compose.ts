/** Turning a send request into texts: the tenant's template and contacts (tenant-scoped), sender id, rendering. */
import { QueryTypes } from 'sequelize';
import type { ApiDeps } from '../deps';
import { fieldError, unprocessable, validationFailed, type FieldErrors } from '../errors';
import { renderPlaceholders } from '../../lib/messaging/placeholders';
import { contactPlaceholders } from '../../lib/messaging/contact-placeholders';
import { effectiveSenderId } from '../../db/sender-ids';

export interface ContactValues {
  id: number;
  name: string;
  phone: string;
  email: string | null;
}

/** The tenant's selected sender id while it is approved, else the platform default. */
export async function senderOf(deps: ApiDeps, tenantId: number): Promise<string> {
  return effectiveSenderId(deps.sequelize, tenantId, deps.config.smsGateway.defaultSender);
}

/** The body of this tenant's template; 422 when it is not one of theirs. */
export async function templateBody(deps: ApiDeps, tenantId: number, templateId: number): Promise<string> {
  const [row] = await deps.sequelize.query<{ body: string }>('SELECT body FROM templates WHERE id = $1 AND tenant_id = $2',
    { bind: [templateId, tenantId], type: QueryTypes.SELECT });
  if (!row) throw fieldError('template_id', 'The selected template id is invalid.');
  return row.body;
}

/** This tenant's contacts by id; every id that is not one of theirs is a 422 on `fieldOf(index)`. */
export async function tenantContacts(
  deps: ApiDeps, tenantId: number, ids: Array<number | undefined>, fieldOf: (index: number) => string,
): Promise<Map<number, ContactValues>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== undefined && id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await deps.sequelize.query<ContactValues>(
    'SELECT id, name, phone, email FROM contacts WHERE tenant_id = $1 AND id = ANY($2::int[])',
    { bind: [tenantId, wanted], type: QueryTypes.SELECT });
  const found = new Map(rows.map((c) => [c.id, c]));
  const errors: FieldErrors = {};
  ids.forEach((id, index) => {
    if (id !== undefined && id !== null && !found.has(id)) errors[fieldOf(index)] = ['The selected contact id is invalid.'];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return found;
}

/**
 * The text one recipient gets. Placeholders are filled only for a template or a linked contact (a plain text is
 * sent as typed); a placeholder with no value renders empty. An empty result is refused.
 */
export function renderFor(text: string, rendered: boolean, to: string, contact: ContactValues | undefined): string {
  const body = rendered ? renderPlaceholders(text, contactPlaceholders(contact ?? { name: null, phone: to })) : text;
  if (body.trim() === '') throw unprocessable('The message text is empty after filling in the placeholders.');
  return body;
}
