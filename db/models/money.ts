import { DataTypes, type Model, type ModelAttributeColumnOptions } from 'sequelize';

/**
 * A whole-shilling amount in a bigint column, read as a JS number (pg hands bigint out as a string; event amounts
 * stay far below 2^53).
 */
export function moneyColumn(name: string, allowNull = false): ModelAttributeColumnOptions<Model> {
  return {
    type: DataTypes.BIGINT,
    allowNull,
    get(this: Model) {
      const value = this.getDataValue(name) as string | number | null;
      return value === null || value === undefined ? value : Number(value);
    },
  };
}
