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
import type { CardType, InviteeSource, InviteeStatus } from '../../domain/events/vocabulary';
import { moneyColumn } from './money';

/** A person invited to an event; `phone` is `255XXXXXXXXX`, unique per event. */
export class EventInvitee extends Model<InferAttributes<EventInvitee>, InferCreationAttributes<EventInvitee>> {
  declare id: CreationOptional<number>;
  declare tenantId: ForeignKey<Tenant['id']>;
  declare eventId: ForeignKey<Event['id']>;
  declare contactId: number | null;
  declare name: string;
  declare phone: string;
  declare email: string | null;
  declare pledgeAmount: CreationOptional<number>;
  /** The sum of the invitee's payments, written only by db/events/payments.ts in the payment's transaction. */
  declare paidAmount: CreationOptional<number>;
  declare status: CreationOptional<InviteeStatus>;
  /** The `/e/<token>` page's key (column default: 244 random bits). */
  declare publicToken: CreationOptional<string>;
  declare cardType: CreationOptional<CardType>;
  declare admits: CreationOptional<number>;
  /** How many of the card's guests will come: null until they say, then 1 up to `admits` (domain/events/attending-count.ts). */
  declare attendingCount: CreationOptional<number | null>;
  /** What the card's QR code holds (column default: 122 random bits); replaced when the card is reissued. */
  declare entryCode: CreationOptional<string>;
  /** The sum of the invitee's check-ins, written only by db/events/check-ins.ts under the invitee's row lock. */
  declare guestsAdmitted: CreationOptional<number>;
  declare source: CreationOptional<InviteeSource>;
  /** Agreed on the harambee page that their name be listed there. */
  declare publicListing: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initEventInvitee(sequelize: Sequelize): void {
  EventInvitee.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      eventId: { type: DataTypes.INTEGER, allowNull: false },
      contactId: { type: DataTypes.INTEGER, allowNull: true },
      name: { type: DataTypes.STRING, allowNull: false },
      phone: { type: DataTypes.STRING(12), allowNull: false },
      email: { type: DataTypes.STRING, allowNull: true },
      pledgeAmount: { ...moneyColumn('pledgeAmount'), defaultValue: 0 },
      paidAmount: { ...moneyColumn('paidAmount'), defaultValue: 0 },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'pending' },
      // Made by the column default (NOT NULL there) and read back by INSERT … RETURNING; Sequelize must not demand it.
      publicToken: { type: DataTypes.STRING(64), allowNull: true },
      cardType: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'single' },
      admits: { type: DataTypes.SMALLINT, allowNull: false, defaultValue: 1 },
      attendingCount: { type: DataTypes.SMALLINT, allowNull: true },
      // Made by the column default like publicToken.
      entryCode: { type: DataTypes.STRING(32), allowNull: true },
      guestsAdmitted: { type: DataTypes.SMALLINT, allowNull: false, defaultValue: 0 },
      source: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'organiser' },
      publicListing: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'event_invitees', underscored: true },
  );
}
