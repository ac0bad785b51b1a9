import type { AnySchema, InferType } from 'yup';
import { validateInput } from '../middleware/validate';

/** A procedure's input parser that keeps its yup schema at hand (the machinery tests read it). */
export type YupInputParser<S extends AnySchema> = ((input: unknown) => Promise<InferType<S>>) & { schema: S };

/**
 * The input of every procedure: the REST validation (JSON types, control characters, unknown keys dropped, then yup),
 * so tRPC holds the same guarantees. A failure reaches the caller as BAD_REQUEST with the first message.
 */
export function yupInput<S extends AnySchema>(schema: S): YupInputParser<S> {
  return Object.assign((input: unknown) => validateInput(schema, input), { schema });
}
