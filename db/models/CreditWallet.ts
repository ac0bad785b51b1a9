import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export type CreditChannel = 'sms' | 'chat';
export const CREDIT_CHANNELS: readonly CreditChannel[] = ['sms', 'chat'];

/** A tenant's balance on one channel; changed only by db/accounts/ledger.ts. */
export class CreditWallet extends Model<InferAttributes<CreditWallet>, InferCreationAttributes<CreditWallet>> {
  declare tenantId: number;
  declare channel: CreditChannel;
  declare balance: CreationOptional<number>;
  declare updatedAt: CreationOptional<Date>;
}

export function initCreditWallet(sequelize: Sequelize): void {
  CreditWallet.init(
    {
      tenantId: { type: DataTypes.INTEGER, primaryKey: true },
      channel: { type: DataTypes.STRING(10), primaryKey: true },
      balance: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'credit_wallets', underscored: true, createdAt: false },
  );
}
