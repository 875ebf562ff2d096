import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once a stop has begun: readiness answers 503 and every answer closes its connection. */
    isStopping(): boolean;
    /**
     * Stops without failing a request: no new connections (a proxy retries them on another instance, as
     * nothing was sent), idle keep-alive connections closed, requests in flight answered (with
     * `Connection: close`), then the app closed. After `timeoutMs` the remaining connections are cut.
     */
    closeGracefully(timeoutMs: number): Promise<void>;
  }
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
    // An answer whose headers left before the stop leaves its connection idle: close it now.
    app.addHook('onResponse', (_request, _reply, done) => {
      if (stopping) app.server.closeIdleConnections();
      done();
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
        // Node's close() stops listening and closes idle connections at once; its callback waits for the rest.
        await new Promise<void>((resolve) => server.close(() => resolve()));
        clearTimeout(cut);
      }
      await app.close();
    });
  },
  { name: 'graceful-shutdown' },
);
