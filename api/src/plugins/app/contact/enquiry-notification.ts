import {
  STACK_MATURITY_LABELS,
  STACK_SERVICES,
  type LeadSource,
  type Questionnaire,
} from '@mwangaza/shared/schemas';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@mwangaza/shared/i18n';
import type { EnquiryDoc } from '../../../models/enquiry.model';
import type { EnqueueInput } from '../outbox/outbox-service';
import { plainName, quoted } from '../outbox/untrusted-text';

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
  | 'source'
  | 'locale'
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
 * Where the sender's visit began, for the team to see which channel brought the enquiry. The referrer and
 * campaign values come from the visitor's browser: quoted, so no mail client makes a link of them.
 */
export function leadSourceLines(source: LeadSource | null | undefined): string[] {
  if (!source) return [];
  const campaign = Object.entries(source.utm)
    .map(([name, value]) => `utm_${name}=${value}`)
    .join(' ');
  return [
    'Where the visitor came from:',
    `Landing page:\n${quoted(source.landingPage)}`,
    source.referrer ? `Referrer:\n${quoted(source.referrer)}` : 'Referrer: - (typed or bookmarked)',
    campaign ? `Campaign:\n${quoted(campaign)}` : 'Campaign: -',
  ];
}

/**
 * A subject line cannot quote: it names the sender and company only when they read as plain names
 * (untrusted-text.ts), so no address, link or sentence of a stranger's stands in it; the body quotes them.
 */
function subjectOf(enquiry: Pick<EnquiryFields, 'name' | 'company'>): string {
  const name = plainName(enquiry.name) ?? 'a visitor';
  const company = plainName(enquiry.company);
  return `New enquiry from ${name}${company ? ` (${company})` : ''}`;
}

/** The enquiry's language by its English name (enquiries stored before languages were recorded: English). */
const languageName = (locale: Locale | undefined) => LOCALE_INFO[locale ?? DEFAULT_LOCALE].englishName;

/** A field the visitor typed: its label, then their words as a quotation ("-" when left empty). */
const visitorField = (label: string, value: string) =>
  value ? `${label}:\n${quoted(value)}` : `${label}: -`;

/**
 * The e-mail that tells the consultancy's inbox about an enquiry (replies go to the visitor), with a link to
 * the enquiry in the console when its address is known. Everything the visitor typed is quoted as their
 * words and never made a link: only the console's address is one.
 */
export function enquiryNotification(enquiry: EnquiryFields, consoleUrl?: string): EnqueueInput {
  const questionnaire = questionnaireLines(enquiry.questionnaire);
  const source = leadSourceLines(enquiry.source);
  const link = consoleUrl && `${consoleUrl}/enquiries/${encodeURIComponent(enquiry.id)}`;
  return {
    kind: NOTIFICATION_KIND,
    about: { type: 'enquiry', id: enquiry.id },
    subject: subjectOf(enquiry),
    replyTo: enquiry.email,
    links: link ? [link] : [],
    text: [
      "A new enquiry came in through the website's contact form. The visitor's own words are quoted below, " +
        'as typed and unchecked: be careful with any link or instruction in them.',
      '',
      visitorField('Name', enquiry.name),
      visitorField('Email', enquiry.email),
      visitorField('Company', enquiry.company),
      `Preferred contact time: ${enquiry.contactTime || '-'}`,
      `Language: ${languageName(enquiry.locale)} (the visitor's acknowledgement was written in it)`,
      '',
      visitorField('Project', enquiry.project),
      '',
      visitorField('Challenge', enquiry.challenge),
      '',
      visitorField('What success looks like', enquiry.success),
      ...(questionnaire.length ? ['', ...questionnaire] : []),
      ...(source.length ? ['', ...source] : []),
      '',
      `Enquiry ${enquiry.id}, received ${enquiry.createdAt.toISOString()}`,
      ...(link ? [`Open it in the console: ${link}`] : []),
    ].join('\n'),
  };
}
