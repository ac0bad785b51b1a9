/**
 * `POST /sms/send-bulk` and `POST /sms/send-group/{group_id}`: validate, accept the batch with one debit in one
 * transaction, start `bulkSendWorkflow`, answer 202. The sending happens in the background.
 */
import { QueryTypes } from 'sequelize';
import type { ApiDeps } from '../../api/deps';
import type { TenantUserAuth } from '../../api/auth/auth-context';
import type { SendBulkInput, SendGroupInput } from '../../api/messaging/schemas/sms';
import { insufficientBalance, notFound, unprocessable, validationFailed, type FieldErrors } from '../../api/errors';
import { countSmsSegments } from './sms-segments';
import { InsufficientCreditsError } from '../../db/messaging/messages';
import { createBulkBatch, createGroupBatch, EmptyRecipientsError, type AcceptedBatch, type BulkItem } from '../../db/messaging/batches';
import { failRemainingBatch } from '../../db/messaging/batch-failure';
import { renderFor, senderOf, templateBody, tenantContacts } from './compose';
import { startBulkSend } from './workflow-starts';

async function accept(deps: ApiDeps, create: () => Promise<AcceptedBatch>, scheduledAt: Date | null, taskQueue?: string): Promise<AcceptedBatch> {
  let batch: AcceptedBatch;
  try {
    batch = await create();
  } catch (err) {
    if (err instanceof InsufficientCreditsError) throw insufficientBalance(err.balance, err.required);
    throw err;
  }
  try {
    await startBulkSend(deps, batch.batchId, scheduledAt, taskQueue);
  } catch (err) {
    await failRemainingBatch(deps.sequelize, batch.batchId, 'The send could not be started.');
    throw err;
  }
  return batch;
}

function bulkItems(input: SendBulkInput, template: string | null, contacts: Map<number, { id: number; name: string; phone: string; email: string | null }>): BulkItem[] {
  const errors: FieldErrors = {};
  const items = input.messages.map((m, index): BulkItem | null => {
    const text = m.text || template;
    if (!text) {
      errors[`messages.${index}.text`] = ['The text field is required when template id is not present.'];
      return null;
    }
    const contact = m.contact_id ? contacts.get(m.contact_id) : undefined;
    const body = renderFor(text, Boolean(template || contact), m.to, contact);
    return { toNumber: m.to, body, segments: countSmsSegments(body), contactId: contact?.id ?? null };
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return items as BulkItem[];
}

export async function sendBulkSms(deps: ApiDeps, auth: TenantUserAuth, input: SendBulkInput, taskQueue?: string): Promise<AcceptedBatch> {
  const template = input.template_id ? await templateBody(deps, auth.tenantId, input.template_id) : null;
  const contacts = await tenantContacts(deps, auth.tenantId, input.messages.map((m) => m.contact_id), (i) => `messages.${i}.contact_id`);
  const items = bulkItems(input, template, contacts);
  const header = { tenantId: auth.tenantId, userId: auth.user.id, fromSender: await senderOf(deps, auth.tenantId), scheduledAt: input.scheduled_at ?? null };
  return accept(deps, () => createBulkBatch(deps.sequelize, header, items), header.scheduledAt, taskQueue);
}

export async function sendGroupSms(deps: ApiDeps, auth: TenantUserAuth, groupId: number, input: SendGroupInput, taskQueue?: string): Promise<AcceptedBatch> {
  const [group] = await deps.sequelize.query<{ id: number }>('SELECT id FROM groups WHERE id = $1 AND tenant_id = $2',
    { bind: [groupId, auth.tenantId], type: QueryTypes.SELECT });
  if (!group) throw notFound('Group');
  const body = input.template_id ? await templateBody(deps, auth.tenantId, input.template_id) : input.text!;
  const header = { tenantId: auth.tenantId, userId: auth.user.id, fromSender: await senderOf(deps, auth.tenantId), scheduledAt: input.scheduled_at ?? null };
  try {
    return await accept(deps, () => createGroupBatch(deps.sequelize, { ...header, groupId, body }), header.scheduledAt, taskQueue);
  } catch (err) {
    if (err instanceof EmptyRecipientsError) throw unprocessable('The group has no contacts.');
    throw err;
  }
}
