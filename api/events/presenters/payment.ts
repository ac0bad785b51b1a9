import type { PaymentJson } from '../../../db/events/payment-json';
import { PAYMENT_METHODS } from '../../../domain/events/vocabulary';
import {
  DateOnly,
  Id,
  NamedRef,
  Nullable,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../../http/openapi/response-schema';
import { InviteePhone } from './invitee';
import type { SqlJson } from './sql-json';

export const EventPaymentSchema = Resource(
  'EventPayment',
  {
    id: Id,
    event_id: Id,
    event_invitee_id: Id,
    amount: Type.Integer({ minimum: 1, description: 'Whole Tanzanian shillings', examples: [50000] }),
    payment_date: DateOnly,
    payment_method: Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m))),
    reference: Nullable(Type.String({ examples: ['MP261123.1015.A12345'] })),
    notes: Nullable(Type.String()),
    confirmation_code: Nullable(
      Type.String({ description: "The payment provider's code of a pledge paid online; null for recorded payments" }),
    ),
    invitee: Type.Object({ id: Id, name: Type.String(), phone: InviteePhone }, { additionalProperties: false }),
    recorded_by: Nullable(NamedRef),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  "A payment against an invitee's pledge, with the invitee and the user who recorded it (null: paid online)",
);
export type EventPayment = Static<typeof EventPaymentSchema>;

/** The payment as PostgreSQL writes it (db/events/payment-json.ts), held to the schema: exactly `EventPayment`. */
export const presentPayment = (payment: SqlJson<PaymentJson, EventPayment>): EventPayment => payment;
