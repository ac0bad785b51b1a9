import { Id, Nullable, Resource, Type, type Static } from '../../http/openapi/response-schema';

/**
 * The 202 of a queued send (docs/interface.md §4.3): the batch that will send it in the background, how many it took
 * and how many were left out because they opted out, and when it goes out (null: now).
 */
const acceptedProperties = {
  message: Type.String({ examples: ['Bulk SMS queued for sending.'] }),
  opted_out: Type.Integer({ minimum: 0, description: 'Recipients left out (not billed) because they opted out' }),
  scheduled_at: Nullable(
    Type.String({
      format: 'date-time',
      examples: ['2026-12-24T06:00:00.000000Z'],
      description: 'When it goes out: the requested time or the end of the quiet hours it fell in; null: now',
    }),
  ),
  batch_id: Id,
};

/** An item of a bulk list refused under `invalid: "skip"`. */
const RejectedItemSchema = Type.Object(
  {
    index: Type.Integer({ minimum: 0, description: 'Its position in `messages`' }),
    to: Nullable(Type.String({ description: 'The number as sent, when it was a string' })),
    message: Type.String(),
    code: Type.Literal('validation_failed'),
  },
  { additionalProperties: false },
);

export const BulkSendAcceptedSchema = Resource(
  'BulkSendAccepted',
  {
    message: acceptedProperties.message,
    count: Type.Integer({ minimum: 0, description: 'Messages queued' }),
    opted_out: acceptedProperties.opted_out,
    scheduled_at: acceptedProperties.scheduled_at,
    batch_id: acceptedProperties.batch_id,
    rejected: Type.Optional(
      Type.Array(RejectedItemSchema, { description: 'With `invalid: "skip"` only: the items left out, not billed' }),
    ),
  },
  'A bulk list queued as one batch',
);
export type BulkSendAccepted = Static<typeof BulkSendAcceptedSchema>;

export const GroupSendAcceptedSchema = Resource(
  'GroupSendAccepted',
  {
    message: Type.String({ examples: ['Group SMS queued for sending.'] }),
    contacts: Type.Integer({ minimum: 0, description: 'Members the message was queued for' }),
    opted_out: acceptedProperties.opted_out,
    scheduled_at: acceptedProperties.scheduled_at,
    batch_id: acceptedProperties.batch_id,
  },
  "A group's members queued as one batch",
);
export type GroupSendAccepted = Static<typeof GroupSendAcceptedSchema>;
