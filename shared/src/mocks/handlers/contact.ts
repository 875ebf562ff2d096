import { HttpResponse, http } from 'msw';
import { stringify } from 'csv-stringify/sync';
import {
  ContactBody,
  ENQUIRY_STAGES,
  EnquiryListQuery,
  EnquiryNoteBody,
  EnquiryUpdateBody,
  OPEN_ENQUIRY_STAGES,
  type Enquiry,
} from '../../schemas';
import { LOCALE_INFO } from '../../i18n';
import { db, newId } from '../db';
import {
  ADMINS,
  API,
  WRITERS,
  authorize,
  checkQuery,
  fail,
  matchesSearch,
  now,
  ok,
  paginate,
  parseBody,
} from './respond';

const NOT_FOUND = 'Enquiry not found';
/** The API's default CONTACT_MIN_FILL_MS. */
const MIN_FILL_MS = 3000;

/** The list's filters, as the API applies them (the stage is left to the caller: counts ignore it). */
/** The lead source filters as the API applies them: a whole value in any case; `source` is the utm source or the referrer's host. */
function matchesSource(e: Enquiry, source: string | null, campaign: string | null): boolean {
  const same = (value: string | undefined, wanted: string | null) =>
    !wanted || value?.toLowerCase() === wanted.toLowerCase();
  const host = e.source?.referrer ? new URL(e.source.referrer).hostname : undefined;
  return (
    (!source || same(e.source?.utm.source, source) || same(host, source)) &&
    (!campaign || same(e.source?.utm.campaign, campaign))
  );
}

function matchesFilters(
  e: Enquiry,
  get: (key: string) => string | null,
  spam: boolean,
  stamp: string,
): boolean {
  const assignee = get('assignee');
  return (
    e.suspectedSpam === spam &&
    (!assignee || e.assignee === (assignee === 'none' ? null : assignee)) &&
    (!get('from') || e.createdAt >= get('from')!) &&
    (!get('to') || e.createdAt < get('to')!) &&
    matchesSearch(get('q'), e.name, e.company, e.email) &&
    matchesSource(e, get('source'), get('campaign')) &&
    (!get('locale') || e.locale === get('locale')) &&
    (get('overdue') !== 'true' ||
      (OPEN_ENQUIRY_STAGES.includes(e.stage) && !!e.nextStepAt && e.nextStepAt < stamp))
  );
}

/** An enquiry a writer's request names, with its place in db.enquiries; or the 401, 403 or 404 answer. */
function writersEnquiry(request: Request, id: unknown) {
  const guard = authorize(request, WRITERS);
  if (guard.response) return guard;
  const index = db.enquiries.findIndex((e) => e.id === id);
  const current = db.enquiries[index];
  if (!current) return { response: fail(404, NOT_FOUND) };
  return { user: guard.user, index, current, response: undefined };
}

