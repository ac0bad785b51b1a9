import type { TenantSession } from './tenant';
import type { ApiOperation, JsonSchema } from './openapi';
import { fillPath } from './openapi';
import { exampleBody, isIdField } from './example-bodies';
import { createTenantRecords, webhookReceiverUrl, type TenantRecords } from './id-factories';
import { syncedChatTemplateId } from './chat-sends';
import { freshPhone } from './contacts';

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
  'POST /events/{event_id}/check-ins invitee_id': 'invitee_id',
  'POST /events/{event_id}/members user_id': 'user_id',
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
  // `code` or `invitee_id`: the card of an invitee of the event.
  'POST /events/{event_id}/check-ins': {
    needs: ['invitee_id'],
    // The invitee's id, not a code as well; scanned_at left out (the example instant is a week ahead: refused).
    choose: async ({ code: _code, scanned_at: _scannedAt, ...body }, records) => ({
      ...body,
      invitee_id: records.invitee_id,
    }),
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
  /** The records it names (path and body). */
  records: TenantRecords;
  /** Another body as valid, naming the same records, with fresh unique values (an email, a phone number). */
  another: () => Promise<unknown>;
}

/** The body id fields the example holds (exampleBody keeps only the required ones) and the records they name. */
function requiredIds(op: ApiOperation, example: unknown): { field: string; kind: string }[] {
  return idFields(op.body)
    .filter((field) => holds(example, field))
    .map((field) => ({ field, kind: BODY_IDS[`${op.name} ${field}`] }))
    .filter(({ kind }) => kind !== undefined);
}

/** An upload's valid file: one contact of a fresh number, as CSV or, for a vCard import, as a vCard. */
function validUpload(op: ApiOperation): FormData {
  const phone = freshPhone().local;
  const vcard = op.path.endsWith('/vcf');
  const content = vcard
    ? `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Asha Mrisho\r\nTEL;TYPE=CELL:${phone}\r\nEND:VCARD\r\n`
    : `name,phone\r\nAsha Mrisho,${phone}\r\n`;
  const form = new FormData();
  form.append(
    'file',
    new Blob([content], { type: vcard ? 'text/vcard' : 'text/csv' }),
    vcard ? 'contacts.vcf' : 'contacts.csv',
  );
  return form;
}

async function validBody(op: ApiOperation, records: TenantRecords): Promise<unknown> {
  if (op.upload) return validUpload(op);
  let data = op.body ? exampleBody(op.body) : undefined;
  for (const { field, kind } of requiredIds(op, data)) data = withId(data as Body, field, records[kind]);
  const choice = BODY_CHOICES[op.name];
  return choice ? choice.choose(data as Body, records) : data;
}

/**
 * A request whose path and body satisfy the operation's schemas, on fresh records of the session's own tenant (made
 * for this request, so an earlier delete cannot have removed them): the path ids, and every id the body requires,
 * name records of its own.
 */
export async function validRequest(session: TenantSession, op: ApiOperation): Promise<ValidRequest> {
  const kinds = requiredIds(op, op.body ? exampleBody(op.body) : undefined).map((id) => id.kind);
  const needs = BODY_CHOICES[op.name]?.needs ?? [];
  const records = await createTenantRecords(session, [...op.pathParams, ...kinds, ...needs]);
  return {
    method: op.method,
    url: fillPath(op, records),
    data: await validBody(op, records),
    records,
    another: () => validBody(op, records),
  };
}

/** Operations that refuse a valid request on fresh records by a rule of their state: the status and why. */
const VALID_BUT_REFUSED: Record<string, { status: number; why: string }> = {
  'GET /sms-purchases/{purchase_id}/receipt': {
    status: 422,
    why: 'the purchase is pending: no receipt until approved',
  },
  'POST /messages/{message_id}/check-status': { status: 422, why: 'the message is scheduled: no gateway id yet' },
  'POST /sms/batches/{batch_id}/resend': { status: 422, why: 'the batch is scheduled: nothing has failed yet' },
  'POST /chat/batches/{chat_batch_id}/resend': {
    status: 422,
    why: 'the batch is scheduled: nothing has been sent yet',
  },
  'POST /events/{event_id}/sms-stages/{stage_id}/send': { status: 422, why: 'the event has no invitee to send to' },
};

/** The status a valid request on fresh own records answers: the declared success, or the refusal above. */
export const validStatus = (op: ApiOperation): number => VALID_BUT_REFUSED[op.name]?.status ?? op.successStatus;
