import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorEnvelope,
  PrivacyErasure,
  PrivacySubjectExport,
  PrivacySubjectQuery,
} from '@mwangaza/shared/schemas';
import { ok } from '../../lib/envelope';
import { subjectRef } from '../../plugins/app/privacy/privacy-service';
import { guardedRoute } from '../signed-in-account';

/** Data subject requests (Kenya's Data Protection Act, 2019): administrators only, every one audited. */
const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = app.authorize(['admin']);
  const tags = ['privacy'];
  const about = (email: string) => ({ entityType: 'data-subject' as const, entityId: subjectRef(email) });

  app.get(
    '/subjects',
    guardedRoute(admin, {
      tags,
      summary: 'Everything held about one e-mail address, as JSON (admin)',
      description:
        'Enquiries (with notes and questionnaire), e-mails in the outbox to or about it, a staff account at the address and its audit entries.',
      querystring: PrivacySubjectQuery,
      response: { 200: Envelope(PrivacySubjectExport), 400: ErrorEnvelope },
    }),
    async (request, reply) => {
      const data = await app.privacy.exportSubject(request.query.email);
      const summary = `Exported the personal data held about a data subject (${data.enquiries.length} enquiries, ${data.emails.length} e-mails)`;
      await app.audit.record(request, {
        action: 'privacy.subject_exported',
        ...about(request.query.email),
        summary,
      });
      reply.header(
        'content-disposition',
        `attachment; filename="personal-data-${subjectRef(request.query.email)}.json"`,
      );
      return ok('Personal data retrieved successfully', data);
    },
  );

  app.delete(
    '/subjects',
    guardedRoute(admin, {
      tags,
      summary: "Erase one e-mail address's personal data (admin)",
      description:
        'Its enquiries are anonymised (name, e-mail, company, texts erased; notes removed; stage and dates kept) and the e-mails to or about it are blanked (unsent ones stopped). A staff account at the address is kept (Users screen). The audit entry names the address by a hash only.',
      querystring: PrivacySubjectQuery,
      response: { 200: Envelope(PrivacyErasure), 400: ErrorEnvelope },
    }),
    async (request) => {
      const result = await app.privacy.eraseSubject(request.query.email);
      const summary = `Erased the personal data of a data subject: ${result.enquiriesAnonymised} enquiries anonymised, ${result.notesRemoved} notes removed, ${result.emailsErased} e-mails erased`;
      await app.audit.record(request, {
        action: 'privacy.subject_erased',
        ...about(request.query.email),
        summary,
      });
      return ok('Personal data erased', result);
    },
  );
};

export default privacyRoutes;
