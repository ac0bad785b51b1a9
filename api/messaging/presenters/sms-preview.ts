import type { SmsPreview as SmsPreviewFacts } from '../../../use-cases/messaging/send/sms-preview';
import { Resource, Type, type Static } from '../../http/openapi/response-schema';

const credits = (description: string) => Type.Integer({ minimum: 0, description });

export const SmsPreviewSchema = Resource(
  'SmsPreview',
  {
    encoding: Type.Union([Type.Literal('GSM-7'), Type.Literal('UCS-2')]),
    characters: Type.Integer({
      minimum: 0,
      description: 'Septets in GSM-7 (an extension character counts 2), UTF-16 units in UCS-2',
      examples: [42],
    }),
    segments: Type.Integer({ minimum: 0, examples: [1] }),
    credits_per_message: credits('What one message costs; with placeholders that differ per recipient, the dearest'),
    recipients: Type.Integer({ minimum: 0, description: 'Recipients priced (those who opted out left out)' }),
    credits: credits('The whole send, priced per recipient as the send bills it'),
    balance: Type.Integer({ description: "The organization's SMS credits now" }),
    sufficient: Type.Boolean({ description: 'Whether the balance covers `credits`' }),
    non_gsm_characters: Type.Array(Type.String(), {
      description: 'The distinct characters that force UCS-2, in order of first appearance',
      examples: [['“', '”']],
    }),
    normalized_text: Type.String({ description: 'The text with its GSM-7 look-alikes replaced' }),
    normalized_segments: Type.Integer({ minimum: 0 }),
  },
  'What a send would cost, sending nothing',
);
export type SmsPreview = Static<typeof SmsPreviewSchema>;

/** The cost preview in the interface's snake_case. */
export const presentSmsPreview = (p: SmsPreviewFacts): SmsPreview => ({
  encoding: p.encoding,
  characters: p.characters,
  segments: p.segments,
  credits_per_message: p.creditsPerMessage,
  recipients: p.recipients,
  credits: p.credits,
  balance: p.balance,
  sufficient: p.sufficient,
  non_gsm_characters: p.nonGsmCharacters,
  normalized_text: p.normalizedText,
  normalized_segments: p.normalizedSegments,
});
