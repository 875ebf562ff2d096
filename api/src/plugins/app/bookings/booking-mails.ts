import { site } from '@mwangaza/shared/site';

/**
 * Every text the booking e-mails say, in one catalog-like module (English), so that moving them into the
 * API's ICU catalogs is a change of this file only. Times are given in the reader's zone and in Nairobi's.
 */
export interface CallFacts {
  visitorName: string;
  consultantName: string;
  /** "Monday 7 December 2026, 10:00 WAT (12:00 EAT)" */
  when: string;
  minutes: number;
  where: string;
  manageUrl?: string;
  consoleUrl?: string;
  topic?: string;
  company?: string;
  message?: string;
}

const signature = ['', site.name].join('\n');

export const bookingMails = {
  invitation: {
    subject: (f: CallFacts) => `Your discovery call with ${f.consultantName}, ${f.when} - ${site.name}`,
    text: (f: CallFacts) =>
      [
        `Dear ${f.visitorName},`,
        '',
        `Your ${f.minutes}-minute discovery call with ${f.consultantName} is booked for ${f.when}.`,
        `Where: ${f.where}`,
        '',
        'The invitation attached adds it to your calendar (Google Calendar, Outlook, Apple Calendar).',
        `To move or cancel it, use this link (it works once, and a new one comes with every change): ${f.manageUrl}`,
        signature,
      ].join('\n'),
  },
  updated: {
    subject: (f: CallFacts) => `Your discovery call moved to ${f.when} - ${site.name}`,
    text: (f: CallFacts) =>
      [
        `Dear ${f.visitorName},`,
        '',
        `Your discovery call with ${f.consultantName} is now on ${f.when}.`,
        `Where: ${f.where}`,
        '',
        'The invitation attached updates the event in your calendar.',
        `To move or cancel it again: ${f.manageUrl}`,
        signature,
      ].join('\n'),
  },
  cancelled: {
    subject: (f: CallFacts) => `Your discovery call on ${f.when} is cancelled - ${site.name}`,
    text: (f: CallFacts) =>
      [
        `Dear ${f.visitorName},`,
        '',
        `Your discovery call with ${f.consultantName} on ${f.when} is cancelled.`,
        ...(f.message ? ['', `${f.consultantName} wrote: ${f.message}`] : []),
        '',
        `You are welcome to book another time at ${site.url}/book.`,
        signature,
      ].join('\n'),
  },
  reminder: {
    subject: (f: CallFacts) => `Reminder: your discovery call, ${f.when} - ${site.name}`,
    text: (f: CallFacts) =>
      [
        `Dear ${f.visitorName},`,
        '',
        `A reminder of your discovery call with ${f.consultantName} on ${f.when}.`,
        `Where: ${f.where}`,
        ...(f.manageUrl ? ['', `To move or cancel it: ${f.manageUrl}`] : []),
        signature,
      ].join('\n'),
  },
  consultant: {
    subject: (f: CallFacts, change: 'new' | 'moved' | 'cancelled') =>
      `${{ new: 'Discovery call booked', moved: 'Discovery call moved', cancelled: 'Discovery call cancelled' }[change]}: ${f.visitorName}, ${f.when}`,
    text: (f: CallFacts, change: 'new' | 'moved' | 'cancelled') =>
      [
        `${{ new: 'A discovery call was booked with you', moved: 'A discovery call with you was moved', cancelled: 'A discovery call with you was cancelled' }[change]}: ${f.when}.`,
        '',
        `Visitor: ${f.visitorName}${f.company ? ` (${f.company})` : ''}`,
        `Where: ${f.where}`,
        ...(f.topic ? ['', 'What they want to discuss:', f.topic] : []),
        '',
        `Agenda: ${f.consoleUrl}`,
      ].join('\n'),
  },
  place: {
    video: (detail: string) => (detail ? `Video call: ${detail}` : 'Video call (the link follows by e-mail)'),
    phone: (detail: string) => (detail ? `Phone call: ${detail}` : 'Phone call: we will call you'),
    office: (detail: string) => `Our office in Nairobi${detail ? `: ${detail}` : ''}`,
  },
  summary: (consultantName: string) => `Discovery call with ${consultantName} (${site.name})`,
};
