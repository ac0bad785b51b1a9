import * as yup from 'yup';
import { superAdminProcedure } from '../trpc';
import { yupInput } from '../input';
import { paginationFields } from '../../pagination';
import { listSmsInbox } from '../../../../db/messaging/sms-inbound';
import { presentSmsInboundMessage } from '../../../messaging/presenters/sms-inbound-message';

const PER_PAGE = 20;

/**
 * Incoming SMS that matched no organization (none sent the number an SMS within 7 days): kept, and shown to
 * platform admins only, newest first.
 */
export const unmatchedSmsInboxProcedure = superAdminProcedure
  .input(yupInput(yup.object({ page: paginationFields.page }).default({})))
  .query(async ({ ctx, input }) => {
    const { rows, total } = await listSmsInbox(ctx.deps.sequelize, null, {
      limit: PER_PAGE,
      offset: (input.page - 1) * PER_PAGE,
    });
    return {
      data: rows.map(presentSmsInboundMessage),
      meta: { current_page: input.page, per_page: PER_PAGE, total },
    };
  });
