import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { site } from '@mwangaza/shared/site';

export interface CalendarCall {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  visitor: { name: string; email: string };
  /** When this version was made (DTSTAMP). */
  stamp: Date;
}

/**
 * The call as an iCalendar object (RFC 5545) that Google Calendar, Outlook and Apple Calendar import:
 * METHOD:REQUEST for an invitation or its update (a higher SEQUENCE under the same UID moves the event),
 * METHOD:CANCEL to take it out. Times are written in UTC, so no calendar has to know our zones.
 */
export function callCalendar(call: CalendarCall, method: 'REQUEST' | 'CANCEL'): string {
  const calendar = ical({
    prodId: { company: site.name, product: 'Discovery calls', language: 'EN' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: call.uid,
    sequence: call.sequence,
    stamp: call.stamp,
    start: call.start,
    end: call.end,
    summary: call.summary,
    description: call.description,
    location: call.location,
    status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: call.organizer,
    attendees: [
      {
        name: call.visitor.name,
        email: call.visitor.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}
