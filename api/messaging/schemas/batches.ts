import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import { paginationFields } from '../../http/pagination';
import {
  DEFAULT_CHAT_RESEND_STATUSES,
  DEFAULT_RESEND_STATUSES,
  RESENDABLE_CHAT_STATUSES,
  RESENDABLE_STATUSES,
} from '../../../use-cases/messaging/send/resend';

export const listBatchesQuery = yup.object({ ...paginationFields });

/** Which messages of the batch to send again: statuses of finished messages among `allowed`, by default `byDefault`. */
const resendSchema = (allowed: readonly string[], byDefault: readonly string[]) =>
  yup.object({
    statuses: yup
      .array()
      .of(
        yup
          .string()
          .required('Each status is required.')
          .oneOf(allowed, `Each status must be one of: ${allowed.join(', ')}.`),
      )
      .min(1, 'The statuses must have at least 1 item.')
      .max(allowed.length * 2, 'The statuses list is too long.')
      .default(() => [...byDefault]),
  });

/** An SMS batch: default the failed ones (failed, UNDELIVERABLE, EXPIRED, REJECTED). */
export const resendBatchSchema = resendSchema(RESENDABLE_STATUSES, DEFAULT_RESEND_STATUSES);
/** A chat batch: default `failed`. */
export const resendChatBatchSchema = resendSchema(RESENDABLE_CHAT_STATUSES, DEFAULT_CHAT_RESEND_STATUSES);
export const resendBatchBody = bodyContract(resendBatchSchema, (body) => ({ statuses: body.statuses }));
export const resendChatBatchBody = bodyContract(resendChatBatchSchema, (body) => ({ statuses: body.statuses }));
