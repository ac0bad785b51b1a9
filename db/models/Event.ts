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
import type { MobileMoneyEntry } from '../../domain/events/mobile-money';

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
  /** `HH:MM` in Dar es Salaam, or null (a whole day); `endsAt` at or before it is on the next day (domain/events/event-times.ts). */
  declare startsAt: CreationOptional<string | null>;
  declare endsAt: CreationOptional<string | null>;
  declare venue: string | null;
  /** An `https://` link to the venue on a map. */
  declare locationUrl: CreationOptional<string | null>;
  declare targetAmount: number | null;
  declare status: CreationOptional<EventStatus>;
  declare publicMessage: string | null;
  declare bankName: string | null;
  declare bankAccountNumber: string | null;
  declare bankAccountName: string | null;
  /** Till numbers beside the bank account (domain/events/mobile-money.ts), at most MAX_MOBILE_MONEY_ENTRIES. */
  declare mobileMoney: CreationOptional<MobileMoneyEntry[]>;
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

/** A `time` column read as `HH:MM` (PostgreSQL writes `HH:MM:SS`). */
const clockTimeColumn = (attribute: 'startsAt' | 'endsAt') => ({
  type: DataTypes.TIME,
  allowNull: true,
  get(this: Event): string | null {
    const value = this.getDataValue(attribute);
    return value === null || value === undefined ? null : value.slice(0, 5);
  },
});

export function initEvent(sequelize: Sequelize): void {
  Event.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING, allowNull: false },
      type: { type: DataTypes.STRING(20), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true },
      eventDate: { type: DataTypes.DATEONLY, allowNull: false },
      startsAt: clockTimeColumn('startsAt'),
      endsAt: clockTimeColumn('endsAt'),
      venue: { type: DataTypes.STRING, allowNull: true },
      locationUrl: { type: DataTypes.STRING(2000), allowNull: true },
      targetAmount: moneyColumn('targetAmount', true),
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
      publicMessage: { type: DataTypes.TEXT, allowNull: true },
      bankName: { type: DataTypes.STRING, allowNull: true },
      bankAccountNumber: { type: DataTypes.STRING(100), allowNull: true },
      bankAccountName: { type: DataTypes.STRING, allowNull: true },
      mobileMoney: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
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
