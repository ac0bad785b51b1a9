/**
 * The cost preview of an SMS send: what the text is (encoding, length, segments, the characters that
 * force UCS-2, its GSM-7 normalisation) and what sending it to a number, a list or a group would debit. Recipients
 * are priced as the send endpoints bill them, placeholders rendered for each; nothing is written.
 */
import { QueryTypes } from 'sequelize';
import type { SendDeps } from '../deps';
import { invalidField } from '../../../domain/messaging/errors';
import { countSmsSegments, describeSmsText, type SmsTextFacts } from '../../../domain/messaging/sms-segments';
import { normalizeToGsm7 } from '../../../domain/messaging/gsm7-normalizer';
import { optOutLinks, renderFor, templateBody } from './compose';
import { readBalance } from '../../../db/accounts/ledger';
import { priceAudience } from '../../../db/messaging/audience-pricing';
import { groupMembers } from '../../../db/messaging/batch-recipients';
import { optedOutAmong } from '../../../db/messaging/opt-outs';

export interface SmsPreviewRequest {
  tenantId: number;
  text?: string | null;
  templateId?: number | null;
  /** At most one audience: a number (as /sms/send), numbers (as /sms/send-bulk) or a group (as /sms/send-group). */
  to?: string | null;
  numbers?: string[] | null;
  groupId?: number | null;
  /** Price the normalised text, as a send with `normalize: true` would. */
  normalize?: boolean;
}

export interface SmsPreview extends SmsTextFacts {
  normalizedText: string;
  normalizedSegments: number;
  /** What one message costs; with placeholders that differ per recipient, the dearest. */
  creditsPerMessage: number;
  recipients: number;
  credits: number;
  balance: number;
  sufficient: boolean;
}

interface Price {
  recipients: number;
  credits: number;
  maxCredits: number;
}

/**
 * Numbers are rendered as the single and bulk sends render them (placeholders only for a template, an opt-out link
 * always) and, as there, those that opted out of SMS are left out.
 */
async function priceNumbers(
  deps: SendDeps,
  tenantId: number,
  text: string,
  fromTemplate: boolean,
  numbers: string[],
): Promise<Price> {
  const optedOut = await optedOutAmong(deps.sequelize, tenantId, 'sms', numbers);
  const linkOf = await optOutLinks(deps, tenantId);
  const sendable = numbers.filter((to) => !optedOut.has(to));
  let credits = 0;
  let maxCredits = 0;
  for (const to of sendable) {
    const cost = countSmsSegments(renderFor(text, fromTemplate, to, undefined, linkOf));
    credits += cost;
    maxCredits = Math.max(maxCredits, cost);
  }
  return { recipients: sendable.length, credits, maxCredits };
}

/** A group is priced in SQL per member, as the group send bills it (its text is always rendered). */
async function priceGroup(deps: SendDeps, tenantId: number, groupId: number, text: string): Promise<Price> {
  const [group] = await deps.sequelize.query<{ id: number }>('SELECT id FROM groups WHERE id = $1 AND tenant_id = $2', {
    bind: [groupId, tenantId],
    type: QueryTypes.SELECT,
  });
  if (!group) throw invalidField('group_id', 'The selected group id is invalid.');
  return priceAudience(deps.sequelize, groupMembers(tenantId, groupId), text, 'sms', deps.config.publicBaseUrl);
}

async function priceRecipients(deps: SendDeps, request: SmsPreviewRequest, text: string): Promise<Price> {
  const fromTemplate = Boolean(request.templateId);
  if (request.groupId) return priceGroup(deps, request.tenantId, request.groupId, text);
  if (request.numbers) return priceNumbers(deps, request.tenantId, text, fromTemplate, request.numbers);
  if (request.to) return priceNumbers(deps, request.tenantId, text, fromTemplate, [request.to]);
  return { recipients: 0, credits: 0, maxCredits: 0 };
}

/** Throws InvalidInputError for a template or group that is not the tenant's, or a text empty once rendered. */
export async function previewSms(deps: SendDeps, request: SmsPreviewRequest): Promise<SmsPreview> {
  const text = request.templateId
    ? await templateBody(deps.sequelize, request.tenantId, request.templateId)
    : (request.text ?? '');
  const normalizedText = normalizeToGsm7(text);
  const sent = request.normalize ? normalizedText : text;
  const price = await priceRecipients(deps, request, sent);
  const balance = await readBalance(deps.sequelize, null, request.tenantId, 'sms');
  return {
    ...describeSmsText(text),
    normalizedText,
    normalizedSegments: countSmsSegments(normalizedText),
    creditsPerMessage: price.recipients > 0 ? price.maxCredits : countSmsSegments(sent),
    recipients: price.recipients,
    credits: price.credits,
    balance,
    sufficient: balance >= price.credits,
  };
}
