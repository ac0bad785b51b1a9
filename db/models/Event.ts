import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Tenant } from './Tenant';
import type { EventStatus, EventType } from '../../domain/events/vocabulary';
import { moneyColumn } from './money';

/**
 * An event (wedding, harambee, fundraiser…) of a tenant; amounts are whole TZS. Its figures (invitees_count,
 * total_pledged…) are columns kept by triggers (event-totals migration), read only by the SQL of db/events.
 */
export class Event extends Model<InferAttributes<Event>, InferCreationAttributes<Event>> {
  declare id: CreationOptional<number>;
  declare tenantId: ForeignKey<Tenant['id']>;
  declare name: string;
  declare type: EventType;
  declare description: string | null;
  /** `YYYY-MM-DD` (DATEONLY). */
  declare eventDate: string;
  declare venue: string | null;
  declare targetAmount: number | null;
  declare status: CreationOptional<EventStatus>;
  declare publicMessage: string | null;
  declare bankName: string | null;
  declare bankAccountNumber: string | null;
  declare bankAccountName: string | null;
  declare pledgeDeadline: string | null;
  declare autoPaymentSms: CreationOptional<boolean>;
  /** Whether the harambee page `/c/<publicCode>` is on. */
  declare publicPage: CreationOptional<boolean>;
  /** The harambee page's code (column default: 72 random bits, 12 base64url characters). */
  declare publicCode: CreationOptional<string>;
  /** Digits after the shared USSD service code (`*150*00*<code>#`) that open this event; unique across tenants. */
  declare ussdCode: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initEvent(sequelize: Sequelize): void {
  Event.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING, allowNull: false },
      type: { type: DataTypes.STRING(20), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true },
      eventDate: { type: DataTypes.DATEONLY, allowNull: false },
      venue: { type: DataTypes.STRING, allowNull: true },
      targetAmount: moneyColumn('targetAmount', true),
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
      publicMessage: { type: DataTypes.TEXT, allowNull: true },
      bankName: { type: DataTypes.STRING, allowNull: true },
      bankAccountNumber: { type: DataTypes.STRING(100), allowNull: true },
      bankAccountName: { type: DataTypes.STRING, allowNull: true },
      pledgeDeadline: { type: DataTypes.DATEONLY, allowNull: true },
      autoPaymentSms: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      publicPage: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      // Made by the column default (NOT NULL there) and read back by INSERT … RETURNING, like an invitee's token.
      publicCode: { type: DataTypes.STRING(16), allowNull: true },
      ussdCode: { type: DataTypes.STRING(8), allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'events', underscored: true },
  );
}
