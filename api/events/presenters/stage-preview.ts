import type { StagePreview } from '../../../use-cases/events/stage-preview';

/**
 * The stage preview, with the SMS cost preview's names (`POST /sms/preview`): `encoding`, `characters`, `segments`
 * and `non_gsm_characters` describe `sms_text`; `eligible_invitees` as in the stage list.
 */
export const presentStagePreview = (p: StagePreview) => ({
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
