import { STACK_MATURITY_LABELS, STACK_SERVICES, type Questionnaire } from '@mwangaza/shared/schemas';
import type { EnquiryDoc } from '../../../models/enquiry.model';
import type { EnqueueInput } from '../outbox/outbox-service';

export const NOTIFICATION_KIND = 'enquiry-notification';

export type EnquiryFields = Pick<
  EnquiryDoc,
  | 'id'
  | 'name'
  | 'email'
  | 'company'
  | 'project'
  | 'challenge'
  | 'success'
  | 'contactTime'
  | 'createdAt'
  | 'questionnaire'
>;

/** Build My Stack's answers as lines a person reads (the same wording the questionnaire used). */
export function questionnaireLines(questionnaire: Questionnaire | null | undefined): string[] {
  if (!questionnaire) return [];
  const { answers, recommendedServices } = questionnaire;
  return [
    'Build My Stack answers:',
    `Goals: ${answers.goals.join(', ')}`,
    `Data maturity: ${STACK_MATURITY_LABELS[answers.maturity]} (${answers.maturity} of 3)`,
    `Recommended services: ${recommendedServices.map((id) => STACK_SERVICES[id]).join(', ') || '-'}`,
  ];
}

/**
 * The e-mail that tells the consultancy's inbox about an enquiry (replies go to the visitor), with a link to
 * the enquiry in the console when its address is known.
 */
export function enquiryNotification(enquiry: EnquiryFields, consoleUrl?: string): EnqueueInput {
  const questionnaire = questionnaireLines(enquiry.questionnaire);
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
      ...(questionnaire.length ? ['', ...questionnaire] : []),
      '',
      `Enquiry ${enquiry.id}, received ${enquiry.createdAt.toISOString()}`,
      ...(consoleUrl
        ? [`Open it in the console: ${consoleUrl}/enquiries/${encodeURIComponent(enquiry.id)}`]
        : []),
    ].join('\n'),
  };
}
