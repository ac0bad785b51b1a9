import type { TenantSession } from './tenant';
import type { ApiOperation, JsonSchema } from './openapi';
import { fillPath } from './openapi';
import { exampleBody, isIdField } from './example-bodies';
import { createTenantRecords, webhookReceiverUrl, type TenantRecords } from './id-factories';
import { syncedChatTemplateId } from './chat-sends';

/**
 * Where an id can sit inside a request body (`METHOD path field`, a field inside a list as `messages.contact_id`) and
 * the kind of record it names. The tenant-isolation test fails on an id field missing from this table.
 */
export const BODY_IDS: Record<string, string> = {
  'POST /sms/send contact_id': 'contact_id',
  'POST /sms/send template_id': 'template_id',
  'POST /sms/send-bulk messages.contact_id': 'contact_id',
  'POST /sms/send-bulk template_id': 'template_id',
  'POST /sms/send-group/{group_id} template_id': 'template_id',
  'POST /sms/preview template_id': 'template_id',
  'POST /sms/preview group_id': 'group_id',
  'POST /groups/{group_id}/contacts contact_ids': 'contact_id',
  'DELETE /groups/{group_id}/contacts contact_ids': 'contact_id',
  'DELETE /contacts/bulk ids': 'contact_id',
  'DELETE /messages/bulk ids': 'message_id',
  'POST /events/{event_id}/invitees contact_id': 'contact_id',
  'PUT /events/{event_id}/invitees/{invitee_id} contact_id': 'contact_id',
  'POST /events/{event_id}/invitees/import contact_ids': 'contact_id',
  'POST /events/{event_id}/invitees/import group_id': 'group_id',
  'POST /events/{event_id}/payments event_invitee_id': 'invitee_id',
  'PUT /events/{event_id}/payments/{payment_id} event_invitee_id': 'invitee_id',
  // Chat templates are the platform's, shared by every tenant: any record id of theirs stands in.
  'POST /chat/send chat_template_id': 'template_id',
  'POST /chat/send-bulk chat_template_id': 'template_id',
  // No chat templates exist yet: any record id of theirs stands in (chat stages are refused anyway).
  'POST /events/{event_id}/sms-stages chat_template_id': 'template_id',
  'PUT /events/{event_id}/sms-stages/{stage_id} chat_template_id': 'template_id',
  'POST /events/{event_id}/sms-stages/preview chat_template_id': 'template_id',
};

/** The id fields of a body schema, as dotted paths through objects and lists. */
export function idFields(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  if (schema.items) return idFields(schema.items, prefix);
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) =>
    isIdField(key, field) ? [`${prefix}${key}`] : idFields(field, `${prefix}${key}.`),
  );
}

/** Puts `id` at a dotted path of an example body: a list field gets `[id]`, a field inside a list its first item. */
export function withId(body: Record<string, unknown>, path: string, id: number): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...body, [head]: head.endsWith('ids') ? [id] : id };
  const [first, ...others] = body[head] as Record<string, unknown>[];
  return { ...body, [head]: [withId(first, rest.join('.'), id), ...others] };
}

/** Whether the example body holds this dotted id field (exampleBody keeps only the required ones). */
function holds(body: unknown, path: string): boolean {
  const [head, ...rest] = path.split('.');
  if (typeof body !== 'object' || body === null || !(head in body)) return false;
  const value = (body as Record<string, unknown>)[head];
  if (rest.length === 0) return true;
  return Array.isArray(value) && value.length > 0 && holds(value[0], rest.join('.'));
}

type Body = Record<string, unknown>;

/**
 * What the body schema cannot say and the example body gets wrong: one choice among fields (an audience, a template),
 * a field only some other field makes required, a URL that must answer. `needs`: the records it names.
 */
const BODY_CHOICES: Record<
  string,
  { needs?: string[]; choose: (body: Body, records: TenantRecords) => Promise<Body> }
> = {
  // One audience: `to`, `numbers` or `group_id`.
  'POST /sms/preview': { choose: async ({ numbers: _n, ...body }) => body },
  // One template: `chat_template_id` (the platform's welcome_message, no variables), or `template` + `language`.
  'POST /chat/send': { choose: async ({ to, scheduled_at }) => ({ to, scheduled_at, ...(await chatTemplate()) }) },
  'POST /chat/send-bulk': {
    choose: async ({ numbers, scheduled_at }) => ({ numbers, scheduled_at, ...(await chatTemplate()) }),
  },
  // `contact_ids` or `group_id`.
  'POST /events/{event_id}/invitees/import': {
    needs: ['contact_id'],
    choose: async (body, records) => withId(body, 'contact_ids', records.contact_id),
  },
  // `sender_id` is one of the organization's approved ids (a fresh one has none), or null.
  'PATCH /settings': { choose: async (body) => ({ ...body, sender_id: null }) },
  'POST /webhook-endpoints': { choose: async (body) => ({ ...body, url: await webhookReceiverUrl() }) },
  'PATCH /webhook-endpoints/{webhook_endpoint_id}': {
    choose: async (body) => ({ ...body, url: await webhookReceiverUrl() }),
  },
};

const chatTemplate = async () => ({ chat_template_id: await syncedChatTemplateId('welcome_message') });

/** A request the operation's schemas accept, on records of one tenant. */
export interface ValidRequest {
  method: ApiOperation['method'];
  url: string;
  data?: unknown;
}

/**
 * A request whose path and body satisfy the operation's schemas, on fresh records of the session's own tenant (made
 * for this request, so an earlier delete cannot have removed them): the path ids, and every id the body requires,
 * name records of its own.
 */
export async function validRequest(session: TenantSession, op: ApiOperation): Promise<ValidRequest> {
  const example = op.body ? exampleBody(op.body) : undefined;
  const required = idFields(op.body).filter((field) => holds(example, field));
  const kinds = required.map((field) => BODY_IDS[`${op.name} ${field}`]).filter((kind) => kind !== undefined);
  const choice = BODY_CHOICES[op.name];
  const records = await createTenantRecords(session, [...op.pathParams, ...kinds, ...(choice?.needs ?? [])]);
  let data = example;
  for (const field of required) data = withId(data as Body, field, records[BODY_IDS[`${op.name} ${field}`]]);
  if (choice) data = await choice.choose(data as Body, records);
  return { method: op.method, url: fillPath(op, records), data };
}
