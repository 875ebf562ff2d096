import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { site } from '@mwangaza/shared/site';

/** OpenAPI generated from the route schemas; the UI lives at /api/docs and the document at /api/docs/json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${site.name} API`,
          version: '1.0.0',
          description:
            'Content, accounts and enquiries. Every response is { success, message, data? }; every error is ' +
            '{ success: false, message } with a 4xx or 5xx. Every 429 says how long to wait in its message and, ' +
            'in seconds, in the Retry-After header (exposed to browsers by CORS).',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (GET /metrics)' },
          },
        },
      },
    });
    if (app.config.docsEnabled) {
      await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    }
  },
  { name: 'swagger', dependencies: ['config'] },
);
