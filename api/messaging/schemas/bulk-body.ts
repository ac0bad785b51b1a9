/**
 * The body of POST /sms/send-bulk, validated exactly as `sendBulkSchema` validates it but without running yup over
 * each of up to 10,000 items: yup's per-item work (a schema clone, a promise per test) was most of the 202 (~20 µs
 * an item). Items are checked by the same rules written out (settled-item.ts, with `normalizeTanzanianPhone`'s
 * batch twin for the phone); an item they do not settle goes through the item schema itself, and any error sends the
 * whole body through yup, so refusals keep yup's exact messages. test/api/bulk-body.test.ts holds both to the same
 * answers.
 */
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { bodyContract, castInput, shapeCheckedInput, type BodyContract } from '../../http/middleware/validate';
import { bulkItemSchema, MAX_BULK_MESSAGES, sendBulkSchema, type SendBulkInput } from './sms';
import { settledItem } from './settled-item';
import { createBatchPhoneNormalizer } from '../../../domain/contacts/phone-batch';

type BulkItem = InferType<typeof bulkItemSchema>;

const headSchema = sendBulkSchema.omit(['messages']);

/** The value as `schema` casts it, or undefined when it is invalid. */
async function castOrUndefined<S extends AnySchema>(schema: S, value: unknown): Promise<InferType<S> | undefined> {
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) return undefined;
    throw err;
  }
}

/** The validated body; undefined when something is wrong (the caller lets yup say what). */
async function validatedQuickly(value: Record<string, unknown>): Promise<SendBulkInput | undefined> {
  const { messages, ...head } = value;
  if (!Array.isArray(messages) || messages.length < 1 || messages.length > MAX_BULK_MESSAGES) return undefined;
  const normalize = createBatchPhoneNormalizer();
  const items: BulkItem[] = [];
  for (const item of messages as Array<Record<string, unknown>>) {
    const settled = settledItem(item, normalize) ?? (await castOrUndefined(bulkItemSchema, item));
    if (!settled) return undefined;
    items.push(settled);
  }
  const validHead = await castOrUndefined(headSchema, head);
  return validHead && { ...validHead, messages: items };
}

/** Validates a bulk body as `validateInput(sendBulkSchema, …)` does (same values, same 422s), faster for valid lists. */
export async function validateBulkInput(input: unknown): Promise<SendBulkInput> {
  const checked = shapeCheckedInput(sendBulkSchema, input) as Record<string, unknown>;
  return (await validatedQuickly(checked)) ?? castInput(sendBulkSchema, checked);
}

/** POST /sms/send-bulk: the body validated by validateBulkInput, as the bulk use-case takes it (its items as they are). */
export const sendBulkBody = {
  ...bodyContract(sendBulkSchema, (body) => ({
    messages: body.messages,
    templateId: body.template_id,
    scheduledAt: body.scheduled_at ?? null,
    normalize: body.normalize,
  })),
  validate: validateBulkInput,
} satisfies BodyContract<typeof sendBulkSchema, unknown>;
