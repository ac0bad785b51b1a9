import * as yup from 'yup';
import { paginationFields } from '../../http/pagination';

export const listSmsInboxQuery = yup.object({ ...paginationFields });
export type ListSmsInboxQuery = yup.InferType<typeof listSmsInboxQuery>;
