import { http } from 'msw';
import { ContactBody, EnquiryStatusBody, type Enquiry } from '../../schemas';
import { db, newId } from '../db';
import { ADMINS, API, WRITERS, authorize, fail, now, ok, paginate, parseBody } from './respond';

const NOT_FOUND = 'Enquiry not found';

export const contactHandlers = [
  http.post(`${API}/contact`, async ({ request }) => {
    const parsed = await parseBody<ContactBody>(request, ContactBody);
    if (parsed.response) return parsed.response;
    const { website, ...fields } = parsed.body;
    const id = newId();
    // Honeypot filled in: answer like a success so bots learn nothing, but keep nothing.
    if (website) return ok('Thank you! Your message has been sent.', { id }, 201);
    const enquiry: Enquiry = {
      id,
      name: fields.name,
      email: fields.email,
      company: fields.company ?? '',
      project: fields.project,
      challenge: fields.challenge ?? '',
      success: fields.success ?? '',
      contactTime: fields.contactTime ?? '',
      status: 'new',
      delivery: { state: 'sent', attempts: 1, sentAt: now() },
      createdAt: now(),
    };
    db.enquiries.push(enquiry);
    return ok('Thank you! Your message has been sent.', { id }, 201);
  }),
  http.post(`${API}/contact/test`, ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    return ok(`Test e-mail sent to ${guard.user.email}`);
  }),
  http.get(`${API}/contact/enquiries`, ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const found = db.enquiries
      .filter((e) => !status || e.status === status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const { items, pagination } = paginate(found, url);
    return ok('Enquiries retrieved successfully', { enquiries: items, pagination });
  }),
  http.get(`${API}/contact/enquiries/:id`, ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const enquiry = db.enquiries.find((e) => e.id === params.id);
    return enquiry ? ok('Enquiry retrieved successfully', { enquiry }) : fail(404, NOT_FOUND);
  }),
  http.post(`${API}/contact/enquiries/:id/resend`, ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const index = db.enquiries.findIndex((e) => e.id === params.id);
    const current = db.enquiries[index];
    if (!current) return fail(404, NOT_FOUND);
    // The mock has no SMTP: a resend is delivered at once.
    const enquiry: Enquiry = {
      ...current,
      delivery: { state: 'sent', attempts: current.delivery.attempts + 1, sentAt: now() },
    };
    db.enquiries[index] = enquiry;
    return ok('Notification queued for sending', { enquiry });
  }),
  http.patch(`${API}/contact/enquiries/:id`, async ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const index = db.enquiries.findIndex((e) => e.id === params.id);
    const current = db.enquiries[index];
    if (!current) return fail(404, NOT_FOUND);
    const parsed = await parseBody<EnquiryStatusBody>(request, EnquiryStatusBody);
    if (parsed.response) return parsed.response;
    const enquiry: Enquiry = { ...current, status: parsed.body.status };
    if (parsed.body.status === 'handled') enquiry.handledAt = now();
    else delete enquiry.handledAt;
    db.enquiries[index] = enquiry;
    return ok('Enquiry updated successfully', { enquiry });
  }),
];
