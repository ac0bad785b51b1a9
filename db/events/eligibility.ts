import { STAGE_TYPES, type StageType } from '../../domain/events/vocabulary';

/** docs/decisions.md §8 over invitee alias `i`; the TypeScript twin is domain/events/eligibility.ts (tested against this). */
const ELIGIBLE: Record<StageType, string> = {
  invitation: "i.status IN ('pending', 'invited')",
  rsvp: "i.status IN ('pending', 'invited')",
  reminder: "i.status <> 'declined'",
  custom: "i.status <> 'declined'",
  pledge_reminder: "i.status <> 'declined' AND i.pledge_amount > i.paid_amount",
  non_pledge_reminder: "i.status <> 'declined' AND i.pledge_amount = 0",
  thank_you: "i.status <> 'declined' AND i.paid_amount > 0",
};

/**
 * The SQL condition (over `event_invitees i`) selecting the invitees a stage of this type goes to; never a declined
 * invitee. The one definition of a stage's audience: stage figures and the send pipeline both select with it.
 */
export const eligibleInviteesWhere = (stageType: StageType): string => `(${ELIGIBLE[stageType]})`;

/** The same, for a query over many stages: the stage type comes from the SQL expression `stageTypeSql`. */
export const eligibleForStageTypeSql = (stageTypeSql: string): string =>
  `(CASE ${stageTypeSql} ${STAGE_TYPES.map((type) => `WHEN '${type}' THEN ${eligibleInviteesWhere(type)}`).join(' ')} ELSE false END)`;
