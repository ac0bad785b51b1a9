import ical, { ICalEventStatus } from 'ical-generator';
import type { Event } from '../../../db/models';
import { eventSchedule } from '../../../domain/events/event-times';

/**
 * The event as an iCalendar file (`/e/<token>/event.ics`, "add to calendar"), built by ical-generator: times in UTC
 * (EAT is UTC+3 all year, so no VTIMEZONE is needed), a whole day without a start time, the venue, and the invitee's
 * page as its URL. A cancelled event says so (STATUS:CANCELLED), so a calendar that imported it can show it.
 */
export function renderEventCalendar(event: Event, pageUrl: string): string {
  const schedule = eventSchedule(event.eventDate, event.startsAt, event.endsAt);
  const calendar = ical({
    name: event.name,
    prodId: { company: 'tz-messaging-platform', product: 'events', language: 'SW' },
  });
  calendar.createEvent({
    id: `event-${event.id}@${new URL(pageUrl).host}`,
    stamp: event.updatedAt,
    ...(schedule.allDay
      ? { start: new Date(`${schedule.day}T00:00:00Z`), allDay: true }
      : { start: schedule.start, end: schedule.end }),
    summary: event.name,
    location: event.venue,
    description: event.publicMessage,
    url: pageUrl,
    status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
