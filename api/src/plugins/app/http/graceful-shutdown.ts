import net from 'node:net';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once a stop has begun: readiness answers 503 and every answer closes its connection. */
    isStopping(): boolean;
    /**
     * Stops without failing a request: no new connections (a proxy retries them on another instance, as
     * nothing was sent), requests in flight and any that still come on a kept-alive connection answered
     * with `Connection: close`, idle connections left to their client, then the app closed. After
     * `timeoutMs` the remaining connections are cut.
     */
    closeGracefully(timeoutMs: number): Promise<void>;
  }
}

/**
 * Stops accepting connections and resolves once every open one has ended, without closing idle keep-alive
 * connections as `http.Server#close()` does: a server that closes one may meet a request the proxy in front
 * is sending on it at that very moment, which the proxy cannot retry elsewhere if it is a POST. The proxy
 * gives an idle connection up itself (nginx after its upstream `keepalive_timeout`, 4 s, shorter than
 * KEEP_ALIVE_TIMEOUT_MS), and KEEP_ALIVE_TIMEOUT_MS ends those of any other client.
 */
export function stopAccepting(server: net.Server): Promise<void> {
  return new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
}

export default fp(
  async (app) => {
    let stopping = false;
    app.decorate('isStopping', () => stopping);

    // Requests in flight when the stop begins (and any that reach a connection the server still holds) are
    // answered with `Connection: close`, so their connections end with the answer instead of idling.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (stopping) reply.header('connection', 'close');
      done(null, payload);
    });

    app.decorate('closeGracefully', async (timeoutMs: number) => {
      if (stopping) return;
      stopping = true;
      const server = app.server;
      if (server.listening) {
        const cut = setTimeout(() => {
          app.log.warn(
            { timeoutMs },
            'requests still running at the shutdown timeout; closing their connections',
          );
          server.closeAllConnections();
        }, timeoutMs);
        await stopAccepting(server);
        clearTimeout(cut);
      }
      await app.close();
    });
  },
  { name: 'graceful-shutdown' },
);
