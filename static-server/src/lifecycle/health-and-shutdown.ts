import net from 'node:net';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, sendError } from '../errors/envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops without failing a request: no new connections (a proxy retries them on another instance, as
     * nothing was sent), requests in flight and any that still come on a kept-alive connection answered
     * with `Connection: close`, idle connections left to their client, then the app closed. After
     * `timeoutMs` the remaining connections are cut.
     */
    closeGracefully(timeoutMs: number): Promise<void>;
  }
}

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
    let stopping = false;

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
        .code(stopping ? 503 : 200)
        .header('cache-control', 'no-store')
        .send(health(!stopping)),
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

    // Requests in flight when the stop begins end their connection with the answer instead of idling.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (stopping) reply.header('connection', 'close');
      done(null, payload);
    });

    app.decorate('closeGracefully', async (timeoutMs: number) => {
      if (stopping) return;
      stopping = true;
      const server = app.server;
      if (server.listening) {
        const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
        // Stop accepting, but leave idle keep-alive connections to their client: a server that closes one
        // may meet a request the proxy in front is sending on it at that moment, which the proxy cannot
        // retry elsewhere if it is a POST. nginx gives them up itself (its upstream keepalive_timeout, 4 s,
        // is shorter than KEEP_ALIVE_TIMEOUT_MS, which ends any other client's). Not http.Server#close():
        // that closes idle connections at once.
        await new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
        clearTimeout(cut);
      }
      await app.close();
    });
  },
  { name: 'health-and-shutdown' },
);
