import type { StagePreview as PreviewFacts } from '../../../use-cases/events/stage-preview';
import { Resource, Type, type Static } from '../../http/openapi/response-schema';

const count = (description: string) => Type.Integer({ minimum: 0, description });

export const StagePreviewSchema = Resource(
  'StagePreview',
  {
    text: Type.String({ description: "The message on the stage's channel, rendered for the first invitee it reaches" }),
    sms_text: Type.String({ description: "The body rendered: the SMS (a chat stage's SMS fallback)" }),
    sample: Type.Boolean({ description: 'No invitee would get it: rendered for a sample invitee' }),
    encoding: Type.Union([Type.Literal('GSM-7'), Type.Literal('UCS-2')]),
    characters: count('Septets (GSM-7) or UTF-16 units (UCS-2) of sms_text'),
    segments: count('SMS segments of sms_text (an empty text: 0)'),
    non_gsm_characters: Type.Array(Type.String(), { description: 'The characters that force UCS-2, in order' }),
    eligible_invitees: count('Invitees the stage would go to now, less those opted out of the channel'),
    credits_per_message: count('What one message costs on the channel; the dearest when texts differ per invitee'),
    credits: count("What a send now debits from the channel's wallet"),
    balance: Type.Integer({ description: "The channel's wallet now" }),
    sufficient: Type.Boolean({ description: 'The balance covers credits' }),
  },
  'What a stage with this body would send and cost now; nothing is sent',
);
export type StagePreview = Static<typeof StagePreviewSchema>;

/**
 * The stage preview, with the SMS cost preview's names (`POST /sms/preview`): `encoding`, `characters`, `segments`
 * and `non_gsm_characters` describe `sms_text`; `eligible_invitees` as in the stage list.
 */
export const presentStagePreview = (p: PreviewFacts): StagePreview => ({
  text: p.text,
  sms_text: p.smsText,
  sample: p.sample,
  encoding: p.encoding,
  characters: p.characters,
  segments: p.segments,
  non_gsm_characters: p.nonGsmCharacters,
  eligible_invitees: p.eligible,
  credits_per_message: p.creditsPerMessage,
  credits: p.credits,
  balance: p.balance,
  sufficient: p.sufficient,
});
