import { Event } from '../../db/models';
import { NotFoundError } from '../../domain/messaging/errors';

/** The fields of an event a tenant sets (its figures are kept by triggers). */
export type EventFields = Partial<
  Pick<
    Event,
    | 'name'
    | 'type'
    | 'eventDate'
    | 'startsAt'
    | 'endsAt'
    | 'description'
    | 'venue'
    | 'locationUrl'
    | 'targetAmount'
    | 'status'
    | 'publicMessage'
    | 'ussdCode'
    | 'bankName'
    | 'bankAccountNumber'
    | 'bankAccountName'
    | 'mobileMoney'
    | 'pledgeDeadline'
    | 'autoPaymentSms'
    | 'publicPage'
  >
>;

/** A new event of the tenant; what the fields leave out is empty. */
export const createEvent = (
  tenantId: number,
  fields: EventFields & Pick<Event, 'name' | 'type' | 'eventDate'>,
): Promise<Event> =>
  Event.create({
    tenantId,
    description: null,
    venue: null,
    targetAmount: null,
    publicMessage: null,
    bankName: null,
    bankAccountNumber: null,
    bankAccountName: null,
    pledgeDeadline: null,
    ...fields,
  });

/** Changes only the fields given; an empty change changes nothing but must still find the event. */
export async function updateEvent(tenantId: number, eventId: number, fields: EventFields): Promise<void> {
  const [updated] = await Event.update(fields, { where: { id: eventId, tenantId } });
  if (updated === 0 && !(await Event.count({ where: { id: eventId, tenantId } }))) throw new NotFoundError('Event');
}
