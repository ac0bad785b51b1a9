import type { Transaction } from 'sequelize';
import type { EventStage } from '../../db/models';
import type { SendDeps } from '../messaging/deps';
import { senderOf } from '../messaging/send/compose';
import { CHAT_SENDER } from '../messaging/send/send-chat';
import { dynamicUrlButtonIndex, renderChatText } from '../chat/chat-rendering';
import { insertSnapshotBatch, type AcceptedBatch } from '../../db/messaging/batches';
import type { SnapshotChatAudience } from '../../db/messaging/snapshot-chat-columns';
import { stageInvitees } from '../../db/events/stage-audience';
import { markInvitationsSent } from '../../db/events/stage-runs';
import { chatStageTemplate } from './chat-stage';
import type { StageRunTrigger } from '../../domain/events/stage-lifecycle';

/** What a run's messages say and who sends them: the stage body (SMS), or its chat template with its variables. */
interface RunContent {
  body: string;
  fromSender: string;
  /** Added to the batch's audience: a chat run's template and variables, rendered per invitee when materialized. */
  audience: { chat: SnapshotChatAudience; sms_fallback: boolean } | Record<string, never>;
}

/**
 * A chat run's body is the template's text with the stage's variables in place, placeholders still in them: the
 * send pipeline renders it (and each variable) per invitee. The template must still be approved (InvalidInputError).
 */
async function runContent(deps: SendDeps, stage: EventStage): Promise<RunContent> {
  if (stage.channel !== 'chat')
    return { body: stage.body, fromSender: await senderOf(deps, stage.tenantId), audience: {} };
  const template = await chatStageTemplate(deps.sequelize, stage);
  const variables = stage.chatVariables ?? [];
  const chat = {
    template_id: template.id,
    template_name: template.name,
    language: template.language,
    variables,
    url_button: dynamicUrlButtonIndex(template) !== null,
  };
  return {
    body: renderChatText(template, variables),
    fromSender: CHAT_SENDER,
    audience: { chat, sms_fallback: stage.smsFallback },
  };
}

/**
 * A stage run's batch, accepted in the caller's transaction (which holds the event and stage locks): the invitees the
 * stage's type selects now, each priced by the stage channel's cost rule (SMS: the body rendered for them; chat: one
 * chat credit), one debit of the stage's channel, exactly like a group send. An invitation moves its pending invitees
 * to `invited` in the same transaction. Throws InsufficientCreditsError, EmptyAudienceError or (a chat stage whose
 * template is no longer approved) InvalidInputError, and then nothing is written.
 */
export async function acceptStageRun(
  deps: SendDeps,
  tx: Transaction,
  stage: EventStage,
  trigger: StageRunTrigger,
  userId: number | null,
): Promise<AcceptedBatch> {
  const { sequelize, config } = deps;
  const content = await runContent(deps, stage);
  const batch = await insertSnapshotBatch(
    sequelize,
    tx,
    {
      tenantId: stage.tenantId,
      userId,
      channel: stage.channel,
      kind: 'stage',
      eventId: stage.eventId,
      stageId: stage.id,
      audience: {
        type: 'invitees',
        event_id: stage.eventId,
        stage_id: stage.id,
        stage_type: stage.stageType,
        run: trigger,
        public_base_url: config.publicBaseUrl,
        ...content.audience,
      },
      fromSender: content.fromSender,
      scheduledAt: null,
      body: content.body,
    },
    stageInvitees(stage.tenantId, stage.eventId, stage.stageType, config.publicBaseUrl),
    config.publicBaseUrl,
  );
  if (stage.stageType === 'invitation') await markInvitationsSent(sequelize, tx, batch.batchId);
  return batch;
}
