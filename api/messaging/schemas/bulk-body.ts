/**
 * The body of POST /sms/send-bulk, validated exactly as `sendBulkSchema` validates it but without running yup over
 * each of up to 10,000 items: yup's per-item work (a schema clone, a promise per test) was most of the 202 (~20 µs
 * an item). Items are checked by the same rules written out (settled-item.ts, with `normalizeTanzanianPhone`'s
 * batch twin for the phone); an item they do not settle goes through the item schema itself, and any error sends the
 * whole body through yup, so refusals keep yup's exact messages. test/api/bulk-body.test.ts holds both to the same
 * answers. Under `invalid: "skip"` each item is judged alone instead: the invalid ones are answered in `rejected`
 * (their index in the list as sent) and the rest is sent.
 */
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { bodyContract, castInput, shapeCheckedInput, type BodyContract } from '../../http/middleware/validate';
import { checkInputShape } from '../../http/middleware/input-shape';
import { bulkItemSchema, MAX_BULK_MESSAGES, sendBulkSchema, type SendBulkInput } from './sms';
import { settledItem } from './settled-item';
import { createBatchPhoneNormalizer } from '../../../domain/contacts/phone-batch';
import type { RejectedItem } from '../../../use-cases/messaging/send/send-batch';

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

/** Under `invalid: "skip"`: the items left out of a body, and the list index of each item kept. */
interface SkippedItems {
  rejected: RejectedItem[];
  indexes: number[];
}

/** What a skipping validation left out, beside the body it gave (a contract's validator gives the schema's type). */
const skippedOf = new WeakMap<SendBulkInput, SkippedItems>();

/** The first of yup's errors on one item, as `rejected` words it. */
async function itemRefusal(item: unknown): Promise<string> {
  try {
    await bulkItemSchema.validate(item, { abortEarly: true, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) return err.errors[0] ?? 'The item is invalid.';
    throw err;
  }
  return 'The item is invalid.';
}

/**
 * `invalid: "skip"`: the valid items are kept and each invalid one (a wrong JSON type included) becomes a `rejected`
 * entry. With no valid item left, or anything wrong beside the items, the body is refused whole as without the flag.
 */
async function validatedSkipping(input: Record<string, unknown>): Promise<SendBulkInput | undefined> {
  const shape = checkInputShape(sendBulkSchema, input);
  const shapeRefusals = new Map<number, string>();
  for (const [path, messages] of Object.entries(shape.errors)) {
    const index = /^messages\.(\d+)(\.|$)/.exec(path)?.[1];
    if (index === undefined) return undefined;
    if (!shapeRefusals.has(Number(index))) shapeRefusals.set(Number(index), messages[0]!);
  }
  const { messages, ...head } = shape.value as Record<string, unknown>;
  if (!Array.isArray(messages) || messages.length < 1 || messages.length > MAX_BULK_MESSAGES) return undefined;
  const validHead = await castOrUndefined(headSchema, head);
  if (!validHead) return undefined;
  const normalize = createBatchPhoneNormalizer();
  const items: BulkItem[] = [];
  const skipped: SkippedItems = { rejected: [], indexes: [] };
  for (const [index, item] of (messages as Array<Record<string, unknown> | null>).entries()) {
    const shapeRefusal = shapeRefusals.get(index);
    const settled =
      shapeRefusal === undefined
        ? (settledItem(item, normalize) ?? (await castOrUndefined(bulkItemSchema, item)))
        : undefined;
    if (settled) {
      items.push(settled);
      skipped.indexes.push(index);
    } else {
      const sent = (input.messages as unknown[])[index];
      const to = typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>).to : null;
      skipped.rejected.push({
        index,
        to: typeof to === 'string' ? to : null,
        message: shapeRefusal ?? (await itemRefusal(item)),
        code: 'validation_failed',
      });
    }
  }
  if (items.length === 0) return undefined;
  const body = { ...validHead, messages: items };
  skippedOf.set(body, skipped);
  return body;
}

/** Validates a bulk body as `validateInput(sendBulkSchema, …)` does (same values, same 422s), faster for valid lists. */
export async function validateBulkInput(input: unknown): Promise<SendBulkInput> {
  if (typeof input === 'object' && input !== null && (input as Record<string, unknown>).invalid === 'skip') {
    const skipping = await validatedSkipping(input as Record<string, unknown>);
    if (skipping) return skipping;
  }
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
    skipInvalid:
      body.invalid === 'skip'
        ? (skippedOf.get(body) ?? { rejected: [], indexes: body.messages.map((_, i) => i) })
        : null,
  })),
  validate: validateBulkInput,
} satisfies BodyContract<typeof sendBulkSchema, unknown>;
