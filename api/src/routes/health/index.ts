import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Liveness, Readiness } from '@mwangaza/shared/schemas';
import { API_BUILD } from '../../build-info';

const Live = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Liveness,
});

const Ready = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Readiness,
});

const uptime = () => Math.round(process.uptime());

/**
 * Liveness (`/health`, `/health/live`): the process answers, whatever the database does, so an orchestrator
 * does not restart a healthy instance during a database blip. Readiness (`/health/ready`): 503 while the
 * database is unreachable or the instance is stopping, so traffic goes to instances that can serve it.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const live = {
    config: { rateLimit: false },
    schema: {
      tags: ['health'],
      summary: 'Liveness: the process is running (never checks the database), and which build it is',
      response: { 200: Live },
    },
  } as const;
  const answerLive = async () => ({
    success: true,
    message: 'OK',
    data: { uptime: uptime(), build: API_BUILD },
  });
  app.get('/', live, answerLive);
  app.get('/live', live, answerLive);

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database is reachable and the instance is not stopping (503 otherwise)',
        response: { 200: Ready, 503: Ready },
      },
    },
    async (_request, reply) => {
      const up = await app.db.isUp();
      const data = { database: up ? ('up' as const) : ('down' as const), uptime: uptime() };
      // A stopping instance finishes what it has but should be sent nothing new.
      const message = app.isStopping() ? 'Shutting down' : up ? 'OK' : 'Database unavailable';
      const ready = up && !app.isStopping();
      return reply.code(ready ? 200 : 503).send({ success: ready, message, data });
    },
  );
};

export default healthRoutes;
