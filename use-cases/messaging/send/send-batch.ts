/**
 * Bulk and group SMS: accepted with one debit in one transaction, then sent in the background by the batch's
 * workflow. A group's members are taken (and billed) at acceptance.
 */
import { QueryTypes } from 'sequelize';
import type { BatchDeps } from '../deps';
import {
  AllRecipientsOptedOutError,
  EmptyAudienceError,
  InvalidInputError,
  NotFoundError,
  RefusedError,
} from '../../../domain/messaging/errors';
import { countSmsSegments } from '../../../domain/messaging/sms-segments';
import {
  contactsById,
  optOutLinks,
  renderFor,
  senderOf,
  templateBody,
  tenantContacts,
  type ContactValues,
} from './compose';
import { acceptBatch } from './batch-workflow';
import { normalizeToGsm7 } from '../../../domain/messaging/gsm7-normalizer';
import { createListAudienceBatch } from '../../../db/messaging/list-audience';
import { createSnapshotBatch, type AcceptedBatch, type BatchItem } from '../../../db/messaging/batches';
import { groupMembers } from '../../../db/messaging/batch-recipients';

export interface BulkSmsRequest {
  tenantId: number;
  userId: number | null;
  messages: Array<{ to: string; text?: string | null; contact_id?: number | null }>;
  templateId?: number | null;
  scheduledAt?: Date | null;
  /** Send the texts (or template) with their GSM-7 look-alikes replaced. */
  normalize?: boolean;
  /**
   * `invalid: "skip"`: the items refused already (by the body's rules) and the list index of each item of `messages`;
   * the items refused here join them, and the rest is sent. Absent: one bad item refuses the whole list.
   */
  skipInvalid?: { rejected: RejectedItem[]; indexes: number[] } | null;
}

/** An item of a bulk list left out under `invalid: "skip"`: its index in the list as sent, and why. */
export interface RejectedItem {
  index: number;
  /** The number as sent, when it was a string. */
  to: string | null;
  message: string;
  code: 'validation_failed';
}

/** A bulk list accepted; `rejected` only under `invalid: "skip"`. */
export interface AcceptedBulk extends AcceptedBatch {
  rejected?: RejectedItem[];
}

export interface GroupSmsRequest {
  tenantId: number;
  userId: number | null;
  groupId: number;
  text?: string | null;
  templateId?: number | null;
  scheduledAt?: Date | null;
  /** Send the text (or template) with its GSM-7 look-alikes replaced. */
  normalize?: boolean;
}

/** The text as written, or normalised to GSM-7 when the request asks for it. */
const asSent = (text: string, normalize: boolean | undefined): string => (normalize ? normalizeToGsm7(text) : text);

function bulkItems(
  request: BulkSmsRequest,
  template: string | null,
  contacts: Map<number, ContactValues>,
  linkOf: (phone: string) => string,
): { items: BatchItem[]; rejected: RejectedItem[] } {
  const errors: Record<string, string[]> = {};
  const items: BatchItem[] = [];
  const rejected: RejectedItem[] = [];
  const refuse = (at: number, m: { to: string }, field: string, message: string) => {
    errors[`messages.${at}.${field}`] = [message];
    rejected.push({ index: at, to: m.to, message, code: 'validation_failed' });
  };
  request.messages.forEach((m, i) => {
    const at = request.skipInvalid?.indexes[i] ?? i;
    const text = m.text ? asSent(m.text, request.normalize) : template;
    if (!text) return refuse(at, m, 'text', 'The text field is required when template id is not present.');
    const contact = m.contact_id ? contacts.get(m.contact_id) : undefined;
    // Only under skip can an unknown contact get here (tenantContacts refuses the list otherwise).
    if (m.contact_id && !contact) return refuse(at, m, 'contact_id', 'The selected contact id is invalid.');
    try {
      const body = renderFor(text, Boolean(template || contact), m.to, contact, linkOf, 'text');
      items.push({ toNumber: m.to, body, credits: countSmsSegments(body), contactId: contact?.id ?? null });
    } catch (err) {
      if (!(err instanceof InvalidInputError)) throw err;
      refuse(at, m, 'text', Object.values(err.errors).flat()[0] ?? 'The message text is invalid.');
    }
  });
  // Refused whole: without skip, any error; with it, when nothing is left to send.
  if (rejected.length > 0 && (!request.skipInvalid || items.length === 0)) throw new InvalidInputError(errors);
  return { items, rejected };
}

/**
 * Accepts a bulk list: every message rendered and priced now and debited at once; opted-out numbers left out. The
 * list is kept on the batch row and becomes message rows page by page as it is sent (db/messaging/list-audience.ts).
 */
export async function sendBulkSms(deps: BatchDeps, request: BulkSmsRequest): Promise<AcceptedBulk> {
  const template = request.templateId
    ? asSent(await templateBody(deps.sequelize, request.tenantId, request.templateId), request.normalize)
    : null;
  const contactIds = request.messages.map((m) => m.contact_id);
  const contacts = request.skipInvalid
    ? await contactsById(deps.sequelize, request.tenantId, contactIds)
    : await tenantContacts(deps.sequelize, request.tenantId, contactIds, (i) => `messages.${i}.contact_id`);
  const { items, rejected } = bulkItems(request, template, contacts, await optOutLinks(deps, request.tenantId));
  const header = {
    tenantId: request.tenantId,
    userId: request.userId,
    channel: 'sms' as const,
    kind: 'bulk' as const,
    audience: { type: 'numbers', count: items.length },
    fromSender: await senderOf(deps, request.tenantId),
    scheduledAt: request.scheduledAt ?? null,
  };
  const batch = await acceptBatch(deps, () => createListAudienceBatch(deps.sequelize, header, items));
  if (!request.skipInvalid) return batch;
  const all = [...request.skipInvalid.rejected, ...rejected].sort((a, b) => a.index - b.index);
  return { ...batch, rejected: all };
}

/** Accepts a group send: the members now (but those who opted out), each priced by the text rendered for them, in SQL. */
export async function sendGroupSms(deps: BatchDeps, request: GroupSmsRequest): Promise<AcceptedBatch> {
  const [group] = await deps.sequelize.query<{ id: number; name: string }>(
    'SELECT id, name FROM groups WHERE id = $1 AND tenant_id = $2',
    { bind: [request.groupId, request.tenantId], type: QueryTypes.SELECT },
  );
  if (!group) throw new NotFoundError('Group');
  const body = asSent(
    request.templateId
      ? await templateBody(deps.sequelize, request.tenantId, request.templateId)
      : (request.text ?? ''),
    request.normalize,
  );
  const header = {
    tenantId: request.tenantId,
    userId: request.userId,
    channel: 'sms' as const,
    kind: 'group' as const,
    groupId: group.id,
    audience: { type: 'group', group_id: group.id, group_name: group.name },
    fromSender: await senderOf(deps, request.tenantId),
    scheduledAt: request.scheduledAt ?? null,
    body,
  };
  try {
    return await acceptBatch(deps, () =>
      createSnapshotBatch(deps.sequelize, header, groupMembers(request.tenantId, group.id), deps.config.publicBaseUrl),
    );
  } catch (err) {
    if (err instanceof AllRecipientsOptedOutError)
      throw new RefusedError('Every contact of the group has opted out of your messages.', 'all_recipients_opted_out');
    if (err instanceof EmptyAudienceError) throw new RefusedError('The group has no contacts.', 'group_empty');
    throw err;
  }
}
