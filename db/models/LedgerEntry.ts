import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { CreditChannel } from './CreditWallet';

/** One signed change of a wallet, written in the same transaction as the balance. */
export class LedgerEntry extends Model<InferAttributes<LedgerEntry>, InferCreationAttributes<LedgerEntry>> {
  declare id: CreationOptional<number>;
  declare tenantId: number;
  declare channel: CreditChannel;
  declare amount: number;
  declare balanceAfter: number;
  declare reason: string;
  /** Business key of the change (e.g. `sms:send:123`); unique per tenant and channel. */
  declare reference: string;
  declare createdAt: CreationOptional<Date>;
}

export function initLedgerEntry(sequelize: Sequelize): void {
  LedgerEntry.init(
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      channel: { type: DataTypes.STRING(10), allowNull: false },
      amount: { type: DataTypes.INTEGER, allowNull: false },
      balanceAfter: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.STRING, allowNull: false },
      reference: { type: DataTypes.STRING, allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'ledger_entries', underscored: true, updatedAt: false },
  );
}
