import type { SmsPreview } from '../../../use-cases/messaging/send/sms-preview';

/** The cost preview in the interface's snake_case. */
export const presentSmsPreview = (p: SmsPreview) => ({
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
