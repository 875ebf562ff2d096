import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { STACK_MATURITY_LABELS, STACK_SERVICES } from '@mwangaza/shared/schemas';
import { DEFAULT_LOCALE, LOCALE_INFO } from '@mwangaza/shared/i18n';
import type { EnquiryDoc } from '../../../models/enquiry.model';

/** The export's columns, in order: what a consultant needs to work a list in a spreadsheet. */
const COLUMNS = [
  { key: 'id', header: 'Id' },
  { key: 'received', header: 'Received' },
  { key: 'stage', header: 'Stage' },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'company', header: 'Company' },
  { key: 'contactTime', header: 'Preferred contact time' },
  { key: 'language', header: 'Language' },
  { key: 'project', header: 'Project' },
  { key: 'challenge', header: 'Challenge' },
  { key: 'success', header: 'What success looks like' },
  { key: 'assignee', header: 'Assignee' },
  { key: 'nextStepAt', header: 'Next step' },
  { key: 'goals', header: 'Goals' },
  { key: 'maturity', header: 'Data maturity' },
  { key: 'recommendedServices', header: 'Recommended services' },
  { key: 'landingPage', header: 'Landing page' },
  { key: 'referrer', header: 'Referrer' },
  { key: 'utmSource', header: 'UTM source' },
  { key: 'utmMedium', header: 'UTM medium' },
  { key: 'utmCampaign', header: 'UTM campaign' },
  { key: 'utmTerm', header: 'UTM term' },
  { key: 'utmContent', header: 'UTM content' },
  { key: 'notes', header: 'Notes' },
];

function row(doc: EnquiryDoc, assignees: Map<string, string>) {
  const questionnaire = doc.questionnaire;
  const utm = doc.source?.utm ?? {};
  return {
    id: doc.id,
    received: doc.createdAt.toISOString(),
    stage: doc.stage,
    name: doc.name,
    email: doc.email,
    company: doc.company,
    contactTime: doc.contactTime,
    // Enquiries stored before languages were recorded were sent in English.
    language: LOCALE_INFO[doc.locale ?? DEFAULT_LOCALE].englishName,
    project: doc.project,
    challenge: doc.challenge,
    success: doc.success,
    assignee: doc.assignee ? (assignees.get(doc.assignee) ?? doc.assignee) : '',
    nextStepAt: doc.nextStepAt ? doc.nextStepAt.toISOString() : '',
    goals: questionnaire?.answers.goals.join('; ') ?? '',
    maturity: questionnaire ? STACK_MATURITY_LABELS[questionnaire.answers.maturity] : '',
    recommendedServices: questionnaire?.recommendedServices.map((id) => STACK_SERVICES[id]).join('; ') ?? '',
    landingPage: doc.source?.landingPage ?? '',
    referrer: doc.source?.referrer ?? '',
    utmSource: utm.source ?? '',
    utmMedium: utm.medium ?? '',
    utmCampaign: utm.campaign ?? '',
    utmTerm: utm.term ?? '',
    utmContent: utm.content ?? '',
    notes: (doc.notes ?? [])
      .map((note) => `${note.at.toISOString()} ${note.author}: ${note.text}`)
      .join('\n'),
  };
}

/**
 * Enquiries as CSV (RFC 4180, csv-stringify): a BOM so Excel reads UTF-8, every field quoted, and a value
 * starting with = + - @ tab or CR prefixed with ' (escape_formulas) so a spreadsheet shows it as text instead
 * of running it as a formula (OWASP "CSV injection").
 */
export function enquiriesCsv(docs: AsyncIterable<EnquiryDoc>, assignees: Map<string, string>): Readable {
  const csv = stringify({
    header: true,
    columns: COLUMNS,
    bom: true,
    quoted: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  void (async () => {
    try {
      for await (const doc of docs) {
        // Respect back-pressure: a large export never sits in memory whole.
        if (!csv.write(row(doc, assignees))) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}
