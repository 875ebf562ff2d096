import { site } from '@mwangaza/shared/site';
import type { BookingDoc } from '../../../models/booking.model';
import type { EnqueueInput } from '../outbox/outbox-service';
import { callCalendar } from './booking-ics';
import { bookingMails, type CallFacts } from './booking-mails';

export interface Party {
  id: string;
  name: string;
  /** Where the consultant's copy goes: their staff account's address, else the consultancy's inbox. */
  email: string;
}

const EAT = 'Africa/Nairobi';

/** "Monday 7 December 2026, 10:00 WAT (12:00 EAT)": the reader's zone first, Nairobi's beside it. */
export function whenText(start: Date, zone: string): string {
  const local = new Intl.DateTimeFormat('en-KE', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(start);
  if (zone === EAT) return local;
  const nairobi = new Intl.DateTimeFormat('en-KE', {
    timeZone: EAT,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(start);
  return `${local} (${nairobi})`;
}

export type Change = 'new' | 'moved' | 'cancelled' | 'reminder';

/**
 * The e-mails of one change of a booking: the visitor's (with the invitation, its update or its
 * cancellation) and the consultant's (the same calendar object, so both calendars hold the same instant).
 */
export function bookingMessages(
  booking: BookingDoc,
  consultant: Party,
  change: Change,
  links: { manageUrl?: string; consoleUrl: string; replyTo: string; now: Date; message?: string },
): EnqueueInput[] {
  const facts = (zone: string): CallFacts => ({
    visitorName: booking.name,
    consultantName: consultant.name,
    when: whenText(booking.start, zone),
    minutes: Math.round((booking.end.getTime() - booking.start.getTime()) / 60_000),
    where: bookingMails.place[booking.place](booking.placeDetail),
    manageUrl: links.manageUrl,
    consoleUrl: links.consoleUrl,
    topic: booking.topic,
    company: booking.company,
    message: links.message,
  });
  const about = { type: 'booking', id: booking.id };
  const visitor = facts(booking.timeZone);
  if (change === 'reminder')
    return [
      {
        kind: 'booking-reminder',
        to: booking.email,
        replyTo: links.replyTo,
        about,
        subject: bookingMails.reminder.subject(visitor),
        text: bookingMails.reminder.text(visitor),
        links: links.manageUrl ? [links.manageUrl] : [],
      },
    ];
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const content = callCalendar(
    {
      uid: booking.uid,
      sequence: booking.sequence,
      start: booking.start,
      end: booking.end,
      summary: bookingMails.summary(consultant.name),
      description: booking.topic,
      location: visitor.where,
      organizer: { name: consultant.name, email: consultant.email },
      visitor: { name: booking.name, email: booking.email },
      stamp: links.now,
    },
    method,
  );
  const mail = {
    new: bookingMails.invitation,
    moved: bookingMails.updated,
    cancelled: bookingMails.cancelled,
  }[change];
  const staff = facts(EAT);
  const consultantChange = change;
  return [
    {
      kind: `booking-${change}`,
      to: booking.email,
      replyTo: links.replyTo,
      about,
      subject: mail.subject(visitor),
      text: mail.text(visitor),
      links: [links.manageUrl, `${site.url}/book`].filter((l): l is string => !!l),
      calendar: { method, content },
    },
    {
      kind: `booking-${change}-consultant`,
      to: consultant.email,
      about,
      subject: bookingMails.consultant.subject(staff, consultantChange),
      text: bookingMails.consultant.text(staff, consultantChange),
      links: [links.consoleUrl],
      calendar: { method, content },
    },
  ];
}
