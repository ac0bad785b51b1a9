import { validationFailed, type AppError } from '../http/errors/errors';
import { ForeignContactError } from '../../db/events/invitees';
import { InviteeNotInEventError } from '../../db/events/payments';
import { StageRuleError } from '../../db/events/stages';

/** The events area's refusals as 422 answers on the field at fault (api/http/errors/domain-errors.ts asks here). */
export function eventErrorToHttp(err: unknown): AppError | undefined {
  if (err instanceof ForeignContactError) return validationFailed({ contact_id: [err.message] });
  if (err instanceof InviteeNotInEventError) return validationFailed({ event_invitee_id: [err.message] });
  if (err instanceof StageRuleError) return validationFailed(err.errors);
  return undefined;
}
