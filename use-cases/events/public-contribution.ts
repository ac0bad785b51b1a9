import type { Sequelize } from 'sequelize';
import {
  savePublicContributor,
  type PublicContribution,
  type PublicContributorResult,
} from '../../db/events/public-contributor';

/**
 * A contribution from the harambee page (issue 34 §4): its author becomes an invitee of the event (`source: public`)
 * or is the existing invitee with that phone, to whom the page only adds (db/events/public-contributor.ts). Paying
 * online then goes through startPledgeCheckout like the invitee's own page.
 */
export const saveHarambeeContribution = (
  sequelize: Sequelize,
  page: { tenantId: number; eventId: number },
  contribution: PublicContribution,
): Promise<PublicContributorResult> => savePublicContributor(sequelize, page, contribution);
