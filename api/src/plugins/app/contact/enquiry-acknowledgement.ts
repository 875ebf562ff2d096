import { site } from '@mwangaza/shared/site';
import type { EnqueueInput } from '../outbox/outbox-service';
import { questionnaireLines, type EnquiryFields } from './enquiry-notification';

export const ACKNOWLEDGEMENT_KIND = 'enquiry-acknowledgement';

/**
 * The visitor's receipt: what they sent, when we work and who will answer. Replies go to the consultancy's
 * inbox, never to the no-reply sender.
 */
export function enquiryAcknowledgement(
  enquiry: EnquiryFields,
  { replyTo, retentionMonths }: { replyTo: string; retentionMonths: number },
): EnqueueInput {
  const hours = site.businessHours.map((line) => `  ${line.days}: ${line.hours}`);
  const questionnaire = questionnaireLines(enquiry.questionnaire);
  return {
    kind: ACKNOWLEDGEMENT_KIND,
    to: enquiry.email,
    replyTo,
    about: { type: 'enquiry', id: enquiry.id },
    subject: `We received your enquiry - ${site.name}`,
    text: [
      `Dear ${enquiry.name},`,
      '',
      `Thank you for contacting ${site.name}. We have received your enquiry and ${site.enquiriesTeam} will reply ${site.replyPromise}, from ${site.email}.`,
      '',
      'Our business hours (Nairobi time):',
      ...hours,
      '',
      'What you sent us:',
      `  Name: ${enquiry.name}`,
      `  Email: ${enquiry.email}`,
      `  Company: ${enquiry.company || '-'}`,
      `  Best time to contact you: ${enquiry.contactTime || 'No preference'}`,
      `  Your project: ${enquiry.project}`,
      `  Your biggest data challenge: ${enquiry.challenge || '-'}`,
      `  What success would look like: ${enquiry.success || '-'}`,
      ...(questionnaire.length ? ['', ...questionnaire] : []),
      '',
      `If anything is wrong or urgent, reply to this e-mail or call us on ${site.phone}.`,
      '',
      `We keep enquiries for ${retentionMonths} months; read how we handle your details at ${site.url}/privacy.`,
      '',
      site.name,
    ].join('\n'),
  };
}
