import type { components, operations } from '../../../clients/typescript/src';
import { scheduledAt } from '../messaging/compose-draft';

export type Stage = components['schemas']['StageWithFigures'];
export type StageBody = operations['postEventSmsStages']['requestBody']['content']['application/json'];
export type StageUpdate = NonNullable<operations['putEventSmsStage']['requestBody']>['content']['application/json'];
export type StagePreviewBody = operations['postEventSmsStagesPreview']['requestBody']['content']['application/json'];
export type StageType = StageBody['stage_type'];
export type Frequency = NonNullable<StageBody['frequency']>;
export type Channel = NonNullable<StageBody['channel']>;

export const STAGE_TYPES: StageType[] = [
  'invitation',
  'reminder',
  'pledge_reminder',
  'non_pledge_reminder',
  'thank_you',
  'rsvp',
  'custom',
];
export const FREQUENCIES: Frequency[] = ['once', 'daily', 'weekly', 'monthly'];

/**
 * The placeholders a stage body may use (any other `{word}` is refused by the API); the same list as the server's
 * EVENT_PLACEHOLDERS (domain/events/placeholders.ts), which test/lib/event-placeholders.test.ts holds it to.
 */
export const STAGE_PLACEHOLDERS = [
  'invitee_name',
  'event_name',
  'event_date',
  'venue',
  'pledge_amount',
  'paid_total',
  'pledge_balance',
  'event_link',
  'card_link',
  'optout_link',
] as const;

/** What the stage form holds; `sendAt` is a datetime-local value, a wall-clock time in Dar es Salaam. */
export interface StageDraft {
  name: string;
  stageType: StageType;
  body: string;
  channel: Channel;
  chatTemplateId: number | null;
  chatVariables: string[];
  smsFallback: boolean;
  scheduled: boolean;
  sendAt: string;
  frequency: Frequency;
  endAt: string;
}

export const EMPTY_DRAFT: StageDraft = {
  name: '',
  stageType: 'invitation',
  body: '',
  channel: 'sms',
  chatTemplateId: null,
  chatVariables: [],
  smsFallback: false,
  scheduled: false,
  sendAt: '',
  frequency: 'once',
  endAt: '',
};

const DAR_OFFSET_MS = 3 * 3_600_000;

/** An instant as the datetime-local value of its Dar es Salaam wall-clock time (EAT has no daylight saving). */
export const toDarLocal = (iso: string): string =>
  new Date(new Date(iso).getTime() + DAR_OFFSET_MS).toISOString().slice(0, 16);

/** A stored stage as the form edits it. */
export const draftOf = (stage: Stage): StageDraft => ({
  name: stage.name,
  stageType: stage.stage_type,
  body: stage.body,
  channel: stage.channel,
  chatTemplateId: stage.chat_template_id,
  chatVariables: stage.chat_variables ?? [],
  smsFallback: stage.sms_fallback,
  scheduled: stage.status === 'scheduled' || stage.status === 'active',
  sendAt: stage.send_at ? toDarLocal(stage.send_at) : '',
  frequency: stage.frequency,
  endAt: stage.end_at ?? '',
});

/** The channel's own fields: a chat stage's template, its variables and the SMS fallback. */
const channelFields = (draft: StageDraft) =>
  draft.channel === 'chat'
    ? {
        channel: draft.channel,
        chat_template_id: draft.chatTemplateId,
        chat_variables: draft.chatVariables,
        sms_fallback: draft.smsFallback,
      }
    : { channel: draft.channel };

/** The create (and update) body: a draft, or scheduled at the Dar es Salaam time with its recurrence. */
export function stageBody(draft: StageDraft): StageBody {
  return {
    name: draft.name.trim(),
    stage_type: draft.stageType,
    body: draft.body,
    ...channelFields(draft),
    status: draft.scheduled ? 'scheduled' : 'draft',
    ...(draft.scheduled
      ? {
          send_at: scheduledAt(draft.sendAt),
          frequency: draft.frequency,
          end_at: draft.frequency !== 'once' && draft.endAt !== '' ? draft.endAt : null,
        }
      : { frequency: 'once' as const }),
  };
}

/** The preview body, once there is something to render (a chat stage needs its template). */
export function previewBody(draft: StageDraft): StagePreviewBody | null {
  if (draft.body.trim() === '') return null;
  if (draft.channel === 'chat' && draft.chatTemplateId === null) return null;
  return { stage_type: draft.stageType, body: draft.body, ...channelFields(draft) };
}

/** Whether the form may be submitted: named, worded, and timed when scheduled. */
export const isReady = (draft: StageDraft): boolean =>
  draft.name.trim() !== '' &&
  draft.body.trim() !== '' &&
  (!draft.scheduled || draft.sendAt !== '') &&
  (draft.channel === 'sms' || draft.chatTemplateId !== null);

/** Which actions a stage's status allows (the API refuses the others with a 422). */
export const maySend = (stage: Stage): boolean => ['draft', 'scheduled', 'active'].includes(stage.status);
export const mayEdit = (stage: Stage): boolean => stage.status === 'draft' || stage.status === 'scheduled';
export const mayCancel = (stage: Stage): boolean => stage.status === 'scheduled' || stage.status === 'active';
