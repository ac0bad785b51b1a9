import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** An organization: owns users, contacts, messages, events and its credit wallets. */
export class Tenant extends Model<InferAttributes<Tenant>, InferCreationAttributes<Tenant>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare slug: string;
  declare phone: string | null;
  /** An inactive organization cannot log in or use its tokens. */
  declare isActive: CreationOptional<boolean>;
  declare senderId: string | null;
  declare birthdayWishesEnabled: CreationOptional<boolean>;
  declare birthdayTemplate: string | null;
  /** Quiet hours (`HH:MM:SS`, Dar es Salaam time): both set or both null. */
  declare quietHoursStart: CreationOptional<string | null>;
  declare quietHoursEnd: CreationOptional<string | null>;
  /** A debit that takes a wallet below its threshold alerts the admins once (null: no alert). */
  declare lowBalanceThresholdSms: CreationOptional<number | null>;
  declare lowBalanceThresholdChat: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initTenant(sequelize: Sequelize): void {
  Tenant.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      name: { type: DataTypes.STRING, allowNull: false },
      slug: { type: DataTypes.STRING, allowNull: false, unique: true },
      phone: { type: DataTypes.STRING(20), allowNull: true },
      isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      senderId: { type: DataTypes.STRING(11), allowNull: true },
      birthdayWishesEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      birthdayTemplate: { type: DataTypes.TEXT, allowNull: true },
      quietHoursStart: { type: DataTypes.TIME, allowNull: true },
      quietHoursEnd: { type: DataTypes.TIME, allowNull: true },
      lowBalanceThresholdSms: { type: DataTypes.INTEGER, allowNull: true },
      lowBalanceThresholdChat: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'tenants', underscored: true },
  );
}
