import type { FastifyInstance } from 'fastify';

const LINGER_MS = 5_000;

/**
 * The API may answer (a 413) before the client has sent all of its body, and the proxy then marks the
 * connection to be closed. Closing it cuts the client off mid-send (Node's fetch reports EPIPE, not the
 * answer), so the rest is read and dropped for a few seconds first, like a web server's "lingering close".
 * Requests with Expect are left alone: their client sends nothing until told to.
 */
export function lingerOnUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete && !request.headers.expect) reply.removeHeader('connection');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const incoming = request.raw;
    if (incoming.complete || request.headers.expect) return;
    const cut = setTimeout(() => incoming.socket?.destroy(), LINGER_MS);
    cut.unref();
    incoming.once('end', () => clearTimeout(cut));
    incoming.resume();
  });
}
