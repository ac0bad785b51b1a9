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
import type { StageChannel, StageFrequency, StageStatus, StageType } from '../../domain/events/vocabulary';

/** One message of an event's campaign, sent to the invitees its stage_type selects (docs/decisions.md §8). */
export class EventStage extends Model<InferAttributes<EventStage>, InferCreationAttributes<EventStage>> {
  declare id: CreationOptional<number>;
  declare tenantId: ForeignKey<Tenant['id']>;
  declare eventId: ForeignKey<Event['id']>;
  declare stageType: StageType;
  declare name: string;
  declare body: string;
  declare channel: CreationOptional<StageChannel>;
  declare chatTemplateId: CreationOptional<number | null>;
  declare chatVariables: CreationOptional<string[] | null>;
  declare smsFallback: CreationOptional<boolean>;
  declare sendAt: Date | null;
  declare frequency: CreationOptional<StageFrequency>;
  /** `YYYY-MM-DD`, last day of a recurring stage (inclusive, Dar es Salaam). */
  declare endAt: string | null;
  declare status: CreationOptional<StageStatus>;
  /** Written by the send pipeline: messages sent, the batch of the latest run, run times. */
  declare sentCount: CreationOptional<number>;
  declare currentBatchId: CreationOptional<number | null>;
  declare lastRunAt: CreationOptional<Date | null>;
  declare nextRunAt: CreationOptional<Date | null>;
  /** The latest run that did not go out at its time, and why (balance short, no eligible invitee…). */
  declare lastSkippedAt: CreationOptional<Date | null>;
  declare lastSkipReason: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initEventStage(sequelize: Sequelize): void {
  EventStage.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      eventId: { type: DataTypes.INTEGER, allowNull: false },
      stageType: { type: DataTypes.STRING(30), allowNull: false },
      name: { type: DataTypes.STRING, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      channel: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'sms' },
      chatTemplateId: { type: DataTypes.INTEGER, allowNull: true },
      chatVariables: { type: DataTypes.JSONB, allowNull: true },
      smsFallback: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      sendAt: { type: DataTypes.DATE, allowNull: true },
      frequency: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'once' },
      endAt: { type: DataTypes.DATEONLY, allowNull: true },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
      sentCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      currentBatchId: { type: DataTypes.INTEGER, allowNull: true },
      lastRunAt: { type: DataTypes.DATE, allowNull: true },
      nextRunAt: { type: DataTypes.DATE, allowNull: true },
      lastSkippedAt: { type: DataTypes.DATE, allowNull: true },
      lastSkipReason: { type: DataTypes.STRING(255), allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'event_sms_stages', underscored: true },
  );
}
