/**
 * The body of POST /sms/send, validated exactly as `sendSmsSchema` validates it: the common body (a number and a
 * text, perhaps a contact) is settled by the written-out item rules (settled-item.ts); any other body, and every
 * invalid one, goes through yup, so refusals keep yup's exact messages. test/api/send-body.test.ts holds both to the
 * same answers.
 */
import { bodyContract, castInput, shapeCheckedInput, type BodyContract } from '../../http/middleware/validate';
import { sendSmsSchema, type SendSmsInput } from './sms';
import { settledItem } from './settled-item';
import { normalizeTanzanianPhone } from '../../../domain/contacts/phone';

/** The body as yup would cast it, when it is a plain number-and-text send the item rules settle; else undefined. */
function settledSend(body: Record<string, unknown>): SendSmsInput | undefined {
  if (body.template_id !== undefined || body.scheduled_at !== undefined || body.normalize !== undefined)
    return undefined;
  const item = settledItem(body, normalizeTanzanianPhone);
  // Without a template the text is required: present and not blank once trimmed.
  return item?.text ? item : undefined;
}

/** Validates a single-send body as `validateInput(sendSmsSchema, …)` does (same values, same 422s). */
export async function validateSendInput(input: unknown): Promise<SendSmsInput> {
  const checked = shapeCheckedInput(sendSmsSchema, input) as Record<string, unknown>;
  return settledSend(checked) ?? castInput(sendSmsSchema, checked);
}

/** POST /sms/send: the body validated by validateSendInput, as the send use-case takes it. */
export const sendSmsBody = {
  ...bodyContract(sendSmsSchema, (body) => ({
    to: body.to,
    text: body.text,
    templateId: body.template_id,
    contactId: body.contact_id,
    scheduledAt: body.scheduled_at ?? null,
    normalize: body.normalize,
  })),
  validate: validateSendInput,
} satisfies BodyContract<typeof sendSmsSchema, unknown>;
