import * as yup from 'yup';
import { paginationFields } from '../../pagination';

export const listChatInboxQuery = yup.object({ ...paginationFields });
export type ListChatInboxQuery = yup.InferType<typeof listChatInboxQuery>;
