import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const Live = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({ uptime: Type.Number() }),
});

const Ready = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({
    database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    uptime: Type.Number(),
  }),
});

const uptime = () => Math.round(process.uptime());

/**
 * Liveness (`/health`, `/health/live`): the process answers, whatever the database does, so an orchestrator
 * does not restart a healthy instance during a database blip. Readiness (`/health/ready`): 503 while the
 * database is unreachable, so traffic goes to instances that can serve it.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const live = {
    config: { rateLimit: false },
    schema: {
      tags: ['health'],
      summary: 'Liveness: the process is running (never checks the database)',
      response: { 200: Live },
    },
  } as const;
  const answerLive = async () => ({ success: true, message: 'OK', data: { uptime: uptime() } });
  app.get('/', live, answerLive);
  app.get('/live', live, answerLive);

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database is reachable (503 while it is not)',
        response: { 200: Ready, 503: Ready },
      },
    },
    async (_request, reply) => {
      const up = await app.db.isUp();
      const data = { database: up ? ('up' as const) : ('down' as const), uptime: uptime() };
      return reply
        .code(up ? 200 : 503)
        .send({ success: up, message: up ? 'OK' : 'Database unavailable', data });
    },
  );
};

export default healthRoutes;
