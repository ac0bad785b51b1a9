import * as yup from 'yup';
import { paginationFields } from '../../http/pagination';

export const listChatInboxQuery = yup.object({ ...paginationFields });
export type ListChatInboxQuery = yup.InferType<typeof listChatInboxQuery>;
