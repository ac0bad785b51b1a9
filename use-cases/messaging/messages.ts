import type { Sequelize } from 'sequelize';
import { deleteMessages as deleteMessageRows } from '../../db/messaging/messages';

/**
 * Deletes the tenant's messages among `ids` (another tenant's are left alone): one not sent yet is refunded and
 * counted as cancelled on its batch, a row being submitted is kept (db/messaging/messages.ts). How many were deleted.
 */
export const deleteMessages = (sequelize: Sequelize, tenantId: number, ids: number[]): Promise<number> =>
  deleteMessageRows(sequelize, tenantId, ids);
