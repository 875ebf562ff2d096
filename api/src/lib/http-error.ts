import { UNPUBLISHED_CONTENT_MESSAGE } from '@mwangaza/shared/schemas';

/** An error whose message is safe to show to the caller; the error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as the envelope's `data` (e.g. who saved the current copy, on a 412). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  authRequired: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  unpublishedForStaff: UNPUBLISHED_CONTENT_MESSAGE,
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'This email is already registered',
  invalidRefreshToken: 'Invalid or expired refresh token',
  lastAdmin: 'The last administrator cannot be demoted',
  unavailable: 'Service temporarily unavailable. Please try again shortly.',
  internal: 'Something went wrong. Please try again later.',
  malformedJson: 'Malformed JSON in request body',
  serviceNotFound: 'Service not found',
  caseStudyNotFound: 'Case study not found',
  cultureItemNotFound: 'Culture item not found',
  enquiryNotFound: 'Enquiry not found',
  revisionNotFound: 'Revision not found',
  unknownCultureItems: 'Some of these culture items do not exist: reload the list and try again',
  userNotFound: 'User not found',
  invitationNotFound: 'Invitation not found',
  invitationOnly: 'Accounts are by invitation. Please ask an administrator to invite you.',
  invitationInvalid: 'This invitation is invalid or has expired. Please ask an administrator for a new one.',
  contactThanks: "Thank you for your message! We'll get back to you within 24 hours.",
} as const;

export const notFound = (message: string) => new HttpError(404, message);
