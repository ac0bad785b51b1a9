import * as yup from 'yup';
import { paginationFields } from '../../pagination';
import { DEFAULT_RESEND_STATUSES, RESENDABLE_STATUSES } from '../../../lib/messaging/resend';

export const listBatchesQuery = yup.object({ ...paginationFields });

/** Which messages of the batch to send again (message statuses of finished messages; default: the failed ones). */
export const resendBatchSchema = yup.object({
  statuses: yup.array().of(yup.string().required('Each status is required.')
    .oneOf(RESENDABLE_STATUSES, `Each status must be one of: ${RESENDABLE_STATUSES.join(', ')}.`))
    .min(1, 'The statuses must have at least 1 item.').max(RESENDABLE_STATUSES.length * 2, 'The statuses list is too long.')
    .default(() => [...DEFAULT_RESEND_STATUSES]),
});
export type ResendBatchInput = yup.InferType<typeof resendBatchSchema>;
