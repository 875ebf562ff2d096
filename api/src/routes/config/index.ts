import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, PublicConfig } from '@mwangaza/shared/schemas';
import { ok } from '../../lib/envelope';

/**
 * What the frontends may know about the server's mode: demo mode and, only then, the demo credentials; and
 * whether self-registration is open now (the login screen offers it only then).
 */
const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { demoMode, demoAdminEmail, demoAdminPassword, enquiryRetentionMonths } = app.config;
  const demo = demoMode ? { demoAccount: { email: demoAdminEmail, password: demoAdminPassword } } : {};
  app.get(
    '/',
    {
      schema: {
        tags: ['config'],
        summary: 'Public configuration',
        description:
          '`registration` is `open` with REGISTRATION=open, or while a database without an administrator ' +
          'lets its first account become one (ALLOW_FIRST_ADMIN_REGISTRATION); else `invite`.',
        response: { 200: Envelope(PublicConfig) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const registration = (await app.auth.registrationOpen()) ? 'open' : 'invite';
      const data: PublicConfig = { demoMode, registration, enquiryRetentionMonths, ...demo };
      return ok('Configuration retrieved successfully', data);
    },
  );
};

export default configRoutes;
