import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, PublicConfig } from '@mwangaza/shared/schemas';
import { ok } from '../../lib/envelope';

/** What the frontends may know about the server's mode: demo mode and, only then, the demo credentials. */
const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { demoMode, demoAdminEmail, demoAdminPassword, registration, enquiryRetentionMonths } = app.config;
  const data: PublicConfig = demoMode
    ? {
        demoMode,
        registration,
        enquiryRetentionMonths,
        demoAccount: { email: demoAdminEmail, password: demoAdminPassword },
      }
    : { demoMode, registration, enquiryRetentionMonths };
  app.get(
    '/',
    {
      schema: {
        tags: ['config'],
        summary: 'Public configuration',
        response: { 200: Envelope(PublicConfig) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok('Configuration retrieved successfully', data);
    },
  );
};

export default configRoutes;
