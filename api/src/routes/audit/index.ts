import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditList, AuditListQuery, Envelope } from '@mwangaza/shared/schemas';
import { ok } from '../../lib/envelope';
import { guardedRoute } from '../signed-in-account';

/** The audit log, read-only: entries are written by the actions themselves, and no route edits or deletes them. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    guardedRoute(app.authorize(['admin']), {
      tags: ['audit'],
      summary:
        'The audit log, newest first (admin). `actor`: a user id or e-mail; `from` inclusive, `to` exclusive',
      querystring: AuditListQuery,
      response: { 200: Envelope(AuditList) },
    }),
    async (request) => ok('Audit log retrieved successfully', await app.audit.list(request.query)),
  );
};

export default auditRoutes;
