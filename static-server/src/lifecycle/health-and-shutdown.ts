import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { addGracefulClose } from '@mwangaza/shared/graceful-close';
import { MESSAGES, sendError } from '../errors/envelope';

export interface HealthOptions {
  /** Which app this server serves, named in the health answers. */
  app: string;
}

const uptime = () => Math.round(process.uptime());

/**
 * `GET /health` and `/health/live` (liveness: the process answers) and `/health/ready` (readiness: 503 once a
 * stop has begun), JSON in the API's envelope and never cached; and the graceful stop the CLI calls on SIGTERM.
 * Readiness does not depend on the API: a shell whose API is briefly down still serves its pages.
 */
export default fp<HealthOptions>(
  async (app, options) => {
    const stopping = addGracefulClose(app);

    const health = (ready: boolean) => ({
      success: ready,
      message: ready ? 'OK' : 'Shutting down',
      data: { app: options.app, uptime: uptime() },
    });
    const live = async (_request: unknown, reply: FastifyReply) =>
      reply.header('cache-control', 'no-store').send(health(true));
    app.get('/health', live);
    app.get('/health/live', live);
    app.get('/health/ready', async (_request, reply) =>
      reply
        .code(stopping() ? 503 : 200)
        .header('cache-control', 'no-store')
        .send(health(!stopping())),
    );

    // A request that reaches a connection once the app is closing (Fastify would answer its own 503 body):
    // 503 in the envelope, and the connection ends with it, so a proxy sends the next one elsewhere.
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) return done();
      reply.header('connection', 'close');
      void sendError(reply, 503, MESSAGES.unavailable);
    });
  },
  { name: 'health-and-shutdown' },
);
