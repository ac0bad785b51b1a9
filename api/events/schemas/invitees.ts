import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import { phoneField } from '../../accounts/schemas/auth';
import { idListField } from '../../contacts/schemas';
import { paginationFields } from '../../http/pagination';
import { CARD_TYPES, DEFAULT_ADMITS, INVITEE_STATUSES } from '../../../domain/events/vocabulary';
import { admitsField, amountField, enumField, idField, optionalText } from './fields';
import { MAX_CARD_ADMITS } from '../../../domain/events/vocabulary';

const name = () => yup.string().trim().max(255, 'The name may not be greater than 255 characters.');
/** How many will come: a whole number from 1 (up to the card's admits, checked against the invitee: domain/events/attending-count.ts); null: not said. */
const attendingCount = () =>
  yup
    .number()
    .nullable()
    .typeError('The attending count must be a whole number.')
    .integer('The attending count must be a whole number.')
    .min(1, 'The attending count must be at least 1.')
    // No card admits more (the card's own admits is checked against the invitee).
    .max(MAX_CARD_ADMITS, `The attending count may not be greater than ${MAX_CARD_ADMITS}.`);
const email = () => optionalText('email', 255).lowercase().email('The email must be a valid email address.');

export const createInviteeSchema = yup.object({
  name: name().required('The name field is required.'),
  phone: phoneField().required('The phone field is required.'),
  email: email(),
  pledge_amount: amountField('pledge amount', 0).nullable(),
  status: enumField('status', INVITEE_STATUSES),
  contact_id: idField('contact id').nullable(),
  card_type: enumField('card type', CARD_TYPES),
  admits: admitsField(),
  attending_count: attendingCount(),
});

export const updateInviteeSchema = yup.object({
  name: name().min(1, 'The name may not be empty.'),
  phone: phoneField(),
  email: email(),
  pledge_amount: amountField('pledge amount', 0).nullable(),
  status: enumField('status', INVITEE_STATUSES),
  contact_id: idField('contact id').nullable(),
  card_type: enumField('card type', CARD_TYPES),
  admits: admitsField(),
  attending_count: attendingCount(),
});
export type UpdateInviteeInput = yup.InferType<typeof updateInviteeSchema>;

/** The model attributes a create or update body sets; a null pledge means no pledge (0). */
export function toInviteeAttributes(input: UpdateInviteeInput) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.pledge_amount !== undefined ? { pledgeAmount: input.pledge_amount ?? 0 } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.contact_id !== undefined ? { contactId: input.contact_id } : {}),
    ...cardAttributes(input),
    ...(input.attending_count !== undefined ? { attendingCount: input.attending_count } : {}),
  };
}

/** A card type without `admits` admits as its type says (DEFAULT_ADMITS); `admits` alone keeps the type. */
export function cardAttributes(input: { card_type?: UpdateInviteeInput['card_type']; admits?: number }) {
  return {
    ...(input.card_type !== undefined ? { cardType: input.card_type, admits: DEFAULT_ADMITS[input.card_type] } : {}),
    ...(input.admits !== undefined ? { admits: input.admits } : {}),
  };
}

export const createInviteeBody = bodyContract(createInviteeSchema, (body) => ({
  ...toInviteeAttributes(body),
  name: body.name,
  phone: body.phone,
}));
/** Only the fields sent: an empty body changes nothing. */
export const updateInviteeBody = bodyContract(updateInviteeSchema, (body) => toInviteeAttributes(body));

export const importInviteesSchema = yup
  .object({
    contact_ids: idListField('contact_ids').optional().default(undefined),
    group_id: idField('group id'),
    card_type: enumField('card type', CARD_TYPES),
    admits: admitsField(),
  })
  .test('one-source', 'Give contact_ids, a group_id, or both.', function (value) {
    if (value.contact_ids !== undefined || value.group_id !== undefined) return true;
    return this.createError({
      path: 'contact_ids',
      message: 'The contact ids field is required when group id is not present.',
    });
  });
export const importInviteesBody = bodyContract(importInviteesSchema, (body) => ({
  contactIds: body.contact_ids,
  groupId: body.group_id,
  card: cardAttributes(body),
}));

export const listInviteesQuery = yup.object({
  ...paginationFields,
  search: yup.string().trim().max(255),
  status: enumField('status', INVITEE_STATUSES).transform((value: unknown) => (value === '' ? undefined : value)),
});
export type ListInviteesQuery = yup.InferType<typeof listInviteesQuery>;
