import { hoursText, type SiteSettings } from '@mwangaza/shared/schemas';
import { site } from '@mwangaza/shared/site';
import type { EnqueueInput } from '../outbox/outbox-service';
import { greeting } from '../outbox/untrusted-text';
import type { EnquiryFields } from './enquiry-notification';

export const ACKNOWLEDGEMENT_KIND = 'enquiry-acknowledgement';

const NAIROBI_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  dateStyle: 'long',
  timeStyle: 'short',
});

/**
 * The visitor's receipt: that we have the enquiry, when it came, when we work and who will answer. Anyone
 * can type any address into the form, so it carries nothing the visitor wrote but a plain name (or none):
 * never their project, company or other words, which could make it say anything to anyone. It tells a
 * reader who sent nothing what that means. Replies go to the consultancy's inbox, never to the no-reply
 * sender. The phone, address and hours are the site settings staff saved, as the contact page shows them.
 */
export function enquiryAcknowledgement(
  enquiry: Pick<EnquiryFields, 'id' | 'name' | 'email' | 'createdAt'>,
  {
    replyTo,
    retentionMonths,
    settings,
  }: { replyTo: string; retentionMonths: number; settings: SiteSettings },
): EnqueueInput {
  const { contact } = settings;
  const hours = settings.businessHours.map((row) => `  ${row.days}: ${hoursText(row)}`);
  const privacy = `${site.url}/privacy`;
  return {
    kind: ACKNOWLEDGEMENT_KIND,
    to: enquiry.email,
    replyTo,
    about: { type: 'enquiry', id: enquiry.id },
    subject: `We received your enquiry - ${site.name}`,
    links: [privacy],
    text: [
      greeting('Dear', enquiry.name),
      '',
      `Thank you for contacting ${site.name}. We received an enquiry from this e-mail address on ` +
        `${NAIROBI_TIME.format(enquiry.createdAt)} (Nairobi time), and ${site.enquiriesTeam} will reply ` +
        `${site.replyPromise}, from ${contact.email}. Its reference is ${enquiry.id}.`,
      '',
      'Our business hours (Nairobi time):',
      ...hours,
      '',
      `To add anything, or if it is urgent, reply to this e-mail or call us on ${contact.phone}.`,
      '',
      'If you did not send this enquiry, someone typed your address into our contact form. You need do ' +
        'nothing: we will not write to you about it again unless you reply, and a reply asking us to ' +
        'delete it is enough. We never ask for a password, a payment or a sign-in by e-mail.',
      '',
      `We keep enquiries for ${retentionMonths} months; read how we handle your details at ${privacy}.`,
      '',
      site.name,
    ].join('\n'),
  };
}
