import fp from 'fastify-plugin';

const expectsContinue = (headers: Record<string, unknown>) =>
  typeof headers.expect === 'string' && headers.expect.toLowerCase() === '100-continue';

/**
 * `Expect: 100-continue` (curl for bodies over 1 MB, .NET's HttpClient): Node would say "100 Continue" to
 * every such request at once. Here it is said only when the route is about to read a body it will accept;
 * a declared Content-Length over the route's limit gets its 413 straight away, so the client never sends
 * the body (RFC 9110, 10.1.1) and sees the answer instead of a reset connection. Any other answer given
 * before the body was asked for closes the connection, since the unsent body cannot be skipped.
 */
export default fp(
  async (app) => {
    const continued = new WeakSet<object>();
    app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));

    app.addHook('preParsing', async (request, reply, payload) => {
      if (!expectsContinue(request.headers)) return payload;
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared <= request.routeOptions.bodyLimit && !reply.raw.headersSent) {
        reply.raw.writeContinue();
        continued.add(request.raw);
      }
      return payload;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (expectsContinue(request.headers) && !continued.has(request.raw))
        reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'expect-continue' },
);
