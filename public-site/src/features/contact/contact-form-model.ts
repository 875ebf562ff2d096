import {
  EMAIL_PATTERN,
  getErrorMessage,
  isApiError,
  type ContactBody,
  type ContactTime,
  type LeadSource,
  type Questionnaire,
} from '@mwangaza/shared';
import type { Locale } from '@mwangaza/shared/i18n';
import type { MessageId } from '../../i18n';

export const CONTACT_STEPS = 3;

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  project: string;
  challenge: string;
  success: string;
  /** 'Any time' until the visitor chooses: the spec's four values, with no separate "no preference". */
  contactTime: ContactTime;
  /** Honeypot: people never see it; bots fill it in. */
  website: string;
}

export type ContactField = keyof ContactValues;
/** Each field's problem, as the id of its message in the language catalogs. */
export type ContactErrors = Partial<Record<ContactField, MessageId>>;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  company: '',
  project: '',
  challenge: '',
  success: '',
  contactTime: 'Any time',
  website: '',
};

export const MESSAGES = {
  nameRequired: 'contact.nameRequired',
  emailRequired: 'contact.emailRequired',
  emailInvalid: 'contact.emailInvalid',
  projectRequired: 'contact.projectRequired',
  failed: 'contact.failed',
  exception: 'contact.exception',
} as const satisfies Record<string, MessageId>;

const emailPattern = new RegExp(EMAIL_PATTERN);

/** Each step checks only its own required fields (name, email, project), so a visitor is never told off for a later step. */
export function validateStep(step: number, values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (step === 1) {
    if (!values.name.trim()) errors.name = MESSAGES.nameRequired;
    if (!values.email.trim()) errors.email = MESSAGES.emailRequired;
    else if (!emailPattern.test(values.email.trim())) errors.email = MESSAGES.emailInvalid;
  }
  if (step === 2 && !values.project.trim()) errors.project = MESSAGES.projectRequired;
  return errors;
}

/** The first step holding an error, so a final check can send the visitor back to it. */
export function firstInvalidStep(values: ContactValues): number | null {
  for (let step = 1; step <= CONTACT_STEPS; step += 1) {
    if (Object.keys(validateStep(step, values)).length > 0) return step;
  }
  return null;
}

interface ContactExtras {
  questionnaire?: Questionnaire | null;
  fillTimeMs?: number;
  source?: LeadSource | null;
  /** The page's language: the acknowledgement e-mail is written in it. */
  locale?: Locale;
}

/**
 * The request body. `questionnaire`: Build My Stack's answers when the visitor brought them (and kept them);
 * `fillTimeMs`: how long the form was open, for the API's minimum fill time (a spam signal); `source`:
 * where the tab's visit began, unless the visitor refused tracking.
 */
export function toContactBody(
  values: ContactValues,
  { questionnaire, fillTimeMs, source, locale }: ContactExtras = {},
): ContactBody {
  return {
    ...(locale ? { locale } : {}),
    ...(questionnaire ? { questionnaire } : {}),
    ...(source ? { source } : {}),
    ...(fillTimeMs !== undefined ? { fillTimeMs: Math.max(0, Math.round(fillTimeMs)) } : {}),
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    project: values.project.trim(),
    challenge: values.challenge.trim(),
    success: values.success.trim(),
    contactTime: values.contactTime,
    website: values.website,
  };
}

/**
 * An answer from the API → its message, else the generic failure; no answer at all
 * (network down, timeout, anything unexpected) → the exception message that points to direct contact.
 * The API words its refusals in English, so a page in another language shows its own generic failure.
 */
export function sendFailureMessage(error: unknown, t: (id: MessageId) => string, locale: Locale): string {
  if (!isApiError(error) || error.status === 'NETWORK' || error.status === 'TIMEOUT')
    return t(MESSAGES.exception);
  return locale === 'en' ? getErrorMessage(error, t(MESSAGES.failed)) : t(MESSAGES.failed);
}
