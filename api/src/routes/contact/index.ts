import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CONTENT_WRITER_ROLES,
  ContactBody,
  Enquiry,
  EnquiryExportQuery,
  EnquiryList,
  EnquiryListQuery,
  EnquiryNoteBody,
  EnquiryUpdateBody,
  Assignee,
  type AuditAction,
  Envelope,
  ErrorEnvelope,
  IdParams,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done, ok } from '../../lib/envelope';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { notCounted } from '../../plugins/app/analytics/collector';
import { bearer, guardedRoute } from '../signed-in-account';

const EnquiryEnvelope = Envelope(Type.Object({ enquiry: Enquiry }));
const config = { notFoundMessage: MESSAGES.enquiryNotFound };

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { enquiries, mailer } = app;
  const staff = app.authorize(CONTENT_WRITER_ROLES);
  const admin = app.authorize(['admin']);
  const tags = ['contact'];
  /** Each audit entry here is about one enquiry ('' for an export of many). */
  const auditEnquiry = (request: FastifyRequest, action: AuditAction, entityId: string, summary: string) =>
    app.audit.record(request, { action, entityType: 'enquiry', entityId, summary });

  app.post(
    '/',
    {
      // Counted in MongoDB, so every API instance shares one allowance per client.
      preHandler: app.clientLimit({
        name: 'contact',
        max: app.config.contactRateLimitMax,
        windowMs: app.config.contactRateLimitWindowMs,
        message: 'Too many messages sent. Please try again in {wait}.',
      }),
      schema: {
        tags,
        summary: 'Send an enquiry',
        description:
          'At most CONTACT_RATE_LIMIT_MAX per client per CONTACT_RATE_LIMIT_WINDOW_MS, shared by every API instance (429 with Retry-After). ' +
          '`locale` (en, sw or fr; default en) is the language of the page it was sent from: stored on the enquiry, and the ' +
          "visitor's acknowledgement e-mail is written in it.",
        body: ContactBody,
        response: { 201: Envelope(Type.Object({ id: Type.String() })), 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      // A visitor who asked not to be tracked (or a crawler) keeps no lead source, whatever the page sent.
      const { source, ...enquiry } = request.body;
      const id = await enquiries.submit(notCounted(request) ? enquiry : { ...enquiry, source });
      return reply.code(201).send(ok(MESSAGES.contactThanks, { id }));
    },
  );

  app.post(
    '/test',
    { onRequest: admin, schema: { tags, summary: 'Send a test e-mail (admin)', security: bearer } },
    async () => {
      try {
        const outcome = await mailer.send({
          subject: 'Test e-mail from the Mwangaza Analytics website',
          text: 'This is a test message sent from the admin console to check the e-mail configuration.',
        });
        return done(
          outcome.mode === 'smtp'
            ? `Test email sent to ${app.config.contactTo}`
            : `Test email written to the server log (${outcome.note})`,
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new HttpError(502, `Test email failed: ${reason}`);
      }
    },
  );

  app.get(
    '/enquiries',
    guardedRoute(staff, {
      tags,
      summary: 'List enquiries, newest first',
      description:
        'Filters: stage, assignee (a user id or `none`), received from/to, q (name, company, e-mail), overdue, lead source and ' +
        'campaign, locale (the language it was sent in; enquiries stored before languages were recorded count as en), spam.',
      querystring: EnquiryListQuery,
      response: { 200: Envelope(EnquiryList) },
    }),
    async (request) => ok('Enquiries retrieved successfully', await enquiries.list(request.query)),
  );

  app.get(
    '/enquiries/export.csv',
    guardedRoute(staff, {
      tags,
      summary: "The enquiries matching the list's filters (without paging) as CSV",
      description:
        'UTF-8 with a BOM, every field quoted; values starting with = + - @ tab or CR are prefixed with an apostrophe so spreadsheets do not run them as formulas. `spam=true` exports the Spam tab.',
      querystring: EnquiryExportQuery,
      produces: ['text/csv'],
    }),
    async (request, reply) => {
      const { count, csv } = await enquiries.exportCsv(request.query);
      const summary = `Exported ${count} ${count === 1 ? 'enquiry' : 'enquiries'} as CSV`;
      await auditEnquiry(request, 'enquiry.exported', '', summary);
      const day = new Date(app.clock()).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="enquiries-${day}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/enquiries/:id',
    guardedRoute(
      staff,
      {
        tags,
        summary: 'Read an enquiry',
        params: IdParams,
        response: { 200: EnquiryEnvelope },
      },
      config,
    ),
    async (request) =>
      ok('Enquiry retrieved successfully', { enquiry: await enquiries.get(request.params.id) }),
  );

  app.get(
    '/assignees',
    guardedRoute(staff, {
      tags,
      summary: 'Staff an enquiry can be assigned to',
      response: { 200: Envelope(Type.Object({ assignees: Type.Array(Assignee) })) },
    }),
    async () => ok('Assignees retrieved successfully', { assignees: await enquiries.assignees() }),
  );

  app.patch(
    '/enquiries/:id',
    guardedRoute(
      staff,
      {
        tags,
        summary:
          'Move an enquiry through the pipeline: stage, assignee (null: nobody), next step date (null: none)',
        params: IdParams,
        body: EnquiryUpdateBody,
        response: { 200: EnquiryEnvelope, 400: ErrorEnvelope },
      },
      config,
    ),
    async (request) => {
      const { before, after } = await enquiries.update(request.params.id, request.body);
      if (before.stage !== after.stage) {
        const summary = `Moved the enquiry from ${after.name} from ${before.stage} to ${after.stage}`;
        await auditEnquiry(request, 'enquiry.stage_changed', after.id, summary);
      }
      if (before.assignee !== after.assignee) {
        const summary = after.assignee
          ? `Assigned the enquiry from ${after.name} to user ${after.assignee}`
          : `Unassigned the enquiry from ${after.name}`;
        await auditEnquiry(request, 'enquiry.assigned', after.id, summary);
      }
      return ok('Enquiry updated successfully', { enquiry: after });
    },
  );

  app.post(
    '/enquiries/:id/notes',
    guardedRoute(
      staff,
      {
        tags,
        summary: 'Add an internal note (author and time from the session)',
        params: IdParams,
        body: EnquiryNoteBody,
        response: { 201: EnquiryEnvelope },
      },
      config,
    ),
    async (request, reply) => {
      const author = request.account?.user.email ?? '';
      const enquiry = await enquiries.addNote(request.params.id, author, request.body.text);
      return reply.code(201).send(ok('Note added', { enquiry }));
    },
  );

  app.post(
    '/enquiries/:id/not-spam',
    guardedRoute(
      staff,
      {
        tags,
        summary: 'Move a suspected spam enquiry into the pipeline (stage new) and send its notification',
        params: IdParams,
        response: { 200: EnquiryEnvelope, 409: ErrorEnvelope },
      },
      config,
    ),
    async (request) => {
      const enquiry = await enquiries.markNotSpam(request.params.id);
      const summary = `Marked the enquiry from ${enquiry.name} as not spam`;
      await auditEnquiry(request, 'enquiry.marked_not_spam', enquiry.id, summary);
      return ok('Moved to the pipeline', { enquiry });
    },
  );

  app.post(
    '/enquiries/:id/resend',
    guardedRoute(
      staff,
      {
        tags,
        summary: "Send the enquiry's notification e-mail again (also after it failed)",
        description:
          'A waiting or failed notification is retried at once; one already sent (its body is not kept once sent) is written again from the enquiry and queued.',
        params: IdParams,
        response: { 200: EnquiryEnvelope },
      },
      config,
    ),
    async (request) => {
      const enquiry = await enquiries.resendNotification(request.params.id);
      const summary = `Resent the notification of the enquiry from ${enquiry.name}`;
      await auditEnquiry(request, 'enquiry.notification_resent', enquiry.id, summary);
      return ok('Notification queued for sending', { enquiry });
    },
  );
};

export default contactRoutes;
