import * as yup from 'yup';
import { paginationFields } from '../../pagination';

export const listBatchesQuery = yup.object({ ...paginationFields });
