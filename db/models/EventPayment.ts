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
import type { PaymentMethod } from '../../domain/events/vocabulary';
import { moneyColumn } from './money';

/** Money an invitee paid towards the event, recorded by a user or by an online payment (provider code set). */
export class EventPayment extends Model<InferAttributes<EventPayment>, InferCreationAttributes<EventPayment>> {
  declare id: CreationOptional<number>;
  declare tenantId: ForeignKey<Tenant['id']>;
  declare eventId: ForeignKey<Event['id']>;
  declare eventInviteeId: ForeignKey<EventInvitee['id']>;
  declare amount: number;
  /** `YYYY-MM-DD` */
  declare paymentDate: string;
  declare paymentMethod: CreationOptional<PaymentMethod>;
  declare reference: string | null;
  declare notes: string | null;
  /** The user who recorded it; null for online payments (and when that user was deleted). */
  declare recordedBy: number | null;
  declare providerConfirmationCode: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initEventPayment(sequelize: Sequelize): void {
  EventPayment.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      eventId: { type: DataTypes.INTEGER, allowNull: false },
      eventInviteeId: { type: DataTypes.INTEGER, allowNull: false },
      amount: moneyColumn('amount'),
      paymentDate: { type: DataTypes.DATEONLY, allowNull: false },
      paymentMethod: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'cash' },
      reference: { type: DataTypes.STRING, allowNull: true },
      notes: { type: DataTypes.TEXT, allowNull: true },
      recordedBy: { type: DataTypes.INTEGER, allowNull: true },
      providerConfirmationCode: { type: DataTypes.STRING(100), allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'event_payments', underscored: true },
  );
}
