import fp from 'fastify-plugin';

const expectsContinue = (headers: Record<string, unknown>) =>
  typeof headers.expect === 'string' && headers.expect.toLowerCase() === '100-continue';

/** How long the rest of an unwanted body is read (and dropped) after the answer, before the connection is cut. */
export const LINGER_MS = 5_000;

/**
 * Bodies the API will not read, without a reset for the client:
 *
 * - `Expect: 100-continue` (curl for bodies over 1 MB, .NET's HttpClient): Node would say "100 Continue" to
 *   every such request at once. Here it is said only when the route is about to read a body it accepts; a
 *   declared Content-Length over the route's limit gets its 413 straight away, so the client never sends the
 *   body (RFC 9110, 10.1.1). Any other answer given before the body was asked for closes the connection.
 * - A client that sends its body anyway gets the 413 as soon as the length is known; closing the connection
 *   then would cut it off mid-send (Node's fetch and http clients report EPIPE, not the 413), so the rest is
 *   read and dropped for a few seconds first, as web servers' "lingering close" does.
 */
export default fp(
  async (app) => {
    const continued = new WeakSet<object>();
    app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));

    // Callback hooks, not async ones: they run on every request and usually do nothing.
    app.addHook('preParsing', (request, reply, payload, done) => {
      if (expectsContinue(request.headers)) {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared <= request.routeOptions.bodyLimit && !reply.raw.headersSent) {
          reply.raw.writeContinue();
          continued.add(request.raw);
        }
      }
      done(null, payload);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (expectsContinue(request.headers)) {
        if (!continued.has(request.raw)) reply.header('connection', 'close');
      } else if (reply.statusCode === 413 && !request.raw.complete) {
        reply.removeHeader('connection');
      }
      done(null, payload);
    });

    app.addHook('onResponse', (request, _reply, done) => {
      const incoming = request.raw;
      if (!incoming.complete && !expectsContinue(request.headers)) {
        const cut = setTimeout(() => incoming.socket?.destroy(), LINGER_MS);
        cut.unref();
        incoming.once('end', () => clearTimeout(cut));
        incoming.resume();
      }
      done();
    });
  },
  { name: 'unread-bodies' },
);
