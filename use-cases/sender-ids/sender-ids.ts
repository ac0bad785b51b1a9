import type { Sequelize } from 'sequelize';
import type { SenderId } from '../../db/models';
import {
  approveSenderId,
  deleteSenderId,
  rejectSenderId,
  requestSenderId,
  type SenderIdReview,
} from '../../db/sender-ids/sender-ids';
import { NotFoundError } from '../../domain/messaging/errors';

/** Sender ids: a tenant admin requests and drops them, a platform admin reviews them. Every write of the area. */

/** A tenant's request for a sender name (pending); a duplicate or one too many is refused on `sender_id`. */
export async function requestTenantSenderId(
  sequelize: Sequelize,
  request: { tenantId: number; userId: number; senderId: string },
): Promise<SenderId> {
  return requestSenderId(sequelize, request); // a duplicate or one too many: SenderIdRequestRefused, 422 on sender_id
}

/** Withdraws or drops one of the tenant's sender ids; its unsent messages go out under `platformDefault`. */
export async function dropTenantSenderId(
  sequelize: Sequelize,
  tenantId: number,
  id: number,
  platformDefault: string,
): Promise<void> {
  if (!(await deleteSenderId(sequelize, tenantId, id, platformDefault))) throw new NotFoundError('Sender id');
}

/** A platform admin's approval; null when there is no such sender id (a rejected one: SenderIdStateError). */
export const approveTenantSenderId = (
  sequelize: Sequelize,
  id: number,
  adminId: number,
): Promise<SenderIdReview | null> => approveSenderId(sequelize, id, adminId);

/** A platform admin's rejection (or withdrawal of an approved one); null when there is no such sender id. */
export const rejectTenantSenderId = (
  sequelize: Sequelize,
  id: number,
  decision: { adminId: number; reason: string; platformDefault: string },
): Promise<SenderIdReview | null> => rejectSenderId(sequelize, id, decision);
