import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** An SMS price tier: quantities in [minQuantity, maxQuantity] cost pricePerSms TZS each (tiers never overlap). */
export class SmsPackage extends Model<InferAttributes<SmsPackage>, InferCreationAttributes<SmsPackage>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare minQuantity: number;
  declare maxQuantity: number;
  /** Whole Tanzanian shillings. */
  declare pricePerSms: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initSmsPackage(sequelize: Sequelize): void {
  SmsPackage.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      name: { type: DataTypes.STRING(100), allowNull: false },
      minQuantity: { type: DataTypes.INTEGER, allowNull: false },
      maxQuantity: { type: DataTypes.INTEGER, allowNull: false },
      pricePerSms: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'sms_packages', underscored: true },
  );
}
