// The graceful stop of the API and of the static server (node only), so both drain connections the same way.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Added by addGracefulClose: the graceful stop a server's SIGTERM handler calls. */
    closeGracefully(timeoutMs: number): Promise<void>;
  }
}

export interface GracefulCloseOptions {
  /** Called when requests are still running at the timeout, just before their connections are cut. */
  onTimeout?: (timeoutMs: number) => void;
}

/**
 * Decorates `app` with `closeGracefully(timeoutMs)`, which stops without failing a request: no new
 * connections (a proxy retries them on another instance, as nothing was sent), requests in flight and any
 * that still come on a kept-alive connection answered with `Connection: close`, idle connections left to
 * their client, then the app closed; after `timeoutMs` the remaining connections are cut. Returns whether a
 * stop has begun.
 */
export function addGracefulClose(app: FastifyInstance, options: GracefulCloseOptions = {}): () => boolean {
  let stopping = false;

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
        options.onTimeout?.(timeoutMs);
        server.closeAllConnections();
      }, timeoutMs);
      await stopAccepting(server);
      clearTimeout(cut);
    }
    await app.close();
  });

  return () => stopping;
}

/**
 * Stops accepting connections and resolves once every open one has ended, without closing idle keep-alive
 * connections as `http.Server#close()` does: a server that closes one may meet a request the proxy in front
 * is sending on it at that very moment, which the proxy cannot retry elsewhere if it is a POST. The proxy
 * gives an idle connection up itself (nginx after its upstream `keepalive_timeout`, 4 s, shorter than
 * KEEP_ALIVE_TIMEOUT_MS), and KEEP_ALIVE_TIMEOUT_MS ends those of any other client.
 */
function stopAccepting(server: net.Server): Promise<void> {
  return new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
}
