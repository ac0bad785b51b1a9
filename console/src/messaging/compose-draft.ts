import type { components } from '../../../clients/typescript/src';

export type Message = components['schemas']['Message'];
export type Batch = components['schemas']['Batch'];

/** Who a compose sends to: one number, a pasted list, or a saved group. */
export type Audience =
  { kind: 'number'; to: string } | { kind: 'list'; numbers: string[] } | { kind: 'group'; groupId: number };

/** What the compose screen holds: the audience, the text or template, and when (now, or a Dar es Salaam time). */
export interface Draft {
  audience: Audience;
  text: string;
  templateId: number | null;
  /** `YYYY-MM-DDTHH:mm` as typed in a datetime-local field: a wall-clock time in Dar es Salaam; null sends now. */
  scheduleAt: string | null;
  normalize: boolean;
}

/** A pasted list's numbers: one a line, or separated by commas or semicolons (spaces inside a number are kept). */
export const parseNumberList = (pasted: string): string[] =>
  pasted
    .split(/[\n,;]+/)
    .map((number) => number.trim())
    .filter((number) => number !== '');

/** The `{name}` placeholders of a template body, as the API fills them per contact (domain/messaging/placeholders.ts). */
export const placeholderNames = (body: string): string[] => [
  ...new Set(Array.from(body.matchAll(/\{(\w+)\}/g), (match) => match[1]!)),
];

/** A datetime-local value as the API's ISO datetime with Dar es Salaam's offset (whatever the device's zone). */
export const scheduledAt = (local: string | null): string | undefined =>
  local ? `${local.length === 16 ? `${local}:00` : local}+03:00` : undefined;

/** The text or the template a send and its preview carry (a template wins when chosen). */
export const content = (draft: Draft): { text?: string; template_id?: number } =>
  draft.templateId !== null ? { template_id: draft.templateId } : { text: draft.text };

/** Whether the draft names anyone and says something: only then is a preview or a send worth asking for. */
export function isComplete(draft: Draft): boolean {
  const { audience } = draft;
  const hasAudience =
    audience.kind === 'number'
      ? audience.to.trim() !== ''
      : audience.kind === 'list'
        ? audience.numbers.length > 0
        : audience.groupId > 0;
  return hasAudience && (draft.templateId !== null || draft.text.trim() !== '');
}

/** Statuses that a later refetch may change: the lists poll while any row holds one. */
const PENDING_MESSAGE = /^(scheduled|queued|submitting|PENDING_)/;
export const isMessagePending = (message: Message): boolean => PENDING_MESSAGE.test(message.status);
export const isBatchMoving = (batch: Batch): boolean => batch.status === 'queued' || batch.status === 'sending';
