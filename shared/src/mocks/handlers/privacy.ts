import { http } from 'msw';
import Value from 'typebox/value';
import { ANONYMISED_ENQUIRY_FIELDS, PrivacySubjectQuery, type Enquiry } from '../../schemas';
import { db } from '../db';
import { ADMINS, API, authorize, fail, now, ok } from './respond';

/** The address from the query, or the API's 400 when it is not one. */
function subject(request: Request): { email: string; response?: undefined } | { response: Response } {
  const email = new URL(request.url).searchParams.get('email') ?? '';
  if (!Value.Check(PrivacySubjectQuery, { email }))
    return { response: fail(400, 'email must be a valid email address') };
  return { email };
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const privacyHandlers = [
  http.get(`${API}/privacy/subjects`, ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const found = subject(request);
    if (found.response) return found.response;
    const user = db.users.find((u) => sameAddress(u.email, found.email));
    return ok('Personal data retrieved successfully', {
      email: found.email,
      exportedAt: now(),
      enquiries: db.enquiries.filter((e) => sameAddress(e.email, found.email)),
      // The mock keeps no outbox.
      emails: [],
      account: user
        ? {
            id: user.id,
            fullName: user.fullName,
            email: user.email,
            role: user.role,
            createdAt: user.createdAt,
          }
        : null,
      activity: db.auditEntries.filter((entry) => sameAddress(entry.actor.email, found.email)),
      subscriptions: [],
    });
  }),
  http.delete(`${API}/privacy/subjects`, ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const found = subject(request);
    if (found.response) return found.response;
    let enquiriesAnonymised = 0;
    let notesRemoved = 0;
    db.enquiries = db.enquiries.map((e): Enquiry => {
      if (!sameAddress(e.email, found.email)) return e;
      enquiriesAnonymised += 1;
      notesRemoved += e.notes.length;
      return { ...e, ...ANONYMISED_ENQUIRY_FIELDS, notes: [], anonymisedAt: now() };
    });
    const accountKept = db.users.some((u) => sameAddress(u.email, found.email));
    return ok('Personal data erased', {
      enquiriesAnonymised,
      notesRemoved,
      emailsErased: 0,
      subscriptionsErased: 0,
      accountKept,
    });
  }),
];
