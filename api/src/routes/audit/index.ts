import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditList, AuditListQuery, Envelope } from '@mwangaza/shared/schemas';
import { ok } from '../../lib/envelope';
import { guardedRoute } from '../signed-in-account';
import { withRecordNames } from './record-names';

/** The audit log, read-only: entries are written by the actions themselves, and no route edits or deletes them. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    guardedRoute(app.authorize(['admin']), {
      tags: ['audit'],
      summary:
        'The audit log, newest first (admin). `actor`: a user id or e-mail; `from` inclusive, `to` exclusive',
      description:
        "Each entry's `entityName` is what its record is called now (an item's title, an account's or an " +
        "enquiry's name); absent once the record is deleted, and for the site settings and data subjects.",
      querystring: AuditListQuery,
      response: { 200: Envelope(AuditList) },
    }),
    async (request) => {
      const { entries, pagination } = await app.audit.list(request.query);
      return ok('Audit log retrieved successfully', {
        entries: await withRecordNames(app, entries),
        pagination,
      });
    },
  );
};

export default auditRoutes;
