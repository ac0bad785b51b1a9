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
import type { Event } from './Event';
import type { EventInvitee } from './EventInvitee';
import { moneyColumn } from './money';
import type { PageLanguage } from '../../domain/events/vocabulary';

export type PledgeOrderStatus = 'pending' | 'paid' | 'failed' | 'reversed';

/** A pledge being paid online from the public page; settled only by db/events/pledge-orders.ts. */
export class EventPledgeOrder extends Model<
  InferAttributes<EventPledgeOrder>,
  InferCreationAttributes<EventPledgeOrder>
> {
  declare id: CreationOptional<number>;
  declare tenantId: ForeignKey<Tenant['id']>;
  declare eventId: ForeignKey<Event['id']>;
  declare eventInviteeId: ForeignKey<EventInvitee['id']>;
  declare amount: number;
  declare currency: CreationOptional<string>;
  declare status: CreationOptional<PledgeOrderStatus>;
  declare language: PageLanguage;
  declare merchantReference: CreationOptional<string | null>;
  declare orderTrackingId: CreationOptional<string | null>;
  declare redirectUrl: CreationOptional<string | null>;
  declare paymentMethod: CreationOptional<string | null>;
  declare confirmationCode: CreationOptional<string | null>;
  /** `provider_failed`, `amount_mismatch`, `reversed`, `expired`, `submit_failed`, `submit_abandoned`. */
  declare failureReason: CreationOptional<string | null>;
  declare eventPaymentId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

const optionalString = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });

export function initEventPledgeOrder(sequelize: Sequelize): void {
  EventPledgeOrder.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      eventId: { type: DataTypes.INTEGER, allowNull: false },
      eventInviteeId: { type: DataTypes.INTEGER, allowNull: false },
      amount: moneyColumn('amount'),
      currency: { type: DataTypes.CHAR(3), allowNull: false, defaultValue: 'TZS' },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'pending' },
      language: { type: DataTypes.STRING(2), allowNull: false },
      merchantReference: optionalString(50),
      orderTrackingId: optionalString(100),
      redirectUrl: { type: DataTypes.TEXT, allowNull: true },
      paymentMethod: optionalString(100),
      confirmationCode: optionalString(100),
      failureReason: optionalString(255),
      eventPaymentId: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'event_pledge_orders', underscored: true },
  );
}
