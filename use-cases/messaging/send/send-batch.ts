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
import { optOutLinks, renderFor, senderOf, templateBody, tenantContacts, type ContactValues } from './compose';
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
): BatchItem[] {
  const errors: Record<string, string[]> = {};
  const items: BatchItem[] = [];
  request.messages.forEach((m, index) => {
    const text = m.text ? asSent(m.text, request.normalize) : template;
    if (!text) {
      errors[`messages.${index}.text`] = ['The text field is required when template id is not present.'];
      return;
    }
    const contact = m.contact_id ? contacts.get(m.contact_id) : undefined;
    try {
      const body = renderFor(text, Boolean(template || contact), m.to, contact, linkOf, `messages.${index}.text`);
      items.push({ toNumber: m.to, body, credits: countSmsSegments(body), contactId: contact?.id ?? null });
    } catch (err) {
      if (!(err instanceof InvalidInputError)) throw err;
      Object.assign(errors, err.errors);
    }
  });
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return items;
}

/**
 * Accepts a bulk list: every message rendered and priced now and debited at once; opted-out numbers left out. The
 * list is kept on the batch row and becomes message rows page by page as it is sent (db/messaging/list-audience.ts).
 */
export async function sendBulkSms(deps: BatchDeps, request: BulkSmsRequest): Promise<AcceptedBatch> {
  const template = request.templateId
    ? asSent(await templateBody(deps.sequelize, request.tenantId, request.templateId), request.normalize)
    : null;
  const contacts = await tenantContacts(
    deps.sequelize,
    request.tenantId,
    request.messages.map((m) => m.contact_id),
    (i) => `messages.${i}.contact_id`,
  );
  const items = bulkItems(request, template, contacts, await optOutLinks(deps, request.tenantId));
  const header = {
    tenantId: request.tenantId,
    userId: request.userId,
    channel: 'sms' as const,
    kind: 'bulk' as const,
    audience: { type: 'numbers', count: items.length },
    fromSender: await senderOf(deps, request.tenantId),
    scheduledAt: request.scheduledAt ?? null,
  };
  return acceptBatch(deps, () => createListAudienceBatch(deps.sequelize, header, items));
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
