/**
 * `POST /events/{id}/sms-stages/preview`: what a stage with this body would send and cost now, sending nothing. The
 * text is rendered for the first invitee the stage would reach, the cost priced over all of them with the send
 * pipeline's own SQL (stage figures and runs use the same), so the preview, the figures and the bill agree.
 */
import type { Sequelize } from 'sequelize';
import type { Event } from '../../db/models';
import type { StageChannel, StageType } from '../../domain/events/vocabulary';
import { inviteePlaceholders } from '../../domain/events/placeholders';
import { chatStageTemplate } from './chat-stage';
import { renderPlaceholders } from '../../domain/messaging/placeholders';
import { renderChatText } from '../chat/chat-rendering';
import { countSmsSegments, describeSmsText, type SmsTextFacts } from '../../domain/messaging/sms-segments';
import { optOutToken } from '../../domain/messaging/opt-out-token';
import { CHAT_CREDITS_PER_MESSAGE } from '../../db/messaging/channel-pricing';
import { priceAudience } from '../../db/messaging/audience-pricing';
import { loadOptOutKey } from '../../db/messaging/opt-out-key';
import { readBalance } from '../../db/accounts/ledger';
import { stageInvitees } from '../../db/events/stage-audience';
import { renderForFirstInvitee } from '../../db/events/stage-preview';

export interface StagePreviewRequest {
  stageType: StageType;
  channel: StageChannel;
  body: string;
  chatTemplateId?: number | null;
  chatVariables?: string[] | null;
}

/** The SMS facts describe `smsText`: the body rendered (an SMS stage's message; a chat stage's SMS fallback). */
export interface StagePreview extends SmsTextFacts {
  /** The message on the stage's channel: the body (SMS), or the chat template's text with the variables in place. */
  text: string;
  smsText: string;
  /** No invitee would get it: rendered for SAMPLE_INVITEE instead. */
  sample: boolean;
  /** The invitees the stage would go to now: eligible by its type, not opted out of its channel. */
  eligible: number;
  /** What one message costs on the channel; with placeholders that differ per invitee, the dearest. */
  creditsPerMessage: number;
  /** On the channel's wallet, as a send now would debit it (a chat stage's possible SMS fallback not included). */
  credits: number;
  balance: number;
  sufficient: boolean;
}

/** Who the text is rendered for when no invitee would get it (a real public token and opt-out token have these lengths). */
export const SAMPLE_INVITEE = {
  name: 'Asha Juma',
  pledgeAmount: 50_000,
  paidAmount: 20_000,
  publicToken: 'x'.repeat(43),
  phone: '255700000000',
} as const;

/** `texts` rendered for SAMPLE_INVITEE of this event, in TypeScript (the SQL rendering's tested twin). */
async function renderForSample(
  sequelize: Sequelize,
  event: Event,
  texts: readonly string[],
  publicBaseUrl: string,
): Promise<string[]> {
  const key = await loadOptOutKey(sequelize);
  const values = inviteePlaceholders(
    { ...SAMPLE_INVITEE, optOutToken: optOutToken(key, event.tenantId, SAMPLE_INVITEE.phone) },
    { name: event.name, eventDate: event.eventDate, venue: event.venue },
    publicBaseUrl,
  );
  return texts.map((text) => renderPlaceholders(text, values));
}

/**
 * The preview of a stage of `event`; a chat stage's template is checked as a stage's is (InvalidInputError: not
 * approved, wrong variable count). Writes nothing.
 */
export async function previewStage(
  sequelize: Sequelize,
  event: Event,
  request: StagePreviewRequest,
  publicBaseUrl: string,
): Promise<StagePreview> {
  const template =
    request.channel === 'chat'
      ? await chatStageTemplate(sequelize, {
          chatTemplateId: request.chatTemplateId ?? null,
          chatVariables: request.chatVariables ?? null,
          smsFallback: false,
        })
      : null;
  const texts = [request.body, ...(template ? (request.chatVariables ?? []) : [])];
  const target = {
    tenantId: event.tenantId,
    eventId: event.id,
    stageType: request.stageType,
    channel: request.channel,
  };
  const forInvitee = await renderForFirstInvitee(sequelize, target, texts, publicBaseUrl);
  const [smsText, ...variables] = forInvitee ?? (await renderForSample(sequelize, event, texts, publicBaseUrl));
  if (smsText === undefined) throw new Error('the stage body was not rendered'); // one rendering per text, the body first
  const price = await priceAudience(
    sequelize,
    stageInvitees(event.tenantId, event.id, request.stageType, publicBaseUrl),
    request.body,
    request.channel,
    publicBaseUrl,
  );
  const balance = await readBalance(sequelize, null, event.tenantId, request.channel);
  const perMessage = request.channel === 'chat' ? CHAT_CREDITS_PER_MESSAGE : countSmsSegments(smsText);
  return {
    ...describeSmsText(smsText),
    text: template ? renderChatText(template, variables) : smsText,
    smsText,
    sample: forInvitee === null,
    eligible: price.recipients,
    creditsPerMessage: price.recipients > 0 ? price.maxCredits : perMessage,
    credits: price.credits,
    balance,
    sufficient: balance >= price.credits,
  };
}
