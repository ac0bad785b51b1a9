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
import type { CreditChannel } from './CreditWallet';
import type { Tenant } from './Tenant';

export const PURCHASE_STATUSES = ['pending', 'approved', 'rejected', 'failed', 'cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export type PurchaseKind = 'manual' | 'online';

/**
 * A credit purchase: a manual top-up (approved by a platform admin) or an online checkout (settled by the payment
 * provider). Credits reach the wallet only through db/purchases/purchases.ts, once, with ledger reference `purchase:<id>`.
 */
export class Purchase extends Model<InferAttributes<Purchase>, InferCreationAttributes<Purchase>> {
  declare id: CreationOptional<number>;
  declare tenantId: ForeignKey<Tenant['id']>;
  declare userId: number | null;
  declare channel: CreditChannel;
  declare kind: PurchaseKind;
  /** Credits bought (SMS or chat credits, per `channel`). */
  declare smsQuantity: number;
  declare unitPrice: number;
  declare totalAmount: number;
  declare currency: CreationOptional<string>;
  declare status: CreationOptional<PurchaseStatus>;
  declare transactionReference: CreationOptional<string | null>;
  declare payerPhone: CreationOptional<string | null>;
  declare merchantReference: CreationOptional<string | null>;
  declare orderTrackingId: CreationOptional<string | null>;
  declare redirectUrl: CreationOptional<string | null>;
  declare paymentStatusDescription: CreationOptional<string | null>;
  declare confirmationCode: CreationOptional<string | null>;
  declare paymentMethod: CreationOptional<string | null>;
  declare paymentAccount: CreationOptional<string | null>;
  /** Why an online purchase failed: `provider_failed`, `reversed`, `expired`, `amount_mismatch`, `submit_failed`, `submit_abandoned`. */
  declare failureReason: CreationOptional<string | null>;
  declare rejectionReason: CreationOptional<string | null>;
  declare reviewedBy: CreationOptional<number | null>;
  declare creditedAt: CreationOptional<Date | null>;
  declare reversedAt: CreationOptional<Date | null>;
  /** Credits actually taken back on reversal (may be less than bought when they were already spent). */
  declare reversedCredits: CreationOptional<number | null>;
  declare approvedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare tenant?: NonAttribute<Tenant>;
}

const optionalString = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });

export function initPurchase(sequelize: Sequelize): void {
  Purchase.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      channel: { type: DataTypes.STRING(10), allowNull: false },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      smsQuantity: { type: DataTypes.INTEGER, allowNull: false },
      unitPrice: { type: DataTypes.INTEGER, allowNull: false },
      // bigint arrives as a string from pg; amounts stay far below 2^53.
      totalAmount: {
        type: DataTypes.BIGINT,
        allowNull: false,
        get() {
          return Number(this.getDataValue('totalAmount'));
        },
      },
      currency: { type: DataTypes.CHAR(3), allowNull: false, defaultValue: 'TZS' },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'pending' },
      transactionReference: optionalString(100),
      payerPhone: optionalString(20),
      merchantReference: optionalString(50),
      orderTrackingId: optionalString(100),
      redirectUrl: { type: DataTypes.TEXT, allowNull: true },
      paymentStatusDescription: optionalString(100),
      confirmationCode: optionalString(100),
      paymentMethod: optionalString(100),
      paymentAccount: optionalString(100),
      failureReason: optionalString(255),
      rejectionReason: optionalString(500),
      reviewedBy: { type: DataTypes.INTEGER, allowNull: true },
      creditedAt: { type: DataTypes.DATE, allowNull: true },
      reversedAt: { type: DataTypes.DATE, allowNull: true },
      reversedCredits: { type: DataTypes.INTEGER, allowNull: true },
      approvedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'purchases', underscored: true },
  );
}