export const contactHandlers = [
  http.post(`${API}/contact`, async ({ request }) => {
    const parsed = await parseBody<ContactBody>(request, ContactBody);
    if (parsed.response) return parsed.response;
    const { website, fillTimeMs, ...fields } = parsed.body;
    const id = newId();
    // Suspected spam is answered like a success (bots learn nothing) and kept for the Spam tab.
    const spamReason = website?.trim()
      ? 'honeypot'
      : fillTimeMs !== undefined && fillTimeMs < MIN_FILL_MS
        ? 'too-fast'
        : undefined;
    const enquiry: Enquiry = {
      id,
      name: fields.name,
      email: fields.email,
      company: fields.company ?? '',
      project: fields.project,
      challenge: fields.challenge ?? '',
      success: fields.success ?? '',
      contactTime: fields.contactTime ?? '',
      stage: 'new',
      assignee: null,
      nextStepAt: null,
      notes: [],
      delivery: spamReason
        ? { state: 'failed', attempts: 0, lastError: 'No notification was queued for this enquiry' }
        : { state: 'sent', attempts: 1, sentAt: now() },
      questionnaire: fields.questionnaire ?? null,
      source: fields.source ?? null,
      locale: fields.locale ?? 'en',
      suspectedSpam: spamReason !== undefined,
      ...(spamReason ? { spamReason } : {}),
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
    const invalid = checkQuery(url, EnquiryListQuery);
    if (invalid) return invalid;
    const get = (key: string) => url.searchParams.get(key);
    const stage = get('stage');
    const stamp = now();
    const spam = get('spam') === 'true';
    // The API's filters, minus the stage (the per-stage counts ignore it); the counts are the pipeline's.
    const others = db.enquiries.filter((e) => matchesFilters(e, get, spam, stamp));
    const pipeline = spam ? db.enquiries.filter((e) => matchesFilters(e, get, false, stamp)) : others;
    const counts = Object.fromEntries(
      ENQUIRY_STAGES.map((s) => [s, pipeline.filter((e) => e.stage === s).length]),
    );
    const spamCount = db.enquiries.filter((e) => matchesFilters(e, get, true, stamp)).length;
    const found = others
      .filter((e) => !stage || e.stage === stage)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const paged = paginate(found, url);
    if (paged instanceof Response) return paged;
    const { items, pagination } = paged;
    return ok('Enquiries retrieved successfully', { enquiries: items, pagination, counts, spam: spamCount });
  }),
  http.get(`${API}/contact/enquiries/export.csv`, ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const url = new URL(request.url);
    const get = (key: string) => url.searchParams.get(key);
    const rows = db.enquiries
      .filter(
        (e) =>
          matchesFilters(e, get, get('spam') === 'true', now()) &&
          (!get('stage') || e.stage === get('stage')),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((e) => ({
        Id: e.id,
        Received: e.createdAt,
        Stage: e.stage,
        Name: e.name,
        Email: e.email,
        Company: e.company,
        Project: e.project,
        Language: LOCALE_INFO[e.locale].englishName,
      }));
    const csv = stringify(rows, {
      header: true,
      columns: ['Id', 'Received', 'Stage', 'Name', 'Email', 'Company', 'Project', 'Language'],
      quoted: true,
      escape_formulas: true,
      record_delimiter: 'windows',
    });
    return new HttpResponse(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="enquiries.csv"',
      },
    });
  }),
  http.post(`${API}/contact/enquiries/:id/not-spam`, ({ request, params }) => {
    const found = writersEnquiry(request, params.id);
    if (found.response) return found.response;
    const { index, current } = found;
    if (!current.suspectedSpam) return fail(409, 'This enquiry is not marked as spam');
    const { spamReason: _reason, ...rest } = current;
    const enquiry: Enquiry = {
      ...rest,
      suspectedSpam: false,
      stage: 'new',
      delivery: { state: 'sent', attempts: 1, sentAt: now() },
    };
    db.enquiries[index] = enquiry;
    return ok('Moved to the pipeline', { enquiry });
  }),
  http.get(`${API}/contact/assignees`, ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const assignees = db.users
      .filter((u) => WRITERS.includes(u.role))
      .map(({ id, fullName, email }) => ({ id, fullName, email }));
    return ok('Assignees retrieved successfully', { assignees });
  }),
  http.post(`${API}/contact/enquiries/:id/notes`, async ({ request, params }) => {
    const found = writersEnquiry(request, params.id);
    if (found.response) return found.response;
    const { index, current } = found;
    const parsed = await parseBody<EnquiryNoteBody>(request, EnquiryNoteBody);
    if (parsed.response) return parsed.response;
    const note = { id: newId(), author: found.user.email, at: now(), text: parsed.body.text.trim() };
    const enquiry: Enquiry = { ...current, notes: [...current.notes, note] };
    db.enquiries[index] = enquiry;
    return ok('Note added', { enquiry }, 201);
  }),
  http.get(`${API}/contact/enquiries/:id`, ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const enquiry = db.enquiries.find((e) => e.id === params.id);
    return enquiry ? ok('Enquiry retrieved successfully', { enquiry }) : fail(404, NOT_FOUND);
  }),
  http.post(`${API}/contact/enquiries/:id/resend`, ({ request, params }) => {
    const found = writersEnquiry(request, params.id);
    if (found.response) return found.response;
    const { index, current } = found;
    // The mock has no SMTP: a resend is delivered at once.
    const enquiry: Enquiry = {
      ...current,
      delivery: { state: 'sent', attempts: current.delivery.attempts + 1, sentAt: now() },
    };
    db.enquiries[index] = enquiry;
    return ok('Notification queued for sending', { enquiry });
  }),
  http.patch(`${API}/contact/enquiries/:id`, async ({ request, params }) => {
    const found = writersEnquiry(request, params.id);
    if (found.response) return found.response;
    const { index, current } = found;
    const parsed = await parseBody<EnquiryUpdateBody>(request, EnquiryUpdateBody);
    if (parsed.response) return parsed.response;
    const { stage, assignee, nextStepAt } = parsed.body;
    if (assignee && !db.users.some((u) => u.id === assignee && WRITERS.includes(u.role))) {
      return fail(400, 'The assignee must be an administrator or editor');
    }
    const enquiry: Enquiry = { ...current };
    if (stage !== undefined && stage !== current.stage)
      Object.assign(enquiry, { stage, stageChangedAt: now() });
    if (assignee !== undefined) enquiry.assignee = assignee;
    if (nextStepAt !== undefined) enquiry.nextStepAt = nextStepAt;
    db.enquiries[index] = enquiry;
    return ok('Enquiry updated successfully', { enquiry });
  }),
];
