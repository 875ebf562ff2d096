import type { EnquiryDoc } from '../../../models/enquiry.model';
import type { EnqueueInput } from '../outbox/outbox-service';

export const NOTIFICATION_KIND = 'enquiry-notification';

type EnquiryFields = Pick<EnquiryDoc, 'id' | 'name' | 'email' | 'company' | 'project' | 'challenge' | 'success' | 'contactTime' | 'createdAt'>;

/** The e-mail that tells the consultancy's inbox about an enquiry (replies go to the visitor). */
export function enquiryNotification(enquiry: EnquiryFields): EnqueueInput {
  return {
    kind: NOTIFICATION_KIND,
    about: { type: 'enquiry', id: enquiry.id },
    subject: `New enquiry from ${enquiry.name}${enquiry.company ? ` (${enquiry.company})` : ''}`,
    replyTo: enquiry.email,
    text: [
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Company: ${enquiry.company || '-'}`,
      `Preferred contact time: ${enquiry.contactTime || '-'}`,
      '',
      'Project:',
      enquiry.project,
      '',
      'Challenge:',
      enquiry.challenge || '-',
      '',
      'What success looks like:',
      enquiry.success || '-',
      '',
      `Enquiry ${enquiry.id}, received ${enquiry.createdAt.toISOString()}`,
    ].join('\n'),
  };
}
