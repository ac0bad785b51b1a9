import * as yup from 'yup';
import { bodyContract } from '../../http/middleware/validate';
import { paginationFields } from '../../http/pagination';
import { COMMITTEE_ROLES } from '../../../domain/events/committee';
import { enumField, idField } from './fields';

export const addMemberSchema = yup.object({
  user_id: idField('user id').required('The user id field is required.'),
  role: enumField('role', COMMITTEE_ROLES).required('The role field is required.'),
});
export const addMemberBody = bodyContract(addMemberSchema, (body) => ({ userId: body.user_id, role: body.role }));

export const listMembersQuery = yup.object({ ...paginationFields });
export type ListMembersQuery = yup.InferType<typeof listMembersQuery>;
