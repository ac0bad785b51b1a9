import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A contact's membership of a group; `tenant_id` is copied so memberships can be scoped without a join. */
export class ContactGroup extends Model<InferAttributes<ContactGroup>, InferCreationAttributes<ContactGroup>> {
  declare groupId: number;
  declare contactId: number;
  declare tenantId: number;
  declare createdAt: CreationOptional<Date>;
}

export function initContactGroup(sequelize: Sequelize): void {
  ContactGroup.init(
    {
      groupId: { type: DataTypes.INTEGER, primaryKey: true },
      contactId: { type: DataTypes.INTEGER, primaryKey: true },
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'contact_group', underscored: true, updatedAt: false },
  );
}
