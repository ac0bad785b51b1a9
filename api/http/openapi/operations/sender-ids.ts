import type { Operation } from '../operation';
import { DataOf, MessageOnly, Paginated } from '../response-schema';
import { SenderIdSchema } from '../../../sender-ids/presenters';
import { createSenderIdSchema, listSenderIdsQuery } from '../../../sender-ids/schemas';

const tag = 'Sender ids';
/** Sender ids: requested by tenant admins, approved or rejected by a platform admin (admin.senderIds.*). */
export const senderIdOperations: Operation[] = [
  {
    method: 'get',
    path: '/sender-ids',
    tag,
    summary: "The organization's sender id requests, newest first (any user of the organization)",
    query: listSenderIdsQuery,
    success: { status: 200, description: 'A page of sender ids', schema: Paginated(SenderIdSchema) },
    errors: [422],
  },
  {
    method: 'post',
    path: '/sender-ids',
    tag,
    summary:
      'Request a sender id (role admin only): pending until a platform admin approves it; duplicates and reserved brand names are 422',
    body: createSenderIdSchema,
    success: { status: 201, description: 'The requested sender id, pending', schema: DataOf(SenderIdSchema) },
    errors: [403, 422],
  },
  {
    method: 'delete',
    path: '/sender-ids/{sender_id_id}',
    tag,
    summary:
      'Withdraw or drop a sender id (role admin only); if it is the selected sender, the platform default applies again',
    success: { status: 200, description: 'The sender id is deleted', schema: MessageOnly },
    errors: [403, 404],
  },
];
