import type { PaymentAuditRow } from '../../../db/events/payment-audit';
import { PAYMENT_METHODS } from '../../../domain/events/vocabulary';
import { formatTimestamp } from '../../../infra/timestamps';
import { Id, NamedRef, Nullable, Resource, Timestamp, Type, type Static } from '../../http/openapi/response-schema';

const Amount = Nullable(Type.Integer({ minimum: 1, examples: [50000] }));

export const PaymentAuditEntrySchema = Resource(
  'PaymentAuditEntry',
  {
    id: Id,
    action: Type.Union([Type.Literal('created'), Type.Literal('updated'), Type.Literal('deleted')]),
    payment_id: Id,
    invitee: NamedRef,
    user: Nullable(NamedRef),
    amount_before: Amount,
    amount_after: Amount,
    payment_method: Type.Union(PAYMENT_METHODS.map((m) => Type.Literal(m))),
    reference: Nullable(Type.String()),
    created_at: Timestamp,
  },
  "A change to one of the event's payments: who (null for an online payment or a deleted user), when, and the amount before and after (null before a creation, after a deletion); the method and reference as the payment was left",
);
export type PaymentAuditEntry = Static<typeof PaymentAuditEntrySchema>;

export const presentPaymentAuditEntry = (row: PaymentAuditRow): PaymentAuditEntry => ({
  ...row,
  created_at: formatTimestamp(row.created_at)!,
});
