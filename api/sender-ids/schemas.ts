import * as yup from 'yup';
import { bodyContract } from '../http/middleware/validate';
import { paginationFields } from '../http/pagination';
import { isReservedSenderId } from '../../domain/sender-ids/reserved-sender-ids';

/** The gateway's rule for an alphanumeric sender: 1 to 11 letters or digits. */
export const senderNameField = () =>
  yup
    .string()
    .trim()
    .matches(/^[A-Za-z0-9]{1,11}$/, 'The sender id must be 1 to 11 letters or digits.');

export const createSenderIdSchema = yup.object({
  sender_id: senderNameField()
    .required('The sender id field is required.')
    .test(
      'not-reserved',
      'This sender id belongs to a well-known brand or authority and cannot be requested.',
      (value) => value === undefined || !isReservedSenderId(value),
    ),
});
export const createSenderIdBody = bodyContract(createSenderIdSchema, (input) => ({ senderId: input.sender_id }));

export const listSenderIdsQuery = yup.object({ ...paginationFields });
