import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const Health = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({ database: Type.Union([Type.Literal('up'), Type.Literal('down')]), uptime: Type.Number() }),
});

/** Liveness plus database reachability: 503 while the database is down, 200 again once it is back. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { config: { rateLimit: false }, schema: { tags: ['health'], summary: 'Health check', response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      const up = await app.db.isUp();
      const data = { database: up ? ('up' as const) : ('down' as const), uptime: Math.round(process.uptime()) };
      return reply
        .code(up ? 200 : 503)
        .send({ success: up, message: up ? 'OK' : 'Database unavailable', data });
    },
  );
};

export default healthRoutes;
