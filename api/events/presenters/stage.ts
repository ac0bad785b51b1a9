import type { EventStage } from '../../../db/models';
import type { StageFigures } from '../../../db/events/stage-figures';
import type { StageReach } from '../../../db/events/stage-reach';
import { formatDate, formatTimestamp } from '../../../infra/timestamps';

/** The SMS stage resource (docs/interface.md §2); the list adds its figures (stage_total_sms, stage_remaining, stage_cost). */
export const presentStage = (stage: EventStage) => ({
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
  created_at: formatTimestamp(stage.createdAt),
  updated_at: formatTimestamp(stage.updatedAt),
});

/**
 * A listed stage: its figures from the current eligible invitees (`eligible_invitees` beyond the interface), and how
 * its runs reached invitees (`reached_by_chat`, `reached_by_sms`: the SMS fallback of chat stages).
 */
export const presentStageWithFigures = (
  stage: EventStage,
  figures: StageFigures | undefined,
  reach: StageReach | undefined,
) => ({
  ...presentStage(stage),
  eligible_invitees: figures?.eligible ?? 0,
  stage_total_sms: figures?.totalSms ?? 0,
  stage_remaining: figures?.remaining ?? 0,
  stage_cost: figures?.totalSms ?? 0,
  reached_by_chat: reach?.byChat ?? 0,
  reached_by_sms: reach?.bySms ?? 0,
});
