import type { EventStage } from '../../../db/models';
import type { StageFigures } from '../../../db/events/stage-figures';
import type { StageReach } from '../../../db/events/stage-reach';
import { STAGE_CHANNELS, STAGE_FREQUENCIES, STAGE_STATUSES, STAGE_TYPES } from '../../../domain/events/vocabulary';
import { formatDate, formatTimestamp } from '../../../infra/timestamps';
import {
  DateOnly,
  Id,
  Nullable,
  NullableTimestamp,
  Resource,
  Timestamp,
  Type,
  type Static,
} from '../../http/openapi/response-schema';

const stageFields = {
  id: Id,
  event_id: Id,
  stage_type: Type.Union(
    STAGE_TYPES.map((t) => Type.Literal(t)),
    {
      description:
        'Which invitees it goes to, never declined ones: invitation and rsvp the pending and invited, pledge_reminder those still owing, thank_you those who paid, …',
    },
  ),
  name: Type.String({ examples: ['Mwaliko'] }),
  body: Type.String({
    description: 'The SMS text, with stage placeholders such as {invitee_name}',
    examples: ['Habari {invitee_name}, karibu {event_name} tarehe {event_date}.'],
  }),
  channel: Type.Union(STAGE_CHANNELS.map((c) => Type.Literal(c))),
  chat_template_id: Nullable(Id),
  chat_variables: Nullable(Type.Array(Type.String(), { description: "A chat stage's template variables, in order" })),
  sms_fallback: Type.Boolean({ description: 'A chat stage sends the body by SMS to whom chat did not reach' }),
  send_at: NullableTimestamp,
  frequency: Type.Union(STAGE_FREQUENCIES.map((f) => Type.Literal(f))),
  end_at: Nullable(DateOnly),
  status: Type.Union(STAGE_STATUSES.map((s) => Type.Literal(s))),
  sent_count: Type.Integer({ minimum: 0, description: 'Messages sent by its runs' }),
  last_run_at: NullableTimestamp,
  next_run_at: NullableTimestamp,
  last_skipped_at: NullableTimestamp,
  last_skip_reason: Nullable(Type.String({ examples: ['There are no eligible invitees for this stage.'] })),
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const StageSchema = Resource(
  'Stage',
  stageFields,
  'An SMS or chat stage of an event: one message sent to the invitees its stage_type selects (docs/decisions.md §8)',
);
export type Stage = Static<typeof StageSchema>;

const figure = (description: string) => Type.Integer({ minimum: 0, description });

export const StageWithFiguresSchema = Resource(
  'StageWithFigures',
  {
    ...stageFields,
    eligible_invitees: figure('Invitees it would go to now'),
    stage_total_sms: figure('Credits of its body rendered for each eligible invitee (chat stages: one each)'),
    stage_remaining: figure('What is left to send of that in the current run'),
    stage_cost: figure("What a send now costs on the channel's wallet (chat stages: chat credits)"),
    reached_by_chat: figure('Chat messages of its runs delivered'),
    reached_by_sms: figure('SMS fallbacks of its runs sent'),
  },
  'A listed stage with its figures from the current eligible invitees and how its runs reached them',
);
export type StageWithFigures = Static<typeof StageWithFiguresSchema>;

/** The SMS stage resource (docs/interface.md §2); the list adds its figures (stage_total_sms, stage_remaining, stage_cost). */
export const presentStage = (stage: EventStage): Stage => ({
  id: stage.id,
  event_id: stage.eventId,
  stage_type: stage.stageType,
  name: stage.name,
  body: stage.body,
  channel: stage.channel,
  chat_template_id: stage.chatTemplateId,
  chat_variables: stage.chatVariables,
  sms_fallback: stage.smsFallback,
  send_at: formatTimestamp(stage.sendAt),
  frequency: stage.frequency,
  end_at: formatDate(stage.endAt),
  status: stage.status,
  sent_count: stage.sentCount,
  last_run_at: formatTimestamp(stage.lastRunAt),
  next_run_at: formatTimestamp(stage.nextRunAt),
  last_skipped_at: formatTimestamp(stage.lastSkippedAt),
  last_skip_reason: stage.lastSkipReason,
  created_at: formatTimestamp(stage.createdAt)!,
  updated_at: formatTimestamp(stage.updatedAt)!,
});

/**
 * A listed stage: its figures from the current eligible invitees (`eligible_invitees` beyond the interface), and how
 * its runs reached invitees (`reached_by_chat`, `reached_by_sms`: the SMS fallback of chat stages).
 */
export const presentStageWithFigures = (
  stage: EventStage,
  figures: StageFigures | undefined,
  reach: StageReach | undefined,
): StageWithFigures => ({
  ...presentStage(stage),
  eligible_invitees: figures?.eligible ?? 0,
  stage_total_sms: figures?.totalSms ?? 0,
  stage_remaining: figures?.remaining ?? 0,
  stage_cost: figures?.totalSms ?? 0,
  reached_by_chat: reach?.byChat ?? 0,
  reached_by_sms: reach?.bySms ?? 0,
});
