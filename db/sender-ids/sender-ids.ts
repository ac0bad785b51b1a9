import { QueryTypes, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { missingRow } from '../missing-row';
import { SenderId, Tenant } from '../models';
import { SenderIdRequestRefused, SenderIdStateError } from '../../domain/sender-ids/errors';

/** Pending and approved sender ids one tenant may hold at once (keeps the review queue from being flooded). */
export const MAX_OPEN_SENDER_IDS = 10;

/**
 * Records a tenant's request for a sender name (pending). A case-insensitive duplicate of one of its pending or
 * approved names is refused; the tenant row is locked so two racing requests count each other.
 */
export async function requestSenderId(
  sequelize: Sequelize,
  input: { tenantId: number; userId: number; senderId: string },
): Promise<SenderId> {
  try {
    return await sequelize.transaction(async (transaction) => {
      await Tenant.findByPk(input.tenantId, { transaction, lock: transaction.LOCK.UPDATE, attributes: ['id'] });
      const open = await SenderId.findAll({
        where: { tenantId: input.tenantId, status: ['pending', 'approved'] },
        transaction,
      });
      if (open.some((s) => s.senderId.toLowerCase() === input.senderId.toLowerCase())) {
        throw new SenderIdRequestRefused('This sender id has already been requested.');
      }
      if (open.length >= MAX_OPEN_SENDER_IDS) {
        throw new SenderIdRequestRefused(
          `An organization may hold at most ${MAX_OPEN_SENDER_IDS} pending or approved sender ids.`,
        );
      }
      return SenderId.create(
        { tenantId: input.tenantId, senderId: input.senderId, requestedBy: input.userId },
        { transaction },
      );
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError)
      throw new SenderIdRequestRefused('This sender id has already been requested.');
    throw err;
  }
}

/**
 * A sender name stops being usable (dropped or rejected after approval): the tenant's selection is cleared, and its
 * messages and batches not sent yet (scheduled or queued) go out under the platform default instead.
 */
async function retireSender(
  sequelize: Sequelize,
  transaction: Transaction,
  tenant: { tenantId: number; name: string; platformDefault: string },
): Promise<void> {
  const options = { replacements: tenant, transaction };
  await sequelize.query(
    'UPDATE tenants SET sender_id = NULL, updated_at = now() WHERE id = :tenantId AND lower(sender_id) = lower(:name)',
    options,
  );
  await sequelize.query(
    `UPDATE send_batches SET from_sender = :platformDefault
     WHERE tenant_id = :tenantId AND channel = 'sms' AND status IN ('scheduled', 'queued', 'sending', 'held') AND from_sender = :name`,
    options,
  );
  await sequelize.query(
    `UPDATE messages SET from_sender = :platformDefault, updated_at = now()
     WHERE tenant_id = :tenantId AND channel = 'sms' AND status IN ('scheduled', 'queued') AND from_sender = :name`,
    options,
  );
}

/** Withdraws (pending) or drops (approved, rejected) one of the tenant's sender ids; false when it has no such id. */
export async function deleteSenderId(
  sequelize: Sequelize,
  tenantId: number,
  id: number,
  platformDefault: string,
): Promise<boolean> {
  return sequelize.transaction(async (transaction) => {
    const row = await SenderId.findOne({ where: { id, tenantId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!row) return false;
    if (row.status === 'approved')
      await retireSender(sequelize, transaction, { tenantId, name: row.senderId, platformDefault });
    await row.destroy({ transaction });
    return true;
  });
}

export interface SenderIdReview {
  senderId: SenderId;
  /** False when the sender id already had this status (a repeated decision changes nothing). */
  changed: boolean;
}

/** Runs a review on the locked row; null when there is no sender id with this id. */
async function review(
  sequelize: Sequelize,
  id: number,
  work: (row: SenderId, transaction: Transaction) => Promise<boolean>,
): Promise<SenderIdReview | null> {
  return sequelize.transaction(async (transaction) => {
    const row = await SenderId.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    return row ? { senderId: row, changed: await work(row, transaction) } : null;
  });
}

/** A platform admin approves a pending sender id (a rejected one: SenderIdStateError). */
export const approveSenderId = (sequelize: Sequelize, id: number, adminId: number): Promise<SenderIdReview | null> =>
  review(sequelize, id, async (row, transaction) => {
    if (row.status === 'approved') return false;
    if (row.status === 'rejected')
      throw new SenderIdStateError('A rejected sender id cannot be approved; the organization may request it again.');
    await row.update(
      { status: 'approved', rejectionReason: null, reviewedBy: adminId, reviewedAt: new Date() },
      { transaction },
    );
    return true;
  });

/**
 * A platform admin rejects a pending sender id, or withdraws an approved one: the tenant's sends then fall back to
 * `platformDefault`.
 */
export const rejectSenderId = (
  sequelize: Sequelize,
  id: number,
  decision: { adminId: number; reason: string; platformDefault: string },
): Promise<SenderIdReview | null> =>
  review(sequelize, id, async (row, transaction) => {
    if (row.status === 'rejected') return false;
    if (row.status === 'approved') {
      await retireSender(sequelize, transaction, {
        tenantId: row.tenantId,
        name: row.senderId,
        platformDefault: decision.platformDefault,
      });
    }
    await row.update(
      { status: 'rejected', rejectionReason: decision.reason, reviewedBy: decision.adminId, reviewedAt: new Date() },
      { transaction },
    );
    return true;
  });

/** The tenant's approved sender id spelled as approved, matching `name` case-insensitively; null when none. */
export async function findApprovedSenderId(
  sequelize: Sequelize,
  tenantId: number,
  name: string,
): Promise<string | null> {
  const [row] = await sequelize.query<{ sender_id: string }>(
    `SELECT sender_id FROM sender_ids WHERE tenant_id = $1 AND status = 'approved' AND lower(sender_id) = lower($2)`,
    { bind: [tenantId, name], type: QueryTypes.SELECT },
  );
  return row?.sender_id ?? null;
}

/**
 * The sender an SMS of this tenant goes out under: its selected sender id while that is still approved, else the
 * platform default. Checked at send time, so a sender id rejected after it was selected is never used. As a SQL
 * expression of the tenant id and the platform default (parameters or columns), for statements that write messages.
 */
export const effectiveSenderSql = (
  tenantId: string,
  platformDefault: string,
): string => `coalesce((SELECT s.sender_id FROM tenants t
     JOIN sender_ids s ON s.tenant_id = t.id AND s.status = 'approved' AND lower(s.sender_id) = lower(t.sender_id)
     WHERE t.id = ${tenantId} LIMIT 1), ${platformDefault})`;

/** effectiveSenderSql, read on its own. */
export async function effectiveSenderId(
  sequelize: Sequelize,
  tenantId: number,
  platformDefault: string,
): Promise<string> {
  const [row = missingRow('the effective sender id')] = await sequelize.query<{ sender_id: string }>(
    `SELECT ${effectiveSenderSql('$1::int', '$2::text')} AS sender_id`,
    { bind: [tenantId, platformDefault], type: QueryTypes.SELECT },
  );
  return row.sender_id;
}
