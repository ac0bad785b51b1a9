import type { InviteeStatus, StageType } from './vocabulary';

/** What eligibility reads of an invitee. */
export interface EligibilityFacts {
  status: InviteeStatus;
  pledgeAmount: number;
  paidAmount: number;
}

/**
 * Who a stage goes to (docs/decisions.md §8), never a `declined` invitee. The SQL twin `eligibleInviteesWhere`
 * (db/events/eligibility.ts) selects recipients and prices stages; a test holds both to the same answers.
 */
export function isEligibleInvitee(stageType: StageType, invitee: EligibilityFacts): boolean {
  if (invitee.status === 'declined') return false;
  switch (stageType) {
    case 'invitation':
    case 'rsvp':
      return invitee.status === 'pending' || invitee.status === 'invited';
    case 'reminder':
    case 'custom':
      return true;
    case 'pledge_reminder':
      return invitee.pledgeAmount > invitee.paidAmount;
    case 'non_pledge_reminder':
      return invitee.pledgeAmount === 0;
    case 'thank_you':
      return invitee.paidAmount > 0;
  }
}
