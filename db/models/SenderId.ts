import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { Tenant } from './Tenant';

export const SENDER_ID_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SenderIdStatus = (typeof SENDER_ID_STATUSES)[number];

/** A sender name a tenant asked for; SMS go out under it only once a platform admin approved it (db/sender-ids/sender-ids.ts). */
export class SenderId extends Model<InferAttributes<SenderId>, InferCreationAttributes<SenderId>> {
  declare id: CreationOptional<number>;
  declare tenantId: ForeignKey<Tenant['id']>;
  /** The name as requested: 1–11 letters or digits. */
  declare senderId: string;
  declare status: CreationOptional<SenderIdStatus>;
  declare rejectionReason: CreationOptional<string | null>;
  /** The tenant user who asked for it. */
  declare requestedBy: number | null;
  /** The platform admin who approved or rejected it. */
  declare reviewedBy: CreationOptional<number | null>;
  declare reviewedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare tenant?: NonAttribute<Tenant>;
}

export function initSenderId(sequelize: Sequelize): void {
  SenderId.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      senderId: { type: DataTypes.STRING(11), allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'pending' },
      rejectionReason: { type: DataTypes.TEXT, allowNull: true },
      requestedBy: { type: DataTypes.INTEGER, allowNull: true },
      reviewedBy: { type: DataTypes.INTEGER, allowNull: true },
      reviewedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'sender_ids', underscored: true },
  );
}
